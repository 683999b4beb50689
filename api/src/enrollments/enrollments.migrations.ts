import type { Migration } from '@stages/projections';

/**
 * What an organizer wrote to a parent when rejecting: kept beside the log, not in it, since it
 * may name the child; it goes with the child's family records.
 */
export const enrollmentNotesMigrations: readonly Migration[] = [
  {
    id: '0033-enrollment-rejection-reasons',
    sql: `
      CREATE TABLE enrollment_rejection_reasons (
        enrollment_id uuid PRIMARY KEY,
        reason text NOT NULL,
        written_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
];
