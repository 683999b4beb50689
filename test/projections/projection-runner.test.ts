import {
  comparePositions,
  NO_STREAM,
  stageStreamId,
  START,
  upcasters,
  type EventStore,
} from '@stages/contracts';
import {
  findCheckpoint,
  ProjectionRunner,
  readProjectionStatuses,
  type Projection,
  type SqlDatabase,
} from '@stages/projections';
import { stageCatalogue } from '../../api/src/stages/projections/stage-catalogue.projection.js';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  instanceApplicationName,
  lockHolderNamed,
} from '../../api/src/infrastructure/database/instance-name.js';
import { PostgresEventStore } from '../../api/src/infrastructure/eventstore/postgres-event-store.js';
import {
  backends,
  backendTitle,
  createPostgresDatabase,
  postgresUrl,
  POSTGRES_SKIP_REASON,
} from '../support/databases.js';
import { stageCreated, stageData } from '../support/events.js';
import { capturingLogger, silentLogger } from '../support/logging.js';
import { eventually } from '../support/wait.js';
import { catalogueIds, createStageCounter, migratedStore } from './fixtures.js';

const quick = { standbyRetryMs: 50, failedPollMs: 50, errorRetryMs: 50 };

for (const backend of backends) {
  describe.skipIf(!backend.available)(backendTitle(backend), () => {
    let db: SqlDatabase;
    let store: EventStore;
    let dispose: () => Promise<void>;
    const runners: ProjectionRunner[] = [];
    const run = (projection: Projection, logger = silentLogger, database = db, events = store) => {
      const runner = new ProjectionRunner({
        db: database,
        store: events,
        projection,
        logger,
        ...quick,
      });
      runners.push(runner);
      runner.start();
      return runner;
    };

    beforeEach(async () => {
      ({ db, dispose } = await backend.open());
      store = await migratedStore(db);
    });
    afterEach(async () => {
      await Promise.all(runners.splice(0).map((runner) => runner.stop()));
      await store.close();
      await dispose();
    });

    it('keeps the stage catalogue current and stores the checkpoint of the last event', async () => {
      run(stageCatalogue);
      const stages = [
        stageData(),
        stageData({ costCents: 0 }),
        stageData({ minAge: 3, maxAge: 3 }),
      ];
      for (const stage of stages)
        await store.append(stageStreamId(stage.stageId), [stageCreated(stage)], NO_STREAM);

      const ids = await eventually(async () => {
        const found = await catalogueIds(db);
        return found.length === 3 ? found : undefined;
      });
      expect(ids).toEqual(stages.map((stage) => stage.stageId).sort());
      const { rows } = await db.query<{
        name: string;
        cost_cents: number;
        city: string;
        starts_at: Date;
      }>('SELECT name, cost_cents, city, starts_at FROM stage_catalogue WHERE stage_id = $1', [
        stages[1]!.stageId,
      ]);
      expect(rows[0]).toMatchObject({ name: stages[1]!.name, cost_cents: 0, city: 'Bruxelles' });
      expect(new Date(rows[0]!.starts_at).toISOString()).toBe(stages[1]!.startsAt);

      const [last] = await store.readStream(stageStreamId(stages[2]!.stageId));
      const checkpoint = await eventually(async () => {
        const stored = await findCheckpoint(db, 'stage_catalogue');
        return stored && comparePositions(stored.position, last!.position) === 0
          ? stored
          : undefined;
      });
      expect(checkpoint.status).toBe('running');
    });

    it('stops a projection on an event it cannot apply, naming it, while the others go on', async () => {
      const counter = await createStageCounter(db);
      const { logger, lines } = capturingLogger();
      const catalogueRunner = run(stageCatalogue, logger);
      run(counter);

      const good = stageData();
      const after = stageData();
      await store.append(stageStreamId(good.stageId), [stageCreated(good)], NO_STREAM);
      const malformed = { ...stageCreated(), data: { stageId: 'not-a-uuid' } };
      await store.append('stage-malformed', [malformed], NO_STREAM);
      await store.append(stageStreamId(after.stageId), [stageCreated(after)], NO_STREAM);
      const [badEvent] = await store.readStream('stage-malformed');

      await eventually(async () => {
        const { rows } = await db.query<{ seen: number }>('SELECT seen FROM stage_counter');
        return rows[0]!.seen === 3 ? true : undefined;
      });
      const failed = await eventually(async () => {
        const checkpoint = await findCheckpoint(db, 'stage_catalogue');
        return checkpoint?.status === 'failed' ? checkpoint : undefined;
      });
      expect(failed.failedEventId).toBe(badEvent!.eventId);
      expect(failed.error).toBeTruthy();
      const [goodEvent] = await store.readStream(stageStreamId(good.stageId));
      expect(comparePositions(failed.position, goodEvent!.position)).toBe(0);
      expect(await catalogueIds(db)).toEqual([good.stageId]);
      expect(catalogueRunner.state).toBe('failed');

      const logged = lines.find(
        (line) => line.msg === 'Projection stopped on an event it cannot apply',
      );
      expect(logged).toMatchObject({
        projection: 'stage_catalogue',
        event_id: badEvent!.eventId,
        level: 'error',
      });

      const statuses = await readProjectionStatuses(db, store, [stageCatalogue, counter]);
      expect(statuses.map((status) => [status.name, status.status])).toEqual([
        ['stage_catalogue', 'failed'],
        ['stage_counter', 'running'],
      ]);
    });

    it('retries from its checkpoint after a restart, once the cause is fixed', async () => {
      let broken = true;
      const flaky: typeof stageCatalogue = {
        ...stageCatalogue,
        async apply(events, context) {
          const trips = (event: (typeof events)[number]) =>
            event.type === 'StageCreated' && event.data.name === 'Trips';
          if (broken && events.some(trips)) {
            throw new Error('cannot handle Trips yet');
          }
          await stageCatalogue.apply(events, context);
        },
      };
      const first = run(flaky);
      const stages = [stageData(), stageData({ name: 'Trips' }), stageData()];
      for (const stage of stages)
        await store.append(stageStreamId(stage.stageId), [stageCreated(stage)], NO_STREAM);
      await eventually(() => (first.state === 'failed' ? true : undefined));
      expect(await catalogueIds(db)).toEqual([stages[0]!.stageId]);

      await first.stop();
      broken = false; // the fix is deployed: the process starts again
      run(flaky);
      const ids = await eventually(async () => {
        const found = await catalogueIds(db);
        return found.length === 3 ? found : undefined;
      });
      expect(ids).toEqual(stages.map((stage) => stage.stageId).sort());
      expect((await findCheckpoint(db, 'stage_catalogue'))?.status).toBe('running');
    });

    it('lets one runner of a projection write while another stands by, then take over', async () => {
      // On PostgreSQL the second runner has its own connections, as another process would.
      const peer = backend.name === 'PostgreSQL' ? await secondConnection(db) : null;
      const first = run(stageCatalogue);
      await eventually(() => (first.state === 'running' ? true : undefined));
      const second = run(stageCatalogue, silentLogger, peer?.db ?? db, peer?.store ?? store);
      await eventually(() => (second.state === 'standby' ? true : undefined));

      const before = [stageData(), stageData()];
      for (const stage of before)
        await store.append(stageStreamId(stage.stageId), [stageCreated(stage)], NO_STREAM);
      await eventually(async () => ((await catalogueIds(db)).length === 2 ? true : undefined));
      expect(second.state).toBe('standby');

      await first.stop();
      await eventually(() => (second.state === 'running' ? true : undefined));
      const later = stageData();
      await store.append(stageStreamId(later.stageId), [stageCreated(later)], NO_STREAM);
      await eventually(async () => ((await catalogueIds(db)).length === 3 ? true : undefined));
      expect((await findCheckpoint(db, 'stage_catalogue'))?.status).toBe('running');
      await second.stop();
      await peer?.close();
    });

    it('names the process whose runner holds the projection, seen from any connection, and none once stopped', async () => {
      const peer = backend.name === 'PostgreSQL' ? await secondConnection(db) : null;
      const holderSeen = async () =>
        (await readProjectionStatuses(peer?.db ?? db, store, [stageCatalogue]))[0]!.holder;
      const runner = run(stageCatalogue);
      await eventually(() => (runner.state === 'running' ? true : undefined));
      expect(await holderSeen()).toEqual(lockHolderNamed(instanceApplicationName()));
      expect(await holderSeen()).toMatchObject({ pid: process.pid });
      await runner.stop();
      expect(await holderSeen()).toBeNull();
      await peer?.close();
    });
  });
}

