import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import type { AppLogger } from '../infrastructure/logging.js';
import { RateLimiter } from '../platform/rate-limit/rate-limiter.js';
import { DATABASE, LOGGER } from '../platform/tokens.js';
import { OneTimeKeys } from './one-time-keys.js';

const EVERY_HOUR = 60 * 60 * 1000;

/** Hourly, removes what can no longer be used: old keys, counts and ended sessions. */
@Injectable()
export class IdentityJanitor implements OnApplicationBootstrap, OnApplicationShutdown {
  #timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(OneTimeKeys) private readonly keys: OneTimeKeys,
    @Inject(RateLimiter) private readonly limiter: RateLimiter,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  onApplicationBootstrap() {
    this.#timer = setInterval(() => void this.#sweep(), EVERY_HOUR).unref();
  }

  onApplicationShutdown() {
    if (this.#timer) clearInterval(this.#timer);
  }

  async #sweep() {
    try {
      await this.keys.purgeExpired();
      await this.limiter.purge();
      await this.db.query(
        `DELETE FROM sessions
          WHERE expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days'`,
      );
    } catch (error) {
      this.logger.warn('Identity clean-up failed', { error: String(error) });
    }
  }
}
