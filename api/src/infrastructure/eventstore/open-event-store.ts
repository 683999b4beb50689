import { upcasters, type EventStore } from '@stages/contracts';
import type { Logger, SqlDatabase } from '@stages/projections';
import type { Config } from '../../config/config.js';
import { EventStoreDbEventStore } from './eventstoredb-event-store.js';
import { PostgresEventStore } from './postgres-event-store.js';

export function openEventStore(config: Config, db: SqlDatabase, logger: Logger): EventStore {
  const options = { upcasters, pollMs: config.projectionPollMs, logger };
  return config.eventStoreUrl
    ? new EventStoreDbEventStore(config.eventStoreUrl, options)
    : new PostgresEventStore(db, options);
}
