import type { EventStore, Upcaster } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { migrate } from '../../api/src/infrastructure/database/migrator.js';
import { EventStoreDbEventStore } from '../../api/src/infrastructure/eventstore/eventstoredb-event-store.js';
import { PostgresEventStore } from '../../api/src/infrastructure/eventstore/postgres-event-store.js';
import { allMigrations } from '../../api/src/contexts.js';
import {
  createPostgresDatabase,
  openPglite,
  POSTGRES_SKIP_REASON,
  postgresUrl,
} from '../support/databases.js';
import { silentLogger } from '../support/logging.js';

/** A running store for the contract suite, and what the test may do beyond the port. */
export interface OpenStore {
  /** Another store on the same log, built with these upcasters. */
  withUpcasters(upcasters: readonly Upcaster[]): EventStore;
  readonly store: EventStore;
  /** The database under a PostgreSQL store, to open transactions of its own. */
  readonly db: SqlDatabase | null;
  /** A second connection pool, standing in for another process. */
  openPeer?(): { store: EventStore; db: SqlDatabase };
  close(): Promise<void>;
}

export interface StoreHarness {
  readonly title: string;
  readonly available: boolean;
  /** Tests this store cannot run, each with the reason reported as it is skipped. */
  readonly cannot: {
    readonly holdTransactionsOpen?: string;
    readonly leaveSequenceHoles?: string;
    readonly runPeers?: string;
  };
  open(): Promise<OpenStore>;
}

const options = (upcasters: readonly Upcaster[] = []) => ({
  upcasters,
  pollMs: 50,
  logger: silentLogger,
});

const eventStoreUrl = process.env.EVENTSTORE_URL || null;

export const harnesses: readonly StoreHarness[] = [
  {
    title: 'PostgreSQL store on PGlite',
    available: true,
    cannot: {
      holdTransactionsOpen:
        'PGlite runs one transaction at a time, so none can commit while an earlier one is open',
      runPeers: 'only one process can open a PGlite database',
    },
    async open() {
      const db = await openPglite();
      await migrate(db, allMigrations, silentLogger);
      const store = new PostgresEventStore(db, options());
      return {
        store,
        db,
        withUpcasters: (upcasters) => new PostgresEventStore(db, options(upcasters)),
        close: async () => {
          await store.close();
          await db.close();
        },
      };
    },
  },
  {
    title: postgresUrl
      ? 'PostgreSQL store on a PostgreSQL server'
      : `PostgreSQL store on a PostgreSQL server (${POSTGRES_SKIP_REASON})`,
    available: postgresUrl !== null,
    cannot: {},
    async open() {
      const database = await createPostgresDatabase();
      const db = database.connect(20);
      await migrate(db, allMigrations, silentLogger);
      const stores: EventStore[] = [new PostgresEventStore(db, options())];
      return {
        store: stores[0]!,
        db,
        withUpcasters: (upcasters) => new PostgresEventStore(db, options(upcasters)),
        openPeer: () => {
          const peerDb = database.connect(4);
          const store = new PostgresEventStore(peerDb, { ...options(), pollMs: 60_000 });
          stores.push(store);
          return { store, db: peerDb };
        },
        close: async () => {
          await Promise.all(stores.map((store) => store.close()));
          await database.drop();
        },
      };
    },
  },
  {
    title: eventStoreUrl
      ? 'EventStoreDB store'
      : 'EventStoreDB store (skipped: set EVENTSTORE_URL to an EventStoreDB/KurrentDB server to run these)',
    available: eventStoreUrl !== null,
    cannot: {
      holdTransactionsOpen: 'EventStoreDB has no client transactions to hold open',
      leaveSequenceHoles: 'EventStoreDB writes nothing for a failed append',
      runPeers: 'covered by the live subscription, which has no separate peer setup here',
    },
    async open() {
      const stores: EventStoreDbEventStore[] = [];
      const open = (upcasters: readonly Upcaster[] = []) => {
        const store = new EventStoreDbEventStore(eventStoreUrl!, options(upcasters));
        stores.push(store);
        return store;
      };
      return {
        store: open(),
        db: null,
        withUpcasters: open,
        close: async () => {
          await Promise.all(stores.map((store) => store.close()));
        },
      };
    },
  },
];
