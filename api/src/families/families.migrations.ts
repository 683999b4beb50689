import type { Migration } from '@stages/projections';

/** A parent's profile, created when a user finalizes registration as a parent. */
export const familiesMigrations: readonly Migration[] = [
  {
    id: '0007-parents',
    sql: `
      CREATE TABLE parents (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        phone text,
        address jsonb,
        created_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
];
