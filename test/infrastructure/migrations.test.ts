import type { SqlDatabase } from '@stages/projections';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate } from '../../api/src/infrastructure/database/migrator.js';
import { allMigrations } from '../../api/src/contexts.js';
import { backends, backendTitle } from '../support/databases.js';
import { silentLogger } from '../support/logging.js';

const applied = async (db: SqlDatabase) =>
  (await db.query<{ id: string }>('SELECT id FROM schema_migrations ORDER BY id')).rows.map(
    (row) => row.id,
  );

for (const backend of backends) {
  describe.skipIf(!backend.available)(`Migrations on ${backendTitle(backend)}`, () => {
    let db: SqlDatabase;
    let dispose: () => Promise<void>;
    beforeEach(async () => ({ db, dispose } = await backend.open()));
    afterEach(() => dispose());

    it('apply every schema change once, in order, and record it', async () => {
      expect(await migrate(db, allMigrations, silentLogger)).toEqual(
        allMigrations.map((m) => m.id),
      );
      expect(new Set(await applied(db))).toEqual(new Set(allMigrations.map((m) => m.id)));
      expect(await migrate(db, allMigrations, silentLogger)).toEqual([]);
    });

    it('apply only the new ones when the code gains a migration', async () => {
      await migrate(db, allMigrations, silentLogger);
      const next = {
        id: '9999-test-column',
        sql: 'ALTER TABLE organizations ADD COLUMN motto text;',
      };
      expect(await migrate(db, [...allMigrations, next], silentLogger)).toEqual([next.id]);
      await db.query(
        `INSERT INTO organizations (id, slug, name, motto) VALUES (gen_random_uuid(), 'o', 'O', 'Toujours prêts')`,
      );
    });

    it('leave nothing behind when a migration fails', async () => {
      await migrate(db, allMigrations, silentLogger);
      const broken = {
        id: '9999-broken',
        sql: 'CREATE TABLE half_done (id int); SELECT no_such_function();',
      };
      await expect(migrate(db, [...allMigrations, broken], silentLogger)).rejects.toThrow();
      expect(await applied(db)).not.toContain(broken.id);
      const { rowCount } = await db.query(`SELECT 1 FROM pg_tables WHERE tablename = 'half_done'`);
      expect(rowCount).toBe(0);
    });

    it('refuse a list with a repeated id', async () => {
      const [first] = allMigrations;
      await expect(migrate(db, [first!, first!], silentLogger)).rejects.toThrow('listed twice');
    });

    it.skipIf(backend.name !== 'PostgreSQL')(
      backend.name === 'PostgreSQL'
        ? 'let several processes start at once, each migration running once'
        : 'let several processes start at once (skipped: only one process can open a PGlite database)',
      async () => {
        const url = (db as unknown as { connectionString: string }).connectionString;
        const { PgDatabase } = await import('../../api/src/infrastructure/database/pg-database.js');
        const peers = Array.from({ length: 4 }, () => new PgDatabase(url, 2, silentLogger));
        const results = await Promise.all(
          peers.map((peer) => migrate(peer, allMigrations, silentLogger)),
        );
        expect(results.flat().sort()).toEqual(allMigrations.map((m) => m.id).sort());
        await Promise.all(peers.map((peer) => peer.close()));
      },
    );
  });
}
