import type { BoundedContext } from '../platform/bounded-context.js';
import { enrollmentNotesMigrations } from './enrollments.migrations.js';
import { EnrollmentsModule } from './enrollments.module.js';
import { enrollmentMails } from './mails/enrollment-mails.js';
import { enrollments, enrollmentsMigrations } from './projections/enrollments.projection.js';

export const enrollmentsContext: BoundedContext = {
  name: 'enrollments',
  module: EnrollmentsModule,
  migrations: [...enrollmentsMigrations, ...enrollmentNotesMigrations],
  projections: [enrollments],
  mailReactions: enrollmentMails,
};
