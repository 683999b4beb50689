import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AppLogger } from '../infrastructure/logging.js';

const EVERY_HOUR = 60 * 60 * 1000;

/**
 * A clean-up that runs every hour while the application is up. A failure is logged and the next
 * hour tries again: nothing depends on it but the size of a table.
 */
export abstract class HourlySweep implements OnApplicationBootstrap, OnApplicationShutdown {
  #timer: NodeJS.Timeout | null = null;

  protected constructor(
    private readonly what: string,
    private readonly log: AppLogger,
  ) {}

  /** One clean-up, now (the timer calls it hourly). */
  abstract sweep(): Promise<void>;

  onApplicationBootstrap() {
    this.#timer = setInterval(() => void this.#run(), EVERY_HOUR).unref();
  }

  onApplicationShutdown() {
    if (this.#timer) clearInterval(this.#timer);
  }

  async #run() {
    try {
      await this.sweep();
    } catch (error) {
      this.log.warn(`Could not clean up ${this.what}`, { error: String(error) });
    }
  }
}
