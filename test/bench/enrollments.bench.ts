/**
 * What registering costs, on the built server over a local PostgreSQL:
 *   npm run bench:enrollments [-- --seconds=10] [--profile-dir=/tmp/profile]
 * - registration requests end to end over HTTP (POST /enrollments/, each decided on its stage's
 *   stream and answered once the read model shows it), 16 connections spread over 200 stages,
 *   against the protected GET /auth/user/ measured in the same run (target: 1,000/s, p99 under
 *   50 ms);
 * - the race: 500 parents asking at once for the 20 places of one stage, and how long it took;
 * - the organizer's Excel export of a year holding at least 10,000 enrollments (target: 2 s);
 * - the bills: 10,000 marked paid by one bank statement (target: 5 s), and the bills lists of a
 *   parent with 50 and of an organizer with 10,000 (target: p99 under 50 ms at 16 connections).
 * Everything goes through the API (the parents' e-mail confirmation excepted, set in the
 * database rather than clicked in a mail). The
 * database is a scratch one on BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL or the local
 * server, dropped at the end.
 */
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { inBatches } from '../support/in-batches.js';
import { builtServer } from '../support/server-process.js';
import { mailsSent, measureBills } from './bills-measures.js';
import { load, type LoadResult } from './http-load.js';
import { createScratchDatabase } from './scratch-database.js';
import { peakMemoryMiB } from './bare-server.js';
import {
  benchOrganizer,
  childForm as childForm_,
  json,
  parentsOf as parentsOf_,
  signInOrganizer as signInOrganizer_,
  stageForm as stageForm_,
  write,
} from './bench-families.js';
import { spawnBuiltServer, waitForHealth } from './built-server.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    // A CPU profile of the server, written to this folder when it stops (Chrome's format).
    'profile-dir': { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const STAGES = 200;
const PARENTS = 40;
const CHILDREN_EACH = 5;
const RACERS = 500;
const RACE_PLACES = 20;
const EXPORT_ROWS = 10_000;
const year = new Date().getUTCFullYear() + 1;

const line = (name: string, result: LoadResult, baseline?: string) =>
  console.log(
    `  ${name}: ${result.perSecond.toLocaleString('en-US')} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms` +
      `${result.unexpected ? `, ${result.unexpected} unexpected answers` : ''}${baseline ? `  [${baseline}]` : ''}`,
  );

const stageForm = (index: number, places: number) => stageForm_(index, places, year);

if (!fs.existsSync(builtServer)) throw new Error('Run "npm run build:server" first');
console.log(`Enrollments benchmark, ${new Date().toISOString()}`);
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${seconds} s a measure`,
);

const scratch = await createScratchDatabase();
// As a production server starts: without the demo data, whose seeding leaves the process
// larger for as long as it runs (docs/benchmarks.md). The organizer is made below.
const { url, server } = await spawnBuiltServer(scratch.url, {
  demo: false,
  profileDir: values['profile-dir'],
});
const db = new pg.Client({ connectionString: scratch.url });

const parentsOf = (count: number, label: string) => parentsOf_(url, db, count, label);
const signInOrganizer = () => signInOrganizer_(url);
const childForm = (index: number) => childForm_(index, year);

try {
  await waitForHealth(url);
  await db.connect();
  // A verified organization with a year of Gold, which takes the 200 stages.
  await benchOrganizer(url, db);
  const organizer = await signInOrganizer();

  console.log(`\nSetting up: ${STAGES} stages, ${PARENTS} parents of ${CHILDREN_EACH} children`);
  // One at a time: each new stage counts against the organization's plan, on its stream.
  const stages = await inBatches(Array.from({ length: STAGES }), 1, (_, i) =>
    fetch(`${url}/api/v1/stage/manage/`, write('POST', organizer, stageForm(i, 10_000))).then(
      (response) => json<{ id: string; cost_cents: number }>(response, 201),
    ),
  );
  const parents = await parentsOf(PARENTS, 'bench');
  const children = (
    await inBatches(parents, 8, async (cookie, p) => {
      const ids: { id: string; cookie: string }[] = [];
      for (let c = 0; c < CHILDREN_EACH; c += 1) {
        const response = await fetch(
          `${url}/api/v1/children/`,
          write('POST', cookie, childForm(p * CHILDREN_EACH + c)),
        );
        ids.push({ id: (await json<{ id: string }>(response, 201)).id, cookie });
      }
      return ids;
    })
  ).flat();

  // Each request a new pair of child and stage: consecutive ones go to different stages.
  const pairs = children.length * STAGES;
  const registration = (i: number) => {
    const stage = stages[i % STAGES]!;
    const child = children[Math.floor(i / STAGES) % children.length]!;
    return {
      path: '/api/v1/enrollments/',
      ...write('POST', child.cookie, {
        stage_id: stage.id,
        child_id: child.id,
        confirmed_price_cents: stage.cost_cents,
      }),
    };
  };
  const someone = children[0]!.cookie;

  console.log(`\nRegistering, POST /api/v1/enrollments/, 16 connections over ${STAGES} stages`);
  const baseline = await load(url, {
    connections: 16,
    seconds,
    expectStatus: 200,
    next: () => ({ path: '/api/v1/auth/user/', headers: { cookie: someone } }),
  });
  const registrations = await load(url, {
    connections: 16,
    seconds,
    expectStatus: 201,
    next: registration,
  });
  line('who is signed in, GET /auth/user/ (baseline)', baseline);
  line(
    'registration requests',
    registrations,
    `${Math.round((registrations.perSecond / baseline.perSecond) * 100)}% of the baseline's rate; target 1,000/s, p99 < 50 ms`,
  );
  if (registrations.requests > pairs) console.log('  (more requests than pairs: some repeated)');

  console.log(`\nThe race: ${RACERS} parents at once for the ${RACE_PLACES} places of one stage`);
  const racers = await parentsOf(RACERS, 'racer');
  const raced = await json<{ id: string; slug: string; cost_cents: number }>(
    await fetch(
      `${url}/api/v1/stage/manage/`,
      write('POST', organizer, stageForm(-1, RACE_PLACES)),
    ),
    201,
  );
  const racingChildren = await inBatches(racers, 8, async (cookie, i) => {
    const response = await fetch(
      `${url}/api/v1/children/`,
      write('POST', cookie, childForm(10_000 + i)),
    );
    return { id: (await json<{ id: string }>(response, 201)).id, cookie };
  });
  const started = performance.now();
  const answers = await Promise.all(
    racingChildren.map(async (child) => {
      const response = await fetch(
        `${url}/api/v1/enrollments/`,
        write('POST', child.cookie, {
          stage_id: raced.id,
          child_id: child.id,
          confirmed_price_cents: raced.cost_cents,
        }),
      );
      const body = (await response.json()) as { code?: string };
      return response.status === 201 ? '201 pending' : `${response.status} ${body.code}`;
    }),
  );
  const raceMs = performance.now() - started;
  const tally = new Map<string, number>();
  for (const answer of answers) tally.set(answer, (tally.get(answer) ?? 0) + 1);
  const remaining = (
    await json<{ remaining_places: number }>(await fetch(`${url}/api/v1/stages/${raced.slug}`), 200)
  ).remaining_places;
  console.log(
    `  ${Math.round(raceMs)} ms for ${RACERS} answers: ${[...tally].map(([k, n]) => `${n} × ${k}`).join(', ')}; the catalogue shows ${remaining} remaining`,
  );

  console.log(`\nThe Excel export of a year, GET /api/v1/organization/enrollments/export/`);
  const { rows } = await db.query<{ n: number }>('SELECT count(*)::integer AS n FROM enrollments');
  let count = rows[0]!.n;
  // Topped up to the 10,000 rows the target names when the load above made fewer.
  for (let i = registrations.requests; count < EXPORT_ROWS + RACE_PLACES; i += 16) {
    const batch = await Promise.all(
      Array.from({ length: 16 }, (_, k) => {
        const request = registration(i + k);
        return fetch(`${url}${request.path}`, request).then((response) => response.status);
      }),
    );
    count += batch.filter((status) => status === 201).length;
  }
  console.log(`  (the requests' mails were sent in the ${await mailsSent(db)} ms that followed)`);
  const exporter = await signInOrganizer();
  const timings: number[] = [];
  let bytes = 0;
  for (let run = 0; run < 3; run += 1) {
    const before = performance.now();
    const response = await fetch(`${url}/api/v1/organization/enrollments/export/?year=${year}`, {
      headers: { cookie: exporter },
    });
    bytes = (await response.arrayBuffer()).byteLength;
    if (response.status !== 200) throw new Error(`Export: ${response.status}`);
    timings.push(performance.now() - before);
  }
  timings.sort((a, b) => a - b);
  console.log(
    `  ${count.toLocaleString('en-US')} enrollments in the year: median ${Math.round(timings[1]!)} ms over 3 downloads (${Math.round(bytes / 1024)} KiB)  [target under 2,000 ms]`,
  );

  await measureBills({
    url,
    serverPid: server.pid,
    db,
    databaseUrl: scratch.url,
    seconds,
    signInOrganizer,
    write,
    newParent: async () => (await parentsOf(1, 'billed'))[0]!,
    newStages: (organizer, count) =>
      inBatches(Array.from({ length: count }), 1, (_, i) =>
        fetch(
          `${url}/api/v1/stage/manage/`,
          write('POST', organizer, stageForm(1_000 + i, 10)),
        ).then((response) => json<{ id: string; cost_cents: number }>(response, 201)),
      ),
    childOf: async (cookie, index) =>
      (
        await json<{ id: string }>(
          await fetch(`${url}/api/v1/children/`, write('POST', cookie, childForm(index))),
          201,
        )
      ).id,
  });

  const peak = peakMemoryMiB(server.pid);
  if (peak !== null) console.log(`\nServer peak memory (VmHWM): ${peak} MiB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await db.end();
  await scratch.drop();
}
