import { createHash } from 'node:crypto';
import type { SqlDatabase } from '@stages/projections';

/** How long a key keeps its answer. */
const KEY_LIFETIME = '24 hours';
/** A first request still unfinished after this is taken to have died: a retry may run again. */
const ABANDONED_AFTER = '60 seconds';

export type Claim =
  | { readonly kind: 'claimed' }
  | { readonly kind: 'in_progress' }
  | { readonly kind: 'reused_differently' }
  | { readonly kind: 'answered'; readonly statusCode: number; readonly body: unknown };

export function fingerprint(method: string, url: string, body: unknown) {
  return createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');
}

/** The first answer given to each (scope, key), kept in the database. */
export class IdempotencyStore {
  constructor(private readonly db: SqlDatabase) {}

  /** Claims the key for a request, or says what became of the earlier one that claimed it. */
  async claim(scope: string, key: string, requestFingerprint: string): Promise<Claim> {
    return this.db.transaction(async (tx) => {
      await tx.query(
        `DELETE FROM idempotency_keys
          WHERE scope = $1 AND key = $2
            AND (created_at < now() - interval '${KEY_LIFETIME}'
                 OR (status_code IS NULL AND created_at < now() - interval '${ABANDONED_AFTER}'))`,
        [scope, key],
      );
      const inserted = await tx.query(
        `INSERT INTO idempotency_keys (scope, key, fingerprint) VALUES ($1, $2, $3)
         ON CONFLICT (scope, key) DO NOTHING`,
        [scope, key, requestFingerprint],
      );
      if (inserted.rowCount === 1) return { kind: 'claimed' } as const;
      const { rows } = await tx.query<{
        fingerprint: string;
        status_code: number | null;
        response: unknown;
      }>(
        'SELECT fingerprint, status_code, response FROM idempotency_keys WHERE scope = $1 AND key = $2',
        [scope, key],
      );
      const earlier = rows[0]!;
      if (earlier.fingerprint !== requestFingerprint)
        return { kind: 'reused_differently' } as const;
      if (earlier.status_code === null) return { kind: 'in_progress' } as const;
      return { kind: 'answered', statusCode: earlier.status_code, body: earlier.response } as const;
    });
  }

  async complete(scope: string, key: string, statusCode: number, body: unknown) {
    await this.db.query(
      `UPDATE idempotency_keys SET status_code = $3, response = $4::jsonb
        WHERE scope = $1 AND key = $2`,
      [scope, key, statusCode, JSON.stringify(body ?? null)],
    );
  }

  /** The request failed on our side: the client may retry with the same key. */
  async release(scope: string, key: string) {
    await this.db.query('DELETE FROM idempotency_keys WHERE scope = $1 AND key = $2', [scope, key]);
  }

  async purgeExpired() {
    const { rowCount } = await this.db.query(
      `DELETE FROM idempotency_keys WHERE created_at < now() - interval '${KEY_LIFETIME}'`,
    );
    return rowCount;
  }
}
