/**
 * Event store and projection figures, for local PostgreSQL and for PGlite:
 *   npm run bench:eventstore                    both backends
 *   npm run bench:eventstore -- --only=pglite   one backend (or --only=postgres)
 *   npm run bench:eventstore -- --rebuild-events=200000
 * PostgreSQL comes from BENCH_DATABASE_URL, TEST_DATABASE_URL or DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres); a scratch database is created and dropped.
 * Each figure is printed beside a baseline measured in the same run on the same database, and
 * its ratio to it. The log is seeded at the current schema versions; reading and rebuilding are
 * then measured again on the same log with its StageCreated stored at version 1, which every
 * read lifts through the upcaster.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  createLogger,
  migrate,
  PgDatabase,
  PgliteDatabase,
  PostgresEventStore,
} from '@stages/api/infrastructure';
import { allMigrations } from '@stages/api/contexts';
import {
  NO_STREAM,
  START,
  upcasters,
  type EventStore,
  type LogPosition,
  type NewEvent,
} from '@stages/contracts';
import { ProjectionRunner, rebuildProjection, type SqlDatabase } from '@stages/projections';
import { stageCatalogue } from '../../api/src/stages/projections/stage-catalogue.projection.js';
import { stageCreated, stageData, testEvent } from '../support/events.js';
import { createScratchDatabase } from './scratch-database.js';
import { appendCurrentStagesInBulk, storeStagesAtVersion1 } from './stage-log.js';

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
  /** Each baseline with the figure's ratio to it. */
  readonly baseline?: string;
  readonly target?: string;
}

const perSecond = (count: number, ms: number) => Math.round((count / ms) * 1000);
const format = (value: number) => value.toLocaleString('en-US');
const ratio = (value: number, baseline: number) => `${(value / baseline).toFixed(2)}x`;

