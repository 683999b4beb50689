import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findCheckpoint } from '@stages/projections';
import { describe, expect, it } from 'vitest';
import { allProjections } from '../../api/src/contexts.js';
import {
  instanceApplicationName,
  lockHolderNamed,
} from '../../api/src/infrastructure/database/instance-name.js';
import { createPostgresDatabase, POSTGRES_SKIP_REASON, postgresUrl } from '../support/databases.js';
import { startServer } from '../support/server-process.js';
import { eventually } from '../support/wait.js';

const cli = path.resolve('api/dist/operator/projections.js');

function runCli(args: readonly string[], env: Record<string, string>) {
  const child = spawn(process.execPath, [cli, ...args], { env: { ...process.env, ...env } });
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  return new Promise<{ code: number | null; stdout: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, stdout })),
  );
}

describe.skipIf(!postgresUrl)(
  postgresUrl
    ? 'The status of the projections on PostgreSQL'
    : `The status of the projections on PostgreSQL (${POSTGRES_SKIP_REASON})`,
  () => {
    it('names the host and process id of the instance holding each projection', async () => {
      if (!fs.existsSync(cli)) throw new Error(`${cli} is missing: run "npm run build" first`);
      const database = await createPostgresDatabase();
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'stages-status-'));
      const server = await startServer({ DATABASE_URL: database.url, DATA_DIR: dataDir });
      try {
        const db = database.connect(2);
        // Each runner writes its checkpoint once it holds its projection.
        await eventually(async () => {
          const found = await Promise.all(
            allProjections.map((projection) => findCheckpoint(db, projection.name)),
          );
          return found.every((checkpoint) => checkpoint !== null) ? true : undefined;
        });
        const { host } = lockHolderNamed(instanceApplicationName(server.child.pid));
        const holder = `${host} (pid ${server.child.pid})`;

        const { stdout } = await runCli(['status'], {
          DATABASE_URL: database.url,
          LOG_LEVEL: 'warn',
        });
        const [header, ...lines] = stdout.trim().split('\n');
        expect(header).toMatch(/^PROJECTION\s+STATUS\s+HELD BY\s+CHECKPOINT/);
        for (const projection of allProjections) {
          const line = lines.find((row) => row.startsWith(`${projection.name} `));
          expect(line, projection.name).toContain(holder);
        }

        // Stopped, the instance holds nothing any more.
        await server.stop();
        const after = await runCli(['status'], { DATABASE_URL: database.url, LOG_LEVEL: 'warn' });
        expect(after.stdout).not.toContain(`pid ${server.child.pid}`);
      } finally {
        await server.stop();
        await database.drop();
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    });
  },
);
