import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IdentityJanitor } from '../../../api/src/identity/commands/identity-janitor.js';
import { IdempotencyPurge } from '../../../api/src/platform/idempotency/idempotency-purge.js';
import { openIdentityWorld, registerConfirmed, type IdentityWorld } from './world.js';

describe('The hourly clean-up', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());

  const remaining = async (table: string, column: string) =>
    (await world.db.query<Record<string, string>>(`SELECT ${column} FROM ${table}`)).rows
      .map((row) => row[column])
      .sort();

  it('removes keys, counts and sessions long past, and keeps what may still be used', async () => {
    const { email } = await registerConfirmed(world);
    const user = (
      await world.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email])
    ).rows[0]!.id;
    await world.db.query('DELETE FROM email_confirmations');
    await world.db.query('DELETE FROM sessions');
    await world.db.query('DELETE FROM rate_limits');
    await world.db.query(
      `INSERT INTO email_confirmations (key_hash, user_id, email, expires_at) VALUES
         ('stale', $1, $2, now() - interval '8 days'), ('fresh', $1, $2, now() + interval '1 day')`,
      [user, email],
    );
    await world.db.query(
      `INSERT INTO password_resets (token_hash, user_id, expires_at) VALUES
         ('stale', $1, now() - interval '8 days'), ('recent', $1, now() - interval '1 day')`,
      [user],
    );
    await world.db.query(
      `INSERT INTO rate_limits (bucket, hits, window_started_at) VALUES
         ('stale', 3, now() - interval '2 days'), ('fresh', 3, now())`,
    );
    const [live, recentlyRevoked, longRevoked, longExpired] = [1, 2, 3, 4].map(() => randomUUID());
    await world.db.query(
      `INSERT INTO sessions (id, user_id, remember, expires_at, revoked_at) VALUES
         ($2, $1, false, now() + interval '1 hour', NULL),
         ($3, $1, false, now() + interval '1 hour', now() - interval '1 day'),
         ($4, $1, false, now() + interval '1 hour', now() - interval '8 days'),
         ($5, $1, true, now() - interval '8 days', NULL)`,
      [user, live, recentlyRevoked, longRevoked, longExpired],
    );
    await world.db.query(
      `INSERT INTO idempotency_keys (scope, key, fingerprint, created_at) VALUES
         ('anonymous', 'stale', 'x', now() - interval '25 hours'),
         ('anonymous', 'fresh', 'x', now())`,
    );

    await world.api.app.get(IdentityJanitor).sweep();
    await world.api.app.get(IdempotencyPurge).sweep();

    expect(await remaining('email_confirmations', 'key_hash')).toEqual(['fresh']);
    expect(await remaining('password_resets', 'token_hash')).toEqual(['recent']);
    expect(await remaining('rate_limits', 'bucket')).toEqual(['fresh']);
    expect(await remaining('sessions', 'id')).toEqual([live, recentlyRevoked].sort());
    expect(await remaining('idempotency_keys', 'key')).toEqual(['fresh']);
  });
});
