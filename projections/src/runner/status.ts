import { START, type EventStore, type LogPosition } from '@stages/contracts';
import type { Projection } from '../projection.js';
import type { LockHolder, SqlDatabase } from '../sql.js';
import { findCheckpoint, rebuildCheckpointName } from './checkpoints.js';
import { projectionLockKey } from './projection-runner.js';
import { rebuildLockKey } from './rebuild.js';

export interface ProjectionStatus {
  readonly name: string;
  /** `stalled`: an event has waited longer than allowed; `not_started`: no runner ever ran. */
  readonly status: 'running' | 'failed' | 'stalled' | 'not_started';
  readonly position: LogPosition | null;
  /** Committed events after the checkpoint (even those an open transaction holds back), up to the cap. */
  readonly lagEvents: number;
  readonly updatedAt: Date | null;
  readonly failedEventId: string | null;
  readonly error: string | null;
  /** Where an unfinished rebuild stands, if one was started. */
  readonly rebuildPosition: LogPosition | null;
  /** The instance whose runner holds the projection's lock; null when none does. */
  readonly holder: LockHolder | null;
  /** The process rebuilding it right now, if one is. */
  readonly rebuildHolder: LockHolder | null;
}

export interface StatusOptions {
  readonly lagCap?: number;
  /** An unapplied event older than this makes the projection stalled (a long transaction, say). */
  readonly stalledAfterMs?: number;
  readonly now?: () => Date;
}

/**
 * Reads each projection's state from the database, so any process (another API instance, the
 * operator CLI) sees the same thing whichever process runs the projection.
 */
export async function readProjectionStatuses(
  db: SqlDatabase,
  store: EventStore,
  projections: readonly Projection[],
  { lagCap = 100_000, stalledAfterMs = 30_000, now = () => new Date() }: StatusOptions = {},
): Promise<ProjectionStatus[]> {
  const holders = await db.lockHolders(
    projections.flatMap(({ name }) => [projectionLockKey(name), rebuildLockKey(name)]),
  );
  return Promise.all(
    projections.map(async (projection): Promise<ProjectionStatus> => {
      const checkpoint = await findCheckpoint(db, projection.name);
      const rebuild = await findCheckpoint(db, rebuildCheckpointName(projection.name));
      const from = checkpoint?.position ?? START;
      const backlog = await store.backlog(from, lagCap);
      let status: ProjectionStatus['status'] = checkpoint?.status ?? 'not_started';
      const waitedMs = backlog.oldestRecordedAt
        ? now().getTime() - backlog.oldestRecordedAt.getTime()
        : 0;
      if (status === 'running' && waitedMs > stalledAfterMs) status = 'stalled';
      return {
        name: projection.name,
        status,
        position: checkpoint?.position ?? null,
        lagEvents: backlog.count,
        updatedAt: checkpoint?.updatedAt ?? null,
        failedEventId: checkpoint?.failedEventId ?? null,
        error: checkpoint?.error ?? null,
        rebuildPosition: rebuild?.position ?? null,
        holder: holders.get(projectionLockKey(projection.name)) ?? null,
        rebuildHolder: holders.get(rebuildLockKey(projection.name)) ?? null,
      };
    }),
  );
}
