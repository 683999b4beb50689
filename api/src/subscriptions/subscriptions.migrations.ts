import type { Migration } from '@stages/projections';

/**
 * The plans the platform offers, and the checkouts the server opened, so that the success page asks about a checkout of the
 * caller's own organization and says when its payment is confirmed, a new checkout closes the
 * ones left open, and the organization keeps one Stripe customer. Opening one decides nothing:
 * Stripe's webhook records the payment.
 */
export const subscriptionsMigrations: readonly Migration[] = [
  {
    // What each plan offers; null means without limit. Administrators edit them.
    id: '0013-price-plans',
    sql: `
      CREATE TABLE price_plans (
        code text PRIMARY KEY,
        name text NOT NULL,
        position smallint NOT NULL,
        max_stages integer,
        yearly_price_cents integer,
        on_demand boolean NOT NULL DEFAULT false,
        automatic_documents boolean NOT NULL DEFAULT false,
        update_years smallint,
        support_tickets_per_year integer,
        updated_at timestamptz
      );
      INSERT INTO price_plans (code, name, position, max_stages, yearly_price_cents, on_demand,
                               automatic_documents, update_years, support_tickets_per_year)
      VALUES ('free', 'Free', 1, 2, 0, false, false, NULL, 0),
             ('gold', 'Gold', 2, NULL, 24900, false, true, 1, 50),
             ('enterprise', 'Enterprise', 3, NULL, NULL, true, true, NULL, NULL);`,
  },
  {
    id: '0045-subscription-checkouts',
    sql: `
      CREATE TABLE subscription_checkouts (
        id text PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        customer_id text NOT NULL,
        opened_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX subscription_checkouts_latest
        ON subscription_checkouts (organization_id, opened_at DESC);`,
  },
  {
    // What an Enterprise request says, kept apart from the log that announces it: a person's
    // contact details can be erased from here.
    id: '0046-enterprise-offer-requests',
    sql: `
      CREATE TABLE enterprise_offer_requests (
        id uuid PRIMARY KEY,
        name text NOT NULL,
        email text NOT NULL,
        organization text NOT NULL,
        phone text,
        message text NOT NULL,
        language text NOT NULL,
        requested_by uuid REFERENCES users (id) ON DELETE SET NULL,
        requested_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
];
