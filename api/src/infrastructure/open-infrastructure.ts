import type { EventStore } from '@stages/contracts';
import type { Migration, SqlDatabase } from '@stages/projections';
import type { Config } from '../config/config.js';
import { migrate } from './database/migrator.js';
import { openEventStore } from './eventstore/open-event-store.js';
import { assertLogFromThisCluster } from './eventstore/restored-log.js';
import type { AppLogger } from './logging.js';
import { openDatabase } from './open-database.js';
import { Clock } from './clock.js';

/** What the API and the operator CLI run on: a migrated database and the event store. */
export interface Infrastructure {
  readonly config: Config;
  readonly logger: AppLogger;
  readonly db: SqlDatabase;
  readonly store: EventStore;
  readonly clock: Clock;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** The schema the product needs, brought up to date before anything else runs. */
  readonly migrations: readonly Migration[];
  /** A database opened already (tests); otherwise the one the configuration names. */
  readonly database?: SqlDatabase;
  /** Open a log restored from another cluster, to adopt it (see restored-log.ts). */
  readonly allowRestoredLog?: boolean;
  /** The time the product reads: the system's, or one a test sets. */
  readonly clock?: Clock;
}

export async function openInfrastructure(
  config: Config,
  logger: AppLogger,
  { migrations, database, allowRestoredLog = false, clock = new Clock() }: OpenOptions,
): Promise<Infrastructure> {
  const db = database ?? (await openDatabase(config, logger));
  try {
    await migrate(db, migrations, logger);
    const store = await openEventStore(config, db, logger);
    if (store.adapter === 'postgres' && !allowRestoredLog) await assertLogFromThisCluster(db);
    return {
      config,
      logger,
      db,
      store,
      clock,
      async close() {
        await store.close();
        await db.close();
      },
    };
  } catch (error) {
    if (!database) await db.close(); // a database handed in stays its owner's to close
    throw error;
  }
}
