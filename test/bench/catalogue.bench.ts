/**
 * The public stage list under load, on the built server over a local PostgreSQL:
 *   npm run bench:catalogue [-- --seconds=10 --warmup=2 --connections=64]
 * - GET /api/v1/stages with filters, 64 keep-alive connections, on 10,000 stages of 200
 *   organizations;
 * - beside it, in the same run and taking turns with it, a bare node:http + pg server that runs
 *   the very same SQL (the API's own StageCatalogueQuery over a plain pg.Pool of the API's
 *   default size) and answers the same JSON, without Nest, validation, guards or cookies.
 * The API and the baseline each run in a process of their own; the load generator runs in this
 * one, so all three share the machine's cores with PostgreSQL.
 * The database is `stages_bench_catalogue` on BENCH_DATABASE_URL, TEST_DATABASE_URL,
 * DATABASE_URL or the local server: dropped and recreated at the start, dropped at the end.
 * It reports figures against the targets; it never fails on them.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '@stages/api/infrastructure';
import { contentRange, type StageListFilter } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import pg from 'pg';
// Built code: tsx cannot compile the API's parameter decorators (tsc -b runs first anyway).
import { StageCatalogueQuery } from '../../api/dist/stages/queries/stage-catalogue.query.js';
import { builtServer, serverNodeFlags } from '../support/server-process.js';
import { load, type LoadRequest, type LoadResult } from './http-load.js';
import { bareDatabase, peakMemoryMiB, serveBare, startBare, stopChild } from './bare-server.js';
import { benchPostgresUrl } from './scratch-database.js';
import { freePort, waitForHealth } from './built-server.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '64' },
    /** Internal: this file run again as the baseline server, on the given database. */
    'serve-baseline': { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const warmup = Number(values.warmup);
const connections = Number(values.connections);

const DATABASE = 'stages_bench_catalogue';
const STAGES = 10_000;
const ORGANIZATIONS = 200;
const TARGET_RATIO = 0.7;
const TARGET_P99_MS = 50;
/** What the API's pool holds when DATABASE_POOL_SIZE is not set, as the bench starts it. */
const POOL_SIZE = loadConfig({}).databasePoolSize;

const CITIES = [
  'Bruxelles',
  'Liège',
  'Namur',
  'Charleroi',
  'Mons',
  'Louvain-la-Neuve',
  'Wavre',
  'Arlon',
  'Tournai',
  'Verviers',
  'Nivelles',
  'Waterloo',
  'Ottignies',
  'Huy',
  'Dinant',
  'Spa',
  'Gembloux',
  "Braine-l'Alleud",
  'Uccle',
  'Ixelles',
];
const ACTIVITIES = [
  'football',
  'théâtre',
  'vélo',
  'natation',
  'poney',
  'cirque',
  'musique',
  'peinture',
  'cuisine',
  'robotique',
  'tennis',
  'danse',
  'escalade',
  'sciences',
  'anglais',
  'multisports',
];
const ORGANIZATION_KINDS = [
  'Club de football',
  'Académie de théâtre',
  'Vélo club',
  'École de natation',
  'Maison des jeunes',
  'Cercle des arts',
  'Centre sportif',
  'Ferme pédagogique',
];

// ---------------------------------------------------------------------------------------------
// The baseline: node:http and a pg.Pool, running the SQL the API runs.

async function serveBaseline(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const catalogue = new StageCatalogueQuery(bareDatabase(pool));
  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://baseline');
    if (url.pathname !== '/api/v1/stages') {
      response.writeHead(404).end();
      return;
    }
    const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as StageListFilter;
    const [first, last] = JSON.parse(url.searchParams.get('range') ?? '[0,24]') as number[];
    catalogue
      .list({
        offset: first!,
        limit: last! - first! + 1,
        sort: 'starts_at',
        order: 'ASC',
        filter,
        scope: { kind: 'public' },
      })
      .then(
        (page) => {
          const body = JSON.stringify(page.items);
          response
            .writeHead(200, {
              'content-type': 'application/json; charset=utf-8',
              'content-length': Buffer.byteLength(body),
              'content-range': contentRange('stages', first!, page.items.length, page.total),
              'access-control-expose-headers': 'Content-Range',
            })
            .end(body);
        },
        (error: Error) => response.writeHead(500).end(error.message),
      );
  });
  serveBare(server, pool);
}

// ---------------------------------------------------------------------------------------------
// The run.

const format = (value: number) => Math.round(value).toLocaleString('en-US');
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

