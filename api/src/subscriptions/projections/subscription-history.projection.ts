import type { SubscriptionEventType } from '@stages/contracts';
import type { Migration, Projection } from '@stages/projections';
import { SUBSCRIPTION_EVENT_TYPES } from '@stages/contracts';

/**
 * Every step of every organization's plan, in its stream's order. Each row states the plan's end
 * date after it, so the plan now is an organization's last row: the signed-in user's `end_date`,
 * the plan limits, the banner and the administrators' grid all read it from here.
 */
export const subscriptionHistoryMigrations: readonly Migration[] = [
  {
    id: '0043-subscription-history',
    sql: `
      CREATE TABLE subscription_history (
        organization_id uuid NOT NULL,
        stream_version integer NOT NULL,
        kind text NOT NULL,
        occurred_at timestamptz NOT NULL,
        plan text,
        end_date date,
        amount_cents integer,
        note text,
        actor_id uuid,
        stripe_subscription_id text,
        checkout_session_id text
      );
      CREATE INDEX subscription_history_latest
        ON subscription_history (organization_id, stream_version DESC);
      CREATE INDEX subscription_history_checkout
        ON subscription_history (checkout_session_id) WHERE checkout_session_id IS NOT NULL;
      CREATE INDEX subscription_history_stripe_subscription
        ON subscription_history (stripe_subscription_id) WHERE stripe_subscription_id IS NOT NULL;`,
  },
];

const KINDS: Record<SubscriptionEventType, string> = {
  SubscriptionStarted: 'started',
  SubscriptionRenewed: 'renewed',
  SubscriptionPaymentFailed: 'payment_failed',
  SubscriptionEnded: 'ended',
  SubscriptionGranted: 'granted',
};

export const subscriptionHistory: Projection<SubscriptionEventType> = {
  name: 'subscription_history',
  tables: ['subscription_history'],
  handles: SUBSCRIPTION_EVENT_TYPES,
  async apply(events, { sql, table }) {
    const rows = events.map((event) => {
      const { data } = event;
      return {
        organization: data.organizationId,
        version: event.streamVersion,
        kind: KINDS[event.type],
        at: event.metadata.occurredAt,
        plan: 'plan' in data ? data.plan : null,
        end_date: data.endDate,
        amount: 'amountCents' in data ? data.amountCents : null,
        note: 'note' in data ? data.note : null,
        actor: event.type === 'SubscriptionGranted' ? event.metadata.actorId : null,
        subscription: 'subscriptionId' in data ? data.subscriptionId : null,
        checkout: 'checkoutSessionId' in data ? (data.checkoutSessionId ?? null) : null,
      };
    });
    await sql.query(
      `INSERT INTO ${table('subscription_history')}
         (organization_id, stream_version, kind, occurred_at, plan, end_date, amount_cents, note,
          actor_id, stripe_subscription_id, checkout_session_id)
       SELECT (r->>'organization')::uuid, (r->>'version')::integer, r->>'kind',
              (r->>'at')::timestamptz, r->>'plan', (r->>'end_date')::date,
              (r->>'amount')::integer, r->>'note', (r->>'actor')::uuid, r->>'subscription',
              r->>'checkout'
         FROM jsonb_array_elements($1::jsonb) AS r`,
      [JSON.stringify(rows)],
    );
  },
};
