import { randomBytes } from 'node:crypto';
import type { SqlDatabase } from '@stages/projections';

/**
 * The key that signs access tokens: SESSION_SECRET when given, otherwise one made on first start
 * and kept in the database, so that every instance (and every restart) shares it.
 */
export async function loadSessionSecret(
  db: SqlDatabase,
  configured: string | null,
): Promise<string> {
  if (configured) return configured;
  await db.query(
    `INSERT INTO app_secrets (name, value) VALUES ('session', $1) ON CONFLICT (name) DO NOTHING`,
    [randomBytes(48).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM app_secrets WHERE name = 'session'`,
  );
  return rows[0]!.value;
}
