import { Module } from '@nestjs/common';
import { DocumentsModule } from '../documents/index.js';
import { IdentityModule } from '../identity/index.js';
import { VerifyOrganizationHandler } from './commands/verify-organization.command.js';
import { OrganizationVerifiedMail } from './mails/verification-mail.js';
import { OrganizationProfileController } from './controllers/organization-profile.controller.js';
import { OrganizationRegistrationController } from './controllers/organization-registration.controller.js';
import { AdminOrganizationTypesController } from './controllers/admin-organization-types.controller.js';
import { AdminOrganizationsController } from './controllers/admin-organizations.controller.js';
import { ProfileFilesHolder } from './files/profile-files.holder.js';
import { OrganizationProfilesRepository } from './persistence/organization-profiles.repository.js';
import { OrganizationTypesRepository } from './persistence/organization-types.repository.js';
import { OrganizationsRepository } from './persistence/organizations.repository.js';
import { AdminOrganizationsQuery } from './queries/admin-organizations.query.js';

/** Organizations: their profiles, documents, types and verification. */
@Module({
  imports: [IdentityModule, DocumentsModule],
  controllers: [
    OrganizationRegistrationController,
    OrganizationProfileController,
    AdminOrganizationsController,
    AdminOrganizationTypesController,
  ],
  providers: [
    OrganizationsRepository,
    OrganizationProfilesRepository,
    OrganizationTypesRepository,
    AdminOrganizationsQuery,
    ProfileFilesHolder,
    VerifyOrganizationHandler,
    OrganizationVerifiedMail,
  ],
  exports: [OrganizationsRepository, OrganizationProfilesRepository, OrganizationTypesRepository],
})
export class OrganizationsModule {}
