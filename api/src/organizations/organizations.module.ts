import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { VerifyOrganizationHandler } from './commands/verify-organization.command.js';
import { OrganizationProfileController } from './organization-profile.controller.js';
import { OrganizationProfilesRepository } from './organization-profiles.repository.js';
import { OrganizationRegistrationController } from './organization-registration.controller.js';
import { OrganizationTypesRepository } from './organization-types.repository.js';
import { OrganizationsRepository } from './organizations.repository.js';
import { PlanLimits } from './plans/plan-limits.js';

/** Organizations: their profiles, documents, verification and plans. */
@Module({
  imports: [IdentityModule, DocumentsModule],
  controllers: [OrganizationRegistrationController, OrganizationProfileController],
  providers: [
    OrganizationsRepository,
    OrganizationProfilesRepository,
    OrganizationTypesRepository,
    PlanLimits,
    VerifyOrganizationHandler,
  ],
  exports: [
    OrganizationsRepository,
    OrganizationProfilesRepository,
    OrganizationTypesRepository,
    PlanLimits,
  ],
})
export class OrganizationsModule {}
