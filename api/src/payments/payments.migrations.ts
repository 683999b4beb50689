import type { Migration } from '@stages/projections';

/**
 * The bank statements an organization imported, with the report each gave: what the organizer
 * reads back later. Not events: the payments an import recorded are, each naming its movement.
 */
export const paymentsMigrations: readonly Migration[] = [
  {
    id: '0039-bank-statement-imports',
    sql: `
      CREATE TABLE bank_statement_imports (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL,
        imported_by uuid NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now(),
        file_name text NOT NULL,
        file_sha256 text NOT NULL,
        report jsonb NOT NULL
      );
      CREATE INDEX bank_statement_imports_organization
        ON bank_statement_imports (organization_id, imported_at);`,
  },
  {
    // Each organization's own Stripe account, as Stripe last reported it, and the checkouts
    // opened on those accounts for bills: what the webhook matches a payment to, and what a
    // payment received but not recorded (another amount, a bill paid twice) says to the
    // organizer. Not events: the payments and refunds they lead to are.
    id: 'payments/0001-stripe-connect',
    sql: `
      CREATE TABLE stripe_accounts (
        organization_id uuid PRIMARY KEY,
        account_id text NOT NULL UNIQUE,
        charges_enabled boolean NOT NULL DEFAULT false,
        details_submitted boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE TABLE bill_checkouts (
        id text PRIMARY KEY,
        enrollment_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        account_id text NOT NULL,
        opened_by uuid NOT NULL,
        opened_at timestamptz NOT NULL DEFAULT now(),
        amount_cents integer NOT NULL,
        status text NOT NULL DEFAULT 'open'
          CHECK (status IN ('open', 'paid', 'failed', 'expired', 'review')),
        payment_intent_id text,
        method text,
        issue text,
        received_cents integer,
        currency text,
        received_at timestamptz,
        refund_id text
      );
      CREATE INDEX bill_checkouts_enrollment ON bill_checkouts (enrollment_id, opened_at DESC);
      CREATE INDEX bill_checkouts_payment_intent ON bill_checkouts (payment_intent_id)
        WHERE payment_intent_id IS NOT NULL;
      CREATE INDEX bill_checkouts_review ON bill_checkouts (organization_id, received_at)
        WHERE status = 'review';`,
  },
];
