import type { Migration } from '@stages/projections';

/**
 * Uploaded files live in the database, never under the web root: one backup holds everything,
 * every instance sees the same files, and each read goes through an access check.
 */
export const filesMigrations: readonly Migration[] = [
  {
    id: '0014-stored-files',
    sql: `
      CREATE TABLE stored_files (
        id uuid PRIMARY KEY,
        organization_id uuid NOT NULL REFERENCES organizations (id) ON DELETE CASCADE,
        kind text NOT NULL,
        mime text NOT NULL,
        size integer NOT NULL,
        width integer,
        height integer,
        original_name text NOT NULL,
        content bytea NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX stored_files_organization_idx ON stored_files (organization_id);`,
  },
  {
    id: '0017-stored-files-claimed',
    sql: `
      -- When a stage form last named the file: the clean-up spares it for a day from then, the
      -- time for the stage's event to reach the catalogue it checks references against.
      ALTER TABLE stored_files ADD COLUMN claimed_at timestamptz;
      CREATE INDEX stored_files_kind_created_idx ON stored_files (kind, created_at);`,
  },
];
