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

/** What counting needs: the bucket and its window. */
export type CountedLimit = Pick<RateLimit, 'bucket' | 'windowSeconds'>;

/**
 * A count past whose allowance attempts are spaced out rather than stopped: after `free`
 * attempts in the window, each must wait 1, 2, 4... seconds after the last one, at most
 * `maxDelaySeconds`. Whoever owns what is counted still gets through, only more slowly.
 */
export interface PacedLimit {
  readonly bucket: string;
  readonly free: number;
  readonly windowSeconds: number;
  readonly maxDelaySeconds: number;
}

/** Seconds to wait after the last attempt once `hits` attempts were counted. */
export function paceDelay(hits: number, { free, maxDelaySeconds }: PacedLimit): number {
  return hits < free ? 0 : Math.min(maxDelaySeconds, 2 ** (hits - free));
}

interface Count {
  readonly hits: number;
  readonly retryAfter: number;
}

/** Attempts counted in fixed windows, in the database so that every instance shares the count. */
@Injectable()
export class RateLimiter {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /** Counts one attempt in each bucket; throws RateLimitedError when one is over its limit. */
  async attempt(...limits: readonly RateLimit[]) {
    const counts = await Promise.all(limits.map((limit) => this.#count(limit)));
    this.#refuseIfOver(limits, counts);
  }

  /** Throws RateLimitedError when a bucket has reached its limit, counting nothing. */
  async check(...limits: readonly RateLimit[]) {
    const counts = await Promise.all(limits.map((limit) => this.#current(limit)));
    this.#refuseIfOver(
      limits.map((limit) => ({ ...limit, limit: limit.limit - 1 })),
      counts,
    );
  }

  /**
   * Lets an attempt through when the count is within its allowance or the wait since the last
   * attempt is over, and then starts the next wait at once: attempts racing for one slot get it
   * once. Throws RateLimitedError with the wait left otherwise. Counts nothing.
   */
  async pace(limit: PacedLimit) {
    const { bucket, free, windowSeconds, maxDelaySeconds } = limit;
    const claimed = await this.db.query(
      `UPDATE rate_limits SET last_hit_at = now()
        WHERE bucket = $1 AND window_started_at > now() - make_interval(secs => $2)
          AND hits >= $3
          AND (last_hit_at IS NULL
               OR last_hit_at <= now() - make_interval(secs => least($4, power(2, hits - $3))))
        RETURNING 1`,
      [bucket, windowSeconds, free, maxDelaySeconds],
    );
    if (claimed.rows.length > 0) return;
    const { rows } = await this.db.query<{ hits: number; waited: number }>(
      `SELECT hits, extract(epoch FROM now() - coalesce(last_hit_at, window_started_at))::float8
                AS waited
         FROM rate_limits
        WHERE bucket = $1 AND window_started_at > now() - make_interval(secs => $2)`,
      [bucket, windowSeconds],
    );
    const current = rows[0];
    if (!current || current.hits < free) return;
    throw new RateLimitedError(
      Math.max(1, Math.ceil(paceDelay(current.hits, limit) - current.waited)),
    );
  }

  /** Counts a failure in each bucket, for limits that only failures use up. */
  async record(...limits: readonly CountedLimit[]) {
    await Promise.all(limits.map((limit) => this.#count(limit)));
  }

  #refuseIfOver(limits: readonly RateLimit[], counts: readonly Count[]) {
    const retryAfter = Math.max(
      0,
      ...counts.map((count, i) =>
        count.hits > limits[i]!.limit ? Math.max(count.retryAfter, 1) : 0,
      ),
    );
    if (retryAfter > 0) throw new RateLimitedError(retryAfter);
  }

  async #count({ bucket, windowSeconds }: CountedLimit): Promise<Count> {
    const { rows } = await this.db.query<{ hits: number; retry_after: number }>(
      `INSERT INTO rate_limits AS r (bucket, hits, window_started_at, last_hit_at)
       VALUES ($1, 1, now(), now())
       ON CONFLICT (bucket) DO UPDATE SET
         hits = CASE WHEN r.window_started_at <= now() - make_interval(secs => $2)
                     THEN 1 ELSE r.hits + 1 END,
         last_hit_at = now(),
         window_started_at = CASE WHEN r.window_started_at <= now() - make_interval(secs => $2)
                                  THEN now() ELSE r.window_started_at END
       RETURNING hits,
         ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::integer
           AS retry_after`,
      [bucket, windowSeconds],
    );
    return { hits: rows[0]!.hits, retryAfter: rows[0]!.retry_after };
  }

  async #current({ bucket, windowSeconds }: RateLimit): Promise<Count> {
    const { rows } = await this.db.query<{ hits: number; retry_after: number }>(
      `SELECT hits,
              ceil(extract(epoch FROM window_started_at + make_interval(secs => $2) - now()))::integer
                AS retry_after
         FROM rate_limits
        WHERE bucket = $1 AND window_started_at > now() - make_interval(secs => $2)`,
      [bucket, windowSeconds],
    );
    return rows[0]
      ? { hits: rows[0].hits, retryAfter: rows[0].retry_after }
      : { hits: 0, retryAfter: 0 };
  }

  /** Forgets counts whose window ended a day ago. */
  async purge() {
    await this.db.query(
      `DELETE FROM rate_limits WHERE window_started_at < now() - interval '1 day'`,
    );
  }
}
