import { spawn } from 'node:child_process';
import net from 'node:net';
import { builtServer, serverNodeFlags } from '../support/server-process.js';

/** A port nobody listens on, for a server the benchmark starts. */
export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** The CSRF token a Cookie header carries, to repeat in X-CSRF-Token. */
export const csrfTokenIn = (cookie: string) =>
  /(?:^|;\s*)stages_csrf=([^;]+)/.exec(cookie)?.[1] ?? '';

/**
 * The Cookie header a browser sends after `response`: what it held, with the cookies the answer
 * set in place of those of the same name (signing in sets the session's CSRF token, say).
 */
export function cookiesAfter(response: Response, held = ''): string {
  const jar = new Map(
    held
      .split(/;\s*/)
      .filter(Boolean)
      .map((pair) => [pair.split('=')[0]!, pair] as const),
  );
  for (const cookie of response.headers.getSetCookie()) {
    const pair = cookie.split(';')[0]!;
    jar.set(pair.split('=')[0]!, pair);
  }
  return [...jar.values()].join('; ');
}

/**
 * A new browser's first answer, as a Cookie header: its visitor value and the CSRF token the
 * server signed for it, which signed-out calls (registering, signing in) need.
 */
export async function firstVisit(url: string): Promise<string> {
  return cookiesAfter(await fetch(`${url}/api/v1/health`));
}

/** Waits until the server at `url` answers its health check, for at most 30 seconds. */
export async function waitForHealth(url: string) {
  for (let tries = 0; tries < 300; tries += 1) {
    const healthy = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('The server did not become healthy');
}

/**
 * The built server on `databaseUrl`, on a free local port, as the benchmarks load it: every
 * request from its own forwarded address (limits are per address), errors only in its log, and
 * a CPU profile written to `profileDir` when it stops, when given.
 */
export async function spawnBuiltServer(
  databaseUrl: string,
  { demo, profileDir }: { demo: boolean; profileDir?: string | undefined },
) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const profiling = profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [];
  const server = spawn(process.execPath, [...serverNodeFlags, ...profiling, builtServer], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DEMO_SEED: String(demo),
      LOG_LEVEL: 'error',
      TRUST_PROXY: 'true',
      PUBLIC_URL: url,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { url, server };
}
