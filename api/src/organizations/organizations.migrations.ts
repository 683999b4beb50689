import type { Migration } from '@stages/projections';

/** Organization profiles are ordinary rows: they hold details that may be edited or erased. */
export const organizationMigrations: readonly Migration[] = [
  {
    id: '0004-organizations',
    sql: `
      CREATE TABLE organizations (
        id uuid PRIMARY KEY,
        slug text NOT NULL UNIQUE,
        name text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
  {
    // The account an organization belongs to; deleting the account deletes the organization.
    id: '0008-organization-owner',
    sql: `
      ALTER TABLE organizations
        ADD COLUMN owner_user_id uuid UNIQUE REFERENCES users (id) ON DELETE CASCADE,
        ADD COLUMN phone text;`,
  },
];
