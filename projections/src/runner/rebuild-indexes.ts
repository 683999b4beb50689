import { quoteIdentifier, type Sql } from '../sql.js';

/** While a copy is being filled, its indexes carry this suffix (index names are schema-wide). */
const COPY_SUFFIX = '__rebuild';

interface LiveIndex {
  readonly name: string;
  readonly definition: string;
  /** 'p' or 'u' when the index backs a primary key or unique constraint. */
  readonly constraintType: 'p' | 'u' | null;
  readonly constraintName: string | null;
}

async function liveIndexes(sql: Sql, table: string): Promise<LiveIndex[]> {
  const { rows } = await sql.query<{
    name: string;
    definition: string;
    constraint_type: 'p' | 'u' | null;
    constraint_name: string | null;
  }>(
    `SELECT i.indexname AS name, i.indexdef AS definition,
            c.contype AS constraint_type, c.conname AS constraint_name
       FROM pg_indexes i
       LEFT JOIN pg_constraint c
         ON c.conindid = format('%I.%I', i.schemaname, i.indexname)::regclass
        AND c.contype IN ('p', 'u')
      WHERE i.schemaname = current_schema() AND i.tablename = $1
      ORDER BY i.indexname`,
    [table],
  );
  return rows.map((row) => ({
    name: row.name,
    definition: row.definition,
    constraintType: row.constraint_type,
    constraintName: row.constraint_name,
  }));
}

/**
 * Gives the copy the live table's indexes and key constraints, built once over the loaded rows
 * (much faster than keeping them up to date row by row). Indexes already there are kept, so an
 * interrupted rebuild can run this again.
 */
export async function createCopyIndexes(sql: Sql, live: string, copy: string) {
  const present = new Set((await liveIndexes(sql, copy)).map((index) => index.name));
  for (const index of await liveIndexes(sql, live)) {
    const copyName = `${index.constraintName ?? index.name}${COPY_SUFFIX}`;
    if (present.has(copyName)) continue;
    const columns = index.definition.slice(index.definition.indexOf(' USING '));
    const unique = /^CREATE UNIQUE /.test(index.definition) ? 'UNIQUE ' : '';
    await sql.query(
      `CREATE ${unique}INDEX ${quoteIdentifier(copyName)} ON ${quoteIdentifier(copy)}${columns}`,
    );
    if (index.constraintType) {
      const kind = index.constraintType === 'p' ? 'PRIMARY KEY' : 'UNIQUE';
      await sql.query(
        `ALTER TABLE ${quoteIdentifier(copy)} ADD CONSTRAINT ${quoteIdentifier(copyName)}
           ${kind} USING INDEX ${quoteIdentifier(copyName)}`,
      );
    }
  }
}

/** After the swap, the indexes (and their constraints) take back the live names. */
export async function restoreIndexNames(sql: Sql, table: string) {
  for (const index of await liveIndexes(sql, table)) {
    if (!index.name.endsWith(COPY_SUFFIX)) continue;
    const original = index.name.slice(0, -COPY_SUFFIX.length);
    await sql.query(
      `ALTER INDEX ${quoteIdentifier(index.name)} RENAME TO ${quoteIdentifier(original)}`,
    );
  }
}
