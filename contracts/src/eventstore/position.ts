/**
 * A place in the global event log, ordered first by `transaction` then by `sequence`.
 *
 * The PostgreSQL store uses (transaction id, global position) so that a reader never passes an
 * event whose transaction committed late; EventStoreDB uses its (commit, prepare) positions.
 * Callers treat it as opaque: compare, store, and hand it back.
 */
export interface LogPosition {
  readonly transaction: bigint;
  readonly sequence: bigint;
}

export const START: LogPosition = Object.freeze({ transaction: 0n, sequence: 0n });

export function comparePositions(a: LogPosition, b: LogPosition): number {
  if (a.transaction !== b.transaction) return a.transaction < b.transaction ? -1 : 1;
  if (a.sequence !== b.sequence) return a.sequence < b.sequence ? -1 : 1;
  return 0;
}

/** Text form used in logs, the health report and the operator CLI: `transaction:sequence`. */
export function formatPosition(position: LogPosition): string {
  return `${position.transaction}:${position.sequence}`;
}

export function parsePosition(text: string): LogPosition {
  const match = /^(\d+):(\d+)$/.exec(text);
  if (!match) throw new RangeError(`Not a log position: "${text}"`);
  return { transaction: BigInt(match[1]!), sequence: BigInt(match[2]!) };
}
