import { Inject, Injectable } from '@nestjs/common';
import type { AppLogger } from '../../infrastructure/logging.js';
import { HourlySweep } from '../hourly-sweep.js';
import { LOGGER } from '../tokens.js';
import { IdempotencyStore } from './idempotency.store.js';

/** Removes answers older than their lifetime, so the table stays small. */
@Injectable()
export class IdempotencyPurge extends HourlySweep {
  constructor(
    private readonly keys: IdempotencyStore,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {
    super('clean up idempotency keys', logger);
  }

  async sweep() {
    const removed = await this.keys.purgeExpired();
    if (removed > 0) this.logger.info('Expired idempotency keys removed', { removed });
  }
}
