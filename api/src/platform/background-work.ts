import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import type { AppLogger } from '../infrastructure/logging.js';
import { LOGGER } from './tokens.js';

/**
 * Work a request starts but does not wait for, so that its answer takes the same time whatever
 * the work. A failure is logged; shutting down waits for the work under way.
 */
@Injectable()
export class BackgroundWork implements OnApplicationShutdown {
  readonly #running = new Set<Promise<void>>();

  constructor(@Inject(LOGGER) private readonly logger: AppLogger) {}

  /** `what` completes "Could not …" in the log. */
  run(what: string, work: () => Promise<void>, context: Record<string, unknown> = {}) {
    const task: Promise<void> = work()
      .catch((error: unknown) => {
        this.logger.error(`Could not ${what}`, { ...context, error: String(error) });
      })
      .finally(() => this.#running.delete(task));
    this.#running.add(task);
  }

  /** Resolves once the work started so far is done. */
  async settled() {
    await Promise.all(this.#running);
  }

  async onApplicationShutdown() {
    await this.settled();
  }
}
