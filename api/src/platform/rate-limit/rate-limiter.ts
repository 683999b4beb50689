import { Inject, Injectable } from '@nestjs/common';
import { ErrorCode } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { DomainError } from '../domain-error.js';
import { DATABASE } from '../tokens.js';

export interface RateLimit {
  /** What is counted: `login:ip:203.0.113.9`, `login:account:ann@example.be`... */
  readonly bucket: string;
  readonly limit: number;
  readonly windowSeconds: number;
}

/** Too many attempts: try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super(
      ErrorCode.tooManyAttempts,
      `Too many attempts; try again in ${retryAfterSeconds} seconds.`,
      429,
    );
  }
}

/** Attempts counted in fixed windows, in the database so that every instance shares the count. */
@Injectable()
export class RateLimiter {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /** Counts one attempt in each bucket; throws RateLimitedError when one is over its limit. */
  async attempt(...limits: readonly RateLimit[]) {
    let retryAfter = 0;
    for (const { bucket, limit, windowSeconds } of limits) {
      const { rows } = await this.db.query<{ hits: number; retry_after: number }>(
        `INSERT INTO rate_limits AS r (bucket, hits, window_started_at) VALUES ($1, 1, now())
         ON CONFLICT (bucket) DO UPDATE SET
           hits = CASE WHEN r.window_started_at <= now() - make_interval(secs => $2)
                       THEN 1 ELSE r.hits + 1 END,
           window_started_at = CASE WHEN r.window_started_at <= now() - make_interval(secs => $2)
                                    THEN now() ELSE r.window_started_at END
         RETURNING hits,
           ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::integer
             AS retry_after`,
        [bucket, windowSeconds],
      );
      const { hits, retry_after } = rows[0]!;
      if (hits > limit) retryAfter = Math.max(retryAfter, retry_after, 1);
    }
    if (retryAfter > 0) throw new RateLimitedError(retryAfter);
  }

  /** Forgets counts whose window ended a day ago. */
  async purge() {
    await this.db.query(
      `DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`,
    );
  }
}
