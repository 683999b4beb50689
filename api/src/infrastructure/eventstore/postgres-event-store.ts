import { randomUUID } from 'node:crypto';
import {
  createUpcasterChain,
  StreamNotFoundError,
  VersionConflictError,
  type AllSubscription,
  type AppendResult,
  type Backlog,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type LogPosition,
  type NewEvent,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { catchUpSubscription } from './catch-up-subscription.js';
import type { EventStoreOptions } from './store-options.js';
import { checkExpectedVersion, streamType } from './streams.js';
import { WakeSignal } from './wake-signal.js';

/** Channel on which appenders tell other processes that the log grew. */
export const APPENDED_CHANNEL = 'events_appended';

/**
 * Appends waiting while this many writes are in flight go together in the next one: one commit
 * for many appends when writers crowd in, no waiting at all when they do not.
 */
const WRITES_IN_FLIGHT = { postgres: 4, pglite: 1 } as const;
const MAX_APPENDS_PER_WRITE = 100;

interface PendingAppend {
  readonly streamId: string;
  readonly expected: ExpectedVersion;
  readonly events: readonly object[];
  resolve(result: AppendResult): void;
  reject(error: unknown): void;
}

/**
 * Appends tell other processes at most this often. Every NOTIFY is a transaction of its own,
 * serialized at commit across the server; this process's subscribers are woken at once anyway.
 */
const NOTIFY_INTERVAL_MS = 10;

const columns = `transaction_id::text AS transaction, global_position::text AS sequence,
  stream_id, stream_version, event_id::text AS event_id, type, schema_version, data, metadata,
  recorded_at`;

/**
 * Only events of transactions older than every transaction still running: a transaction that
 * took an earlier sequence number but commits later is never passed over.
 */
const committedAfter = `(transaction_id, global_position) > ($1::xid8, $2::bigint)
  AND transaction_id < pg_snapshot_xmin(pg_current_snapshot())`;

interface EventRow {
  transaction: string;
  sequence: string;
  stream_id: string;
  stream_version: number;
  event_id: string;
  type: string;
  schema_version: number;
  data: unknown;
  metadata: EventMetadata;
  recorded_at: Date;
}

/** The event store in PostgreSQL tables; the same SQL runs on a server and on PGlite. */
export class PostgresEventStore implements EventStore {
  readonly adapter = 'postgres';
  readonly #appended = new WakeSignal();
  readonly #upcasters;
  #listening: Promise<() => Promise<void>> | null = null;
  #notifying: Promise<void> = Promise.resolve();
  #notifyTimer: NodeJS.Timeout | null = null;
  #lastNotify = 0;
  #waiting: PendingAppend[] = [];
  #writesInFlight = 0;

  constructor(
    private readonly db: SqlDatabase,
    private readonly options: EventStoreOptions,
  ) {
    this.#upcasters = createUpcasterChain(options.upcasters);
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    checkExpectedVersion(expected);
    if (events.length === 0) throw new RangeError('Nothing to append');
    const payload = events.map((event) => ({
      event_id: event.eventId ?? randomUUID(),
      type: event.type,
      schema_version: event.schemaVersion,
      data: event.data,
      metadata: event.metadata,
    }));
    return new Promise((resolve, reject) => {
      this.#waiting.push({ streamId, expected, events: payload, resolve, reject });
      this.#startWrites();
    });
  }

  #startWrites() {
    while (this.#waiting.length > 0 && this.#writesInFlight < WRITES_IN_FLIGHT[this.db.driver]) {
      const appends = this.#waiting.splice(0, MAX_APPENDS_PER_WRITE);
      this.#writesInFlight += 1;
      void this.#write(appends).finally(() => {
        this.#writesInFlight -= 1;
        this.#startWrites();
      });
    }
  }

  /**
   * Writes waiting appends in one transaction, each checked against its own expected version.
   * Should the transaction fail as a whole (a duplicate event id, say), each append is tried on
   * its own so that only the faulty one fails.
   */
  async #write(appends: readonly PendingAppend[]) {
    if (appends.length === 1) return this.#writeOne(appends[0]!);
    // Locks are taken in stream order, so two concurrent writes cannot deadlock.
    const ordered = [...appends].sort((a, b) =>
      a.streamId < b.streamId ? -1 : a.streamId > b.streamId ? 1 : 0,
    );
    let rows: { ordinal: number; version: number | null; actual: number | null }[];
    try {
      ({ rows } = await this.db.query(
        'SELECT ordinal, version, actual FROM append_batch($1::jsonb)',
        [
          JSON.stringify(
            ordered.map((append) => ({
              stream_id: append.streamId,
              stream_type: streamType(append.streamId),
              expected: String(append.expected),
              events: append.events,
            })),
          ),
        ],
      ));
    } catch {
      for (const append of appends) await this.#writeOne(append);
      return;
    }
    this.#announceAppend();
    for (const row of rows) {
      const append = ordered[row.ordinal - 1]!;
      if (row.version === null) {
        append.reject(new VersionConflictError(append.streamId, append.expected, row.actual));
      } else {
        append.resolve({ nextExpectedVersion: row.version });
      }
    }
  }

  async #writeOne(append: PendingAppend) {
    try {
      const { rows } = await this.db.query<{ version: number }>(
        'SELECT append_events($1, $2, $3, $4::jsonb) AS version',
        [
          append.streamId,
          streamType(append.streamId),
          String(append.expected),
          JSON.stringify(append.events),
        ],
      );
      this.#announceAppend();
      append.resolve({ nextExpectedVersion: rows[0]!.version });
    } catch (error) {
      const { code, detail } = error as { code?: string; detail?: string };
      if (code === 'SE409') {
        const actual = detail === undefined || detail === 'no_stream' ? null : Number(detail);
        append.reject(new VersionConflictError(append.streamId, append.expected, actual));
      } else {
        append.reject(error);
      }
    }
  }

  /**
   * Whether the stream exists and its events, in one statement and so from one snapshot. Asked
   * in two, a stream created between them (a writer reserving the same slug) would read as
   * existing with no events at all.
   */
  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow | { event_id: null }>(
      `SELECT found.* FROM streams
         LEFT JOIN LATERAL (
           SELECT ${columns} FROM events
            WHERE stream_id = $1 AND stream_version >= $2
            ORDER BY stream_version LIMIT $3) AS found ON true
        WHERE streams.stream_id = $1
        ORDER BY found.stream_version`,
      [streamId, options.fromVersion ?? 1, options.maxCount ?? null],
    );
    if (rows.length === 0) throw new StreamNotFoundError(streamId);
    // A stream with no event in the range asked comes back as one row of nulls.
    return rows.flatMap((row) => (row.event_id === null ? [] : [this.#toEvent(row)]));
  }

  async readAll(from: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${columns} FROM events WHERE ${committedAfter}
        ORDER BY transaction_id, global_position LIMIT $3`,
      [from.transaction.toString(), from.sequence.toString(), limit],
    );
    return rows.map((row) => this.#toEvent(row));
  }

  async backlog(from: LogPosition, cap: number): Promise<Backlog> {
    const { rows } = await this.db.query<{ count: number; oldest: Date | null }>(
      `SELECT count(*)::integer AS count, min(recorded_at) AS oldest
         FROM (SELECT recorded_at FROM events
                WHERE (transaction_id, global_position) > ($1::xid8, $2::bigint)
                ORDER BY transaction_id, global_position LIMIT $3::bigint) AS waiting`,
      [from.transaction.toString(), from.sequence.toString(), String(cap)],
    );
    const { count, oldest } = rows[0]!;
    return { count, oldestRecordedAt: oldest === null ? null : new Date(oldest) };
  }

  subscribeToAll(options: SubscribeOptions): AllSubscription {
    this.#listenToOtherProcesses();
    return catchUpSubscription(
      (from, limit) => this.readAll(from, limit),
      this.#appended,
      this.options.pollMs,
      options,
    );
  }

  async close() {
    if (this.#notifyTimer) clearTimeout(this.#notifyTimer);
    this.#notifyTimer = null;
    const unlisten = await this.#listening?.catch(() => null);
    await unlisten?.();
    await this.#notifying;
  }

  #toEvent(row: EventRow): RecordedEvent {
    // One lookup decides each row; a current one keeps the data as the driver parsed it.
    const lift = this.#upcasters.lift(row.type, row.schema_version);
    return {
      eventId: row.event_id,
      type: row.type,
      schemaVersion: lift === undefined ? row.schema_version : lift.toVersion,
      data: lift === undefined ? row.data : lift.upcast(row.data),
      metadata: row.metadata,
      streamId: row.stream_id,
      streamVersion: row.stream_version,
      position: { transaction: BigInt(row.transaction), sequence: BigInt(row.sequence) },
      recordedAt: new Date(row.recorded_at),
    };
  }

  /** Wakes this process's subscriptions at once, and other processes through NOTIFY. */
  #announceAppend() {
    this.#appended.fire();
    // PGlite lives in this process alone: nobody else to tell.
    if (this.db.driver === 'postgres') this.#notifyOtherProcesses();
  }

  #notifyOtherProcesses() {
    if (this.#notifyTimer) return;
    const wait = Math.max(0, this.#lastNotify + NOTIFY_INTERVAL_MS - Date.now());
    this.#notifyTimer = setTimeout(() => {
      this.#notifyTimer = null;
      this.#lastNotify = Date.now();
      this.#notifying = this.db.notify(APPENDED_CHANNEL).catch((error: unknown) =>
        this.options.logger.warn('Could not notify other processes of an append', {
          error: String(error),
        }),
      );
    }, wait);
  }

  #listenToOtherProcesses() {
    if (this.db.driver !== 'postgres' || this.#listening) return;
    this.#listening = this.db.listen(APPENDED_CHANNEL, () => this.#appended.fire());
    this.#listening.catch((error: unknown) => {
      // Subscriptions still poll; the next one tries to listen again.
      this.options.logger.warn('Could not listen for appends', { error: String(error) });
      this.#listening = null;
    });
  }
}
