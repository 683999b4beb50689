import { upcasters, type EventStore } from '@stages/contracts';
import { ProjectionRunner, type Projection, type SqlDatabase } from '@stages/projections';
import { stageCatalogue } from '../../api/src/stages/projections/stage-catalogue.projection.js';
import { migrate } from '../../api/src/infrastructure/database/migrator.js';
import { PostgresEventStore } from '../../api/src/infrastructure/eventstore/postgres-event-store.js';
import { allMigrations } from '../../api/src/contexts.js';
import { silentLogger } from '../support/logging.js';
import { appendStagesInBulk } from '../support/seed.js';
import { eventually } from '../support/wait.js';

export async function migratedStore(db: SqlDatabase): Promise<EventStore> {
  await migrate(db, allMigrations, silentLogger);
  return new PostgresEventStore(db, { upcasters, pollMs: 50, logger: silentLogger });
}

/** A second projection for the tests: counts the stages it has seen. */
export async function createStageCounter(db: SqlDatabase): Promise<Projection> {
  await db.exec(`CREATE TABLE stage_counter (seen integer NOT NULL);
                 INSERT INTO stage_counter VALUES (0);`);
  return {
    name: 'stage_counter',
    tables: ['stage_counter'],
    handles: ['StageCreated'],
    async apply(events, { sql, table }) {
      await sql.query(`UPDATE ${table('stage_counter')} SET seen = seen + $1`, [events.length]);
    },
  };
}

export async function catalogueIds(db: SqlDatabase): Promise<string[]> {
  const { rows } = await db.query<{ stage_id: string }>(
    'SELECT stage_id FROM stage_catalogue ORDER BY stage_id',
  );
  return rows.map((row) => row.stage_id);
}

/** Waits until the live catalogue holds `count` stages. */
export async function catalogueHas(db: SqlDatabase, count: number) {
  await eventually(async () => ((await catalogueIds(db)).length === count ? true : undefined), {
    timeoutMs: 30_000,
  });
}

/** Starts the live catalogue runner and fills the log (and the catalogue) with `count` stages. */
export async function liveCatalogueWith(db: SqlDatabase, store: EventStore, count: number) {
  const runner = new ProjectionRunner({
    db,
    store,
    projection: stageCatalogue,
    logger: silentLogger,
  });
  runner.start();
  await appendStagesInBulk(db, count);
  await catalogueHas(db, count);
  return runner;
}
