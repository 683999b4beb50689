import type { BoundedContext } from '../platform/bounded-context.js';
import { enrollmentNotesMigrations } from './enrollments.migrations.js';
import { EnrollmentsModule } from './enrollments.module.js';
import { enrollmentMails } from './mails/enrollment-mails.js';
import { familyInvitationMail } from './mails/family-invitation.mail.js';
import {
  enrollmentDecisions,
  enrollmentDecisionsMigrations,
} from './projections/enrollment-decisions.projection.js';
import { enrollments, enrollmentsMigrations } from './projections/enrollments.projection.js';

export const enrollmentsContext: BoundedContext = {
  name: 'enrollments',
  module: EnrollmentsModule,
  migrations: [
    ...enrollmentsMigrations,
    ...enrollmentNotesMigrations,
    ...enrollmentDecisionsMigrations,
  ],
  projections: [enrollments, enrollmentDecisions],
  mailReactions: [...enrollmentMails, familyInvitationMail],
};
