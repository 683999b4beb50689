/**
 * What identity costs, on the built server over a local PostgreSQL:
 *   npm run bench:identity [-- --seconds=10] [--profile-dir=/tmp/profile]
 * - who is signed in (GET /auth/user/ with the session cookie: the token check and the session
 *   lookup every protected call pays), against the same call refused for lack of a cookie, and
 *   beside a bare node:http + pg server (in a process of its own, taking turns with the API)
 *   that checks the same cookie with the API's own token check, reads the same rows with the
 *   API's own query and writes the same JSON (target: at least 0.8x);
 * - signing in (scrypt), against scrypt alone in this process;
 * - the server's peak memory.
 * The database is a scratch one on BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL or the
 * local server, dropped at the end.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadConfig } from '@stages/api/infrastructure';
import pg from 'pg';
// Built code: tsx cannot compile the API's parameter decorators (tsc -b runs first anyway).
import { CurrentUserAnswer } from '../../api/dist/identity/queries/current-user.js';
import { OrganizationStandingQuery } from '../../api/dist/subscriptions/queries/organization-standing.query.js';
import { hashPassword } from '../../api/src/identity/domain/passwords.js';
import { builtServer } from '../support/server-process.js';
import { load, type LoadResult } from './http-load.js';
import { createScratchDatabase } from './scratch-database.js';
import {
  bareDatabase,
  bareSessions,
  peakMemoryMiB,
  serveBare,
  startBare,
  stopChild,
  takingTurns,
  turnsLine,
} from './bare-server.js';
import {
  cookiesAfter,
  csrfTokenIn,
  firstVisit,
  spawnBuiltServer,
  waitForHealth,
} from './built-server.js';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    // A CPU profile of the server, written to this folder when it stops (Chrome's format).
    'profile-dir': { type: 'string' },
    /** Internal: this file run again as the bare server, on the given database. */
    'serve-baseline': { type: 'string' },
  },
});
const seconds = Number(values.seconds);
const TARGET_RATIO = 0.8;
/** What the API's pool holds when DATABASE_POOL_SIZE is not set, as the bench starts it. */
const POOL_SIZE = loadConfig({}).databasePoolSize;

/** GET /api/v1/auth/user/ without Nest: the cookie, the token, the session with its user. */
async function serveBaseline(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: POOL_SIZE });
  const db = bareDatabase(pool);
  const answer = new CurrentUserAnswer(new OrganizationStandingQuery(db));
  const signedIn = await bareSessions(db);
  const refuse = (response: http.ServerResponse) =>
    response.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401}');
  const server = http.createServer((request, response) => {
    signedIn(request)
      .then(async (user) => {
        if (!user) return refuse(response);
        const body = JSON.stringify(await answer.of(user));
        response
          .writeHead(200, {
            'content-type': 'application/json; charset=utf-8',
            'content-length': Buffer.byteLength(body),
          })
          .end(body);
      })
      .catch((error: Error) => response.writeHead(500).end(error.message));
  });
  serveBare(server, pool);
}

const PASSWORD = 'Kamp-zomer-2027';
const ACCOUNTS = 60;

/** Each call seems to come from its own address, as many parents would: limits are per address. */
const from = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;

/** A signed-out browser's cookies, its visitor value and CSRF token, once the server is up. */
let visitor = '';

const json = (body: unknown, i: number) => ({
  method: 'POST',
  headers: {
    'content-type': 'application/json',
    'x-csrf-token': csrfTokenIn(visitor),
    'x-forwarded-for': from(i),
    cookie: visitor,
  },
  body: JSON.stringify(body),
});

const line = (name: string, result: LoadResult, baseline?: string) =>
  console.log(
    `  ${name}: ${result.perSecond.toLocaleString('en-US')} req/s, p50 ${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms` +
      `${result.unexpected ? `, ${result.unexpected} unexpected answers` : ''}${baseline ? `  [${baseline}]` : ''}`,
  );

