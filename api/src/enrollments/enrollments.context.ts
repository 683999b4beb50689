import type { BoundedContext } from '../platform/bounded-context.js';
import { enrollmentNotesMigrations } from './enrollments.migrations.js';
import { EnrollmentsModule } from './enrollments.module.js';
import { enrollmentMails } from './mails/enrollment-mails.js';
import { familyInvitationMail } from './mails/family-invitation.mail.js';
import { waitingListMails } from './mails/waiting-list-mails.js';
import {
  enrollmentDecisions,
  enrollmentDecisionsMigrations,
} from './projections/enrollment-decisions.projection.js';
import { enrollments, enrollmentsMigrations } from './projections/enrollments.projection.js';
import { waitingList, waitingListMigrations } from './projections/waiting-list.projection.js';

export const enrollmentsContext: BoundedContext = {
  name: 'enrollments',
  module: EnrollmentsModule,
  migrations: [
    ...enrollmentsMigrations,
    ...enrollmentNotesMigrations,
    ...enrollmentDecisionsMigrations,
    ...waitingListMigrations,
  ],
  projections: [enrollments, enrollmentDecisions, waitingList],
  mailReactions: [...enrollmentMails, familyInvitationMail, ...waitingListMails],
};
