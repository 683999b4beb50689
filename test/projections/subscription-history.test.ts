import { randomUUID } from 'node:crypto';
import type { EventMetadata, SubscriptionEvent } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { describe, it } from 'vitest';
import { subscriptionHistory } from '../../api/src/subscriptions/projections/subscription-history.projection.js';
import { projectionSpec, recorded } from '../support/projection-spec.js';

const spec = projectionSpec(
  subscriptionHistory,
  async (db: SqlDatabase) =>
    (
      await db.query(
        `SELECT organization_id, stream_version, kind, occurred_at, plan, end_date::text,
                amount_cents, note, actor_id, stripe_subscription_id, checkout_session_id
           FROM subscription_history ORDER BY occurred_at, organization_id, stream_version`,
      )
    ).rows,
);

/** The n-th event of the organization's stream (its verification and stages come first). */
const step = (
  version: number,
  event: SubscriptionEvent,
  occurredAt: string,
  metadata: Partial<EventMetadata> = {},
) => ({
  ...recorded(event, { occurredAt, ...metadata }),
  streamId: `organization-${event.data.organizationId}`,
  streamVersion: version,
});

const blank = {
  plan: null,
  end_date: null,
  amount_cents: null,
  note: null,
  actor_id: null,
  stripe_subscription_id: null,
  checkout_session_id: null,
};

describe('the subscription history projection', () => {
  it('follows a plan paid through Stripe: started, renewed, a renewal refused, then ended', async () => {
    const organizationId = randomUUID();
    // Stripe's facts come in as the platform; naming an actor here must not make one of them.
    const stripe = { actorId: randomUUID(), actorRole: 'system' } as const;
    const row = (version: number, kind: string, at: string) => ({
      ...blank,
      organization_id: organizationId,
      stream_version: version,
      kind,
      occurred_at: new Date(at),
      stripe_subscription_id: 'sub_gold',
    });
    await spec
      .given(
        step(
          4,
          {
            type: 'SubscriptionStarted',
            data: {
              organizationId,
              plan: 'gold',
              endDate: '2028-01-14',
              stripeEventId: 'evt_started',
              checkoutSessionId: 'cs_checkout',
              customerId: 'cus_customer',
              subscriptionId: 'sub_gold',
              invoiceId: 'in_first',
              amountCents: 9_900,
              currency: 'eur',
            },
          },
          '2027-01-15T10:00:00.000Z',
          stripe,
        ),
        step(
          5,
          {
            type: 'SubscriptionRenewed',
            data: {
              organizationId,
              endDate: '2029-01-14',
              stripeEventId: 'evt_renewed',
              subscriptionId: 'sub_gold',
              invoiceId: 'in_second',
              amountCents: 10_900,
              currency: 'eur',
            },
          },
          '2028-01-14T06:00:00.000Z',
          stripe,
        ),
        step(
          6,
          {
            type: 'SubscriptionPaymentFailed',
            data: {
              organizationId,
              endDate: '2029-01-14',
              stripeEventId: 'evt_failed',
              subscriptionId: 'sub_gold',
              invoiceId: 'in_third',
              amountCents: 10_900,
              attempt: 1,
              nextAttemptOn: '2029-01-17',
            },
          },
          '2029-01-14T06:00:00.000Z',
          stripe,
        ),
        step(
          7,
          {
            type: 'SubscriptionEnded',
            data: {
              organizationId,
              endDate: null,
              stripeEventId: 'evt_ended',
              subscriptionId: 'sub_gold',
              endedOn: '2029-02-01',
            },
          },
          '2029-02-01T06:00:00.000Z',
          stripe,
        ),
      )
      .then([
        {
          ...row(4, 'started', '2027-01-15T10:00:00.000Z'),
          plan: 'gold',
          end_date: '2028-01-14',
          amount_cents: 9_900,
          checkout_session_id: 'cs_checkout',
        },
        {
          ...row(5, 'renewed', '2028-01-14T06:00:00.000Z'),
          end_date: '2029-01-14',
          amount_cents: 10_900,
        },
        {
          ...row(6, 'payment_failed', '2029-01-14T06:00:00.000Z'),
          end_date: '2029-01-14',
          amount_cents: 10_900,
        },
        // The plan has no end date left: the organization is back on the free plan.
        row(7, 'ended', '2029-02-01T06:00:00.000Z'),
      ]);
  });

  it('records a plan granted by hand with who granted it and why, each organization apart', async () => {
    const [granted, paying] = [randomUUID(), randomUUID()];
    const administrator = randomUUID();
    await spec
      .given(
        step(
          2,
          {
            type: 'SubscriptionGranted',
            data: {
              organizationId: granted,
              plan: 'enterprise',
              endDate: '2027-12-31',
              note: 'Contrat Enterprise signé le 3 mars',
            },
          },
          '2027-03-03T09:00:00.000Z',
          { actorId: administrator, actorRole: 'administrator' },
        ),
        step(
          3,
          {
            type: 'SubscriptionStarted',
            data: {
              organizationId: paying,
              plan: 'gold',
              endDate: '2028-03-03',
              stripeEventId: 'evt_other',
              checkoutSessionId: null,
              customerId: null,
              subscriptionId: 'sub_other',
              invoiceId: null,
              amountCents: null,
              currency: null,
            },
          },
          '2027-03-04T09:00:00.000Z',
        ),
        step(
          3,
          {
            type: 'SubscriptionGranted',
            data: {
              organizationId: granted,
              plan: 'enterprise',
              endDate: '2028-12-31',
              note: 'Prolongé d’un an',
            },
          },
          '2027-03-05T09:00:00.000Z',
          { actorId: administrator, actorRole: 'administrator' },
        ),
      )
      .then([
        {
          ...blank,
          organization_id: granted,
          stream_version: 2,
          kind: 'granted',
          occurred_at: new Date('2027-03-03T09:00:00.000Z'),
          plan: 'enterprise',
          end_date: '2027-12-31',
          note: 'Contrat Enterprise signé le 3 mars',
          actor_id: administrator,
        },
        {
          ...blank,
          organization_id: paying,
          stream_version: 3,
          kind: 'started',
          occurred_at: new Date('2027-03-04T09:00:00.000Z'),
          plan: 'gold',
          end_date: '2028-03-03',
          stripe_subscription_id: 'sub_other',
        },
        {
          ...blank,
          organization_id: granted,
          stream_version: 3,
          kind: 'granted',
          occurred_at: new Date('2027-03-05T09:00:00.000Z'),
          plan: 'enterprise',
          end_date: '2028-12-31',
          note: 'Prolongé d’un an',
          actor_id: administrator,
        },
      ]);
  });
});
