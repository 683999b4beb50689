import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PgliteDatabase } from '../../api/src/infrastructure/database/pglite-database.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A dumped empty PGlite cluster: loading it is several times faster than initdb. */
    pgliteTemplate: string;
    /** A PostgreSQL server to create test databases on, or null to skip those tests. */
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  const db = await PgliteDatabase.open(null);
  const template = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stages-test-')), 'pglite.tar');
  fs.writeFileSync(template, Buffer.from(await (await db.dump()).arrayBuffer()));
  await db.close();
  project.provide('pgliteTemplate', template);
  project.provide('postgresUrl', process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || null);
  return () => fs.rmSync(path.dirname(template), { recursive: true, force: true });
}
