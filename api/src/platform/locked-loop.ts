import type { SqlDatabase } from '@stages/projections';
import type { AppLogger } from '../infrastructure/logging.js';
import { pause } from './pause.js';

export interface LockedLoop {
  readonly db: SqlDatabase;
  /** The database lock that keeps the work to one process at a time. */
  readonly lock: string;
  /** Completes "… failed" in the log. */
  readonly what: string;
  readonly logger: AppLogger;
  /** How long to wait when a round found nothing to do. */
  readonly idleMs: number;
  readonly signal: AbortSignal;
  /** One round of work; answers how much it did. */
  readonly round: () => Promise<number>;
}

/**
 * Work fed from a read model that one process does at a time, until the application stops:
 * the process holding the lock works round after round, resting when a round found nothing;
 * the others wait for the lock. A failed round is logged and tried again.
 */
export async function runLockedLoop({ db, lock, what, logger, idleMs, signal, round }: LockedLoop) {
  while (!signal.aborted) {
    const held = await db.tryLock(lock).catch(() => null);
    if (!held) {
      await pause(2_000, signal);
      continue;
    }
    try {
      while (!signal.aborted) {
        const done = await round().catch((error: unknown) => {
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
