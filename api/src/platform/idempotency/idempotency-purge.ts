import {
  Inject,
  Injectable,
  type OnApplicationBootstrap,
  type OnApplicationShutdown,
} from '@nestjs/common';
import type { AppLogger } from '../../infrastructure/logging.js';
import { LOGGER } from '../tokens.js';
import { IdempotencyStore } from './idempotency.store.js';

const PURGE_EVERY_MS = 60 * 60 * 1000;

/** Removes answers older than their lifetime, hourly, so the table stays small. */
@Injectable()
export class IdempotencyPurge implements OnApplicationBootstrap, OnApplicationShutdown {
  #timer: NodeJS.Timeout | null = null;

  constructor(
    @Inject(IdempotencyStore) private readonly keys: IdempotencyStore,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  onApplicationBootstrap() {
    this.#timer = setInterval(() => void this.#purge(), PURGE_EVERY_MS).unref();
  }

  onApplicationShutdown() {
    if (this.#timer) clearInterval(this.#timer);
  }

  async #purge() {
    try {
      const removed = await this.keys.purgeExpired();
      if (removed > 0) this.logger.info('Expired idempotency keys removed', { removed });
    } catch (error) {
      this.logger.warn('Could not purge idempotency keys', { error: String(error) });
    }
  }
}
