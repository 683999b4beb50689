import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { ChildrenService } from './commands/children.service.js';
import { LegalRepresentativesService } from './commands/legal-representatives.service.js';
import { ParentProfileService } from './commands/parent-profile.service.js';
import { ChildrenController } from './controllers/children.controller.js';
import { LegalRepresentativesController } from './controllers/legal-representatives.controller.js';
import { ParentProfileController } from './controllers/parent-profile.controller.js';
import { ParentRegistrationController } from './controllers/parent-registration.controller.js';
import { ChildrenRepository } from './persistence/children.repository.js';
import { LegalRepresentativesRepository } from './persistence/legal-representatives.repository.js';
import { ParentsRepository } from './persistence/parents.repository.js';
import { ChildrenQuery } from './queries/children.query.js';
import { FamilyAccess } from './queries/family-access.js';
import { LegalRepresentativesQuery } from './queries/legal-representatives.query.js';

/** Parents, their children and legal representatives, and later shared access. */
@Module({
  imports: [IdentityModule],
  controllers: [
    ParentRegistrationController,
    ParentProfileController,
    ChildrenController,
    LegalRepresentativesController,
  ],
  providers: [
    ParentsRepository,
    ParentProfileService,
    FamilyAccess,
    ChildrenRepository,
    ChildrenQuery,
    ChildrenService,
    LegalRepresentativesRepository,
    LegalRepresentativesQuery,
    LegalRepresentativesService,
  ],
  exports: [ParentsRepository, FamilyAccess, ChildrenService, LegalRepresentativesService],
})
export class FamiliesModule {}
