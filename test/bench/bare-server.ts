/**
 * The bare servers the benchmarks measure the API against: node:http and a pg.Pool running the
 * API's own SQL, without Nest, validation, guards or cookies' machinery. Each runs in a process
 * of its own, as the API does: the bench file runs itself again with a flag.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import type http from 'node:http';
import type net from 'node:net';
import type { SqlDatabase } from '@stages/projections';
import type pg from 'pg';
// Built code: tsx cannot compile the API's parameter decorators (tsc -b runs first anyway).
import { verifyAccessToken } from '../../api/dist/identity/sessions/access-token.js';
import { ACCESS_COOKIE } from '../../api/dist/identity/sessions/session-cookies.js';
import {
  UsersRepository,
  type UserRecord,
} from '../../api/dist/identity/persistence/users.repository.js';
import { loadAppSecret } from '../../api/dist/platform/app-secrets.js';
import { serverNodeFlags } from '../support/server-process.js';
import { load, type LoadRequest, type LoadResult } from './http-load.js';

/**
 * A SqlDatabase over a plain pg.Pool, preparing each statement once per connection under a
 * name derived from its text, as the API's PgDatabase does: the same work on the server.
 */
export function bareDatabase(pool: pg.Pool): SqlDatabase {
  const names = new Map<string, string>();
  const unused = () => Promise.reject(new Error('Not used by the bare server'));
  return {
    driver: 'postgres',
    async query<Row>(text: string, params: readonly unknown[] = []) {
      let name = names.get(text);
      if (name === undefined) names.set(text, (name = `bench_${names.size}`));
      const result = await pool.query({ name, text, values: [...params] });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    exec: unused,
    transaction: unused,
    tryLock: unused,
    lockHolders: unused,
    listen: unused,
    notify: unused,
    close: () => pool.end(),
  };
}

/**
 * The signed-in user a request's cookies name, as the API finds them: its own token check and
 * session query; null for no cookie, a bad token or an ended session.
 */
export async function bareSessions(db: SqlDatabase) {
  const users = new UsersRepository(db);
  const secret = await loadAppSecret(db, 'session', null);
  const accessCookie = new RegExp(`(?:^|;\\s*)${ACCESS_COOKIE}=([^;]+)`);
  return async (request: http.IncomingMessage): Promise<UserRecord | null> => {
    const token = accessCookie.exec(request.headers.cookie ?? '')?.[1];
    const claims = token ? verifyAccessToken(decodeURIComponent(token), secret) : null;
    return claims ? users.findWithLiveSession(claims.uid, claims.sid) : null;
  };
}

/** Listens on a free port, tells the parent which, and stops on SIGTERM. */
export function serveBare(server: http.Server, pool: pg.Pool) {
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => {
    const { port } = server.address() as net.AddressInfo;
    process.stdout.write(`${JSON.stringify({ port })}\n`);
  });
  process.on('SIGTERM', () => {
    server.closeAllConnections();
    server.close(() => void pool.end().then(() => process.exit(0)));
  });
}

/** Runs `script` again with `args` (its bare-server flag), and answers once it listens. */
export function startBare(
  script: string,
  args: readonly string[],
): Promise<{ url: string; child: ChildProcess }> {
  // With the API's own Node.js flags: the two differ only in what runs on them.
  const child = spawn(
    process.execPath,
    [...serverNodeFlags, ...process.execArgv, script, ...args],
    {
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((text) => text.startsWith('{'));
      if (line) {
        const { port } = JSON.parse(line) as { port: number };
        resolve({ url: `http://127.0.0.1:${port}`, child });
      }
    });
    child.on('exit', (code) => reject(new Error(`The bare server exited (${code})`)));
  });
}

export async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The peak resident memory of a process (VmHWM), in MiB; null where /proc cannot tell. */
export function peakMemoryMiB(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmHWM:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}

/**
 * The CPU time a process has used (user and system), in microseconds, from /proc (which counts
 * in clock ticks of 1/100 s on Linux); null where /proc cannot tell.
 */
export function cpuMicros(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10_000;
  } catch {
    return null;
  }
}

interface TurnsSide {
  /** Requests a second over all rounds, p99 the worst round's. */
  readonly perSecond: number;
  readonly p99Ms: number;
  /**
   * The server's own CPU time a request, over all rounds: unlike the throughput, it leaves out
   * what the load generator and PostgreSQL take from the shared cores.
   */
  readonly cpuMicrosPerRequest: number | null;
}

export interface Turns {
  readonly api: TurnsSide;
  readonly bare: TurnsSide;
  /** The API's throughput over the bare server's. */
  readonly ratio: number;
}

/**
 * The same load on the API and on the bare server, taking turns for two rounds of half the
 * time each, so that a machine growing busier or quieter weighs on both alike.
 */
export async function takingTurns(
  servers: Record<'api' | 'bare', { url: string; pid?: number | undefined }>,
  options: {
    connections: number;
    seconds: number;
    expectStatus: number;
    next: (i: number) => LoadRequest;
  },
): Promise<Turns> {
  const rounds: Record<'api' | 'bare', LoadResult[]> = { api: [], bare: [] };
  const cpu = { api: 0, bare: 0 };
  for (let round = 0; round < 2; round += 1) {
    for (const who of ['api', 'bare'] as const) {
      const before = cpuMicros(servers[who].pid);
      const { url } = servers[who];
      rounds[who].push(await load(url, { ...options, seconds: options.seconds / 2 }));
      const after = cpuMicros(servers[who].pid);
      cpu[who] = before === null || after === null ? NaN : cpu[who] + after - before;
    }
  }
  const summary = (who: 'api' | 'bare'): TurnsSide => {
    const results = rounds[who];
    const requests = results.reduce((sum, r) => sum + r.requests, 0);
    return {
      perSecond: Math.round(results.reduce((sum, r) => sum + r.perSecond, 0) / results.length),
      p99Ms: Math.max(...results.map((r) => r.p99Ms)),
      cpuMicrosPerRequest: Number.isNaN(cpu[who]) ? null : Math.round(cpu[who] / requests),
    };
  };
  const api = summary('api');
  const bare = summary('bare');
  return { api, bare, ratio: api.perSecond / bare.perSecond };
}

/** `API: N req/s, p99 X ms; bare: N req/s, p99 Y ms; 0.NNx (target ...)` */
export function turnsLine(turns: Turns, target: number) {
  const side = ({ perSecond, p99Ms, cpuMicrosPerRequest }: TurnsSide) =>
    `${perSecond.toLocaleString('en-US')} req/s, p99 ${p99Ms.toFixed(1)} ms` +
    (cpuMicrosPerRequest === null ? '' : `, ${cpuMicrosPerRequest} µs of server CPU a request`);
  // Rounded down, so that a ratio printed as the target has met it.
  const ratio = Math.floor(turns.ratio * 100) / 100;
  return (
    `API ${side(turns.api)}; bare ${side(turns.bare)}; ` +
    `${ratio.toFixed(2)}x the bare server (target at least ${target}x): ${ratio >= target ? 'met' : 'MISSED'}`
  );
}
