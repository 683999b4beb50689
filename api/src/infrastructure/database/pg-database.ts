import {
  quoteIdentifier,
  type HeldLock,
  type LockHolder,
  type Logger,
  type Sql,
  type SqlDatabase,
  type SqlResult,
} from '@stages/projections';
import pg from 'pg';
import { instanceApplicationName, lockHolderNamed } from './instance-name.js';
import { SerialSession } from './serial-session.js';

const lockQuery = 'SELECT pg_try_advisory_lock(hashtextextended($1, 0)) AS locked';
const unlockQuery = 'SELECT pg_advisory_unlock(hashtextextended($1, 0))';
/**
 * The sessions holding advisory locks taken by `lockQuery`, on this database. A bigint key is
 * shown in `pg_locks` as its high half (classid) and low half (objid), with objsubid 1.
 */
const holdersQuery = `
  SELECT k.key, a.application_name
    FROM unnest($1::text[]) AS k(key)
    JOIN pg_locks l
      ON l.locktype = 'advisory' AND l.granted AND l.objsubid = 1
     AND l.database = (SELECT oid FROM pg_database WHERE datname = current_database())
     AND l.classid::bigint = (hashtextextended(k.key, 0) >> 32) & 4294967295
     AND l.objid::bigint = hashtextextended(k.key, 0) & 4294967295
    JOIN pg_stat_activity a ON a.pid = l.pid`;

/**
 * Statements are prepared once per connection, under a name derived from their text: the
 * server then skips parsing and planning them on every call. The product's SQL is a bounded
 * set of constant texts; past the cap, statements run unprepared.
 */
const statementNames = new Map<string, string>();
const MAX_PREPARED = 1_000;

function statementName(text: string): string | undefined {
  let name = statementNames.get(text);
  if (name === undefined && statementNames.size < MAX_PREPARED) {
    name = `stages_${statementNames.size}`;
    statementNames.set(text, name);
  }
  return name;
}

function executor(client: pg.Pool | pg.PoolClient): Sql {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
      const result = await client.query({ name: statementName(text), text, values: [...params] });
      return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
    },
    async exec(script: string) {
      // Without parameters pg uses the simple protocol, which accepts several statements.
      await client.query(script);
    },
  };
}

/**
 * A PostgreSQL server through a `pg` pool. Advisory locks and LISTEN each use one dedicated
 * session, opened when first needed, so they never take connections from the pool. Every
 * session is named after this process (`instanceApplicationName`).
 */
export class PgDatabase implements SqlDatabase {
  readonly driver = 'postgres';
  readonly #pool: pg.Pool;
  readonly #sql: Sql;
  readonly #applicationName = instanceApplicationName();
  #lockSession: Promise<SerialSession> | null = null;
  #listenSession: Promise<SerialSession> | null = null;
  readonly #connected: Record<'lock' | 'listen', pg.Client | null> = { lock: null, listen: null };
  readonly #listeners = new Map<string, Set<() => void>>();
  /** Advisory locks are re-entrant within a session: this process must not take one twice. */
  readonly #heldLocks = new Set<string>();
  #closed = false;

