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
    // One statement for the batch: a statement import records thousands of payments at once.
    const rows = events.map(({ eventId, type, data, metadata, streamVersion }) => ({
      event_id: eventId,
      enrollment_id: data.enrollmentId,
      stage_id: data.stageId,
      decision: decisionOf[type],
      occurred_at: metadata.occurredAt,
      decided_at: data.decidedAt,
      // The chained decider first, as the audit reads it: when the platform acts for someone
      // (the demo's seed), the metadata's actor is the platform, not that person.
      actor_id: data.decidedBy ?? metadata.actorId,
      actor_role: metadata.actorRole,
      command_id: metadata.commandId,
      correlation_id: metadata.correlationId,
      stream_version: streamVersion,
    }));
    await sql.query(
      `INSERT INTO ${table('enrollment_decisions')} (event_id, enrollment_id, stage_id, decision,
         occurred_at, decided_at, actor_id, actor_role, command_id, correlation_id, stream_version)
       SELECT * FROM jsonb_to_recordset($1::jsonb) AS d(event_id uuid, enrollment_id uuid,
         stage_id uuid, decision text, occurred_at timestamptz, decided_at timestamptz,
         actor_id uuid, actor_role text, command_id text, correlation_id text,
         stream_version integer)`,
      [JSON.stringify(rows)],
    );
  },
};