/** Another pool on the same PostgreSQL database. */
async function secondConnection(db: SqlDatabase) {
  const url = (db as unknown as { connectionString: string }).connectionString;
  const { PgDatabase } = await import('../../api/src/infrastructure/database/pg-database.js');
  const peerDb = new PgDatabase(url, 4, silentLogger);
  const peerStore = new PostgresEventStore(peerDb, {
    upcasters,
    pollMs: 50,
    logger: silentLogger,
  });
  return {
    db: peerDb,
    store: peerStore,
    close: async () => {
      await peerStore.close();
      await peerDb.close();
    },
  };
}

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'Runners on a PostgreSQL server'
    : `Runners on a PostgreSQL server (${POSTGRES_SKIP_REASON})`,
  () => {
    it('keep projecting after the server dropped every connection and refused new ones a while', async () => {
      const database = await createPostgresDatabase();
      const db = database.connect();
      const store = await migratedStore(db);
      const { logger, lines } = capturingLogger();
      const runner = new ProjectionRunner({
        db,
        store,
        projection: stageCatalogue,
        logger,
        ...quick,
      });
      runner.start();
      const first = stageData();
      await store.append(stageStreamId(first.stageId), [stageCreated(first)], NO_STREAM);
      await eventually(async () => ((await catalogueIds(db)).length === 1 ? true : undefined));

      const name = new URL(database.url).pathname.slice(1);
      const admin = new pg.Client({ connectionString: postgresUrl! });
      await admin.connect();
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
      await admin.query(
        'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      // The runner retries, and the server turns it away: it says so before it may come back.
      const refused = await eventually(() =>
        lines.find(
          (line) =>
            line.projection === 'stage_catalogue' &&
            String(line.error).includes('is not currently accepting connections'),
        ),
      );
      expect(refused).toMatchObject({ level: 'error' });
      await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
      await admin.end();

      const second = stageData();
      await eventually(() =>
        store.append(stageStreamId(second.stageId), [stageCreated(second)], NO_STREAM),
      );
      await eventually(async () => ((await catalogueIds(db)).length === 2 ? true : undefined));
      expect(runner.state).toBe('running');
      await runner.stop();
      await store.close();
      await database.drop();
    });

    it('never apply an event twice, even when two of them hold the database at once', async () => {
      // Advisory locks prevent this normally; the checkpoint check in each batch is the backstop.
      const database = await createPostgresDatabase();
      const a = database.connect();
      const b = database.connect();
      const store = await migratedStore(a);
      const storeB = new PostgresEventStore(b, { upcasters, pollMs: 50, logger: silentLogger });
      const alwaysLocked = (db: SqlDatabase): SqlDatabase => ({
        driver: db.driver,
        query: (text, params) => db.query(text, params),
        exec: (script) => db.exec(script),
        transaction: (work) => db.transaction(work),
        listen: (channel, onNotify) => db.listen(channel, onNotify),
        notify: (channel) => db.notify(channel),
        close: () => db.close(),
        tryLock: async () => ({ release: async () => undefined }),
        lockHolders: (keys) => db.lockHolders(keys),
      });
      const runners = [
        new ProjectionRunner({
          db: alwaysLocked(a),
          store,
          projection: stageCatalogue,
          logger: silentLogger,
          ...quick,
        }),
        new ProjectionRunner({
          db: alwaysLocked(b),
          store: storeB,
          projection: stageCatalogue,
          logger: silentLogger,
          ...quick,
        }),
      ];
      runners.forEach((runner) => runner.start());
      const stages = Array.from({ length: 40 }, () => stageData());
      await Promise.all(
        stages.map((stage) =>
          store.append(stageStreamId(stage.stageId), [stageCreated(stage)], NO_STREAM),
        ),
      );
      await eventually(async () => ((await catalogueIds(a)).length === 40 ? true : undefined));
      // Both runners have come to the last event, through their own writes or by finding the
      // other's checkpoint past theirs: neither has a batch left that could apply one again.
      const last = (await store.readAll(START, 100)).at(-1)!;
      expect(
        await Promise.all(runners.map((runner) => runner.reached(last.position, 30_000))),
      ).toEqual([true, true]);
      expect(await catalogueIds(a)).toHaveLength(40);
      expect((await findCheckpoint(a, 'stage_catalogue'))?.status).toBe('running');
      await Promise.all(runners.map((runner) => runner.stop()));
      await store.close();
      await storeB.close();
      await database.drop();
    });
  },
);
