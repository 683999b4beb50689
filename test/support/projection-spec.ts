import { randomUUID } from 'node:crypto';
import {
  eventCatalogue,
  type EventMetadata,
  type EventType,
  type RecordedDomainEvent,
} from '@stages/contracts';
import { quoteIdentifier, type Projection, type SqlDatabase } from '@stages/projections';
import { afterAll, beforeAll, expect } from 'vitest';
import { allMigrations } from '../../api/src/contexts.js';
import { migrate } from '../../api/src/infrastructure/database/migrator.js';
import { openPglite } from './databases.js';
import { testMetadata } from './events.js';
import { silentLogger } from './logging.js';

/**
 * An event as the log would hand it to a projection: the n-th of the spec's history. Its data
 * must be valid against the event's schema, as the log only holds events that are.
 */
export function recorded<Type extends EventType>(
  event: { readonly type: Type; readonly data: RecordedDomainEvent<Type>['data'] },
  metadata: Partial<EventMetadata> = {},
): RecordedDomainEvent<Type> {
  eventCatalogue[event.type].schema.parse(event.data);
  return {
    eventId: randomUUID(),
    type: event.type,
    schemaVersion: eventCatalogue[event.type].schemaVersion,
    data: event.data,
    metadata: testMetadata(metadata),
    streamId: 'spec',
    streamVersion: 1,
    position: { transaction: 1n, sequence: 1n },
    recordedAt: new Date(),
  };
}

/**
 * Specs of a projection that read as given these events, then these rows. Each history is
 * applied twice to empty tables, in one batch and one event at a time, and must give the same
 * rows both ways, as the runner and a rebuild rely on. Call it at the top of a spec file: it
 * opens a migrated database before the file's specs and closes it after.
 *
 *     const spec = projectionSpec(stageCatalogue, (db) => db.query('SELECT ...'));
 *     await spec.given(recorded(created)).then([{ stage_id: ..., name: 'Kayak' }]);
 */
export function projectionSpec<Type extends EventType>(
  projection: Projection<Type>,
  rows: (db: SqlDatabase) => Promise<unknown[]>,
) {
  let db: SqlDatabase;
  // Migrating takes a while on a busy machine: once per file, before its specs.
  beforeAll(async () => {
    db = await openPglite();
    await migrate(db, allMigrations, silentLogger);
  }, 120_000);
  afterAll(() => db?.close());

  async function applied(batches: RecordedDomainEvent<Type>[][]) {
    for (const table of projection.tables) await db.query(`DELETE FROM ${quoteIdentifier(table)}`);
    for (const batch of batches) {
      await db.transaction((sql) => projection.apply(batch, { sql, table: quoteIdentifier }));
    }
    return rows(db);
  }

  return {
    given: (...history: RecordedDomainEvent<Type>[]) => ({
      async then(expected: unknown[]) {
        const inOneBatch = await applied([history]);
        expect(inOneBatch).toEqual(expected);
        expect(await applied(history.map((event) => [event]))).toEqual(inOneBatch);
      },
    }),
  };
}
