import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { AcceptShareHandler } from './commands/accept-share.command.js';
import { EndShareHandler } from './commands/end-share.command.js';
import { InviteParentHandler } from './commands/invite-parent.command.js';
import { ChildrenService } from './commands/children.service.js';
import { FamilyOnBehalf } from './commands/family-on-behalf.service.js';
import { LegalRepresentativesService } from './commands/legal-representatives.service.js';
import { ParentProfileService } from './commands/parent-profile.service.js';
import { ShareInvitationMail } from './commands/share-invitation.mail.js';
import { ShareDecisions } from './commands/share-decisions.js';
import { ShareLinks } from './commands/share-links.js';
import { AccountSharingController } from './controllers/account-sharing.controller.js';
import { AdminChildrenController } from './controllers/admin-children.controller.js';
import { AdminParentsController } from './controllers/admin-parents.controller.js';
import { ChildHealthViewsController } from './controllers/child-health-views.controller.js';
import { ChildrenController } from './controllers/children.controller.js';
import { LegalRepresentativesController } from './controllers/legal-representatives.controller.js';
import { ParentProfileController } from './controllers/parent-profile.controller.js';
import { ParentRegistrationController } from './controllers/parent-registration.controller.js';
import { AdminChildrenRepository } from './persistence/admin-children.repository.js';
import { AdminParentsRepository } from './persistence/admin-parents.repository.js';
import { ChildHealthViewsRepository } from './persistence/child-health-views.repository.js';
import { ChildrenRepository } from './persistence/children.repository.js';
import { LegalRepresentativesRepository } from './persistence/legal-representatives.repository.js';
import { ParentsRepository } from './persistence/parents.repository.js';
import { AccountSharesQuery } from './queries/account-shares.query.js';
import { ChildrenQuery } from './queries/children.query.js';
import { FamilyAccess } from './queries/family-access.js';
import { LegalRepresentativesQuery } from './queries/legal-representatives.query.js';

/** Parents, their children and legal representatives, and the sharing of them between parents. */
@Module({
  imports: [IdentityModule],
  controllers: [
    ParentRegistrationController,
    ParentProfileController,
    ChildrenController,
    ChildHealthViewsController,
    LegalRepresentativesController,
    AccountSharingController,
    AdminParentsController,
    AdminChildrenController,
  ],
  providers: [
    ParentsRepository,
    ParentProfileService,
    FamilyAccess,
    ChildrenRepository,
    ChildrenQuery,
    ChildrenService,
    ChildHealthViewsRepository,
    LegalRepresentativesRepository,
    LegalRepresentativesQuery,
    LegalRepresentativesService,
    AccountSharesQuery,
    ShareLinks,
    ShareDecisions,
    InviteParentHandler,
    AcceptShareHandler,
    EndShareHandler,
    ShareInvitationMail,
    FamilyOnBehalf,
    AdminParentsRepository,
    AdminChildrenRepository,
  ],
  exports: [
    ParentsRepository,
    FamilyAccess,
    ChildrenQuery,
    ChildrenService,
    ChildHealthViewsRepository,
    LegalRepresentativesService,
    ShareLinks,
    FamilyOnBehalf,
  ],
})
export class FamiliesModule {}
