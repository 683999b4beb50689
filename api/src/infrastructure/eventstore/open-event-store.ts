import { upcasters, type EventStore } from '@stages/contracts';
import type { Logger, SqlDatabase } from '@stages/projections';
import type { Config } from '../../config/config.js';
import { PostgresEventStore } from './postgres-event-store.js';

/**
 * The log on PostgreSQL, or on EventStoreDB when one is configured. The EventStoreDB client
 * (gRPC and its protocol buffers, some 150 modules) is loaded only then: a server on PostgreSQL
 * would otherwise hold it in memory from start-up without ever calling it.
 */
export async function openEventStore(
  config: Config,
  db: SqlDatabase,
  logger: Logger,
): Promise<EventStore> {
  const options = { upcasters, pollMs: config.projectionPollMs, logger };
  if (!config.eventStoreUrl) return new PostgresEventStore(db, options);
  const { EventStoreDbEventStore } = await import('./eventstoredb-event-store.js');
  return new EventStoreDbEventStore(config.eventStoreUrl, options);
}
