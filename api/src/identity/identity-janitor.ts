import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import type { AppLogger } from '../infrastructure/logging.js';
import { HourlySweep } from '../platform/hourly-sweep.js';
import { RateLimiter } from '../platform/rate-limit/rate-limiter.js';
import { DATABASE, LOGGER } from '../platform/tokens.js';
import { OneTimeKeys } from './one-time-keys.js';

/** Removes what can no longer be used: old keys, counts and ended sessions. */
@Injectable()
export class IdentityJanitor extends HourlySweep {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(OneTimeKeys) private readonly keys: OneTimeKeys,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(LOGGER) logger: AppLogger,
  ) {
    super('identity keys and sessions', logger);
  }

  async sweep() {
    await this.keys.purgeExpired();
    await this.limiter.purge();
    // A week on, so that until then a refused refresh still says why (revoked, not unknown).
    await this.db.query(
      `DELETE FROM sessions
        WHERE expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days'`,
    );
  }
}
