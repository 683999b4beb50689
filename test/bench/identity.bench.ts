/**
 * What identity costs, on the built server over a local PostgreSQL:
 *   npm run bench:identity [-- --seconds=10]
 * - who is signed in (GET /auth/user/ with the session cookie: the token check and the session
 *   lookup every protected call pays), against the same call refused for lack of a cookie;
 * - signing in (scrypt), against scrypt alone in this process;
 * - the server's peak memory.
 * The database is a scratch one on BENCH_DATABASE_URL, TEST_DATABASE_URL, DATABASE_URL or the
 * local server, dropped at the end.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { parseArgs } from 'node:util';
import { hashPassword } from '../../api/src/identity/domain/passwords.js';
import { builtServer } from '../support/server-process.js';
import { load, type LoadResult } from './http-load.js';
import { createScratchDatabase } from './scratch-database.js';
import { csrfTokenIn, firstVisit, freePort, waitForHealth } from './built-server.js';

const { values } = parseArgs({ options: { seconds: { type: 'string', default: '10' } } });
const seconds = Number(values.seconds);
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

if (!fs.existsSync(builtServer)) throw new Error('Run "npm run build:server" first');
console.log(`Identity benchmark, ${new Date().toISOString()}`);
console.log(
  `Machine: ${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ${seconds} s a measure`,
);

const scratch = await createScratchDatabase();
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, [builtServer], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATABASE_URL: scratch.url,
    DEMO_SEED: 'false',
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'true',
    PUBLIC_URL: url,
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
try {
  await waitForHealth(url);
  visitor = await firstVisit(url);

  const emails = Array.from({ length: ACCOUNTS }, (_, i) => `bench.${i}@example.be`);
  let sessionCookie = '';
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
    const access = response.headers
      .getSetCookie()
      .find((cookie) => cookie.startsWith('stages_access='));
    sessionCookie ||= `; ${access!.split(';')[0]}`;
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
    next: () => ({ path: '/api/v1/auth/user/', headers: { cookie: sessionCookie.slice(2) } }),
  });
  line('without a cookie (refused before any lookup)', anonymous);
  line(
    'signed in (token check, session lookup)',
    signedIn,
    `${Math.round((signedIn.perSecond / anonymous.perSecond) * 100)}% of the refused call`,
  );

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

  const peak = fs
    .readFileSync(`/proc/${server.pid}/status`, 'utf8')
    .match(/VmHWM:\s+(\d+) kB/)?.[1];
  if (peak) console.log(`\nServer peak memory (VmHWM): ${Math.round(Number(peak) / 1024)} MiB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.on('exit', resolve));
  await scratch.drop();
}
