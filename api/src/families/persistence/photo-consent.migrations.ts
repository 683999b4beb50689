import type { Migration } from '@stages/projections';

/**
 * Whether a child may appear in photos. Children added before the question existed hold NULL:
 * they are treated as `no` until a parent answers, which the next registration asks for.
 */
export const photoConsentMigrations: readonly Migration[] = [
  {
    id: 'families/0001-photo-consent',
    sql: `
      ALTER TABLE children
        ADD COLUMN photo_consent text CHECK (photo_consent IN ('yes', 'group_only', 'no'));`,
  },
];
