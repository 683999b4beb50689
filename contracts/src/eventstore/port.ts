import type { LogPosition } from './position.js';

/** The append must create the stream. */
export const NO_STREAM = 'no_stream';
/** The append skips the version check. */
export const ANY_VERSION = 'any';

/**
 * What the writer believes the stream's version is: the number of events it holds
 * (events are numbered from 1), or one of the two markers above.
 */
export type ExpectedVersion = number | typeof NO_STREAM | typeof ANY_VERSION;

export type ActorRole = 'administrator' | 'parent' | 'organization' | 'system';

/**
 * Facts about the decision, never about a person: who decided is an id and a role, so a
 * person's data can be erased from the tables while the history stays whole.
 */
export interface EventMetadata {
  readonly actorId: string | null;
  readonly actorRole: ActorRole | null;
  /** The command that produced the event; equal to the request's Idempotency-Key when one was sent. */
  readonly commandId: string;
  readonly correlationId: string;
  readonly causationId: string | null;
  /** ISO 8601 time at which the command was decided. */
  readonly occurredAt: string;
}

export interface NewEvent<Type extends string = string, Data = unknown> {
  /** Defaults to a random UUID. */
  readonly eventId?: string;
  readonly type: Type;
  readonly schemaVersion: number;
  readonly data: Data;
  readonly metadata: EventMetadata;
}

export interface RecordedEvent<Type extends string = string, Data = unknown> {
  readonly eventId: string;
  readonly type: Type;
  /** The version of `data` after upcasting, not necessarily the stored one. */
  readonly schemaVersion: number;
  readonly data: Data;
  readonly metadata: EventMetadata;
  readonly streamId: string;
  /** 1 for the stream's first event. */
  readonly streamVersion: number;
  readonly position: LogPosition;
  readonly recordedAt: Date;
}

export interface AppendResult {
  /** The stream's version after the append: pass it as the next expected version. */
  readonly nextExpectedVersion: number;
}

export interface ReadStreamOptions {
  /** First stream version to return (default 1). */
  readonly fromVersion?: number;
  readonly maxCount?: number;
}

/** Committed events after a position, as far as a count was taken. */
export interface Backlog {
  readonly count: number;
  /** When the oldest of them was recorded; null when there are none. */
  readonly oldestRecordedAt: Date | null;
}

export interface SubscribeOptions {
  /** Events strictly after this position are delivered. */
  readonly from: LogPosition;
  readonly batchSize?: number;
  /**
   * Called with each batch, in log order; the next batch waits until it settles.
   * A rejection ends the subscription with that error.
   */
  readonly onEvents: (events: readonly RecordedEvent[]) => Promise<void>;
}

export interface AllSubscription {
  /** Settles when the subscription ends: resolves after `stop()`, rejects on a failure. */
  readonly done: Promise<void>;
  stop(): Promise<void>;
}

/**
 * The event store port. Adapters: PostgreSQL (also over PGlite) and EventStoreDB.
 * All of them pass the same contract suite in `test/eventstore`.
 */
export interface EventStore {
  readonly adapter: 'postgres' | 'eventstoredb';

  /**
   * Appends atomically, after checking the expected version.
   * @throws VersionConflictError when the stream is not at the expected version.
   */
  append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult>;

  /** @throws StreamNotFoundError when nothing was ever appended to the stream. */
  readStream(streamId: string, options?: ReadStreamOptions): Promise<RecordedEvent[]>;

  /**
   * Events after `from` in commit-safe order: an event is returned only once every event that
   * could still appear before it has been committed, so a reader that stores the position of
   * the last event it handled never skips one.
   */
  readAll(from: LogPosition, limit: number): Promise<RecordedEvent[]>;

  /**
   * The committed events after `from`, counted up to `cap`, including those `readAll` still holds
   * back because an older transaction is open: how far a reader is behind, and since when.
   */
  backlog(from: LogPosition, cap: number): Promise<Backlog>;

  /** A catch-up subscription: reads from `from`, then waits for new events. */
  subscribeToAll(options: SubscribeOptions): AllSubscription;

  close(): Promise<void>;
}

/** Turns a stored event's data written under an older schema version into the next version. */
export interface Upcaster {
  readonly type: string;
  readonly fromVersion: number;
  upcast(data: unknown): unknown;
}
