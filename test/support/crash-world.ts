import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { SqlDatabase } from '@stages/projections';
import { createPostgresDatabase, type PostgresTestDatabase } from './databases.js';
import { httpClient } from './http-client.js';
import { openMailbox, type Mailbox } from './mailbox.js';
import type { ServerAccount } from './server-actors.js';
import { startServer, type ServerProcess } from './server-process.js';

/**
 * A PostgreSQL database of its own, a mailbox, and built servers started on them one after the
 * other, for the tests that kill a server in the middle of its work and start another.
 */
export interface CrashWorld {
  readonly database: PostgresTestDatabase;
  readonly db: SqlDatabase;
  readonly mailbox: Mailbox;
  /** A new server process on the same database and mailbox. */
  start(): Promise<ServerProcess>;
  /**
   * SIGKILL: no shutdown hook runs, no connection is closed, no transaction is finished.
   * Resolves once the process is gone.
   */
  kill(server: ServerProcess): Promise<unknown>;
  close(): Promise<void>;
}

export async function openCrashWorld(name: string): Promise<CrashWorld> {
  const database = await createPostgresDatabase();
  const mailbox = await openMailbox();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `stages-${name}-`));
  const env = {
    DATABASE_URL: database.url,
    SMTP_URL: mailbox.url,
    PUBLIC_URL: 'http://stages.test',
    DATA_DIR: dataDir,
  };
  const servers: ServerProcess[] = [];
  return {
    database,
    db: database.connect(4),
    mailbox,
    async start() {
      const server = await startServer(env);
      servers.push(server);
      return server;
    },
    kill(server) {
      servers.splice(servers.indexOf(server), 1);
      const exited = new Promise((resolve) => server.child.once('exit', resolve));
      server.child.kill('SIGKILL');
      return exited;
    },
    async close() {
      await Promise.all(servers.map((server) => server.stop()));
      await mailbox.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The same client (its cookies) against whichever server is running. */
export function on(account: ServerAccount, baseUrl: string) {
  return httpClient(baseUrl, Object.fromEntries(account.client.cookies));
}
