import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { AppLogger } from '../infrastructure/logging.js';

const EVERY_HOUR = 60 * 60 * 1000;

/**
 * Work that runs every hour while the application is up (clean-ups, reminders). A failure is
 * logged and the next hour tries again.
 */
export abstract class HourlySweep implements OnApplicationBootstrap, OnApplicationShutdown {
  #timer: NodeJS.Timeout | null = null;

  /** `what` completes "Could not …" in the log. */
  protected constructor(
    private readonly what: string,
    private readonly log: AppLogger,
  ) {}

  /** One round, now (the timer calls it hourly). */
  abstract sweep(): Promise<unknown>;

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
      this.log.warn(`Could not ${this.what}`, { error: String(error) });
    }
  }
}
