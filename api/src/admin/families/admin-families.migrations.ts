import type { Migration } from '@stages/projections';

/**
 * Who read which child's health data, and when: special-category data (GDPR art. 9) whose
 * readings the family may ask to see. The record goes with the child; a deleted administrator's
 * readings stay, without the name.
 */
export const adminFamiliesMigrations: readonly Migration[] = [
  {
    id: '0023-child-health-views',
    sql: `
      CREATE TABLE child_health_views (
        id uuid PRIMARY KEY,
        child_id uuid NOT NULL REFERENCES children (id) ON DELETE CASCADE,
        viewed_by uuid REFERENCES users (id) ON DELETE SET NULL,
        viewed_at timestamptz NOT NULL DEFAULT now()
      );
      CREATE INDEX child_health_views_child ON child_health_views (child_id, viewed_at DESC);`,
  },
];
