/**
 * Event store and projection figures, for local PostgreSQL and for PGlite:
 *   npm run bench:eventstore                    both backends
 *   npm run bench:eventstore -- --only=pglite   one backend (or --only=postgres)
 *   npm run bench:eventstore -- --rebuild-events=200000
 * PostgreSQL comes from BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); a scratch database is created and dropped.
 * Each figure is printed beside a baseline measured in the same run on the same database.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createLogger,
  migrate,
  allMigrations,
  PgDatabase,
  PgliteDatabase,
  PostgresEventStore,
} from '@stages/api/infrastructure';
import {
  NO_STREAM,
  START,
  upcasters,
  type EventStore,
  type LogPosition,
  type NewEvent,
} from '@stages/contracts';
import {
  ProjectionRunner,
  rebuildProjection,
  stageCatalogue,
  type Projection,
  type SqlDatabase,
} from '@stages/projections';
import { stageCreated, stageData, testEvent } from '../support/events.js';
import { appendStagesInBulk } from '../support/seed.js';
import { createScratchDatabase } from './scratch-database.js';

const logger = createLogger({ logLevel: 'silent' });
const { values } = parseArgs({
  options: {
    only: { type: 'string' },
    'rebuild-events': { type: 'string' },
    'lag-seconds': { type: 'string', default: '10' },
  },
});

interface Figure {
  readonly name: string;
  readonly value: string;
  readonly baseline?: string;
  readonly target?: string;
}

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);
const format = (value: number) => value.toLocaleString('en-US');

function percentile(sorted: readonly number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

const event = (n: number): NewEvent =>
  testEvent('BenchHappened', { n, note: 'a small payload like most decisions carry' });

/** `writers` concurrent writers, each appending `batch`-event batches to its own stream. */
async function appendThroughput(store: EventStore, writers: number, total: number, batch: number) {
  const perWriter = Math.ceil(total / writers / batch);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      const stream = `bench-${randomUUID()}`;
      let version = 0;
      for (let i = 0; i < perWriter; i += 1) {
        const events = Array.from({ length: batch }, (_, j) => event(i * batch + j));
        version = (await store.append(stream, events, version === 0 ? NO_STREAM : version))
          .nextExpectedVersion;
      }
    }),
  );
  return perSecond(perWriter * writers * batch, performance.now() - started);
}

/** The same rows and concurrency written by plain INSERTs, with no version check. */
async function insertBaseline(db: SqlDatabase, writers: number, total: number, batch: number) {
  await db.exec(`DROP TABLE IF EXISTS bench_inserts;
    CREATE TABLE bench_inserts (id bigserial, stream_id text, data jsonb, metadata jsonb);`);
  const perWriter = Math.ceil(total / writers / batch);
  const started = performance.now();
  await Promise.all(
    Array.from({ length: writers }, async () => {
      const stream = `bench-${randomUUID()}`;
      for (let i = 0; i < perWriter; i += 1) {
        const events = Array.from({ length: batch }, (_, j) => event(i * batch + j));
        await db.query(
          `INSERT INTO bench_inserts (stream_id, data, metadata)
           SELECT $1, e->'data', e->'metadata' FROM jsonb_array_elements($2::jsonb) AS e`,
          [stream, JSON.stringify(events)],
        );
      }
    }),
  );
  return perSecond(perWriter * writers * batch, performance.now() - started);
}

async function readAllThroughput(store: EventStore) {
  let position: LogPosition = START;
  let count = 0;
  const started = performance.now();
  for (;;) {
    const batch = await store.readAll(position, 5_000);
    if (batch.length === 0) break;
    count += batch.length;
    position = batch.at(-1)!.position;
  }
  return { count, rate: perSecond(count, performance.now() - started) };
}

