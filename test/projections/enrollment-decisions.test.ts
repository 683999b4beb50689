import { randomUUID } from 'node:crypto';
import { FIRST_LINK, type EnrollmentEvent, type EventMetadata } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { describe, it } from 'vitest';
import { enrollmentDecisions } from '../../api/src/enrollments/projections/enrollment-decisions.projection.js';
import { projectionSpec, recorded } from '../support/projection-spec.js';

const spec = projectionSpec(
  enrollmentDecisions,
  async (db: SqlDatabase) =>
    (
      await db.query(
        `SELECT event_id, enrollment_id, stage_id, decision, occurred_at, decided_at, actor_id,
                actor_role, command_id, correlation_id, stream_version
           FROM enrollment_decisions ORDER BY occurred_at, stream_version`,
      )
    ).rows,
);

const stageId = randomUUID();
const parent = randomUUID();
const organizer = randomUUID();
const link = { previous: FIRST_LINK, hash: FIRST_LINK };

/** The n-th event of the stage's stream, recorded a second after it was decided. */
const decided = (
  version: number,
  event: EnrollmentEvent,
  metadata: Partial<EventMetadata> = {},
) => ({
  ...recorded(event, {
    actorId: event.data.decidedBy,
    actorRole: event.data.decidedBy === parent ? 'parent' : 'organization',
    occurredAt: new Date(Date.parse(event.data.decidedAt) + 1_000).toISOString(),
    ...metadata,
  }),
  streamId: `stage-${stageId}`,
  streamVersion: version,
});

const by = (enrollmentId: string, decidedBy: string | null, decidedAt: string) => ({
  stageId,
  enrollmentId,
  decidedBy,
  decidedAt,
  link,
});

/** The history's row of a decision, as the administrators' and organizers' lists read it. */
const row = (event: ReturnType<typeof decided>, decision: string) => ({
  event_id: event.eventId,
  enrollment_id: event.data.enrollmentId,
  stage_id: stageId,
  decision,
  occurred_at: new Date(event.metadata.occurredAt),
  decided_at: new Date(event.data.decidedAt),
  actor_id: event.data.decidedBy ?? event.metadata.actorId,
  actor_role: event.metadata.actorRole,
  command_id: event.metadata.commandId,
  correlation_id: event.metadata.correlationId,
  stream_version: event.streamVersion,
});

describe('the enrollment decisions projection', () => {
  it('records every decision on an enrollment, from the request to the refund, in the stream’s order', async () => {
    const enrollmentId = randomUUID();
    const history = [
      decided(2, {
        type: 'EnrollmentRequested',
        data: {
          ...by(enrollmentId, parent, '2027-05-02T09:00:00.000Z'),
          childId: randomUUID(),
          primaryParentId: parent,
          priceCents: 12_500,
        },
      }),
      decided(3, {
        type: 'EnrollmentAccepted',
        data: by(enrollmentId, organizer, '2027-05-03T09:00:00.000Z'),
      }),
      decided(4, {
        type: 'PaymentRecorded',
        data: {
          ...by(enrollmentId, organizer, '2027-05-10T09:00:00.000Z'),
          paymentDate: '2027-05-09',
          amountCents: 12_500,
          statement: null,
        },
      }),
      decided(5, {
        type: 'EnrollmentCancelled',
        data: by(enrollmentId, parent, '2027-06-01T09:00:00.000Z'),
      }),
      decided(6, {
        type: 'RefundRecorded',
        data: {
          ...by(enrollmentId, organizer, '2027-06-02T09:00:00.000Z'),
          refundDate: '2027-06-02',
          amountCents: 12_500,
        },
      }),
    ] as const;
    await spec
      .given(...history)
      .then([
        row(history[0], 'requested'),
        row(history[1], 'accepted'),
        row(history[2], 'paid'),
        row(history[3], 'cancelled'),
        row(history[4], 'refunded'),
      ]);
  });

  it('names the one who decided, even when the platform recorded it, and the platform when no one did', async () => {
    const [refused, forParent, seeded] = [randomUUID(), randomUUID(), randomUUID()];
    const platform = randomUUID();
    const refusal = decided(2, {
      type: 'EnrollmentRejected',
      data: { ...by(refused, organizer, '2027-05-03T09:00:00.000Z'), reasonGiven: false },
    });
    // The demo's seed acting for a parent: the metadata names the platform, the chain the parent.
    const seedRun = { actorId: platform, actorRole: 'system', correlationId: 'seed-run' } as const;
    const onBehalf = decided(
      3,
      { type: 'EnrollmentCancelled', data: by(forParent, parent, '2027-05-03T09:00:00.000Z') },
      { ...seedRun, commandId: 'seed-cancel' },
    );
    // Acting for no one, the chain names no one: the platform is the one who decided.
    const seededAcceptance = decided(
      4,
      { type: 'EnrollmentAccepted', data: by(seeded, null, '2027-05-03T09:00:00.000Z') },
      { ...seedRun, commandId: 'seed-accept' },
    );
    await spec.given(refusal, onBehalf, seededAcceptance).then([
      { ...row(refusal, 'rejected'), actor_id: organizer, actor_role: 'organization' },
      {
        ...row(onBehalf, 'cancelled'),
        actor_id: parent,
        actor_role: 'system',
        command_id: 'seed-cancel',
        correlation_id: 'seed-run',
      },
      {
        ...row(seededAcceptance, 'accepted'),
        actor_id: platform,
        actor_role: 'system',
        command_id: 'seed-accept',
        correlation_id: 'seed-run',
      },
    ]);
  });
});
