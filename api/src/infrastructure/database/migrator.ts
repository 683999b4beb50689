import type { Logger, Migration, SqlDatabase } from '@stages/projections';

const lockMigrations = `SELECT pg_advisory_xact_lock(hashtextextended('schema_migrations', 0))`;

/**
 * Applies, in the order given, the migrations not yet recorded in `schema_migrations`, each in its own
 * transaction with its record. Several processes starting at once apply each migration once:
 * a transaction-level advisory lock queues them.
 */
export async function migrate(
  db: SqlDatabase,
  migrations: readonly Migration[],
  logger: Logger,
): Promise<string[]> {
  assertUnique(migrations);
  // Even IF NOT EXISTS races when two processes create a table at once: take the lock first.
  await db.transaction(async (tx) => {
    await tx.query(lockMigrations);
    await tx.query(`CREATE TABLE IF NOT EXISTS schema_migrations (
      id text PRIMARY KEY,
      applied_at timestamptz NOT NULL DEFAULT now()
    )`);
  });
  const applied: string[] = [];
  for (const migration of migrations) {
    const ran = await db.transaction(async (tx) => {
      await tx.query(lockMigrations);
      const { rowCount } = await tx.query('SELECT 1 FROM schema_migrations WHERE id = $1', [
        migration.id,
      ]);
      if (rowCount > 0) return false;
      await tx.exec(migration.sql);
      await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
      return true;
    });
    if (ran) {
      applied.push(migration.id);
      logger.info('Migration applied', { migration: migration.id });
    }
  }
  return applied;
}

function assertUnique(migrations: readonly Migration[]) {
  const seen = new Set<string>();
  for (const { id } of migrations) {
    if (seen.has(id)) throw new Error(`Migration ${id} is listed twice`);
    seen.add(id);
  }
}
