import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { OrganizationRegistrationController } from './organization-registration.controller.js';
import { OrganizationsRepository } from './organizations.repository.js';

@Module({
  imports: [IdentityModule],
  controllers: [OrganizationRegistrationController],
  providers: [OrganizationsRepository],
  exports: [OrganizationsRepository],
})
export class OrganizationsModule {}
