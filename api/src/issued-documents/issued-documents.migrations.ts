import type { Migration } from '@stages/projections';

/**
 * The invoices and credit notes as issued: what each printed, taken once when it was issued and
 * never updated, so that a later move or a renamed organization leaves them as they were. Not a
 * projection: replaying the log today would read today's profiles.
 */
export const issuedDocumentsMigrations: readonly Migration[] = [
  {
    id: '0042-issued-documents',
    sql: `
      CREATE TABLE issued_documents (
        kind text NOT NULL CHECK (kind IN ('invoice', 'credit_note')),
        enrollment_id uuid NOT NULL,
        organization_id uuid NOT NULL,
        number text NOT NULL,
        issued_on date NOT NULL,
        content jsonb NOT NULL,
        archived_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (kind, enrollment_id)
      );
      CREATE UNIQUE INDEX issued_documents_number ON issued_documents (organization_id, number);`,
  },
];
