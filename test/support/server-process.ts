import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const builtServer = path.resolve('api/dist/main.js');

/**
 * The Node.js flags the server runs with under `npm start`, kept in package.json's `config`:
 * the tests and the benchmarks start it with the same (docs/operations.md says why).
 */
export const serverNodeFlags: readonly string[] = (
  JSON.parse(fs.readFileSync(path.resolve('package.json'), 'utf8')) as {
    config: { server_node_flags: string };
  }
).config.server_node_flags
  .split(/\s+/)
  .filter(Boolean);

export interface ServerProcess {
  readonly port: number;
  readonly url: string;
  readonly child: ChildProcessWithoutNullStreams;
  /** SIGTERM, then the exit code. */
  stop(): Promise<number | null>;
}

export interface FinishedProcess {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

function assertBuilt() {
  if (!fs.existsSync(builtServer)) {
    throw new Error(`${builtServer} is missing: run "npm run build" before these tests`);
  }
}

/** Runs the built server until it exits by itself (a refused configuration, say). */
export function runServerToExit(env: Record<string, string>): Promise<FinishedProcess> {
  assertBuilt();
  const child = spawn(process.execPath, [...serverNodeFlags, builtServer], {
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr })));
}

/** Starts the built server on a free port and resolves once it says it is ready. */
export function startServer(env: Record<string, string>): Promise<ServerProcess> {
  assertBuilt();
  const child = spawn(process.execPath, [...serverNodeFlags, builtServer], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let output = '';
  return new Promise((resolve, reject) => {
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = output.split('\n').find((line) => line.includes('Stages platform ready'));
      if (!ready) return;
      const { port } = JSON.parse(ready) as { port: number };
      resolve({
        port,
        url: `http://127.0.0.1:${port}`,
        child,
        async stop() {
          child.kill('SIGTERM');
          return exited;
        },
      });
    });
    void exited.then((code) =>
      reject(new Error(`Server exited (${code}) before it was ready:\n${output}`)),
    );
  });
}
