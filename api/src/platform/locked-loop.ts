import type { OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import type { AppLogger } from '../infrastructure/logging.js';
import { pause } from './pause.js';

/**
 * Work fed from a read model that one process does at a time, for as long as the application
 * runs: the process holding the database lock `lock` works round after round, resting
 * `idleMs` when a round found nothing; the others wait for the lock. A failed round is logged
 * and tried again.
 */
export abstract class LockedLoop implements OnApplicationBootstrap, OnApplicationShutdown {
  readonly #stopping = new AbortController();
  #loop: Promise<void> | null = null;

  protected constructor(
    private readonly settings: {
      readonly db: SqlDatabase;
      readonly lock: string;
      /** Completes "… failed" in the log. */
      readonly what: string;
      readonly logger: AppLogger;
      readonly idleMs: number;
    },
  ) {}

  /** One round of work; answers how much it did. */
  abstract round(): Promise<number>;

  onApplicationBootstrap() {
    this.#loop = this.#run();
  }

  async onApplicationShutdown() {
    this.#stopping.abort();
    await this.#loop;
  }

  async #run() {
    const { db, lock, what, logger, idleMs } = this.settings;
    const signal = this.#stopping.signal;
    while (!signal.aborted) {
      const held = await db.tryLock(lock).catch(() => null);
      if (!held) {
        await pause(2_000, signal);
        continue;
      }
      try {
        while (!signal.aborted) {
          const done = await this.round().catch((error: unknown) => {
            logger.error(`${what} failed`, { error: String(error) });
            return 0;
          });
          if (done === 0) await pause(idleMs, signal);
        }
      } finally {
        await held.release().catch(() => undefined);
      }
    }
  }
}
