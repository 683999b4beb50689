import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { NO_STREAM, stageStreamId, type EventStore } from '@stages/contracts';
import {
  findCheckpoint,
  ProjectionFailedError,
  ProjectionRunner,
  rebuildCheckpointName,
  rebuildProjection,
  RebuildInProgressError,
  type SqlDatabase,
} from '@stages/projections';
import { stageCatalogue } from '../../api/src/stages/projections/stage-catalogue.projection.js';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  backends,
  backendTitle,
  createPostgresDatabase,
  POSTGRES_SKIP_REASON,
  postgresUrl,
} from '../support/databases.js';
import { stageCreated, stageData } from '../support/events.js';
import { silentLogger } from '../support/logging.js';
import { appendStagesInBulk, tableSnapshot } from '../support/seed.js';
import { eventually } from '../support/wait.js';
import { catalogueHas, catalogueIds, liveCatalogueWith, migratedStore } from './fixtures.js';

const snapshot = (db: SqlDatabase) => tableSnapshot(db, 'stage_catalogue', 'stage_id');

async function indexNames(db: SqlDatabase, table: string) {
  const { rows } = await db.query<{ indexname: string }>(
    `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1
      ORDER BY indexname`,
    [table],
  );
  return rows.map((row) => row.indexname);
}

async function tableExists(db: SqlDatabase, table: string) {
  const { rowCount } = await db.query(
    'SELECT 1 FROM pg_tables WHERE schemaname = current_schema() AND tablename = $1',
    [table],
  );
  return rowCount === 1;
}

for (const backend of backends) {
  describe.skipIf(!backend.available)(backendTitle(backend), () => {
    let db: SqlDatabase;
    let store: EventStore;
    let dispose: () => Promise<void>;
    let live: ProjectionRunner;

    beforeEach(async () => {
      ({ db, dispose } = await backend.open());
      store = await migratedStore(db);
      live = new ProjectionRunner({ db, store, projection: stageCatalogue, logger: silentLogger });
      live.start();
    });
    afterEach(async () => {
      await live.stop();
      await store.close();
      await dispose();
    });

    it('replays into a fresh table and swaps it in, identical to the live one', async () => {
      await appendStagesInBulk(db, 600);
      await catalogueHas(db, 600);
      const before = await snapshot(db);
      const indexesBefore = await indexNames(db, 'stage_catalogue');
      const progress: number[] = [];

      const result = await rebuildProjection({
        db,
        store,
        projection: stageCatalogue,
        batchSize: 100,
        onProgress: ({ processed }) => {
          progress.push(processed);
        },
      });

      expect(result).toMatchObject({ events: 600, resumed: false });
      expect(progress).toEqual([100, 200, 300, 400, 500, 600]);
      expect(await snapshot(db)).toBe(before);
      expect(await indexNames(db, 'stage_catalogue')).toEqual(indexesBefore);
      expect(await tableExists(db, 'stage_catalogue__rebuild')).toBe(false);
      expect(await findCheckpoint(db, rebuildCheckpointName('stage_catalogue'))).toBeNull();
    });

    it('keeps serving the old table until the swap, and loses no event appended meanwhile', async () => {
      await appendStagesInBulk(db, 300);
      await catalogueHas(db, 300);
      const duringRebuild: { live: number; copy: number }[] = [];
      const appendedMeanwhile = stageData();

      await rebuildProjection({
        db,
        store,
        projection: stageCatalogue,
        batchSize: 100,
        onProgress: async ({ processed }) => {
          if (processed !== 100) return;
          const count = async (table: string) =>
            (await db.query<{ n: number }>(`SELECT count(*)::integer AS n FROM ${table}`)).rows[0]!
              .n;
          duringRebuild.push({
            live: await count('stage_catalogue'),
            copy: await count('stage_catalogue__rebuild'),
          });
          await store.append(
            stageStreamId(appendedMeanwhile.stageId),
            [stageCreated(appendedMeanwhile)],
            NO_STREAM,
          );
        },
      });

      expect(duringRebuild).toEqual([{ live: 300, copy: 100 }]);
      await catalogueHas(db, 301);
      expect(await catalogueIds(db)).toContain(appendedMeanwhile.stageId);
    });

    it('resumes a rebuild that stopped half-way and ends identical to a clean one', async () => {
      await appendStagesInBulk(db, 500);
      await catalogueHas(db, 500);
      const clean = await snapshot(db);

      let applied = 0;
      const crashing: typeof stageCatalogue = {
        ...stageCatalogue,
        async apply(events, context) {
          applied += events.length;
          if (applied > 250) throw new Error('the machine went down');
          await stageCatalogue.apply(events, context);
        },
      };
      await expect(
        rebuildProjection({ db, store, projection: crashing, batchSize: 50 }),
      ).rejects.toBeInstanceOf(ProjectionFailedError);
      expect(await snapshot(db)).toBe(clean); // the live table never noticed
      const halfway = await findCheckpoint(db, rebuildCheckpointName('stage_catalogue'));
      expect(halfway).not.toBeNull();

      const result = await rebuildProjection({
        db,
        store,
        projection: stageCatalogue,
        batchSize: 50,
      });
      expect(result.resumed).toBe(true);
      expect(result.events).toBe(500);
      expect(await snapshot(db)).toBe(clean);
    });

    it('refuses a second rebuild of a projection while one runs', async () => {
      await appendStagesInBulk(db, 200);
      const attempts: Promise<unknown>[] = [];
      const outcome = (promise: Promise<unknown>) =>
        promise.then(
          () => 'finished',
          (error: unknown) => error,
        );
      await rebuildProjection({
        db,
        store,
        projection: stageCatalogue,
        batchSize: 50,
        onProgress: () => {
          if (attempts.length === 0) {
            attempts.push(outcome(rebuildProjection({ db, store, projection: stageCatalogue })));
          }
        },
      });
      expect(attempts).toHaveLength(1);
      expect(await attempts[0]).toBeInstanceOf(RebuildInProgressError);
    });
  });
}

