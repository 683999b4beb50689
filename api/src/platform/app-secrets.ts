import { randomBytes } from 'node:crypto';
import type { SqlDatabase } from '@stages/projections';

/**
 * A signing key: the configured one when given, otherwise one made on first start and kept in
 * the database under `name`, so that every instance (and every restart) shares it.
 */
export async function loadAppSecret(
  db: SqlDatabase,
  name: string,
  configured: string | null,
): Promise<string> {
  if (configured) return configured;
  await db.query(
    `INSERT INTO app_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`,
    [name, randomBytes(48).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string }>(
    `SELECT value FROM app_secrets WHERE name = $1`,
    [name],
  );
  return rows[0]!.value;
}