/** 200 verified organizations, then 10,000 StageCreated through the store's own function. */
async function seed(client: pg.Client) {
  await client.query(
    `INSERT INTO organizations (id, slug, name, city)
     SELECT md5('bench-organization-' || n)::uuid, 'club-' || n,
            ($3::text[])[1 + n % cardinality($3::text[])] || ' ' || city || ' ' || n, city
       FROM generate_series(1, $1::integer) AS n,
            LATERAL (SELECT ($2::text[])[1 + n % cardinality($2::text[])] AS city) AS place`,
    [ORGANIZATIONS, CITIES, ORGANIZATION_KINDS],
  );
  await client.query(
    `INSERT INTO organization_verification (organization_id, verified_at)
     SELECT id, now() FROM organizations`,
  );
  // Start dates spread over the next 300 days; one stage in twenty hidden.
  await client.query(
    `SELECT count(append_events('stage-' || id, 'stage', 'no_stream', jsonb_build_array(jsonb_build_object(
       'event_id', gen_random_uuid(),
       'type', 'StageCreated',
       'schema_version', 3,
       'data', jsonb_build_object(
         'stageId', id, 'organizationId', md5('bench-organization-' || (1 + i % $2))::uuid,
         'slug', 'bench-stage-' || i, 'costCents', 5000 + (i % 200) * 100, 'visible', i % 20 <> 0,
         'name', 'Stage de ' || activity || ' ' || i,
         'description', '<p>Une semaine de <b>' || activity || '</b> et de ' || other || ' à ' || city || '.</p>',
         'startsAt', to_char(starts AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'endsAt', to_char((starts + interval '4 days 7 hours') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'registrationDeadline', to_char((starts - interval '7 days') AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"'),
         'maxChildren', 10 + i % 30, 'minAge', 3 + i % 6, 'maxAge', 10 + i % 6,
         'venue', jsonb_build_object('street', 'Rue ' || i, 'number', (i % 90 + 1)::text,
           'postalCode', (1000 + i % 8000)::text, 'city', city, 'country', 'BE'),
         'activityStart', '09:00', 'activityEnd', '16:00', 'daycareStart', '08:00',
         'daycareEnd', '17:30', 'effectiveDays', 5, 'imageFileId', null, 'waitingList', true,
         'offerHours', 48, 'siblingsFirst', true),
       'metadata', jsonb_build_object('actorId', null, 'actorRole', 'system',
         'commandId', gen_random_uuid(), 'correlationId', gen_random_uuid(),
         'causationId', null, 'occurredAt', to_char(now() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))))))
       FROM (SELECT gen_random_uuid() AS id, i,
                    ($3::text[])[1 + i % cardinality($3::text[])] AS activity,
                    ($3::text[])[1 + (i * 7 + 3) % cardinality($3::text[])] AS other,
                    ($4::text[])[1 + (i * 3) % cardinality($4::text[])] AS city,
                    date_trunc('day', now()) + (1 + i % 300) * interval '1 day' + interval '8 hours' AS starts
               FROM generate_series(1, $1::integer) AS i) AS stages`,
    [STAGES, ORGANIZATIONS, ACTIVITIES, CITIES],
  );
}

