import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/documents.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { VerifyOrganizationHandler } from './commands/verify-organization.command.js';
import { OrganizationVerifiedMail } from './mails/verification-mail.js';
import { OrganizationCatalogueController } from './controllers/organization-catalogue.controller.js';
import { OrganizationProfileController } from './controllers/organization-profile.controller.js';
import { OrganizationRegistrationController } from './controllers/organization-registration.controller.js';
import { StageAllowanceController } from './controllers/stage-allowance.controller.js';
import { OrganizationProfilesRepository } from './persistence/organization-profiles.repository.js';
import { OrganizationTypesRepository } from './persistence/organization-types.repository.js';
import { OrganizationsRepository } from './persistence/organizations.repository.js';
import { OrganizationCatalogueQuery } from './queries/organization-catalogue.query.js';
import { PlanLimits } from './queries/plan-limits.js';
import { StageAllowanceQuery } from './queries/stage-allowance.query.js';
import { StageCatalogueQuery } from '../stages/queries/stage-catalogue.query.js';

/** Organizations: their profiles, documents, verification, plans and public catalogue. */
@Module({
  imports: [IdentityModule, DocumentsModule],
  controllers: [
    OrganizationRegistrationController,
    OrganizationProfileController,
    StageAllowanceController,
    OrganizationCatalogueController,
  ],
  providers: [
    OrganizationsRepository,
    OrganizationProfilesRepository,
    OrganizationTypesRepository,
    PlanLimits,
    StageAllowanceQuery,
    OrganizationCatalogueQuery,
    // An organization's page lists its stages from the stage catalogue's read model, which needs
    // only the database: the stages module itself depends on this one.
    StageCatalogueQuery,
    VerifyOrganizationHandler,
    OrganizationVerifiedMail,
  ],
  exports: [
    OrganizationsRepository,
    OrganizationProfilesRepository,
    OrganizationTypesRepository,
    OrganizationCatalogueQuery,
    PlanLimits,
  ],
})
export class OrganizationsModule {}
