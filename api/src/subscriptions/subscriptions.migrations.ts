import type { Migration } from '@stages/projections';

/**
 * The checkouts the server opened, so that the success page asks about a checkout of the
 * caller's own organization and says when its payment is confirmed. Opening one decides
 * nothing: Stripe's webhook records the payment.
 */
export const subscriptionsMigrations: readonly Migration[] = [
  {
    id: '0045-subscription-checkouts',
    sql: `
      CREATE TABLE subscription_checkouts (
        id text PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        opened_by uuid REFERENCES users (id) ON DELETE SET NULL,
        opened_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
];
