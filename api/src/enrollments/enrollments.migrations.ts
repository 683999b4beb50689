import type { Migration } from '@stages/projections';

/**
 * What an organizer wrote to a parent when rejecting, or about a waiting-list entry: kept
 * beside the log, not in it, since it may name the child; it goes with the family's records.
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
  {
    id: 'enrollments/0002-waiting-list-reasons',
    sql: `
      -- Why an organizer offered places out of the list's order ('offer'), or took an entry
      -- off the list ('removal', which the family reads): beside the log, like a rejection's.
      CREATE TABLE waiting_list_reasons (
        entry_id uuid NOT NULL,
        kind text NOT NULL CHECK (kind IN ('offer', 'removal')),
        reason text NOT NULL,
        written_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (entry_id, kind)
      );`,
  },
];
