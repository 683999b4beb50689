import type { Migration, Projection } from '@stages/projections';

/** Each enrollment and where it stands: what the parents' and organizers' lists read. */
export const enrollmentsMigrations: readonly Migration[] = [
  {
    id: '0032-enrollments',
    sql: `
      CREATE TABLE enrollments (
        enrollment_id uuid NOT NULL,
        stage_id uuid NOT NULL,
        child_id uuid NOT NULL,
        primary_parent_id uuid NOT NULL,
        price_cents integer NOT NULL,
        status text NOT NULL,
        requested_at timestamptz NOT NULL,
        decided_at timestamptz
      );
      CREATE INDEX enrollments_id ON enrollments (enrollment_id);
      CREATE INDEX enrollments_stage ON enrollments (stage_id, requested_at);
      CREATE INDEX enrollments_child ON enrollments (child_id);`,
  },
];

type EnrollmentEventType =
  'EnrollmentRequested' | 'EnrollmentAccepted' | 'EnrollmentRejected' | 'EnrollmentCancelled';

const statusAfter = {
  EnrollmentAccepted: 'accepted',
  EnrollmentRejected: 'rejected',
  EnrollmentCancelled: 'cancelled',
} as const;

export const enrollments: Projection<EnrollmentEventType> = {
  name: 'enrollments',
  tables: ['enrollments'],
  handles: [
    'EnrollmentRequested',
    'EnrollmentAccepted',
    'EnrollmentRejected',
    'EnrollmentCancelled',
  ],
  async apply(events, { sql, table }) {
    // In order, one statement each: a decision follows its request, often in the same batch.
    for (const event of events) {
      if (event.type === 'EnrollmentRequested') {
        const { enrollmentId, stageId, childId, primaryParentId, priceCents, decidedAt } =
          event.data;
        await sql.query(
          `INSERT INTO ${table('enrollments')} (enrollment_id, stage_id, child_id,
             primary_parent_id, price_cents, status, requested_at)
           VALUES ($1, $2, $3, $4, $5, 'pending', $6)`,
          [enrollmentId, stageId, childId, primaryParentId, priceCents, decidedAt],
        );
      } else {
        await sql.query(
          `UPDATE ${table('enrollments')} SET status = $2, decided_at = $3
            WHERE enrollment_id = $1`,
          [event.data.enrollmentId, statusAfter[event.type], event.data.decidedAt],
        );
      }
    }
  },
};
