import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { POSTGRES_SKIP_REASON, createPostgresDatabase, postgresUrl } from '../support/databases.js';
import { runServerToExit, startServer, type ServerProcess } from '../support/server-process.js';
import { eventually } from '../support/wait.js';

const json = async (url: string) => {
  const response = await fetch(url);
  const body: unknown = await response.json();
  return { status: response.status, body };
};

// Each server seeds the demo on first start: on a busy two-core machine a start takes from 15
// to 40 seconds, and one test starts two at once. They wait for as long as starting takes.
describe('The built server', { timeout: 180_000 }, () => {
  const running: ServerProcess[] = [];
  const folders: string[] = [];
  const dataDir = () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-data-'));
    folders.push(folder);
    return folder;
  };
  const start = async (env: Record<string, string>) => {
    const server = await startServer(env);
    running.push(server);
    return server;
  };
  const healthy = (server: ServerProcess) =>
    eventually(async () =>
      (await json(`${server.url}/api/v1/health`)).status === 200 ? true : undefined,
    );

  afterEach(async () => {
    await Promise.all(running.splice(0).map((server) => server.stop()));
    for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
  });

  it('refuses a wrong configuration, naming each variable, and exits 1', async () => {
    const result = await runServerToExit({ PORT: 'abc', DATABASE_URL: 'mysql://root@db/app' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('PORT must be a whole number from 0 to 65535 (got "abc")');
    expect(result.stderr).toContain('DATABASE_URL must be a postgres:// or postgresql:// URL');
  });

  it('starts on the embedded database with demo data, serves API and app, and stops cleanly', async () => {
    const folder = dataDir();
    const server = await start({ DATA_DIR: folder });
    await healthy(server);
    const stages = await eventually(async () => {
      const { body } = await json(`${server.url}/api/v1/stages`);
      return (body as unknown[]).length === 12 ? body : undefined;
    });
    expect(stages).toHaveLength(12);

    const home = await fetch(`${server.url}/stages`);
    expect(home.headers.get('content-type')).toContain('text/html');
    expect(await home.text()).toContain('<div id="root"></div>');
    expect(fs.existsSync(path.join(folder, 'pglite.lock'))).toBe(true);

    expect(await running.pop()!.stop()).toBe(0);
    expect(fs.existsSync(path.join(folder, 'pglite.lock'))).toBe(false);

    const again = await start({ DATA_DIR: folder });
    await healthy(again);
    expect(((await json(`${again.url}/api/v1/stages`)).body as unknown[]).length).toBe(12);
  });

  it('runs two instances side by side, each with its PORT and DATA_DIR, but not two on one DATA_DIR', async () => {
    const shared = dataDir();
    const [first, second] = await Promise.all([
      start({ DATA_DIR: shared }),
      start({ DATA_DIR: dataDir() }),
    ]);
    expect(first.port).not.toBe(second.port);
    await Promise.all([healthy(first), healthy(second)]);

    const third = await runServerToExit({ DATA_DIR: shared, PORT: '0' });
    expect(third.code).toBe(1);
    expect(third.stderr).toContain(`The embedded database in ${shared} is open in another process`);
    await healthy(first);
  });

  it.skipIf(!postgresUrl)(
    postgresUrl
      ? 'switches to PostgreSQL with DATABASE_URL, without demo data'
      : `switches to PostgreSQL with DATABASE_URL (${POSTGRES_SKIP_REASON})`,
    async () => {
      const database = await createPostgresDatabase();
      try {
        const server = await start({ DATABASE_URL: database.url, DATA_DIR: dataDir() });
        await healthy(server);
        const { body } = await json(`${server.url}/api/v1/health`);
        expect(body).toMatchObject({
          database: { driver: 'postgres' },
          event_store: { adapter: 'postgres' },
        });
        expect((await json(`${server.url}/api/v1/stages`)).body).toEqual([]);
        await running.pop()!.stop();
      } finally {
        await database.drop();
      }
    },
  );
});
