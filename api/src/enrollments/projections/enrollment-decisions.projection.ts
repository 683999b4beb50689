import type { Decision, EnrollmentEventType } from '@stages/contracts';
import type { Migration, Projection } from '@stages/projections';

/**
 * Every enrollment decision as it was made: what the decision history reads. Ids only, like
 * the log it copies, so erasing a person never touches it; names are joined when it is read.
 */
export const enrollmentDecisionsMigrations: readonly Migration[] = [
  {
    id: '0034-enrollment-decisions',
    sql: `
      CREATE TABLE enrollment_decisions (
        event_id uuid NOT NULL,
        enrollment_id uuid NOT NULL,
        stage_id uuid NOT NULL,
        decision text NOT NULL,
        occurred_at timestamptz NOT NULL,
        decided_at timestamptz NOT NULL,
        actor_id uuid,
        actor_role text,
        command_id text NOT NULL,
        correlation_id text NOT NULL,
        stream_version integer NOT NULL
      );
      CREATE UNIQUE INDEX enrollment_decisions_event ON enrollment_decisions (event_id);
      CREATE INDEX enrollment_decisions_time ON enrollment_decisions (occurred_at, stream_version);
      CREATE INDEX enrollment_decisions_stage
        ON enrollment_decisions (stage_id, occurred_at, stream_version);`,
  },
];

type DecisionEventType = EnrollmentEventType;

const decisionOf = {
  EnrollmentRequested: 'requested',
  EnrollmentAccepted: 'accepted',
  EnrollmentRejected: 'rejected',
  EnrollmentCancelled: 'cancelled',
  PaymentRecorded: 'paid',
  RefundRecorded: 'refunded',
} as const satisfies Record<DecisionEventType, Decision>;

export const enrollmentDecisions: Projection<DecisionEventType> = {
  name: 'enrollment_decisions',
  tables: ['enrollment_decisions'],
  handles: Object.keys(decisionOf) as DecisionEventType[],
  async apply(events, { sql, table }) {
    for (const { eventId, type, data, metadata, streamVersion } of events) {
      await sql.query(
        `INSERT INTO ${table('enrollment_decisions')} (event_id, enrollment_id, stage_id, decision,
           occurred_at, decided_at, actor_id, actor_role, command_id, correlation_id,
           stream_version)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
        [
          eventId,
          data.enrollmentId,
          data.stageId,
          decisionOf[type],
          metadata.occurredAt,
          data.decidedAt,
          // The chained decider first, as the audit reads it: when the platform acts for
          // someone (the demo's seed), the metadata's actor is the platform, not that person.
          data.decidedBy ?? metadata.actorId,
          metadata.actorRole,
          metadata.commandId,
          metadata.correlationId,
          streamVersion,
        ],
      );
    }
  },
};