/** The same rows in the same order, without the commit-safety condition or decoding. */
async function rawReadBaseline(db: SqlDatabase) {
  let after = ['0', '0'];
  let count = 0;
  const started = performance.now();
  for (;;) {
    const { rows } = await db.query<{ tx: string; position: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS position, stream_id, type,
              data, metadata, recorded_at
         FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
        ORDER BY transaction_id, global_position LIMIT 5000`,
      after,
    );
    if (rows.length === 0) break;
    count += rows.length;
    after = [rows.at(-1)!.tx, rows.at(-1)!.position];
  }
  return perSecond(count, performance.now() - started);
}

/** Appends StageCreated events in chunks, outside the timings. */
async function seedStages(db: SqlDatabase, count: number) {
  const chunk = 50_000;
  for (let done = 0; done < count; done += chunk) {
    await appendStagesInBulk(db, Math.min(chunk, count - done), `seed${done}`);
    process.stdout.write(
      `\r  seeding stages: ${format(Math.min(done + chunk, count))}/${format(count)}`,
    );
  }
  process.stdout.write('\n');
}

/**
 * Appends at a steady rate while the live runner projects, and times each event from its
 * append to the commit of the batch that made it visible in the read model.
 */
async function projectionLag(
  db: SqlDatabase,
  store: EventStore,
  ratePerSecond: number,
  seconds: number,
) {
  const appendedAt = new Map<string, number>();
  const lags: number[] = [];
  let inTransaction: string[] = [];
  const observed: Projection = {
    ...stageCatalogue,
    async apply(events, context) {
      inTransaction.push(...events.map((e) => (e.data as { stageId: string }).stageId));
      await stageCatalogue.apply(events, context);
    },
  };
  // The real database, stamping each transaction's commit time on the stages it made visible.
  const observingDb: SqlDatabase = {
    driver: db.driver,
    query: (text, params) => db.query(text, params),
    exec: (script) => db.exec(script),
    listen: (channel, onNotify) => db.listen(channel, onNotify),
    notify: (channel) => db.notify(channel),
    tryLock: (key) => db.tryLock(key),
    close: () => db.close(),
    async transaction(work) {
      inTransaction = [];
      const result = await db.transaction(work);
      const now = performance.now();
      for (const stageId of inTransaction) {
        const sent = appendedAt.get(stageId);
        if (sent !== undefined) lags.push(now - sent);
      }
      inTransaction = [];
      return result;
    },
  };
  const runner = new ProjectionRunner({ db: observingDb, store, projection: observed, logger });
  runner.start();
  await new Promise((resolve) => setTimeout(resolve, 500));

  const total = ratePerSecond * seconds;
  const interval = 1000 / ratePerSecond;
  const started = performance.now();
  const appends: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + i * interval;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const stageId = randomUUID();
    appends.push(
      store
        .append(`stage-${stageId}`, [stageCreated(stageData({ stageId }))], NO_STREAM)
        .then(() => void appendedAt.set(stageId, performance.now())),
    );
  }
  await Promise.all(appends);
  const deadline = performance.now() + 10_000;
  while (lags.length < total && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await runner.stop();
  const sorted = lags.sort((a, b) => a - b);
  return {
    samples: sorted.length,
    expected: total,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    max: sorted.at(-1)!,
  };
}

interface Backend {
  readonly name: string;
  readonly appendEvents: number;
  readonly rebuildEvents: number;
  readonly lagRate: number;
  open(): Promise<{ db: SqlDatabase; close(): Promise<void> }>;
}

async function measure(backend: Backend): Promise<Figure[]> {
  console.log(`\n${backend.name}`);
  const figures: Figure[] = [];
  const { db, close } = await backend.open();
  try {
    await migrate(db, allMigrations, logger);
    const store = new PostgresEventStore(db, { upcasters, pollMs: 500, logger });

    const single = await appendThroughput(store, 16, backend.appendEvents, 1);
    const singleBaseline = await insertBaseline(db, 16, backend.appendEvents, 1);
    figures.push({
      name: 'append, 1 event per append, 16 concurrent writers',
      value: `${format(single)} events/s`,
      baseline: `plain INSERT: ${format(singleBaseline)} rows/s`,
      target: backend.name.startsWith('PostgreSQL') ? '>= 5,000 events/s' : undefined,
    });
    console.log(
      `  ${figures.at(-1)!.name}: ${figures.at(-1)!.value} (${figures.at(-1)!.baseline})`,
    );

    const batched = await appendThroughput(store, 16, backend.appendEvents * 5, 10);
    const batchedBaseline = await insertBaseline(db, 16, backend.appendEvents * 5, 10);
    figures.push({
      name: 'append, 10 events per append, 16 concurrent writers',
      value: `${format(batched)} events/s`,
      baseline: `plain INSERT: ${format(batchedBaseline)} rows/s`,
    });
    console.log(
      `  ${figures.at(-1)!.name}: ${figures.at(-1)!.value} (${figures.at(-1)!.baseline})`,
    );

    await seedStages(db, backend.rebuildEvents);
    const read = await readAllThroughput(store);
    const rawRead = await rawReadBaseline(db);
    figures.push({
      name: `read all, ${format(read.count)} events in batches of 5,000`,
      value: `${format(read.rate)} events/s`,
      baseline: `raw rows by position: ${format(rawRead)} rows/s`,
    });
    console.log(
      `  ${figures.at(-1)!.name}: ${figures.at(-1)!.value} (${figures.at(-1)!.baseline})`,
    );

    const rebuildStarted = performance.now();
    const rebuilt = await rebuildProjection({
      db,
      store,
      projection: stageCatalogue,
      batchSize: 5_000,
      onProgress: ({ processed, total }) => {
        process.stdout.write(`\r  rebuilding: ${format(processed)}/${format(total)}`);
      },
    });
    process.stdout.write('\n');
    const rebuildRate = perSecond(rebuilt.events, performance.now() - rebuildStarted);
    figures.push({
      name: `projection rebuild, ${format(rebuilt.events)} events (${format(backend.rebuildEvents)} StageCreated)`,
      value: `${format(rebuildRate)} events/s`,
      baseline: `reading alone: ${format(read.rate)} events/s`,
      target: backend.name.startsWith('PostgreSQL') ? '>= 30,000 events/s' : undefined,
    });
    console.log(`  ${figures.at(-1)!.name}: ${figures.at(-1)!.value}`);

    const seconds = Number(values['lag-seconds']);
    const lag = await projectionLag(db, store, backend.lagRate, seconds);
    figures.push({
      name: `projection lag at ${backend.lagRate} appends/s for ${seconds} s (${lag.samples}/${lag.expected} seen)`,
      value: `p50 ${lag.p50.toFixed(1)} ms, p99 ${lag.p99.toFixed(1)} ms, max ${lag.max.toFixed(1)} ms`,
      target: 'p99 < 100 ms',
    });
    console.log(`  ${figures.at(-1)!.name}: ${figures.at(-1)!.value}`);
    await store.close();
  } finally {
    await close();
  }
  return figures;
}

const rebuildOverride = values['rebuild-events'] ? Number(values['rebuild-events']) : null;

const backends: Backend[] = [
  {
    name: 'PostgreSQL (local server)',
    appendEvents: 20_000,
    rebuildEvents: rebuildOverride ?? 1_000_000,
    lagRate: 200,
    async open() {
      const scratch = await createScratchDatabase();
      const db = new PgDatabase(scratch.url, 20, logger);
      return {
        db,
        async close() {
          await db.close();
          await scratch.drop();
        },
      };
    },
  },
  {
    name: 'PGlite (embedded, on disk)',
    appendEvents: 2_000,
    // A single-threaded WebAssembly build: a million events take minutes and ~1 GB of memory.
    rebuildEvents: rebuildOverride ?? 100_000,
    lagRate: 50,
    async open() {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-bench-'));
      const db = await PgliteDatabase.open(dir);
      return {
        db,
        async close() {
          await db.close();
          fs.rmSync(dir, { recursive: true, force: true });
        },
      };
    },
  },
];

console.log(`Event store benchmark, ${new Date().toISOString()}`);
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
);
const results: [string, Figure[]][] = [];
for (const backend of backends) {
  if (values.only && !backend.name.toLowerCase().startsWith(values.only.toLowerCase())) continue;
  results.push([backend.name, await measure(backend)]);
}
console.log('\nSummary');
for (const [backend, figures] of results) {
  console.log(`\n${backend}`);
  for (const figure of figures) {
    const extras = [figure.baseline, figure.target && `target ${figure.target}`]
      .filter(Boolean)
      .join('; ');
    console.log(`  ${figure.name}: ${figure.value}${extras ? `  [${extras}]` : ''}`);
  }
}
