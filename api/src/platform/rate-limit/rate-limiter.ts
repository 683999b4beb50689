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

/**
 * One more hit in a bucket ($1) whose window lasts $2 seconds: a window that has run out starts
 * again at this hit.
 */
const COUNT_HIT = `INSERT INTO rate_limits AS r (bucket, hits, window_started_at, last_hit_at)
       VALUES ($1, 1, now(), now())
       ON CONFLICT (bucket) DO UPDATE SET
         hits = CASE WHEN r.window_started_at <= now() - make_interval(secs => $2)
                     THEN 1 ELSE r.hits + 1 END,
         last_hit_at = now(),
         window_started_at = CASE WHEN r.window_started_at <= now() - make_interval(secs => $2)
                                  THEN now() ELSE r.window_started_at END`;

/** Too many attempts: try again after `retryAfterSeconds`. */
export class RateLimitedError extends DomainError {
  constructor(override readonly retryAfterSeconds: number) {
    super(
      ErrorCode.tooManyAttempts,
      `Too many attempts; try again in ${retryAfterSeconds} seconds.`,
      429,
      undefined,
      retryAfterSeconds,
    );
  }
}

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

/** One attempt counted by `take`, in the window it was counted in. */
export interface TakenAttempt {
  readonly bucket: string;
  /** As PostgreSQL prints it, to the microsecond, so that it matches the row exactly. */
  readonly windowStartedAt: string;
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

  /**
   * Takes one attempt from each limit's allowance before the work it guards is done, each in one
   * statement that counts it only while the allowance lasts: attempts racing for the last one get
   * it once. When one limit refuses, what the others gave is given back, and the refused attempt
   * counts nowhere. Hand the result to `giveBack` when the attempt turns out not to count (a
   * right password, for limits that only failures use up).
   */
  async take(...limits: readonly RateLimit[]): Promise<TakenAttempt[]> {
    const taken: TakenAttempt[] = [];
    for (const limit of limits) {
      const { bucket, limit: allowed, windowSeconds } = limit;
      const slot = await this.#takeIf(bucket, windowSeconds, `r.hits < $3`, [allowed]);
      if (!slot) {
        await this.giveBack(taken);
        throw new RateLimitedError(Math.max(1, (await this.#current(limit)).retryAfter));
      }
      taken.push(slot);
    }
    return taken;
  }

  /**
   * Takes one attempt when the count is within its allowance or the wait since the last attempt
   * is over, and starts the next wait in the same statement: attempts racing for one slot get it
   * once. Throws RateLimitedError with the wait left otherwise, counting nothing.
   */
  async takePaced(limit: PacedLimit): Promise<TakenAttempt> {
    const { bucket, free, windowSeconds, maxDelaySeconds } = limit;
    const slot = await this.#takeIf(
      bucket,
      windowSeconds,
      `(r.hits < $3 OR r.last_hit_at IS NULL
        OR r.last_hit_at <= now() - make_interval(secs => least($4, power(2, r.hits - $3))))`,
      [free, maxDelaySeconds],
    );
    if (slot) return slot;
    const { rows } = await this.db.query<{ hits: number; waited: number }>(
      `SELECT hits, extract(epoch FROM now() - coalesce(last_hit_at, window_started_at))::float8
                AS waited
         FROM rate_limits
        WHERE bucket = $1 AND window_started_at > now() - make_interval(secs => $2)`,
      [bucket, windowSeconds],
    );
    const current = rows[0];
    // The window ended between the two statements: the next attempt starts a new one.
    if (!current) throw new RateLimitedError(1);
    throw new RateLimitedError(
      Math.max(1, Math.ceil(paceDelay(current.hits, limit) - current.waited)),
    );
  }

  /** Uncounts attempts taken, in the windows they were taken in. */
  async giveBack(taken: readonly TakenAttempt[]) {
    for (const { bucket, windowStartedAt } of taken) {
      await this.db.query(
        `UPDATE rate_limits SET hits = hits - 1
          WHERE bucket = $1 AND window_started_at = $2::timestamptz AND hits > 0`,
        [bucket, windowStartedAt],
      );
    }
  }

  /**
   * Counts one attempt in the bucket when its window is over (a new one starts) or `allowed`, a
   * condition on the row `r` whose parameters follow the bucket and the window; null otherwise.
   */
  async #takeIf(
    bucket: string,
    windowSeconds: number,
    allowed: string,
    parameters: readonly unknown[],
  ): Promise<TakenAttempt | null> {
    const { rows } = await this.db.query<{ window_started_at: string }>(
      `${COUNT_HIT}
       WHERE r.window_started_at <= now() - make_interval(secs => $2) OR ${allowed}
       RETURNING window_started_at::text`,
      [bucket, windowSeconds, ...parameters],
    );
    return rows[0] ? { bucket, windowStartedAt: rows[0].window_started_at } : null;
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

  async #count({ bucket, windowSeconds }: RateLimit): Promise<Count> {
    const { rows } = await this.db.query<{ hits: number; retry_after: number }>(
      `${COUNT_HIT}
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
