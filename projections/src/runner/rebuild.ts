import { START, type EventStore, type LogPosition } from '@stages/contracts';
import type { Projection } from '../projection.js';
import { quoteIdentifier, type Sql, type SqlDatabase } from '../sql.js';
import { applyBatch } from './apply-batch.js';
import {
  deleteCheckpoint,
  ensureCheckpoint,
  findCheckpoint,
  lockCheckpoint,
  rebuildCheckpointName,
  saveCheckpoint,
} from './checkpoints.js';
import { rebuildTableName, rebuildTables } from './table-names.js';

export class RebuildInProgressError extends Error {
  constructor(projection: string) {
    super(`A rebuild of ${projection} is already running`);
    this.name = 'RebuildInProgressError';
  }
}

export interface RebuildProgress {
  readonly processed: number;
  readonly total: number;
}

export interface RebuildOptions {
  readonly db: SqlDatabase;
  readonly store: EventStore;
  readonly projection: Projection;
  readonly batchSize?: number;
  readonly onStart?: (progress: RebuildProgress & { resumed: boolean }) => void;
  readonly onProgress?: (progress: RebuildProgress) => void;
}

export interface RebuildResult {
  readonly events: number;
  readonly resumed: boolean;
  readonly position: LogPosition;
}

/**
 * Replays the whole log into fresh copies of the projection's tables, committing each batch
 * with its own checkpoint, then swaps the copies in. Until the swap the live tables keep
 * serving (and the live runner keeps them current). An interrupted rebuild resumes where its
 * last batch committed.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { db, store, projection, batchSize = 5_000 } = options;
  const lock = await db.tryLock(`projection-rebuild:${projection.name}`);
  if (!lock) throw new RebuildInProgressError(projection.name);
  try {
    const checkpointName = rebuildCheckpointName(projection.name);
    const previous = await findCheckpoint(db, checkpointName);
    const resumed = previous !== null && (await rebuildTablesExist(db, projection));
    if (!resumed) await createRebuildTables(db, projection, checkpointName);
    let position = resumed ? previous.position : START;

    const total = await store.countAfter(START, Number.MAX_SAFE_INTEGER);
    let processed = resumed
      ? total - (await store.countAfter(position, Number.MAX_SAFE_INTEGER))
      : 0;
    options.onStart?.({ processed, total, resumed });

    const target = {
      projection,
      checkpoint: checkpointName,
      tableName: rebuildTables(projection),
    };
    for (;;) {
      const events = await store.readAll(position, batchSize);
      if (events.length === 0) break;
      position = await applyBatch(db, target, position, events);
      processed += events.length;
      options.onProgress?.({ processed, total: Math.max(total, processed) });
      if (events.length < batchSize) break;
    }
    await swapIn(db, projection, checkpointName);
    return { events: processed, resumed, position };
  } finally {
    await lock.release();
  }
}

async function rebuildTablesExist(db: SqlDatabase, projection: Projection) {
  const { rows } = await db.query<{ present: number }>(
    `SELECT count(*)::int AS present FROM pg_tables
      WHERE schemaname = current_schema() AND tablename = ANY($1::text[])`,
    [projection.tables.map(rebuildTableName)],
  );
  return rows[0]?.present === projection.tables.length;
}

async function createRebuildTables(db: SqlDatabase, projection: Projection, checkpoint: string) {
  await db.transaction(async (tx) => {
    for (const table of projection.tables) {
      const copy = quoteIdentifier(rebuildTableName(table));
      await tx.query(`DROP TABLE IF EXISTS ${copy}`);
      // The copy takes columns, defaults, constraints and indexes from the live table, which
      // migrations keep current: a rebuild never needs its own DDL.
      await tx.query(`CREATE TABLE ${copy} (LIKE ${quoteIdentifier(table)} INCLUDING ALL)`);
    }
    await deleteCheckpoint(tx, checkpoint);
    await ensureCheckpoint(tx, checkpoint);
  });
}

/**
 * Replaces the live tables by the rebuilt ones and points the live checkpoint at the rebuild's.
 * The live runner, blocked on the checkpoint row meanwhile, then finds its checkpoint moved and
 * carries on from there with the events appended since the rebuild's last batch.
 */
async function swapIn(db: SqlDatabase, projection: Projection, checkpointName: string) {
  await ensureCheckpoint(db, projection.name);
  await db.transaction(async (tx) => {
    await lockCheckpoint(tx, projection.name);
    const rebuilt = await lockCheckpoint(tx, checkpointName);
    for (const table of projection.tables) {
      const copy = rebuildTableName(table);
      const indexRenames = await matchIndexNames(tx, copy, table);
      await tx.query(`LOCK TABLE ${quoteIdentifier(table)} IN ACCESS EXCLUSIVE MODE`);
      await tx.query(`DROP TABLE ${quoteIdentifier(table)}`);
      await tx.query(`ALTER TABLE ${quoteIdentifier(copy)} RENAME TO ${quoteIdentifier(table)}`);
      for (const [from, to] of indexRenames) {
        await tx.query(`ALTER INDEX ${quoteIdentifier(from)} RENAME TO ${quoteIdentifier(to)}`);
      }
    }
    await saveCheckpoint(tx, projection.name, rebuilt.position);
    await deleteCheckpoint(tx, checkpointName);
  });
}

/**
 * Pairs each index of the copy with the live index of the same definition, so the swapped-in
 * table keeps the index (and constraint) names later migrations refer to.
 */
async function matchIndexNames(tx: Sql, copy: string, live: string) {
  const definitions = async (table: string) =>
    (
      await tx.query<{ indexname: string; indexdef: string }>(
        `SELECT indexname, indexdef FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename = $1 ORDER BY indexname`,
        [table],
      )
    ).rows.map((row) => ({
      name: row.indexname,
      shape: row.indexdef.replace(/^CREATE (UNIQUE )?INDEX \S+ ON \S+ /, 'CREATE $1INDEX ON '),
    }));
  const liveIndexes = await definitions(live);
  const renames: [string, string][] = [];
  for (const index of await definitions(copy)) {
    const match = liveIndexes.findIndex((candidate) => candidate.shape === index.shape);
    if (match === -1) continue;
    renames.push([index.name, liveIndexes[match]!.name]);
    liveIndexes.splice(match, 1);
  }
  return renames;
}