const cli = path.resolve('api/dist/operator/projections.js');

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'The operator CLI on PostgreSQL'
    : `The operator CLI on PostgreSQL (${POSTGRES_SKIP_REASON})`,
  () => {
    it('survives being killed mid-rebuild: run again, it resumes and ends identical', async () => {
      if (!fs.existsSync(cli)) throw new Error(`${cli} is missing: run "npm run build" first`);
      const database = await createPostgresDatabase();
      const db = database.connect();
      const store = await migratedStore(db);
      const live = await liveCatalogueWith(db, store, 20_000);
      try {
        const clean = await snapshot(db);
        const env = { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'warn' };

        const first = spawn(
          process.execPath,
          [cli, 'rebuild', 'stage_catalogue', '--batch-size', '100'],
          {
            env,
            stdio: 'ignore',
          },
        );
        const exited = new Promise((resolve) => first.on('exit', resolve));
        await eventually(async () => {
          const checkpoint = await findCheckpoint(db, rebuildCheckpointName('stage_catalogue'));
          return checkpoint && checkpoint.position.sequence > 2_000n ? true : undefined;
        });
        first.kill('SIGKILL');
        await exited;
        expect(await tableExists(db, 'stage_catalogue__rebuild')).toBe(true);
        expect(await snapshot(db)).toBe(clean); // still serving the old table

        const second = spawn(
          process.execPath,
          [cli, 'rebuild', 'stage_catalogue', '--batch-size', '1000'],
          { env },
        );
        let output = '';
        second.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
        const code = await new Promise((resolve) => second.on('exit', resolve));
        expect(code).toBe(0);
        expect(output).toMatch(/Resuming the unfinished rebuild of stage_catalogue at \d+\/20000/);
        expect(output).toContain('swapped in');
        expect(await snapshot(db)).toBe(clean);
        expect(await tableExists(db, 'stage_catalogue__rebuild')).toBe(false);
      } finally {
        await live.stop();
        await store.close();
        await database.drop();
      }
    });
  },
);
