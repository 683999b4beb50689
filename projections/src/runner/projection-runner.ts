import {
  comparePositions,
  formatPosition,
  type EventStore,
  type LogPosition,
} from '@stages/contracts';
import type { Logger } from '../logger.js';
import type { Projection } from '../projection.js';
import type { SqlDatabase } from '../sql.js';
import { applyBatch, CheckpointMovedError, ProjectionFailedError } from './apply-batch.js';
import { ensureCheckpoint, findCheckpoint } from './checkpoints.js';
import { sleep } from './sleep.js';
import { liveTables } from './table-names.js';

export interface ProjectionRunnerOptions {
  readonly db: SqlDatabase;
  readonly store: EventStore;
  readonly projection: Projection;
  readonly logger: Logger;
  readonly batchSize?: number;
  /** How often a runner that is not the active one checks whether it may take over. */
  readonly standbyRetryMs?: number;
  /** How often a failed projection checks whether an operator rebuilt it. */
  readonly failedPollMs?: number;
  /** Pause before retrying after the database or the store failed. */
  readonly errorRetryMs?: number;
}

export type RunnerState = 'stopped' | 'standby' | 'running' | 'failed';

/** The lock the runner writing a projection holds, in whichever process it runs. */
export const projectionLockKey = (projection: string) => `projection:${projection}`;

/**
 * Keeps one projection up to date with the log. Of all runners of a projection across the
 * processes sharing a database, the one holding its lock writes; the others stand by.
 */
export class ProjectionRunner {
  #state: RunnerState = 'stopped';
  #loop: Promise<void> | null = null;
  #stopping = new AbortController();
  readonly #options: Required<ProjectionRunnerOptions>;
  /** How far this runner has applied the log, while it is the one writing. */
  #applied: LogPosition | null = null;
  readonly #advanced = new Set<() => void>();

  constructor(options: ProjectionRunnerOptions) {
    this.#options = {
      batchSize: 100,
      standbyRetryMs: 2_000,
      failedPollMs: 5_000,
      errorRetryMs: 1_000,
      ...options,
    };
  }

  get name() {
    return this.#options.projection.name;
  }

  get state(): RunnerState {
    return this.#state;
  }

  start() {
    if (this.#loop) return;
    this.#stopping = new AbortController();
    this.#loop = this.#run();
  }

  async stop() {
    this.#stopping.abort();
    await this.#loop;
    this.#loop = null;
  }

  /**
   * Resolves once this runner has applied the log up to `position`: at once when it has, false
   * when it is not the one writing the projection (another process is) or `timeoutMs` passed,
   * so that the caller reads the checkpoint instead. Waiting here costs no query.
   */
  reached(position: LogPosition, timeoutMs: number): Promise<boolean> {
    const done = () =>
      this.#state === 'running' &&
      this.#applied !== null &&
      comparePositions(this.#applied, position) >= 0;
    if (done()) return Promise.resolve(true);
    if (this.#state !== 'running') return Promise.resolve(false);
    return new Promise((resolve) => {
      const check = () => {
        if (done()) finish(true);
        else if (this.#state !== 'running') finish(false);
      };
      const timer = setTimeout(() => finish(false), timeoutMs);
      const finish = (reached: boolean) => {
        clearTimeout(timer);
        this.#advanced.delete(check);
        resolve(reached);
      };
      this.#advanced.add(check);
    });
  }

  #advance(position: LogPosition | null, state: RunnerState) {
    this.#applied = position;
    this.#state = state;
    for (const check of [...this.#advanced]) check();
  }

  get #stopped() {
    return this.#stopping.signal.aborted;
  }

  async #run() {
    const { db, logger, standbyRetryMs, errorRetryMs } = this.#options;
    while (!this.#stopped) {
      const lock = await db.tryLock(projectionLockKey(this.name)).catch((error: unknown) => {
        logger.error('Projection lock unavailable', {
          projection: this.name,
          error: String(error),
        });
        return null;
      });
      if (!lock) {
        this.#advance(null, 'standby');
        await sleep(standbyRetryMs, this.#stopping.signal);
        continue;
      }
      try {
        await this.#runWhileLocked();
      } catch (error) {
        logger.error('Projection interrupted, retrying', {
          projection: this.name,
          error: String(error),
        });
        await sleep(errorRetryMs, this.#stopping.signal);
      } finally {
        await lock.release().catch(() => undefined);
      }
    }
    this.#advance(null, 'stopped');
  }

  async #runWhileLocked() {
    const { db, store, projection, logger, batchSize } = this.#options;
    const target = { projection, checkpoint: projection.name, tableName: liveTables(projection) };
    while (!this.#stopped) {
      const checkpoint = await ensureCheckpoint(db, projection.name);
      let position = checkpoint.position;
      this.#advance(position, 'running');
      const subscription = store.subscribeToAll({
        from: position,
        batchSize,
        onEvents: async (events) => {
          position = await applyBatch(db, target, position, events);
          this.#advance(position, 'running');
        },
      });
      const stopSubscription = () => void subscription.stop();
      this.#stopping.signal.addEventListener('abort', stopSubscription);
      if (this.#stopped) stopSubscription();
      try {
        await subscription.done;
      } catch (error) {
        if (error instanceof CheckpointMovedError) {
          logger.info('Projection checkpoint moved, resuming from it', {
            projection: projection.name,
            reason: error.message,
          });
          continue;
        }
        if (error instanceof ProjectionFailedError) {
          this.#advance(null, 'failed');
          logger.error('Projection stopped on an event it cannot apply', {
            projection: projection.name,
            event_id: error.eventId,
            event_type: error.eventType,
            checkpoint: formatPosition(position),
            error: error.reason,
          });
          await this.#waitWhileFailed();
          continue;
        }
        throw error;
      } finally {
        this.#stopping.signal.removeEventListener('abort', stopSubscription);
      }
    }
  }

  /** A failed projection resumes once its checkpoint is no longer failed (a rebuild swapped in). */
  async #waitWhileFailed() {
    const { db, failedPollMs } = this.#options;
    while (!this.#stopped) {
      await sleep(failedPollMs, this.#stopping.signal);
      const checkpoint = await findCheckpoint(db, this.name);
      if (checkpoint?.status !== 'failed') return;
    }
  }
}
