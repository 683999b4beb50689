import { Module } from '@nestjs/common';
import { FamiliesModule } from '../families/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { AnswerOfferHandler } from './commands/answer-offer.command.js';
import { CancelEnrollmentHandler } from './commands/cancel-enrollment.command.js';
import { DecideEnrollmentHandler } from './commands/decide-enrollment.command.js';
import { JoinWaitingListHandler } from './commands/join-waiting-list.command.js';
import { OrganizerWaitingListHandler } from './commands/organizer-waiting-list.command.js';
import { RegisterOnBehalfHandler } from './commands/register-on-behalf.command.js';
import { RequestEnrollmentHandler } from './commands/request-enrollment.command.js';
import { StageDecisions } from './commands/stage-decisions.js';
import { AdminDecisionsController } from './controllers/admin-decisions.controller.js';
import { DecisionsController } from './controllers/decisions.controller.js';
import { EnrollmentExportsController } from './controllers/enrollment-exports.controller.js';
import { EnrollmentsController } from './controllers/enrollments.controller.js';
import { OnBehalfController } from './controllers/on-behalf.controller.js';
import { OrganizationChildrenController } from './controllers/organization-children.controller.js';
import { OrganizerWaitingListController } from './controllers/organizer-waiting-list.controller.js';
import { PriceQuoteController } from './controllers/price-quote.controller.js';
import { WaitingListController } from './controllers/waiting-list.controller.js';
import { EnrollmentMails } from './mails/enrollment-mails.js';
import { FamilyInvitationMail } from './mails/family-invitation.mail.js';
import { WaitingListMails } from './mails/waiting-list-mails.js';
import { DecisionsQuery } from './queries/decisions.query.js';
import { EnrollmentsQuery } from './queries/enrollments.query.js';
import { AttendanceDaysQuery } from './queries/attendance-days.query.js';
import { MedicalSheetsQuery } from './queries/medical-sheets.query.js';
import { WaitingListSweep } from './offers/waiting-list-sweep.js';
import { OrganizationChildrenQuery } from './queries/organization-children.query.js';
import { PriceQuoteQuery } from './queries/price-quote.query.js';
import { WaitingListQuery } from './queries/waiting-list.query.js';

/** Children registered for stages and waiting for them, decided on each stage's stream. */
@Module({
  imports: [FamiliesModule, OrganizationsModule, IdentityModule],
  controllers: [
    EnrollmentsController,
    EnrollmentExportsController,
    DecisionsController,
    OrganizationChildrenController,
    OnBehalfController,
    AdminDecisionsController,
    WaitingListController,
    OrganizerWaitingListController,
    PriceQuoteController,
  ],
  providers: [
    StageDecisions,
    RequestEnrollmentHandler,
    DecideEnrollmentHandler,
    CancelEnrollmentHandler,
    RegisterOnBehalfHandler,
    EnrollmentsQuery,
    MedicalSheetsQuery,
    AttendanceDaysQuery,
    DecisionsQuery,
    EnrollmentMails,
    OrganizationChildrenQuery,
    FamilyInvitationMail,
    JoinWaitingListHandler,
    AnswerOfferHandler,
    OrganizerWaitingListHandler,
    WaitingListQuery,
    WaitingListSweep,
    PriceQuoteQuery,
    WaitingListMails,
  ],
  exports: [EnrollmentsQuery, StageDecisions, DecisionsQuery, PriceQuoteQuery],
})
export class EnrollmentsModule {}