async function scryptAlone(parallel: number) {
  const started = performance.now();
  let done = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (performance.now() - started < seconds * 1000) {
        await hashPassword(PASSWORD);
        done += 1;
      }
    }),
  );
  return Math.round((done / (performance.now() - started)) * 1000);
}

async function benchmark() {
  if (!fs.existsSync(builtServer)) throw new Error('Run "npm run build:server" first');
  console.log(`Identity benchmark, ${new Date().toISOString()}`);
  console.log(
    `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${seconds} s a measure`,
  );

  const scratch = await createScratchDatabase();
  const { url, server } = await spawnBuiltServer(scratch.url, {
    demo: false,
    profileDir: values['profile-dir'],
  });
  let bare: Awaited<ReturnType<typeof startBare>>['child'] | null = null;
  try {
    await waitForHealth(url);
    visitor = await firstVisit(url);

    const emails = Array.from({ length: ACCOUNTS }, (_, i) => `bench.${i}@example.be`);
    // The first account's browser, which keeps what registering set, as a browser does.
    let cookie = '';
    for (const [i, email] of emails.entries()) {
      const { method, headers, body } = json(
        {
          email,
          password1: PASSWORD,
          password2: PASSWORD,
          first_name: 'Bench',
          last_name: 'Peeters',
        },
        i,
      );
      const response = await fetch(`${url}/api/v1/registration/`, { method, headers, body });
      if (response.status !== 201) throw new Error(`Registration: ${response.status}`);
      cookie ||= cookiesAfter(response, visitor);
    }
    console.log('\nWho is signed in, GET /api/v1/auth/user/, 32 connections');
    const anonymous = await load(url, {
      connections: 32,
      seconds,
      expectStatus: 401,
      next: () => ({ path: '/api/v1/auth/user/' }),
    });
    const signedIn = await load(url, {
      connections: 32,
      seconds,
      expectStatus: 200,
      next: () => ({ path: '/api/v1/auth/user/', headers: { cookie } }),
    });
    line('without a cookie (refused before any lookup)', anonymous);
    line(
      'signed in (token check, session lookup)',
      signedIn,
      `${Math.round((signedIn.perSecond / anonymous.perSecond) * 100)}% of the refused call`,
    );

    const started = await startBare(fileURLToPath(import.meta.url), [
      `--serve-baseline=${scratch.url}`,
    ]);
    bare = started.child;
    const bodies = await Promise.all(
      [url, started.url].map(async (base) =>
        (await fetch(`${base}/api/v1/auth/user/`, { headers: { cookie } })).text(),
      ),
    );
    console.log(
      `\nBeside the bare server (16 connections, two rounds each, taking turns); same JSON: ${bodies[0] === bodies[1] ? 'yes' : 'NO'}`,
    );
    const turns = await takingTurns(
      { api: { url, pid: server.pid }, bare: { url: started.url, pid: started.child.pid } },
      {
        connections: 16,
        seconds,
        expectStatus: 200,
        next: () => ({ path: '/api/v1/auth/user/', headers: { cookie } }),
      },
    );
    console.log(`  ${turnsLine(turns, TARGET_RATIO)}`);
    await stopChild(bare);
    bare = null;

    console.log('\nSigning in, POST /api/v1/auth/login/, 4 connections');
    const alone = await scryptAlone(2);
    const logins = await load(url, {
      connections: 4,
      seconds,
      expectStatus: 200,
      next: (i) => ({
        path: '/api/v1/auth/login/',
        ...json({ email: emails[i % ACCOUNTS], password: PASSWORD }, i),
      }),
    });
    line('sign-in', logins, `scrypt alone, 2 at a time in one process: ${alone} hashes/s`);

    const peak = peakMemoryMiB(server.pid);
    if (peak !== null) console.log(`\nServer peak memory (VmHWM): ${peak} MiB`);
  } finally {
    if (bare) await stopChild(bare);
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
