import type { Projection } from '../projection.js';
import { quoteIdentifier } from '../sql.js';

/** Name of the fresh copy a rebuild fills before it replaces the live table. */
export const rebuildTableName = (table: string) => `${table}__rebuild`;

export function liveTables(projection: Projection) {
  return tableNamer(projection, (table) => table);
}

export function rebuildTables(projection: Projection) {
  return tableNamer(projection, rebuildTableName);
}

function tableNamer(projection: Projection, physical: (table: string) => string) {
  const owned = new Set(projection.tables);
  return (table: string) => {
    if (!owned.has(table)) {
      throw new Error(`Projection ${projection.name} does not own the table ${table}`);
    }
    return quoteIdentifier(physical(table));
  };
}