  constructor(
    readonly connectionString: string,
    poolSize: number,
    private readonly logger: Logger,
  ) {
    this.#pool = new pg.Pool({
      connectionString,
      max: poolSize,
      application_name: this.#applicationName,
    });
    // An idle client that loses its connection must not crash the process; the pool replaces it.
    this.#pool.on('error', (error) =>
      logger.warn('Idle database connection lost', { error: error.message }),
    );
    this.#sql = executor(this.#pool);
  }

  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]) {
    return this.#sql.query<Row>(text, params);
  }

  exec(script: string) {
    return this.#sql.exec(script);
  }

  async transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    const client = await this.#pool.connect();
    try {
      await client.query('BEGIN');
      const result = await work(executor(client));
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  }

  async tryLock(key: string): Promise<HeldLock | null> {
    if (this.#heldLocks.has(key)) return null;
    this.#heldLocks.add(key);
    try {
      const session = await this.#session('lock');
      const { rows } = await session.query<{ locked: boolean }>(lockQuery, [key]);
      if (!rows[0]?.locked) {
        this.#heldLocks.delete(key);
        return null;
      }
      return {
        release: async () => {
          this.#heldLocks.delete(key);
          await session.query(unlockQuery, [key]);
        },
      };
    } catch (error) {
      this.#heldLocks.delete(key);
      throw error;
    }
  }

  async lockHolders(keys: readonly string[]): Promise<ReadonlyMap<string, LockHolder>> {
    const { rows } = await this.#pool.query<{ key: string; application_name: string }>(
      holdersQuery,
      [[...keys]],
    );
    return new Map(rows.map((row) => [row.key, lockHolderNamed(row.application_name)]));
  }

  async listen(channel: string, onNotify: () => void) {
    if (!this.#listeners.has(channel)) {
      // Registered only once LISTEN succeeded, so that a failed attempt is tried again.
      await (await this.#session('listen')).query(`LISTEN ${quoteIdentifier(channel)}`);
    }
    const callbacks = this.#listeners.get(channel) ?? new Set();
    this.#listeners.set(channel, callbacks);
    callbacks.add(onNotify);
    return async () => {
      callbacks.delete(onNotify);
    };
  }

  async notify(channel: string) {
    await this.#pool.query('SELECT pg_notify($1, $2)', [channel, '']);
  }

  async close() {
    if (this.#closed) return;
    this.#closed = true;
    const sessions = [this.#lockSession, this.#listenSession];
    this.#lockSession = this.#listenSession = null;
    for (const session of sessions) {
      await session?.then(({ client }) => client.end()).catch(() => undefined);
    }
    await this.#pool.end();
  }

  #session(purpose: 'lock' | 'listen'): Promise<SerialSession> {
    const existing = purpose === 'lock' ? this.#lockSession : this.#listenSession;
    if (existing) return existing;
    const opening = this.#openSession(purpose);
    if (purpose === 'lock') this.#lockSession = opening;
    else this.#listenSession = opening;
    // A connection that could not be opened (the server restarting, say) is not kept: the next
    // call tries again.
    opening.catch(() => {
      if (this.#lockSession === opening) this.#lockSession = null;
      if (this.#listenSession === opening) this.#listenSession = null;
    });
    return opening;
  }

  async #openSession(purpose: 'lock' | 'listen') {
    const client = new pg.Client({
      connectionString: this.connectionString,
      application_name: this.#applicationName,
    });
    const forget = () => {
      if (this.#connected[purpose] !== client) return; // already replaced
      this.#connected[purpose] = null;
      if (purpose === 'lock') this.#lockSession = null;
      else this.#listenSession = null;
    };
    // Locks held by a lost session are gone; the projections' checkpoint checks keep writes
    // correct meanwhile, and the next tryLock opens a fresh session.
    client.on('error', (error) => {
      this.logger.warn(`Database ${purpose} session lost`, { error: error.message });
      forget();
      if (purpose === 'listen') this.#relisten();
    });
    if (purpose === 'listen') {
      client.on('notification', (message) => {
        for (const callback of this.#listeners.get(message.channel) ?? []) callback();
      });
    }
    await client.connect();
    this.#connected[purpose] = client;
    return new SerialSession(client);
  }

  /** After the listening session dropped, listen again (polling covers the gap). */
  #relisten() {
    if (this.#closed) return;
    setTimeout(() => {
      void (async () => {
        try {
          const session = await this.#session('listen');
          for (const channel of this.#listeners.keys()) {
            await session.query(`LISTEN ${quoteIdentifier(channel)}`);
          }
        } catch (error) {
          this.logger.warn('Could not listen again, retrying', { error: String(error) });
          this.#listenSession = null;
          this.#relisten();
        }
      })();
    }, 1_000).unref();
  }
}
