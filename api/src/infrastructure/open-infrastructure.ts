import type { EventStore } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { Config } from '../config/config.js';
import { migrate } from './database/migrator.js';
import { openEventStore } from './eventstore/open-event-store.js';
import type { AppLogger } from './logging.js';
import { allMigrations } from './migrations.js';
import { openDatabase } from './open-database.js';

/** What the API and the operator CLI run on: a migrated database and the event store. */
export interface Infrastructure {
  readonly config: Config;
  readonly logger: AppLogger;
  readonly db: SqlDatabase;
  readonly store: EventStore;
  close(): Promise<void>;
}

export async function openInfrastructure(
  config: Config,
  logger: AppLogger,
  database?: SqlDatabase,
): Promise<Infrastructure> {
  const db = database ?? (await openDatabase(config, logger));
  try {
    await migrate(db, allMigrations, logger);
    const store = openEventStore(config, db, logger);
    return {
      config,
      logger,
      db,
      store,
      async close() {
        await store.close();
        await db.close();
      },
    };
  } catch (error) {
    await db.close();
    throw error;
  }
}
