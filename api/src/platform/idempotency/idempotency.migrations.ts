import type { Migration } from '@stages/projections';

/**
 * The first answer to each command request sent with an Idempotency-Key. `status_code` is null
 * while the first request is still being served.
 */
export const idempotencyMigrations: readonly Migration[] = [
  {
    id: '0005-idempotency-keys',
    sql: `
      CREATE TABLE idempotency_keys (
        scope text NOT NULL,
        key text NOT NULL,
        fingerprint text NOT NULL,
        status_code integer,
        response jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (scope, key)
      );
      CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);`,
  },
];
