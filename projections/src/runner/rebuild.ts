import { START, type EventStore, type LogPosition, type RecordedEvent } from '@stages/contracts';
import type { Projection } from '../projection.js';
import { quoteIdentifier, type SqlDatabase } from '../sql.js';
import { applyBatch } from './apply-batch.js';
import {
  deleteCheckpoint,
  ensureCheckpoint,
  findCheckpoint,
  lockCheckpoint,
  rebuildCheckpointName,
  saveCheckpoint,
} from './checkpoints.js';
import { createCopyIndexes, restoreIndexNames } from './rebuild-indexes.js';
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
  /** Awaited: the next batch waits until it settles. */
  readonly onProgress?: (progress: RebuildProgress) => void | Promise<void>;
}

export interface RebuildResult {
  readonly events: number;
  readonly resumed: boolean;
  readonly position: LogPosition;
}

/** The lock a rebuild of a projection holds while it runs. */
export const rebuildLockKey = (projection: string) => `projection-rebuild:${projection}`;

/**
 * Replays the whole log into fresh copies of the projection's tables, committing each batch
 * with its own checkpoint, gives the copies their indexes, then swaps them in. Until the swap
 * the live tables keep serving (and the live runner keeps them current). An interrupted rebuild
 * resumes where its last batch committed.
 */
export async function rebuildProjection(options: RebuildOptions): Promise<RebuildResult> {
  const { db, store, projection, batchSize = 5_000 } = options;
  const lock = await db.tryLock(rebuildLockKey(projection.name));
  if (!lock) throw new RebuildInProgressError(projection.name);
  try {
    const checkpointName = rebuildCheckpointName(projection.name);
    const previous = await findCheckpoint(db, checkpointName);
    const resumed = previous !== null && (await rebuildTablesExist(db, projection));
    if (!resumed) await createRebuildTables(db, projection, checkpointName);
    let position = resumed ? previous.position : START;

    const total = (await store.backlog(START, Number.MAX_SAFE_INTEGER)).count;
    let processed = resumed
      ? total - (await store.backlog(position, Number.MAX_SAFE_INTEGER)).count
      : 0;
    options.onStart?.({ processed, total, resumed });

    const target = {
      projection,
      checkpoint: checkpointName,
      tableName: rebuildTables(projection),
    };
    const replay = async () => {
      for await (const events of batchesAfter(store, position, batchSize)) {
        position = await applyBatch(db, target, position, events);
        processed += events.length;
        await options.onProgress?.({ processed, total: Math.max(total, processed) });
      }
    };
    await replay();
    for (const table of projection.tables) {
      await createCopyIndexes(db, table, rebuildTableName(table));
    }
    await replay(); // what was appended while the indexes were built
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
      // The copy takes its shape from the live table, which migrations keep current: a rebuild
      // never needs DDL of its own. Indexes come once the rows are in (createCopyIndexes).
      await tx.query(
        `CREATE TABLE ${copy} (LIKE ${quoteIdentifier(table)} INCLUDING ALL EXCLUDING INDEXES)`,
      );
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
      await tx.query(`LOCK TABLE ${quoteIdentifier(table)} IN ACCESS EXCLUSIVE MODE`);
      await tx.query(`DROP TABLE ${quoteIdentifier(table)}`);
      await tx.query(
        `ALTER TABLE ${quoteIdentifier(rebuildTableName(table))} RENAME TO ${quoteIdentifier(table)}`,
      );
      await restoreIndexNames(tx, table);
    }
    await saveCheckpoint(tx, projection.name, rebuilt.position);
    await deleteCheckpoint(tx, checkpointName);
  });
}

/**
 * The log after `from`, a batch at a time, reading the next batch while the caller handles the
 * current one: on a PostgreSQL server reading and writing then overlap.
 */
async function* batchesAfter(
  store: EventStore,
  from: LogPosition,
  batchSize: number,
): AsyncGenerator<readonly RecordedEvent[]> {
  let next = store.readAll(from, batchSize);
  try {
    for (;;) {
      const events = await next;
      if (events.length === 0) return;
      next = store.readAll(events.at(-1)!.position, batchSize);
      yield events;
    }
  } finally {
    // A batch read ahead and never handed out must not become an unhandled rejection.
    next.catch(() => undefined);
  }
}
