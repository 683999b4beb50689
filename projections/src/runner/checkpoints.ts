import type { LogPosition } from '@stages/contracts';
import type { Migration, Sql } from '../sql.js';

export type CheckpointStatus = 'running' | 'failed';

export interface Checkpoint {
  readonly name: string;
  readonly position: LogPosition;
  readonly status: CheckpointStatus;
  readonly failedEventId: string | null;
  readonly error: string | null;
  readonly updatedAt: Date;
}

export const checkpointMigrations: readonly Migration[] = [
  {
    id: '0002-projection-checkpoints',
    sql: `
      CREATE TABLE projection_checkpoints (
        name text PRIMARY KEY,
        position_transaction bigint NOT NULL DEFAULT 0,
        position_sequence bigint NOT NULL DEFAULT 0,
        status text NOT NULL DEFAULT 'running' CHECK (status IN ('running', 'failed')),
        failed_event_id uuid,
        error text,
        updated_at timestamptz NOT NULL DEFAULT now()
      );`,
  },
];

/** The checkpoint a rebuild keeps for the fresh copy of a projection's tables. */
export const rebuildCheckpointName = (projection: string) => `${projection}:rebuild`;

interface CheckpointRow {
  name: string;
  position_transaction: string;
  position_sequence: string;
  status: CheckpointStatus;
  failed_event_id: string | null;
  error: string | null;
  updated_at: Date;
}

// Positions are read as text: PGlite returns int8 as a JS number, which cannot hold every value.
const columns = `name, position_transaction::text, position_sequence::text, status,
  failed_event_id::text, error, updated_at`;

function toCheckpoint(row: CheckpointRow): Checkpoint {
  return {
    name: row.name,
    position: {
      transaction: BigInt(row.position_transaction),
      sequence: BigInt(row.position_sequence),
    },
    status: row.status,
    failedEventId: row.failed_event_id,
    error: row.error,
    updatedAt: new Date(row.updated_at),
  };
}

export async function ensureCheckpoint(sql: Sql, name: string): Promise<Checkpoint> {
  await sql.query(
    'INSERT INTO projection_checkpoints (name) VALUES ($1) ON CONFLICT (name) DO NOTHING',
    [name],
  );
  const { rows } = await sql.query<CheckpointRow>(
    `SELECT ${columns} FROM projection_checkpoints WHERE name = $1`,
    [name],
  );
  return toCheckpoint(rows[0]!);
}

export async function findCheckpoint(sql: Sql, name: string): Promise<Checkpoint | null> {
  const { rows } = await sql.query<CheckpointRow>(
    `SELECT ${columns} FROM projection_checkpoints WHERE name = $1`,
    [name],
  );
  return rows[0] ? toCheckpoint(rows[0]) : null;
}

/** Locks the row until the transaction ends: writers of the same projection queue behind it. */
export async function lockCheckpoint(tx: Sql, name: string): Promise<Checkpoint> {
  const { rows } = await tx.query<CheckpointRow>(
    `SELECT ${columns} FROM projection_checkpoints WHERE name = $1 FOR UPDATE`,
    [name],
  );
  if (!rows[0]) throw new Error(`No checkpoint for projection ${name}`);
  return toCheckpoint(rows[0]);
}

export async function saveCheckpoint(tx: Sql, name: string, position: LogPosition) {
  await tx.query(
    `UPDATE projection_checkpoints
        SET position_transaction = $2, position_sequence = $3, status = 'running',
            failed_event_id = NULL, error = NULL, updated_at = now()
      WHERE name = $1`,
    [name, position.transaction.toString(), position.sequence.toString()],
  );
}

export async function markFailed(
  tx: Sql,
  name: string,
  position: LogPosition,
  failedEventId: string,
  error: string,
) {
  await tx.query(
    `UPDATE projection_checkpoints
        SET position_transaction = $2, position_sequence = $3, status = 'failed',
            failed_event_id = $4, error = $5, updated_at = now()
      WHERE name = $1`,
    [name, position.transaction.toString(), position.sequence.toString(), failedEventId, error],
  );
}

export async function deleteCheckpoint(tx: Sql, name: string) {
  await tx.query('DELETE FROM projection_checkpoints WHERE name = $1', [name]);
}
