import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server benchmarks use; they create and drop their own database on it. */
export const benchPostgresUrl =
  process.env.BENCH_DATABASE_URL ||
  process.env.TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * A new, empty database on the benchmark server, and how to drop it. With BENCH_KEEP_DATABASE
 * set it is kept, and named, for a look at its plans afterwards.
 */
export async function createScratchDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `stages_bench_${randomUUID().slice(0, 8)}`;
  const admin = new pg.Client({ connectionString: benchPostgresUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(benchPostgresUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      if (process.env.BENCH_KEEP_DATABASE) console.log(`Database kept: ${url.toString()}`);
      else await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    },
  };
}
