import type { Migration } from '@stages/projections';

/**
 * Who read which child's health data, and when: special-category data (GDPR art. 9) whose
 * readings the family may ask to see. The record goes with the child; a deleted reader's
 * readings stay, without the name.
 */
export const childHealthViewsMigrations: readonly Migration[] = [
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
  {
    // Organizers read sheets too. In what capacity the reader read is kept with the reading, so
    // the family still learns it was an organization (or the platform) once the account is gone;
    // every earlier reading was an administrator's.
    id: '0036-child-health-views-reader',
    sql: `
      ALTER TABLE child_health_views
        ADD COLUMN viewer_role text NOT NULL DEFAULT 'administrator',
        ADD COLUMN organization_id uuid REFERENCES organizations (id) ON DELETE SET NULL;
      ALTER TABLE child_health_views ALTER COLUMN viewer_role DROP DEFAULT;`,
  },
];
