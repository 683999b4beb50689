import { randomUUID } from 'node:crypto';
import { allProjections } from '@stages/api/contexts';
import { FIRST_LINK, type DomainEvent, type EventMetadata } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { describe, expect, it } from 'vitest';
import { projectionSpec, recorded } from '../support/projection-spec.js';
import { stageData } from '../support/events.js';

/** The outbox the product runs: every context's mail reactions in one projection. */
const outbox = allProjections.find((projection) => projection.name === 'mail_outbox')!;

const spec = projectionSpec(
  outbox,
  async (db: SqlDatabase) =>
    (
      await db.query(
        `SELECT key, kind, subject_id, params, owed_at
           FROM mail_outbox ORDER BY owed_at, kind, subject_id`,
      )
    ).rows,
);

let minute = 0;
/** Each event a minute after the one before, as the dispatcher sends the oldest owed first. */
const event = (domainEvent: DomainEvent, metadata: Partial<EventMetadata> = {}) => {
  minute += 1;
  return recorded(domainEvent, {
    occurredAt: new Date(Date.UTC(2027, 4, 1, 8, minute)).toISOString(),
    ...metadata,
  });
};

/**
 * The outbox's row of a mail: keyed by its event, its kind and whom or what it is about, so that
 * rebuilding the outbox from the same log owes the same keys and `mail_deliveries` resends none.
 */
const owed = (
  from: ReturnType<typeof event>,
  kind: string,
  subjectId: string,
  params: Record<string, string> = {},
) => ({
  key: `${from.eventId}:${kind}:${subjectId}`,
  kind,
  subject_id: subjectId,
  params,
  owed_at: new Date(from.metadata.occurredAt),
});

const stageId = randomUUID();
const organizationId = randomUUID();
const parent = randomUUID();
const organizer = randomUUID();
const link = { previous: FIRST_LINK, hash: FIRST_LINK };
const decision = (enrollmentId: string, decidedBy: string = organizer) => ({
  stageId,
  enrollmentId,
  decidedBy,
  decidedAt: '2027-05-01T08:00:00.000Z',
  link,
});
const requested = (enrollmentId: string, decidedBy: string, actorRole: 'parent' | 'organization') =>
  event(
    {
      type: 'EnrollmentRequested',
      data: {
        ...decision(enrollmentId, decidedBy),
        childId: randomUUID(),
        primaryParentId: parent,
        priceCents: 12_500,
      },
    },
    { actorId: decidedBy, actorRole },
  );

