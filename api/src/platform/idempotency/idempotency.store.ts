import { createHash } from 'node:crypto';
import type { Sql, SqlDatabase } from '@stages/projections';
import { KEY_LIFETIME_MS } from './idempotency-key.js';

export type Claim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'reused_differently' }
  | { readonly kind: 'answered'; readonly statusCode: number; readonly body: unknown };

/** What a request finds of the earlier one with its key, without claiming it. */
export type Sighting =
  Exclude<Claim, { readonly kind: 'claimed' }> | { readonly kind: 'in_progress' };

/** The key of one request: whose it is (the signed-in user, or everyone signed out) and what. */
export interface RequestKey {
  readonly scope: string;
  readonly key: string;
}

export function fingerprint(method: string, url: string, body: unknown) {
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/**
 * Stores the answer of a request, where `sql` may be the transaction that makes its changes:
 * an answer already stored is kept, since it was committed with what the request did.
 */
export async function storeAnswer(
  sql: Sql,
  { scope, key }: RequestKey,
  statusCode: number,
  body: unknown,
) {
  await sql.query(
    `UPDATE idempotency_keys SET status_code = $3, response = $4::jsonb
      WHERE scope = $1 AND key = $2 AND status_code IS NULL`,
    [scope, key, statusCode, JSON.stringify(body ?? null)],
  );
}

const lifetime = `make_interval(secs => ${KEY_LIFETIME_MS / 1000})`;

/**
 * The first answer given to each (scope, key), kept in the database. Whether a first request is
 * still being served is not written here: it holds a lock that its process's end releases (see
 * IdempotencyInterceptor), so a key left unanswered by a crash is free at once.
 */
export class IdempotencyStore {
  constructor(private readonly db: SqlDatabase) {}

  /**
   * For the request holding the key's lock: records the key (when new, or past its lifetime), or
   * says what became of the earlier request that used it.
   */
  async claim(requestKey: RequestKey, requestFingerprint: string): Promise<Claim> {
    const { scope, key } = requestKey;
    // An unanswered key is taken over: no one holds its lock, so its request died before
    // committing anything.
    const taken = await this.db.query(
      `INSERT INTO idempotency_keys AS k (scope, key, fingerprint) VALUES ($1, $2, $3)
       ON CONFLICT (scope, key) DO UPDATE
         SET fingerprint = EXCLUDED.fingerprint, created_at = now(),
             status_code = NULL, response = NULL
         WHERE k.status_code IS NULL OR k.created_at < now() - ${lifetime}`,
      [scope, key, requestFingerprint],
    );
    if (taken.rowCount === 1) return { kind: 'claimed' };
    const earlier = await this.sight(requestKey, requestFingerprint);
    // Purged between the two statements: claimed anew.
    return earlier.kind === 'in_progress' ? this.claim(requestKey, requestFingerprint) : earlier;
  }

  /** For a request that found the key's lock taken: what the one holding it has got to. */
  async sight({ scope, key }: RequestKey, requestFingerprint: string): Promise<Sighting> {
    const { rows } = await this.db.query<{
      fingerprint: string;
      status_code: number | null;
      response: unknown;
    }>(
      `SELECT fingerprint, status_code, response FROM idempotency_keys
        WHERE scope = $1 AND key = $2 AND created_at >= now() - ${lifetime}`,
      [scope, key],
    );
    const earlier = rows[0];
    if (!earlier || earlier.status_code === null) return { kind: 'in_progress' } as const;
    if (earlier.fingerprint !== requestFingerprint) return { kind: 'reused_differently' } as const;
    return { kind: 'answered', statusCode: earlier.status_code, body: earlier.response } as const;
  }

  complete(requestKey: RequestKey, statusCode: number, body: unknown) {
    return storeAnswer(this.db, requestKey, statusCode, body);
  }

  /** The request failed on our side before committing an answer: the client may retry. */
  async release({ scope, key }: RequestKey) {
    await this.db.query(
      'DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2 AND status_code IS NULL',
      [scope, key],
    );
  }

  async purgeExpired() {
    const { rowCount } = await this.db.query(
      `DELETE FROM idempotency_keys WHERE created_at < now() - ${lifetime}`,
    );
    return rowCount;
  }
}
