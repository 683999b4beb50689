/**
 * What the projections (and the PostgreSQL event store) need from a database. The API provides
 * two drivers with the same SQL behind them: `pg` for a PostgreSQL server and PGlite embedded.
 */
export interface SqlResult<Row> {
  readonly rows: Row[];
  readonly rowCount: number;
}

export interface Sql {
  /** One statement, with `$1`-style parameters. */
  query<Row = Record<string, unknown>>(
    text: string,
    params?: readonly unknown[],
  ): Promise<SqlResult<Row>>;
  /** A script of several statements, without parameters (migrations). */
  exec(script: string): Promise<void>;
}

export interface HeldLock {
  release(): Promise<void>;
}

/** The process holding a lock, as its database session names it. */
export interface LockHolder {
  /** The host and process id of the instance; null for a session some other program opened. */
  readonly host: string | null;
  readonly pid: number | null;
  /** The session's name (PostgreSQL's `application_name`). */
  readonly applicationName: string;
}

export interface SqlDatabase extends Sql {
  readonly driver: 'postgres' | 'pglite';
  /** Runs `work` in one transaction: committed when it resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T>;
  /**
   * Takes a lock named `key` that lasts until released or until this process's session ends,
   * across every process sharing the database. Null when someone else holds it.
   */
  tryLock(key: string): Promise<HeldLock | null>;
  /** Who holds each of these locks, from any process; a lock nobody holds is left out. */
  lockHolders(keys: readonly string[]): Promise<ReadonlyMap<string, LockHolder>>;
  /** Calls `onNotify` whenever any session notifies `channel`. Resolves to an unsubscribe. */
  listen(channel: string, onNotify: () => void): Promise<() => Promise<void>>;
  notify(channel: string): Promise<void>;
  close(): Promise<void>;
}

/** A schema change, applied once, in id order, at start. Ids are never reused or edited. */
export interface Migration {
  readonly id: string;
  readonly sql: string;
}

/** Quotes an identifier for SQL text (table and index names are never parameters). */
export function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}
