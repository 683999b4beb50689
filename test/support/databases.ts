import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { PgDatabase } from '../../api/src/infrastructure/database/pg-database.js';
import { PgliteDatabase } from '../../api/src/infrastructure/database/pglite-database.js';
import type { SqlDatabase } from '@stages/projections';
import { silentLogger } from './logging.js';

export const postgresUrl = inject('postgresUrl');
export const POSTGRES_SKIP_REASON =
  'skipped: set TEST_DATABASE_URL (or DATABASE_URL) to a PostgreSQL server to run these';

/** An empty in-memory PGlite database, from the template the global setup made. */
export async function openPglite(): Promise<PgliteDatabase> {
  const template = new Blob([fs.readFileSync(inject('pgliteTemplate'))]);
  return PgliteDatabase.open(null, template);
}

export interface PostgresTestDatabase {
  readonly url: string;
  /** Opens a connection pool to it; several may be open at once (as several processes would). */
  connect(poolSize?: number): PgDatabase;
  drop(): Promise<void>;
}

/** A fresh database on the test server, dropped by `drop()` with every connection to it. */
export async function createPostgresDatabase(): Promise<PostgresTestDatabase> {
  if (!postgresUrl) throw new Error(POSTGRES_SKIP_REASON);
  const name = `stages_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(postgresUrl);
  url.pathname = `/${name}`;
  const pools: PgDatabase[] = [];
  return {
    url: url.toString(),
    connect(poolSize = 10) {
      const db = new PgDatabase(url.toString(), poolSize, silentLogger);
      pools.push(db);
      return db;
    },
    async drop() {
      await Promise.all(pools.map((db) => db.close().catch(() => undefined)));
      const cleanup = new pg.Client({ connectionString: postgresUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

export interface TestBackend {
  readonly name: 'PGlite' | 'PostgreSQL';
  readonly available: boolean;
  readonly skipReason: string;
  /** A fresh, empty database; `dispose` closes and removes it. */
  open(): Promise<{ db: SqlDatabase; dispose(): Promise<void> }>;
}

export const backends: readonly TestBackend[] = [
  {
    name: 'PGlite',
    available: true,
    skipReason: '',
    async open() {
      const db = await openPglite();
      return { db, dispose: () => db.close() };
    },
  },
  {
    name: 'PostgreSQL',
    available: postgresUrl !== null,
    skipReason: POSTGRES_SKIP_REASON,
    async open() {
      const database = await createPostgresDatabase();
      return { db: database.connect(), dispose: () => database.drop() };
    },
  },
];

/** "PostgreSQL (skipped: ...)" when the backend is missing, so the report says why. */
export const backendTitle = (backend: TestBackend) =>
  backend.available ? backend.name : `${backend.name} (${backend.skipReason})`;
