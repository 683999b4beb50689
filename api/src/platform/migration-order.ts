import type { Migration } from '@stages/projections';
import type { BoundedContext } from './bounded-context.js';

/**
 * The ids of the migrations written before each context named its own: one number shared by the
 * whole product. Databases already hold them under these ids, so they keep them and their order.
 */
const SHARED_NUMBER = /^\d{4}-[a-z0-9-]+$/;

/**
 * A context's later migrations are named `<context>/NNNN-what`, numbered within the context:
 * two contexts writing one at the same time cannot take the same id.
 */
const contextMigrationId = (context: string) => new RegExp(`^${context}/\\d{4}-[a-z0-9-]+$`);

/**
 * Every schema change in the order it is applied: the shared-number migrations in their number
 * order (as every existing database applied them), then each context's own, context by context
 * in the order the contexts are listed (a context after those it reads from), each in its
 * number order. The order depends on the code alone, never on when a migration was written.
 */
export function orderMigrations(
  platform: readonly Migration[],
  contexts: readonly BoundedContext[],
): Migration[] {
  const byId = (a: Migration, b: Migration) => a.id.localeCompare(b.id);
  const shared: Migration[] = [];
  const named: Migration[] = [];
  for (const migration of platform) {
    if (!SHARED_NUMBER.test(migration.id)) {
      throw new Error(`A platform migration takes the next shared number: ${migration.id}`);
    }
    shared.push(migration);
  }
  for (const context of contexts) {
    const own = contextMigrationId(context.name);
    for (const migration of context.migrations) {
      if (SHARED_NUMBER.test(migration.id)) shared.push(migration);
      else if (own.test(migration.id)) named.push(migration);
      else throw new Error(`Migration ${migration.id} of ${context.name} is not named ${own}`);
    }
  }
  const ordered = [
    ...shared.sort(byId),
    ...contexts.flatMap((context) =>
      named.filter((m) => m.id.startsWith(`${context.name}/`)).sort(byId),
    ),
  ];
  const ids = new Set(ordered.map((migration) => migration.id));
  if (ids.size !== ordered.length) throw new Error('Two migrations share an id');
  return ordered;
}
