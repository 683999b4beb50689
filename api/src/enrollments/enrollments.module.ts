import { Module } from '@nestjs/common';
import { FamiliesModule } from '../families/families.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { OrganizationsModule } from '../organizations/organizations.module.js';
import { EnrollmentsService } from './commands/enrollments.service.js';
import { EnrollmentsController } from './controllers/enrollments.controller.js';
import { EnrollmentMails } from './mails/enrollment-mails.js';
import { EnrollmentsQuery } from './queries/enrollments.query.js';

/** Children registered for stages, decided on each stage's stream. */
@Module({
  imports: [FamiliesModule, OrganizationsModule, IdentityModule],
  controllers: [EnrollmentsController],
  providers: [EnrollmentsService, EnrollmentsQuery, EnrollmentMails],
  exports: [EnrollmentsQuery, EnrollmentsService],
})
export class EnrollmentsModule {}
