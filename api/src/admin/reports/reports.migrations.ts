import type { Migration } from '@stages/projections';

/** What visitors flag for the administrators to look at. */
export const reportsMigrations: readonly Migration[] = [
  {
    id: '0015-reports',
    sql: `
      CREATE TABLE reports (
        id uuid PRIMARY KEY,
        target_type text NOT NULL CHECK (target_type IN ('stage', 'organization')),
        target_id uuid NOT NULL,
        target_slug text NOT NULL,
        target_name text NOT NULL,
        reason text NOT NULL,
        message text NOT NULL,
        reporter_user_id uuid REFERENCES users (id) ON DELETE SET NULL,
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved')),
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz,
        resolved_by uuid REFERENCES users (id) ON DELETE SET NULL
      );
      CREATE INDEX reports_status_idx ON reports (status, created_at DESC);`,
  },
];
