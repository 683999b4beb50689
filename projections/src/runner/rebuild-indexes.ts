import { quoteIdentifier, type Sql, type SqlDatabase } from '../sql.js';

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

/** The rows replayed into a copy break one of the live table's unique indexes. */
export class RebuiltRowsConflictError extends Error {
  constructor(table: string, index: string, reason: string) {
    super(
      `The rebuilt ${table} breaks the unique index ${index}: ${reason}. The projection ` +
        'writes rows the live table would have refused; fix it and rebuild again.',
    );
    this.name = 'RebuiltRowsConflictError';
  }
}

/**
 * Gives the copy the live table's indexes and key constraints, built once over the loaded rows
 * (much faster than keeping them up to date row by row). Each index is built in a transaction
 * of its own: an open transaction holds back every reader of the log, so each pause stays short.
 * Indexes already there are kept, so an interrupted rebuild can run this again.
 */
export async function createCopyIndexes(db: SqlDatabase, live: string, copy: string) {
  const present = new Set((await liveIndexes(db, copy)).map((index) => index.name));
  for (const index of await liveIndexes(db, live)) {
    const copyName = `${index.constraintName ?? index.name}${COPY_SUFFIX}`;
    if (present.has(copyName)) continue;
    const columns = index.definition.slice(index.definition.indexOf(' USING '));
    const unique = /^CREATE UNIQUE /.test(index.definition) ? 'UNIQUE ' : '';
    try {
      await db.transaction(async (tx) => {
        await tx.query(
          `CREATE ${unique}INDEX ${quoteIdentifier(copyName)} ON ${quoteIdentifier(copy)}${columns}`,
        );
        if (index.constraintType) {
          const kind = index.constraintType === 'p' ? 'PRIMARY KEY' : 'UNIQUE';
          await tx.query(
            `ALTER TABLE ${quoteIdentifier(copy)} ADD CONSTRAINT ${quoteIdentifier(copyName)}
               ${kind} USING INDEX ${quoteIdentifier(copyName)}`,
          );
        }
      });
    } catch (error) {
      if ((error as { code?: string }).code !== '23505') throw error;
      throw new RebuiltRowsConflictError(live, index.name, (error as Error).message);
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
