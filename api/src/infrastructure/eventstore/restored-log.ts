import type { SqlDatabase } from '@stages/projections';

/**
 * The log carries transaction ids of another PostgreSQL cluster: it was restored from a dump.
 * Readers order the log by transaction id, so every new event would sort before the checkpoints
 * and stay invisible to the projections.
 */
export class RestoredLogError extends Error {
  constructor() {
    super(
      'The event log was restored from another PostgreSQL cluster: its transaction ids are ahead ' +
        'of this server, so new events would stay hidden from the projections. Stop every ' +
        'instance and run "npm run projections -- adopt-restored-log" once.',
    );
    this.name = 'RestoredLogError';
  }
}

export async function assertLogFromThisCluster(db: SqlDatabase) {
  const { rows } = await db.query<{ restored: boolean }>(
    `SELECT transaction_id >= pg_snapshot_xmax(pg_current_snapshot()) AS restored
       FROM events ORDER BY transaction_id DESC LIMIT 1`,
  );
  if (rows[0]?.restored) throw new RestoredLogError();
}

/**
 * Makes a restored log this cluster's own: every event is committed history, so all of them take
 * transaction id 0 and keep their order by sequence (which follows each stream's order). The
 * projections' checkpoints no longer mean anything and are dropped: rebuild them all next.
 */
export async function adoptRestoredLog(db: SqlDatabase) {
  await db.transaction(async (tx) => {
    await tx.query(`UPDATE events SET transaction_id = '0' WHERE transaction_id <> '0'`);
    await tx.query('DELETE FROM projection_checkpoints');
  });
}