/** NaN when there are no samples. */
function percentile(sorted: readonly number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
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

/** One way of reading a batch of the log: how many events it read, and the last one's position. */
type BatchRead = (from: LogPosition) => Promise<{ count: number; last?: LogPosition }>;

const throughStore =
  (store: EventStore): BatchRead =>
  async (from) => {
    const events = await store.readAll(from, 5_000);
    return { count: events.length, last: events.at(-1)?.position };
  };

/** The same rows in the same order, without the commit-safety condition or decoding. */
const rawRows =
  (db: SqlDatabase): BatchRead =>
  async (from) => {
    const { rows } = await db.query<{ tx: string; position: string }>(
      `SELECT transaction_id::text AS tx, global_position::text AS position, stream_id, type,
              data, metadata, recorded_at
         FROM events WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
        ORDER BY transaction_id, global_position LIMIT 5000`,
      [from.transaction.toString(), from.sequence.toString()],
    );
    const last = rows.at(-1);
    return {
      count: rows.length,
      last: last && { transaction: BigInt(last.tx), sequence: BigInt(last.position) },
    };
  };

/**
 * Reads the whole log in batches of 5,000 in each of several ways, taking turns batch by batch
 * (every batch read by each way, the first one changing from batch to batch), so that the
 * machine's load, which moves by the second on a shared machine, weighs alike on all of them.
 * Returns the events read and each way's rate.
 */
async function readAllInTurns(ways: readonly BatchRead[]) {
  const spent = new Float64Array(ways.length);
  let position: LogPosition = START;
  let count = 0;
  for (let turn = 0; ; turn += 1) {
    const counts = new Set<number>();
    let last: LogPosition | undefined;
    for (let k = 0; k < ways.length; k += 1) {
      const way = (turn + k) % ways.length;
      const started = performance.now();
      const read = await ways[way]!(position);
      spent[way]! += performance.now() - started;
      counts.add(read.count);
      last = read.last;
    }
    if (counts.size > 1) throw new Error(`The ways of reading disagree after ${count} events`);
    if (last === undefined) break;
    count += counts.values().next().value!;
    position = last;
  }
  return { count, rates: Array.from(spent, (ms) => perSecond(count, ms)) };
}

/** Appends StageCreated events at the current version in chunks, outside the timings. */
async function seedStages(db: SqlDatabase, count: number) {
  const chunk = 50_000;
  for (let done = 0; done < count; done += chunk) {
    await appendCurrentStagesInBulk(db, Math.min(chunk, count - done), `seed${done}`);
    process.stdout.write(
      `\r  seeding stages: ${format(Math.min(done + chunk, count))}/${format(count)}`,
    );
  }
  process.stdout.write('\n');
}

/** Rebuilds the stage catalogue from the whole log; events per second. */
async function rebuildThroughput(db: SqlDatabase, store: EventStore) {
  const started = performance.now();
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
  return { events: rebuilt.events, rate: perSecond(rebuilt.events, performance.now() - started) };
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
  const observed: typeof stageCatalogue = {
    ...stageCatalogue,
    async apply(events, context) {
      inTransaction.push(...events.map((e) => e.data.stageId));
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
    lockHolders: (keys) => db.lockHolders(keys),
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
    max: sorted.at(-1) ?? Number.NaN,
  };
}

interface Backend {
  readonly name: string;
  readonly appendEvents: number;
  readonly rebuildEvents: number;
  readonly lagRate: number;
  open(): Promise<{ db: SqlDatabase; close(): Promise<void> }>;
}

function show(figure: Figure) {
  console.log(`  ${figure.name}: ${figure.value}${figure.baseline ? ` (${figure.baseline})` : ''}`);
}

async function measure(backend: Backend): Promise<Figure[]> {
  console.log(`\n${backend.name}`);
  const { db, close } = await backend.open();
  try {
    await migrate(db, allMigrations, logger);
    const store = new PostgresEventStore(db, { upcasters, pollMs: 500, logger });
    // The same log read by a store that knows no upcaster: old events come back as stored.
    const storeWithoutUpcasters = new PostgresEventStore(db, {
      upcasters: [],
      pollMs: 500,
      logger,
    });

    const single = await appendThroughput(store, 16, backend.appendEvents, 1);
    const singleBaseline = await insertBaseline(db, 16, backend.appendEvents, 1);
    const appendsOne: Figure = {
      name: 'append, 1 event per append, 16 concurrent writers',
      value: `${format(single)} events/s`,
      baseline: `plain INSERT: ${format(singleBaseline)} rows/s, ${ratio(single, singleBaseline)}`,
      target: backend.name.startsWith('PostgreSQL') ? '>= 5,000 events/s' : undefined,
    };
    show(appendsOne);

    const batched = await appendThroughput(store, 16, backend.appendEvents * 5, 10);
    const batchedBaseline = await insertBaseline(db, 16, backend.appendEvents * 5, 10);
    const appendsTen: Figure = {
      name: 'append, 10 events per append, 16 concurrent writers',
      value: `${format(batched)} events/s`,
      baseline: `plain INSERT: ${format(batchedBaseline)} rows/s, ${ratio(batched, batchedBaseline)}`,
    };
    show(appendsTen);

    // The log as the product writes it today: every event at its current schema version.
    await seedStages(db, backend.rebuildEvents);
    const current = await readAllInTurns([throughStore(store), rawRows(db)]);
    const [currentRead, currentRaw] = current.rates as [number, number];
    const readCurrent: Figure = {
      name: `read all, ${format(current.count)} events at their current version, in batches of 5,000`,
      value: `${format(currentRead)} events/s`,
      baseline: `raw rows by position: ${format(currentRaw)} rows/s, ${ratio(currentRead, currentRaw)}`,
    };
    show(readCurrent);

    const rebuiltCurrent = await rebuildThroughput(db, store);
    const rebuildCurrent: Figure = {
      name: `projection rebuild, ${format(rebuiltCurrent.events)} events (${format(backend.rebuildEvents)} StageCreated)`,
      value: `${format(rebuiltCurrent.rate)} events/s`,
      baseline: `reading alone: ${format(currentRead)} events/s, ${ratio(rebuiltCurrent.rate, currentRead)}`,
      target: backend.name.startsWith('PostgreSQL') ? '>= 30,000 events/s' : undefined,
    };
    show(rebuildCurrent);

    const seconds = Number(values['lag-seconds']);
    const lag = await projectionLag(db, store, backend.lagRate, seconds);
    const lagFigure: Figure = {
      name: `projection lag at ${backend.lagRate} appends/s for ${seconds} s (${lag.samples}/${lag.expected} seen)`,
      value:
        lag.samples === 0
          ? 'none seen: is a transaction held open elsewhere on the server? Readers wait for it'
          : `p50 ${lag.p50.toFixed(1)} ms, p99 ${lag.p99.toFixed(1)} ms, max ${lag.max.toFixed(1)} ms`,
      target: 'p99 < 100 ms',
    };
    show(lagFigure);

    // The same events with their StageCreated stored at version 1: every one of them is lifted
    // on read. Beside it, the same rows read by a store without upcasters (what upcasting
    // costs) and as raw rows (what the whole decoding costs, as for the current log).
    process.stdout.write('  storing StageCreated at version 1...');
    const old = await storeStagesAtVersion1(db);
    process.stdout.write(` ${format(old)} events rewritten\n`);
    const v1 = await readAllInTurns([
      throughStore(store),
      throughStore(storeWithoutUpcasters),
      rawRows(db),
    ]);
    const [v1Read, v1Unlifted, v1Raw] = v1.rates as [number, number, number];
    const readV1: Figure = {
      name: `read all, ${format(v1.count)} events, ${format(old)} StageCreated stored at v1 and upcast`,
      value: `${format(v1Read)} events/s`,
      baseline: [
        `same rows, no upcasting: ${format(v1Unlifted)} events/s, ${ratio(v1Read, v1Unlifted)}`,
        `raw rows by position: ${format(v1Raw)} rows/s, ${ratio(v1Read, v1Raw)}`,
      ].join('; '),
    };
    show(readV1);

    const rebuiltV1 = await rebuildThroughput(db, store);
    const rebuildV1: Figure = {
      name: `projection rebuild, ${format(rebuiltV1.events)} events (${format(old)} StageCreated at v1, upcast)`,
      value: `${format(rebuiltV1.rate)} events/s`,
      baseline: [
        `reading alone: ${format(v1Read)} events/s, ${ratio(rebuiltV1.rate, v1Read)}`,
        `from the current log: ${format(rebuiltCurrent.rate)} events/s, ${ratio(rebuiltV1.rate, rebuiltCurrent.rate)}`,
      ].join('; '),
    };
    show(rebuildV1);

    await store.close();
    await storeWithoutUpcasters.close();
    // Each current-version figure with its old-version counterpart beside it.
    return [appendsOne, appendsTen, readCurrent, readV1, rebuildCurrent, rebuildV1, lagFigure];
  } finally {
    await close();
  }
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
