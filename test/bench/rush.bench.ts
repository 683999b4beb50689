/**
 * Registrations opening, on the built server over a local PostgreSQL:
 *   npm run bench:rush [-- --families=2000 --places=100] [--profile-dir=/tmp/profile]
 * 2,000 families ask at once for the 100 places of one stage (POST /enrollments/); the 1,900
 * refused with `stage.full` then join its waiting list at once (POST /waiting-list/). Printed:
 * the time until every family has its last answer, each family's p50 and p99, and what the
 * stage holds after (exactly 100 places taken and 1,900 entries waiting), beside a bare
 * node:http + pg server in its own process answering the same requests, from the same client,
 * with the same number of per-stage serialized conditional inserts (a row lock on the stage,
 * count, insert or refuse). The ratio of the times is the figure (target: within 3x).
 * The database is a scratch one on BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL or the
 * local server, dropped at the end.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { inBatches } from '../support/in-batches.js';
import { builtServer } from '../support/server-process.js';
import { peakMemoryMiB, serveBare, startBare, stopChild } from './bare-server.js';
import {
  benchOrganizer,
  childForm,
  json,
  parentsOf,
  signInOrganizer,
  stageForm,
  write,
} from './bench-families.js';
import { spawnBuiltServer, waitForHealth } from './built-server.js';
import { createScratchDatabase } from './scratch-database.js';

const { values } = parseArgs({
  options: {
    families: { type: 'string', default: '2000' },
    places: { type: 'string', default: '100' },
    // A CPU profile of the server, written to this folder when it stops (Chrome's format).
    'profile-dir': { type: 'string' },
    /** Internal: this file run again as the bare server, on the given database. */
    'serve-baseline': { type: 'string' },
  },
});
const FAMILIES = Number(values.families);
const PLACES = Number(values.places);
const TARGET_RATIO = 3;
const year = new Date().getUTCFullYear() + 1;

/** What one family went through: when its last answer came, and what the answers were. */
interface Outcome {
  readonly doneMs: number;
  readonly answers: string;
}

/** Registration, then the waiting list if refused: a family's two requests, and when it was done. */
async function rushOf(
  families: readonly { register: () => Promise<Response>; join: () => Promise<Response> }[],
) {
  const started = performance.now();
  const outcomes = await Promise.all(
    families.map(async (family): Promise<Outcome> => {
      const registered = await family.register();
      const first = `${registered.status} ${registered.status === 201 ? '' : ((await registered.json()) as { code?: string }).code}`;
      if (registered.status === 201) {
        await registered.arrayBuffer().catch(() => undefined);
        return { doneMs: performance.now() - started, answers: '201 registered' };
      }
      const joined = await family.join();
      await joined.arrayBuffer();
      return {
        doneMs: performance.now() - started,
        answers: `${first.trim()}, then ${joined.status} waiting`,
      };
    }),
  );
  const times = outcomes.map((outcome) => outcome.doneMs).sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
  const tally = new Map<string, number>();
  for (const { answers } of outcomes) tally.set(answers, (tally.get(answers) ?? 0) + 1);
  return { totalMs: times.at(-1)!, p50: at(0.5), p99: at(0.99), tally };
}

const describe = (result: Awaited<ReturnType<typeof rushOf>>) =>
  `${Math.round(result.totalMs).toLocaleString('en-US')} ms until every family had its answer (p50 ${Math.round(result.p50)} ms, p99 ${Math.round(result.p99)} ms): ${[...result.tally].map(([answers, n]) => `${n} × ${answers}`).join('; ')}`;

/**
 * The bare server: a stage row locked for each request (the stage's decisions, one at a time),
 * a count of the places taken, and an insert into the places or, for a family joining, the list.
 */
async function serveBaseline(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  const read = async (request: http.IncomingMessage) => {
    let body = '';
    for await (const chunk of request) body += String(chunk);
    return JSON.parse(body) as { stage_id: string; child_id: string };
  };
  const answer = (response: http.ServerResponse, status: number, body: object) => {
    const text = JSON.stringify(body);
    response
      .writeHead(status, {
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(text),
      })
      .end(text);
  };
  const server = http.createServer((request, response) => {
    void (async () => {
      const { stage_id: stage, child_id: child } = await read(request);
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const { rows } = await client.query<{ places: number; taken: number }>(
          'SELECT places, taken FROM rush_stages WHERE id = $1 FOR UPDATE',
          [stage],
        );
        const { places, taken } = rows[0]!;
        if (request.url === '/register') {
          if (taken >= places) {
            await client.query('ROLLBACK');
            return answer(response, 409, { code: 'stage.full' });
          }
          await client.query('INSERT INTO rush_places (stage_id, child_id) VALUES ($1, $2)', [
            stage,
            child,
          ]);
          await client.query('UPDATE rush_stages SET taken = taken + 1 WHERE id = $1', [stage]);
        } else {
          await client.query('INSERT INTO rush_waiting (stage_id, child_id) VALUES ($1, $2)', [
            stage,
            child,
          ]);
        }
        await client.query('COMMIT');
        answer(response, 201, { stage_id: stage, child_id: child });
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        answer(response, 500, { error: String(error) });
      } finally {
        client.release();
      }
    })();
  });
  serveBare(server, pool);
}

