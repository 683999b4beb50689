import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import type { AppLogger } from '../../infrastructure/logging.js';
import { HourlySweep } from '../../platform/hourly-sweep.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { DATABASE, LOGGER } from '../../platform/tokens.js';
import { OneTimeKeys } from '../persistence/one-time-keys.js';
import { KnownDevices } from '../sessions/known-devices.js';

/** Removes what can no longer be used: old keys, counts, ended sessions, forgotten browsers. */
@Injectable()
export class IdentityJanitor extends HourlySweep {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly keys: OneTimeKeys,
    private readonly limiter: RateLimiter,
    private readonly devices: KnownDevices,
    @Inject(LOGGER) logger: AppLogger,
  ) {
    super('clean up identity keys and sessions', logger);
  }

  async sweep() {
    await this.keys.purgeExpired();
    await this.limiter.purge();
    await this.devices.purge();
    // A week on, so that until then a refused refresh still says why (revoked, not unknown).
    await this.db.query(
      `DELETE FROM sessions
        WHERE expires_at < now() - interval '7 days' OR revoked_at < now() - interval '7 days'`,
    );
  }
}
