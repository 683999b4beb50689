import fs from 'node:fs';
import path from 'node:path';
import type { PGlite, Transaction } from '@electric-sql/pglite';
import { onFirstUse } from '../on-first-use.js';
import type { HeldLock, LockHolder, Sql, SqlDatabase, SqlResult } from '@stages/projections';
import { instanceApplicationName, lockHolderNamed } from './instance-name.js';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function executor(target: Queryable): Sql {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []): Promise<SqlResult<Row>> {
      const result = await target.query<Row>(text, [...params]);
      return {
        rows: result.rows,
        rowCount: result.rowCount ?? result.affectedRows ?? result.rows.length,
      };
    },
    async exec(script: string) {
      await target.exec(script);
    },
  };
}

/**
 * PGlite, loaded only when the embedded database is opened: a server on PostgreSQL never needs
 * it, and would otherwise hold its code from start-up.
 */
const loadPglite = onFirstUse(() => import('@electric-sql/pglite').then((module) => module.PGlite));

export class DataDirInUseError extends Error {
  constructor(dataDir: string, pid: number) {
    super(
      `The embedded database in ${dataDir} is open in another process (pid ${pid}). ` +
        'Stop that process, or give this one its own DATA_DIR.',
    );
    this.name = 'DataDirInUseError';
  }
}

/**
 * PostgreSQL compiled to WebAssembly, inside this process. It has a single connection, which
 * PGlite already serializes: a transaction holds it until it ends. Only one process may open a
 * data folder, so locks are this process's own.
 */
export class PgliteDatabase implements SqlDatabase {
  readonly driver = 'pglite';
  readonly #sql: Sql;
  readonly #heldLocks = new Set<string>();

  private constructor(
    private readonly db: PGlite,
    private readonly releaseDataDir: () => void,
  ) {
    this.#sql = executor(db);
  }

  /** Opens (creating if needed) the database in `<dataDir>/pglite`; in memory when `dataDir` is null. */
  static async open(dataDir: string | null, template?: Blob): Promise<PgliteDatabase> {
    const PGlite = await loadPglite();
    if (dataDir === null) {
      const db = await PGlite.create(template ? { loadDataDir: template } : {});
      return new PgliteDatabase(db, () => undefined);
    }
    const releaseDataDir = claimDataDir(dataDir);
    try {
      const db = await PGlite.create({ dataDir: path.join(dataDir, 'pglite') });
      return new PgliteDatabase(db, releaseDataDir);
    } catch (error) {
      releaseDataDir();
      throw error;
    }
  }

  /** A snapshot of this database, to open copies of it quickly (tests use it as a template). */
  dump(): Promise<Blob> {
    return this.db.dumpDataDir('none');
  }

  query<Row = Record<string, unknown>>(text: string, params?: readonly unknown[]) {
    return this.#sql.query<Row>(text, params);
  }

  exec(script: string) {
    return this.#sql.exec(script);
  }

  transaction<T>(work: (tx: Sql) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => work(executor(tx)));
  }

  async tryLock(key: string): Promise<HeldLock | null> {
    if (this.#heldLocks.has(key)) return null;
    this.#heldLocks.add(key);
    return {
      release: async () => {
        this.#heldLocks.delete(key);
      },
    };
  }

  /** Only this process opens the database: the locks held are its own. */
  async lockHolders(keys: readonly string[]): Promise<ReadonlyMap<string, LockHolder>> {
    const holder = lockHolderNamed(instanceApplicationName());
    return new Map(keys.filter((key) => this.#heldLocks.has(key)).map((key) => [key, holder]));
  }

  async listen(channel: string, onNotify: () => void) {
    const unlisten = await this.db.listen(channel, () => onNotify());
    return () => unlisten();
  }

  async notify(channel: string) {
    await this.db.query('SELECT pg_notify($1, $2)', [channel, '']);
  }

  async close() {
    if (this.db.closed) return;
    try {
      await this.db.close();
    } finally {
      this.releaseDataDir();
    }
  }
}

/** Data folders this process has open: the lock file below cannot tell this process apart. */
const openedHere = new Set<string>();

/**
 * Two processes writing one PGlite folder would corrupt it: a lock file with the owner's pid
 * keeps a second one out. A lock left by a process that died is taken over; so is one bearing
 * this process's own pid (pids repeat across restarts, in containers especially) or no pid.
 */
function claimDataDir(dataDir: string): () => void {
  fs.mkdirSync(dataDir, { recursive: true });
  const folder = fs.realpathSync(dataDir);
  if (openedHere.has(folder)) throw new DataDirInUseError(dataDir, process.pid);
  const lockFile = path.join(folder, 'pglite.lock');
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      openedHere.add(folder);
      return () => {
        openedHere.delete(folder);
        fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8').trim() || NaN);
      const held = Number.isInteger(owner) && owner > 0 && owner !== process.pid && isAlive(owner);
      if (held) throw new DataDirInUseError(dataDir, owner);
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new Error(`Could not lock ${dataDir}`);
}

function isAlive(pid: number) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