async function benchmark() {
  if (!fs.existsSync(builtServer)) throw new Error('Run "npm run build:server" first');
  console.log(`Registration rush benchmark, ${new Date().toISOString()}`);
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}; ${FAMILIES.toLocaleString('en-US')} families, ${PLACES} places`,
  );
  const scratch = await createScratchDatabase();
  const { url, server } = await spawnBuiltServer(scratch.url, {
    demo: false,
    profileDir: values['profile-dir'],
  });
  const db = new pg.Client({ connectionString: scratch.url });
  let bare: Awaited<ReturnType<typeof startBare>>['child'] | null = null;
  try {
    await waitForHealth(url);
    await db.connect();
    await benchOrganizer(url, db);
    const organizer = await signInOrganizer(url);
    console.log(
      `\nSetting up: ${FAMILIES.toLocaleString('en-US')} parents, a child each (a hash each: a minute or two)`,
    );
    const stage = await json<{ id: string; slug: string; cost_cents: number }>(
      await fetch(
        `${url}/api/v1/stage/manage/`,
        write('POST', organizer, stageForm(0, PLACES, year)),
      ),
      201,
    );
    const parents = await parentsOf(url, db, FAMILIES, 'rush');
    const children = await inBatches(parents, 8, async (cookie, i) => {
      const response = await fetch(
        `${url}/api/v1/children/`,
        write('POST', cookie, childForm(i, year)),
      );
      return { id: (await json<{ id: string }>(response, 201)).id, cookie };
    });

    console.log(
      `\nThe API: POST /api/v1/enrollments/, then POST /api/v1/waiting-list/ when refused`,
    );
    const api = await rushOf(
      children.map((child) => ({
        register: () =>
          fetch(
            `${url}/api/v1/enrollments/`,
            write('POST', child.cookie, {
              stage_id: stage.id,
              child_id: child.id,
              confirmed_price_cents: stage.cost_cents,
            }),
          ),
        join: () =>
          fetch(
            `${url}/api/v1/waiting-list/`,
            write('POST', child.cookie, { stage_id: stage.id, child_ids: [child.id] }),
          ),
      })),
    );
    console.log(`  ${describe(api)}`);
    const shown = await json<{
      remaining_places: number;
      registered: number;
      waiting_count: number;
    }>(await fetch(`${url}/api/v1/stages/${stage.slug}/`), 200);
    const { rows } = await db.query<{ taken: number; waiting: number }>(
      `SELECT (SELECT count(*)::integer FROM events WHERE stream_id = $1 AND type = 'EnrollmentRequested') AS taken,
              (SELECT count(*)::integer FROM events WHERE stream_id = $1 AND type = 'WaitingListJoined') AS waiting`,
      [`stage-${stage.id}`],
    );
    console.log(
      `  the stage's stream: ${rows[0]!.taken} places taken, ${rows[0]!.waiting} entries waiting; the catalogue: ${shown.registered} registered, ${shown.waiting_count} waiting, ${shown.remaining_places} remaining  [expected: ${PLACES} taken, ${FAMILIES - PLACES} waiting]`,
    );

    await db.query(`
      CREATE TABLE rush_stages (id uuid PRIMARY KEY, places integer NOT NULL, taken integer NOT NULL);
      CREATE TABLE rush_places (stage_id uuid NOT NULL, child_id uuid NOT NULL);
      CREATE TABLE rush_waiting (stage_id uuid NOT NULL, child_id uuid NOT NULL);
      INSERT INTO rush_stages VALUES ('${stage.id}', ${PLACES}, 0);`);
    const started = await startBare(fileURLToPath(import.meta.url), [
      `--serve-baseline=${scratch.url}`,
    ]);
    bare = started.child;
    console.log(`\nThe bare server: the same requests, a row lock, a count and an insert each`);
    const post = (path: string, child: { id: string }) =>
      fetch(`${started.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ stage_id: stage.id, child_id: child.id }),
      });
    const baseline = await rushOf(
      children.map((child) => ({
        register: () => post('/register', child),
        join: () => post('/join', child),
      })),
    );
    console.log(`  ${describe(baseline)}`);
    const ratio = api.totalMs / baseline.totalMs;
    console.log(
      `\n${ratio.toFixed(2)}x the bare server's time (target within ${TARGET_RATIO}x): ${ratio <= TARGET_RATIO ? 'met' : 'MISSED'}`,
    );
    const peak = peakMemoryMiB(server.pid);
    if (peak !== null) console.log(`Server peak memory (VmHWM): ${peak} MiB`);
  } finally {
    if (bare) await stopChild(bare);
    await db.end().catch(() => undefined);
    server.kill('SIGTERM');
    await new Promise((resolve) => server.on('exit', resolve));
    await scratch.drop();
  }
}

if (values['serve-baseline']) {
  await serveBaseline(values['serve-baseline']);
} else {
  await benchmark();
}
