import {
  comparePositions,
  formatPosition,
  type LogPosition,
  type RecordedDomainEvent,
  type RecordedEvent,
} from '@stages/contracts';
import type { Projection, ProjectionContext } from '../projection.js';
import type { Sql, SqlDatabase } from '../sql.js';
import { lockCheckpoint, markFailed, saveCheckpoint } from './checkpoints.js';

/**
 * The stored checkpoint is not where this writer left it: a rebuild was swapped in, or another
 * runner wrote.
 */
export class CheckpointMovedError extends Error {
  constructor(checkpoint: string, expected: LogPosition, found: LogPosition) {
    super(
      `Checkpoint ${checkpoint} moved from ${formatPosition(expected)} to ${formatPosition(found)}`,
    );
    this.name = 'CheckpointMovedError';
  }
}

/** The projection threw on an event. Its checkpoint stays just before that event. */
export class ProjectionFailedError extends Error {
  constructor(
    readonly projection: string,
    readonly eventId: string,
    readonly eventType: string,
    readonly reason: string,
  ) {
    super(`Projection ${projection} failed on event ${eventId} (${eventType}): ${reason}`);
    this.name = 'ProjectionFailedError';
  }
}

export interface BatchTarget {
  readonly projection: Projection;
  /** The checkpoint row written with the batch: the live one, or the rebuild's. */
  readonly checkpoint: string;
  /** Physical table for each of the projection's tables. */
  readonly tableName: (table: string) => string;
}

const describe = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Writes a batch of events and the checkpoint after it in one transaction, provided the stored
 * checkpoint is still `from`. Returns the new checkpoint.
 *
 * When the projection throws, the batch is replayed event by event to find the culprit: the
 * events before it are kept, the checkpoint stops just before it, and ProjectionFailedError
 * names it.
 */
export async function applyBatch(
  db: SqlDatabase,
  target: BatchTarget,
  from: LogPosition,
  events: readonly RecordedEvent[],
): Promise<LogPosition> {
  const last = events.at(-1);
  if (!last) return from;
  const handled = new Set<string>(target.projection.handles);
  const relevant = events.filter((event) => handled.has(event.type)) as RecordedDomainEvent[];
  try {
    await db.transaction(async (tx) => {
      await openBatch(tx, target.checkpoint, from);
      if (relevant.length > 0) await target.projection.apply(relevant, contextFor(tx, target));
      await saveCheckpoint(tx, target.checkpoint, last.position);
    });
    return last.position;
  } catch (error) {
    if (error instanceof CheckpointMovedError || relevant.length === 0) throw error;
    return applyOneByOne(db, target, from, events, handled);
  }
}

async function applyOneByOne(
  db: SqlDatabase,
  target: BatchTarget,
  from: LogPosition,
  events: readonly RecordedEvent[],
  handled: ReadonlySet<string>,
): Promise<LogPosition> {
  let applied = from;
  const failure = await db.transaction(async (tx) => {
    await openBatch(tx, target.checkpoint, from);
    const context = contextFor(tx, target);
    for (const event of events) {
      if (handled.has(event.type)) {
        await tx.query('SAVEPOINT projection_event');
        try {
          await target.projection.apply([event as RecordedDomainEvent], context);
          await tx.query('RELEASE SAVEPOINT projection_event');
        } catch (error) {
          await tx.query('ROLLBACK TO SAVEPOINT projection_event');
          const reason = describe(error);
          await markFailed(tx, target.checkpoint, applied, event.eventId, reason);
          return new ProjectionFailedError(
            target.projection.name,
            event.eventId,
            event.type,
            reason,
          );
        }
      }
      applied = event.position;
    }
    await saveCheckpoint(tx, target.checkpoint, applied);
    return null;
  });
  if (failure) throw failure;
  return applied;
}

/**
 * Starts a batch's transaction: checks the stored checkpoint is still `from`, and lets the commit
 * skip waiting for the disk. Read-model rows are derived data committed with their checkpoint: a
 * crash can lose only whole batches, which the runner then applies again from the log. Appends
 * to the log itself stay fully durable.
 */
async function openBatch(tx: Sql, checkpoint: string, from: LogPosition) {
  await tx.query('SET LOCAL synchronous_commit = off');
  const stored = await lockCheckpoint(tx, checkpoint);
  if (comparePositions(stored.position, from) !== 0) {
    throw new CheckpointMovedError(checkpoint, from, stored.position);
  }
}

function contextFor(tx: Sql, target: BatchTarget): ProjectionContext {
  return { sql: tx, table: target.tableName };
}
