import type { EventType, RecordedDomainEvent } from '@stages/contracts';
import type { Sql } from './sql.js';

export interface ProjectionContext {
  /** The open transaction the batch and its checkpoint are written in. */
  readonly sql: Sql;
  /**
   * The quoted physical name of one of the projection's tables: the live table, or its fresh
   * copy while a rebuild fills it.
   */
  readonly table: (name: string) => string;
}

/**
 * A read model fed by events. Its tables are created by migrations; `apply` writes a batch of
 * events into them and must give the same rows whether events come one by one or in batches.
 * It must not rely on unique indexes while writing (no ON CONFLICT): a rebuild fills a copy that
 * gets its indexes only once all rows are in.
 */
export interface Projection<Type extends EventType = EventType> {
  readonly name: string;
  /** Tables the projection owns and writes; nothing else may reference them by foreign key. */
  readonly tables: readonly string[];
  /** Event types `apply` receives; the checkpoint still moves past the others. */
  readonly handles: readonly Type[];
  /** Receives only the types it handles, their data typed by the event catalogue. */
  apply(events: readonly RecordedDomainEvent<Type>[], context: ProjectionContext): Promise<void>;
}
