import { Module } from '@nestjs/common';
import { FamiliesModule } from '../families/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { CancelEnrollmentHandler } from './commands/cancel-enrollment.command.js';
import { DecideEnrollmentHandler } from './commands/decide-enrollment.command.js';
import { RegisterOnBehalfHandler } from './commands/register-on-behalf.command.js';
import { RequestEnrollmentHandler } from './commands/request-enrollment.command.js';
import { StageDecisions } from './commands/stage-decisions.js';
import { AdminDecisionsController } from './controllers/admin-decisions.controller.js';
import { DecisionsController } from './controllers/decisions.controller.js';
import { EnrollmentExportsController } from './controllers/enrollment-exports.controller.js';
import { EnrollmentsController } from './controllers/enrollments.controller.js';
import { OnBehalfController } from './controllers/on-behalf.controller.js';
import { OrganizationChildrenController } from './controllers/organization-children.controller.js';
import { EnrollmentMails } from './mails/enrollment-mails.js';
import { FamilyInvitationMail } from './mails/family-invitation.mail.js';
import { DecisionsQuery } from './queries/decisions.query.js';
import { EnrollmentsQuery } from './queries/enrollments.query.js';
import { MedicalSheetsQuery } from './queries/medical-sheets.query.js';
import { OrganizationChildrenQuery } from './queries/organization-children.query.js';

/** Children registered for stages, decided on each stage's stream. */
@Module({
  imports: [FamiliesModule, OrganizationsModule, IdentityModule],
  controllers: [
    EnrollmentsController,
    EnrollmentExportsController,
    DecisionsController,
    OrganizationChildrenController,
    OnBehalfController,
    AdminDecisionsController,
  ],
  providers: [
    StageDecisions,
    RequestEnrollmentHandler,
    DecideEnrollmentHandler,
    CancelEnrollmentHandler,
    RegisterOnBehalfHandler,
    EnrollmentsQuery,
    MedicalSheetsQuery,
    DecisionsQuery,
    EnrollmentMails,
    OrganizationChildrenQuery,
    FamilyInvitationMail,
  ],
  exports: [EnrollmentsQuery, StageDecisions, DecisionsQuery],
})
export class EnrollmentsModule {}