describe('the mail outbox projection', () => {
  it('owes the family and the organizer a mail for each decision on an enrollment', async () => {
    const [kept, refused] = [randomUUID(), randomUUID()];
    const history = [
      requested(kept, parent, 'parent'),
      event({ type: 'EnrollmentAccepted', data: decision(kept) }),
      requested(refused, parent, 'parent'),
      event({ type: 'EnrollmentRejected', data: { ...decision(refused), reasonGiven: true } }),
      event({ type: 'EnrollmentCancelled', data: decision(kept, parent) }),
    ] as const;
    await spec
      .given(...history)
      .then([
        owed(history[0], 'enrollment_request_to_organizer', kept),
        owed(history[0], 'enrollment_requested', kept),
        owed(history[1], 'enrollment_accepted', kept),
        owed(history[2], 'enrollment_request_to_organizer', refused),
        owed(history[2], 'enrollment_requested', refused),
        owed(history[3], 'enrollment_rejected', refused),
        owed(history[4], 'enrollment_cancelled_to_organizer', kept),
      ]);
  });

  it('owes a family its invitation, not the request’s mails, when the organizer enrolled the child', async () => {
    const enrollmentId = randomUUID();
    const history = [
      requested(enrollmentId, organizer, 'organization'),
      event(
        { type: 'EnrollmentAccepted', data: decision(enrollmentId) },
        { actorId: organizer, actorRole: 'organization' },
      ),
    ] as const;
    await spec
      .given(...history)
      .then([
        owed(history[0], 'enrollment_family_invitation', enrollmentId),
        owed(history[1], 'enrollment_accepted', enrollmentId),
      ]);
  });

  it('owes the parent each bill’s messages, with the day of the payment or refund and the reminder’s rank', async () => {
    const enrollmentId = randomUUID();
    const history = [
      event({
        type: 'BillIssued',
        data: {
          organizationId,
          stageId,
          enrollmentId,
          year: 2027,
          sequence: 1,
          invoiceNumber: '2027-00001',
          issuedOn: '2027-05-01',
          amountCents: 12_500,
          dueDate: '2027-05-15',
          structuredCommunication: '010806817183',
        },
      }),
      event({
        type: 'PaymentReminderDue',
        data: { organizationId, enrollmentId, ordinal: 2, on: '2027-05-30' },
      }),
      event({
        type: 'PaymentRecorded',
        data: {
          ...decision(enrollmentId),
          paymentDate: '2027-06-01',
          amountCents: 12_500,
          statement: null,
        },
      }),
      event({
        type: 'RefundRecorded',
        data: { ...decision(enrollmentId), refundDate: '2027-06-20', amountCents: 12_500 },
      }),
    ] as const;
    await spec
      .given(...history)
      .then([
        owed(history[0], 'bill_issued', enrollmentId, { day: '', ordinal: '0' }),
        owed(history[1], 'payment_reminder', enrollmentId, { day: '', ordinal: '2' }),
        owed(history[2], 'payment_received', enrollmentId, { day: '2027-06-01', ordinal: '0' }),
        owed(history[3], 'refund_recorded', enrollmentId, { day: '2027-06-20', ordinal: '0' }),
      ]);
  });

  it('owes organizations, administrators and invited parents the mails about them', async () => {
    const [requestId, shareId, invitee] = [randomUUID(), randomUUID(), randomUUID()];
    const failed = (nextAttemptOn: string | null) => ({
      type: 'SubscriptionPaymentFailed' as const,
      data: {
        organizationId,
        endDate: '2028-01-14',
        stripeEventId: `evt_${nextAttemptOn ?? 'last'}`,
        subscriptionId: 'sub_gold',
        invoiceId: 'in_renewal',
        amountCents: 10_900,
        attempt: nextAttemptOn ? 1 : 4,
        nextAttemptOn,
      },
    });
    const history = [
      event({ type: 'OrganizationVerified', data: { organizationId } }),
      event({
        type: 'TaxFilingReminderDue',
        data: { organizationId, year: 2027, on: '2028-02-01' },
      }),
      event(failed('2028-01-17')),
      event(failed(null)),
      event({ type: 'EnterpriseOfferRequested', data: { requestId } }),
      event({
        type: 'AccountShareOffered',
        data: {
          shareId,
          inviterId: parent,
          inviteeId: invitee,
          expiresAt: '2027-05-08T08:00:00.000Z',
        },
      }),
    ] as const;
    await spec.given(...history).then([
      owed(history[0], 'organization_verified', organizationId),
      owed(history[1], 'tax_filing_reminder', organizationId, { year: '2027' }),
      owed(history[2], 'subscription_payment_failed', organizationId, {
        amount_cents: '10900',
        next_attempt_on: '2028-01-17',
      }),
      owed(history[3], 'subscription_payment_failed', organizationId, {
        amount_cents: '10900',
        next_attempt_on: '',
      }),
      owed(history[4], 'enterprise_offer_requested', requestId),
      owed(history[5], 'account_share_invitation', invitee, { shareId, inviterId: parent }),
    ]);
  });

  it('owes nothing for what no one is told of', async () => {
    const shareId = randomUUID();
    const stage = stageData({ stageId, organizationId });
    const silent = [
      event({ type: 'StageCreated', data: stage }),
      event({ type: 'StageVisibilityChanged', data: { stageId, visible: false } }),
      event({ type: 'AccountShareAccepted', data: { shareId } }),
      event({ type: 'AccountShareEnded', data: { shareId } }),
      event({
        type: 'SubscriptionRenewed',
        data: {
          organizationId,
          endDate: '2029-01-14',
          stripeEventId: 'evt_renewed',
          subscriptionId: 'sub_gold',
          invoiceId: 'in_renewal',
          amountCents: 10_900,
          currency: 'eur',
        },
      }),
    ];
    for (const { type } of silent) expect(outbox.handles).not.toContain(type);
    await spec.given(...silent).then([]);
  });
});
