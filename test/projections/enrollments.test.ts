import { randomUUID } from 'node:crypto';
import { FIRST_LINK } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { describe, it } from 'vitest';
import { enrollments } from '../../api/src/enrollments/projections/enrollments.projection.js';
import { projectionSpec, recorded } from '../support/projection-spec.js';

const spec = projectionSpec(
  enrollments,
  async (db: SqlDatabase) =>
    (
      await db.query(
        `SELECT enrollment_id, stage_id, child_id, primary_parent_id, price_cents, status,
                requested_at, decided_at
           FROM enrollments ORDER BY requested_at, enrollment_id`,
      )
    ).rows,
);

const stageId = randomUUID();
const organizer = randomUUID();
const link = { previous: FIRST_LINK, hash: FIRST_LINK };

interface Place {
  readonly enrollmentId: string;
  readonly childId: string;
  readonly parentId: string;
  readonly priceCents: number;
  /** When the parent asked, as the request's chained content says. */
  readonly at: string;
}

const place = (at: string, priceCents = 12_500): Place => ({
  enrollmentId: randomUUID(),
  childId: randomUUID(),
  parentId: randomUUID(),
  priceCents,
  at,
});

// Recorded a little after it was decided, so that a row dated from the metadata is told apart.
const later = (iso: string) => ({ occurredAt: new Date(Date.parse(iso) + 1_000).toISOString() });

const requested = (enrollment: Place) =>
  recorded(
    {
      type: 'EnrollmentRequested',
      data: {
        stageId,
        enrollmentId: enrollment.enrollmentId,
        decidedBy: enrollment.parentId,
        decidedAt: enrollment.at,
        link,
        childId: enrollment.childId,
        primaryParentId: enrollment.parentId,
        priceCents: enrollment.priceCents,
      },
    },
    { actorId: enrollment.parentId, actorRole: 'parent', ...later(enrollment.at) },
  );

const decision = (enrollment: Place, decidedAt: string, decidedBy: string | null = organizer) => ({
  stageId,
  enrollmentId: enrollment.enrollmentId,
  decidedBy,
  decidedAt,
  link,
});
const accepted = (enrollment: Place, at: string) =>
  recorded({ type: 'EnrollmentAccepted', data: decision(enrollment, at) }, later(at));
const rejected = (enrollment: Place, at: string) =>
  recorded(
    { type: 'EnrollmentRejected', data: { ...decision(enrollment, at), reasonGiven: true } },
    later(at),
  );
const cancelled = (enrollment: Place, at: string) =>
  recorded(
    { type: 'EnrollmentCancelled', data: decision(enrollment, at, enrollment.parentId) },
    later(at),
  );

const row = (enrollment: Place, status = 'pending', decidedAt: string | null = null) => ({
  enrollment_id: enrollment.enrollmentId,
  stage_id: stageId,
  child_id: enrollment.childId,
  primary_parent_id: enrollment.parentId,
  price_cents: enrollment.priceCents,
  status,
  requested_at: new Date(enrollment.at),
  decided_at: decidedAt === null ? null : new Date(decidedAt),
});

describe('the enrollments projection', () => {
  it('lists each request as pending, with the child, its primary parent and the price confirmed', async () => {
    const first = place('2027-05-02T09:00:00.000Z');
    const free = place('2027-05-03T14:30:00.000Z', 0);
    await spec.given(requested(first), requested(free)).then([row(first), row(free)]);
  });

  it('moves each enrollment to how it was decided, and when, leaving the others as they were', async () => {
    const [kept, refused, withdrawn, waiting] = [
      place('2027-05-02T09:00:00.000Z'),
      place('2027-05-02T10:00:00.000Z'),
      place('2027-05-02T11:00:00.000Z'),
      place('2027-05-02T12:00:00.000Z'),
    ] as const;
    await spec
      .given(
        requested(kept),
        requested(refused),
        requested(withdrawn),
        requested(waiting),
        accepted(kept, '2027-05-04T08:00:00.000Z'),
        rejected(refused, '2027-05-04T08:05:00.000Z'),
        accepted(withdrawn, '2027-05-04T08:10:00.000Z'),
        cancelled(withdrawn, '2027-06-20T18:00:00.000Z'),
      )
      .then([
        row(kept, 'accepted', '2027-05-04T08:00:00.000Z'),
        row(refused, 'rejected', '2027-05-04T08:05:00.000Z'),
        row(withdrawn, 'cancelled', '2027-06-20T18:00:00.000Z'),
        row(waiting),
      ]);
  });

  it('keeps a refused request beside the child’s new one for the same stage', async () => {
    const first = place('2027-05-02T09:00:00.000Z');
    const asked = {
      ...place('2027-05-06T09:00:00.000Z'),
      childId: first.childId,
      parentId: first.parentId,
    };
    await spec
      .given(requested(first), rejected(first, '2027-05-04T08:00:00.000Z'), requested(asked))
      .then([row(first, 'rejected', '2027-05-04T08:00:00.000Z'), row(asked)]);
  });
});
