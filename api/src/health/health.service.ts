import { Inject, Injectable } from '@nestjs/common';
import { formatPosition, START, type EventStore, type HealthReport } from '@stages/contracts';
import { readProjectionStatuses, type Projection, type SqlDatabase } from '@stages/projections';
import type { AppLogger } from '../infrastructure/logging.js';
import { DATABASE, EVENT_STORE, LOGGER, PROJECTIONS } from '../platform/tokens.js';

@Injectable()
export class HealthService {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LOGGER) private readonly logger: AppLogger,
    @Inject(PROJECTIONS) private readonly projections: readonly Projection[],
  ) {}

  /**
   * Healthy when the database and the store answer and every projection keeps up. The report is
   * public: what went wrong is logged, not shown.
   */
  async report(): Promise<HealthReport> {
    const [database, eventStore, projections] = await Promise.all([
      this.#checkDatabase(),
      this.#checkEventStore(),
      this.#checkProjections(),
    ]);
    const healthy =
      database.status === 'ok' &&
      eventStore.status === 'ok' &&
      projections !== null &&
      projections.every((projection) => projection.status === 'running');
    return {
      status: healthy ? 'ok' : 'error',
      database,
      event_store: eventStore,
      projections: projections ?? [],
    };
  }

  async #checkDatabase(): Promise<HealthReport['database']> {
    const started = performance.now();
    try {
      await this.db.query('SELECT 1');
      const latency = Math.round((performance.now() - started) * 10) / 10;
      return { status: 'ok', driver: this.db.driver, latency_ms: latency };
    } catch (error) {
      this.#log('database', error);
      return { status: 'error', driver: this.db.driver, latency_ms: null };
    }
  }

  async #checkEventStore(): Promise<HealthReport['event_store']> {
    try {
      await this.store.backlog(START, 1);
      return { status: 'ok', adapter: this.store.adapter };
    } catch (error) {
      this.#log('event store', error);
      return { status: 'error', adapter: this.store.adapter };
    }
  }

  async #checkProjections(): Promise<HealthReport['projections'] | null> {
    try {
      const statuses = await readProjectionStatuses(this.db, this.store, this.projections);
      return statuses.map((projection) => ({
        name: projection.name,
        status: projection.status,
        checkpoint: projection.position ? formatPosition(projection.position) : null,
        lag_events: projection.lagEvents,
        updated_at: projection.updatedAt?.toISOString() ?? null,
        failed_event_id: projection.failedEventId,
        rebuild_checkpoint: projection.rebuildPosition
          ? formatPosition(projection.rebuildPosition)
          : null,
      }));
    } catch (error) {
      this.#log('projections', error);
      return null;
    }
  }

  #log(part: string, error: unknown) {
    this.logger.warn(`Health check: the ${part} did not answer`, {
      error: error instanceof Error ? error.message : String(error),
    });
  }
}
