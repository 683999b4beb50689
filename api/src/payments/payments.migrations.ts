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
];