async function waitForCatalogue(client: pg.Client) {
  const started = performance.now();
  for (;;) {
    const { rows } = await client.query<{ count: number }>(
      'SELECT count(*)::integer AS count FROM stage_catalogue',
    );
    if (rows[0]!.count >= STAGES) return performance.now() - started;
    if (performance.now() - started > 180_000) {
      throw new Error(`The catalogue holds ${rows[0]!.count} of ${STAGES} stages after 3 minutes`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const month = day(90).slice(0, 7);
const path = (filter: StageListFilter) =>
  `/api/v1/stages?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${encodeURIComponent('[0,24]')}`;
const footballInMonth: StageListFilter = { q: 'football', month };
const mix: [string, StageListFilter][] = [
  ['no filter', {}],
  ['month', { month }],
  ['q=théâtre', { q: 'théâtre' }],
  ['open', { open: true }],
  ['organization', { organization: 'club-42' }],
  ['start_from + end_until', { start_from: day(30).slice(0, 10), end_until: day(75).slice(0, 10) }],
];

/** The SQL text and parameters the API runs for a filter, caught on their way to the database. */
async function catalogueSql(filter: StageListFilter) {
  let caught: { text: string; params: unknown[] } | undefined;
  const catching = {
    driver: 'postgres',
    async query(text: string, params: readonly unknown[] = []) {
      caught ??= { text, params: [...params] };
      throw new Error('Caught');
    },
  } as unknown as SqlDatabase;
  const listing = new StageCatalogueQuery(catching).list({
    offset: 0,
    limit: 25,
    sort: 'starts_at',
    order: 'ASC',
    filter,
    scope: { kind: 'public' },
  });
  await listing.catch(() => undefined);
  return caught!;
}

async function explain(client: pg.Client, filter: StageListFilter) {
  const { text, params } = await catalogueSql(filter);
  const { rows } = await client.query<{ 'QUERY PLAN': string }>(
    `EXPLAIN (ANALYZE, BUFFERS) ${text}`,
    params,
  );
  const plan = rows.map((row) => row['QUERY PLAN']);
  const indexes = new Set(
    plan.flatMap((line) =>
      [
        ...line.matchAll(
          /(?:Index(?: Only)? Scan(?: Backward)?|Bitmap Index Scan) (?:using|on) (\w+)/g,
        ),
      ].map((m) => m[1]!),
    ),
  );
  const sequential = plan
    .map((line) => /Seq Scan on (\w+)/.exec(line)?.[1])
    .filter((table) => table !== undefined);
  return { plan, indexes: [...indexes], sequential };
}

interface Sample {
  readonly scenario: string;
  readonly server: 'baseline' | 'API';
  readonly round: number;
  readonly result: LoadResult;
}

async function measure(url: string, next: (i: number) => LoadRequest) {
  await load(url, { connections, seconds: warmup, expectStatus: 200, next });
  return load(url, { connections, seconds, expectStatus: 200, next });
}

const row = (cells: string[], widths: number[]) =>
  `  ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ')}`;

async function main() {
  if (!fs.existsSync(builtServer)) throw new Error('Run "npm run build:server" first');
  console.log(`Stage catalogue benchmark, ${new Date().toISOString()}`);
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ` +
      `${connections} connections, ${warmup} s warm-up then ${seconds} s a measure`,
  );
  console.log(
    'The API, the baseline server, this load generator and PostgreSQL share these cores.',
  );

  const admin = new pg.Client({ connectionString: benchPostgresUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  const databaseUrl = new URL(benchPostgresUrl);
  databaseUrl.pathname = `/${DATABASE}`;
  const { rows: version } = await admin.query<{ server_version: string }>('SHOW server_version');
  console.log(`PostgreSQL ${version[0]!.server_version}, database ${DATABASE}`);

  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const api = spawn(process.execPath, [...serverNodeFlags, builtServer], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl.toString(),
      DEMO_SEED: 'false',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: apiUrl,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  let baseline: ChildProcess | null = null;
  const client = new pg.Client({ connectionString: databaseUrl.toString() });
  try {
    await waitForHealth(apiUrl);
    await client.connect();

    const seeding = performance.now();
    await seed(client);
    const projected = await waitForCatalogue(client);
    const { rows: counts } = await client.query<Record<string, number>>(
      `SELECT (SELECT count(*)::integer FROM organizations) AS organizations,
              (SELECT count(*)::integer FROM organization_verification) AS verified,
              (SELECT count(*)::integer FROM events) AS events,
              (SELECT count(*)::integer FROM stage_catalogue) AS stages`,
    );
    const c = counts[0]!;
    console.log(
      `\nData: ${format(c.organizations!)} organizations (${format(c.verified!)} verified), ` +
        `${format(c.events!)} events, ${format(c.stages!)} stages in the catalogue ` +
        `(one in twenty hidden); seeded and projected in ` +
        `${((performance.now() - seeding) / 1000).toFixed(1)} s, of which ${(projected / 1000).toFixed(1)} s waiting for the projection`,
    );
    await client.query('ANALYZE');

    const started = await startBare(fileURLToPath(import.meta.url), [
      `--serve-baseline=${databaseUrl.toString()}`,
    ]);
    baseline = started.child;
    const baselineUrl = started.url;
    console.log(`Baseline: node:http + pg.Pool of ${POOL_SIZE} (the API's default pool size)`);

    // Both servers must give the same answer, or the comparison means nothing.
    console.log('\nAnswers (range [0,24]); the baseline must answer the same bytes');
    for (const [name, filter] of [['q=football + month', footballInMonth] as const, ...mix]) {
      const [fromApi, fromBaseline] = await Promise.all(
        [apiUrl, baselineUrl].map(async (base) => {
          const response = await fetch(`${base}${path(filter)}`);
          return {
            status: response.status,
            range: response.headers.get('content-range'),
            body: await response.text(),
          };
        }),
      );
      const same =
        fromApi!.status === 200 &&
        fromApi!.body === fromBaseline!.body &&
        fromApi!.range === fromBaseline!.range;
      console.log(
        `  ${name.padEnd(24)} ${JSON.stringify(filter).padEnd(58)} ${String(fromApi!.range).padEnd(20)} ` +
          `${format(fromApi!.body.length)} bytes${same ? '' : `  DIFFERENT from the baseline (API ${fromApi!.status})`}`,
      );
    }

    console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of the list for ${JSON.stringify(footballInMonth)}`);
    const plan = await explain(client, footballInMonth);
    for (const line of plan.plan) console.log(`  | ${line}`);
    console.log(
      `  Indexes used: ${plan.indexes.join(', ') || 'none'}; sequential scans: ${plan.sequential.length ? plan.sequential.join('; ') : 'none'}`,
    );

    const scenarios: [string, (i: number) => LoadRequest][] = [
      [`q=football, month=${month}`, () => ({ path: path(footballInMonth) })],
      [`mix of ${mix.length} filter sets`, (i) => ({ path: path(mix[i % mix.length]![1]) })],
    ];
    const samples: Sample[] = [];
    for (const [scenario, next] of scenarios) {
      console.log(`\nGET /api/v1/stages, ${scenario}, ${connections} connections`);
      for (const round of [1, 2]) {
        for (const [server, url] of [
          ['baseline', baselineUrl],
          ['API', apiUrl],
        ] as const) {
          const result = await measure(url, next);
          samples.push({ scenario, server, round, result });
          console.log(
            `  round ${round}, ${server.padEnd(8)}: ${format(result.perSecond)} req/s, ` +
              `p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms` +
              `${result.unexpected ? `, ${result.unexpected} unexpected answers` : ''}`,
          );
        }
      }
    }

    const widths = [34, 9, 10, 10, 9, 10, 10, 7];
    console.log('\nSummary (req/s: both rounds together; p50 and p99: the worse round)');
    console.log(
      row(['Scenario', 'API req/s', 'p50', 'p99', 'bare req/s', 'p50', 'p99', 'ratio'], widths),
    );
    const verdicts: string[] = [];
    for (const [scenario] of scenarios) {
      const of = (server: Sample['server']) => {
        const runs = samples.filter((s) => s.scenario === scenario && s.server === server);
        return {
          perSecond: runs.reduce((sum, s) => sum + s.result.requests, 0) / (runs.length * seconds),
          p50: Math.max(...runs.map((s) => s.result.p50Ms)),
          p99: Math.max(...runs.map((s) => s.result.p99Ms)),
          unexpected: runs.reduce((sum, s) => sum + s.result.unexpected, 0),
        };
      };
      const a = of('API');
      const b = of('baseline');
      const ratio = a.perSecond / b.perSecond;
      const perRound = [1, 2].map((round) => {
        const [x, y] = (['API', 'baseline'] as const).map(
          (server) =>
            samples.find(
              (s) => s.scenario === scenario && s.server === server && s.round === round,
            )!.result.perSecond,
        );
        return (x! / y!).toFixed(2);
      });
      console.log(
        row(
          [
            scenario,
            format(a.perSecond),
            `${a.p50.toFixed(1)} ms`,
            `${a.p99.toFixed(1)} ms`,
            format(b.perSecond),
            `${b.p50.toFixed(1)} ms`,
            `${b.p99.toFixed(1)} ms`,
            `${ratio.toFixed(2)}x`,
          ],
          widths,
        ),
      );
      const ok = (pass: boolean) => (pass ? 'met' : 'MISSED');
      verdicts.push(
        `  ${scenario}: throughput ${ratio.toFixed(2)}x the bare server (rounds ${perRound.join(', ')}; ` +
          `target >= ${TARGET_RATIO}x: ${ok(ratio >= TARGET_RATIO)}); ` +
          `p99 ${a.p99.toFixed(1)} ms (target < ${TARGET_P99_MS} ms: ${ok(a.p99 < TARGET_P99_MS)})` +
          `${a.unexpected + b.unexpected ? `; ${a.unexpected + b.unexpected} unexpected answers` : ''}`,
      );
    }
    console.log('\nVerdict');
    for (const verdict of verdicts) console.log(verdict);
    console.log(
      `  (with ${connections} requests always in flight, a p99 under ${TARGET_P99_MS} ms needs at least ` +
        `${format(connections / (TARGET_P99_MS / 1000))} req/s)`,
    );

    const peak = peakMemoryMiB(api.pid);
    if (peak !== null) console.log(`\nAPI server peak memory (VmHWM): ${peak} MiB`);
  } finally {
    await client.end().catch(() => undefined);
    if (baseline) await stopChild(baseline);
    await stopChild(api);
    await admin.query(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
    await admin.end();
  }
}

if (values['serve-baseline']) await serveBaseline(values['serve-baseline']);
else await main();
