import { randomUUID } from 'node:crypto';
import {
  createUpcasterChain,
  StreamNotFoundError,
  VersionConflictError,
  type AllSubscription,
  type AppendResult,
  type EventMetadata,
  type EventStore,
  type ExpectedVersion,
  type LogPosition,
  type NewEvent,
  type ReadStreamOptions,
  type RecordedEvent,
  type SubscribeOptions,
  type Upcaster,
} from '@stages/contracts';
import type { Logger, SqlDatabase } from '@stages/projections';
import { catchUpSubscription } from './catch-up-subscription.js';
import { checkExpectedVersion, streamType } from './streams.js';
import { WakeSignal } from './wake-signal.js';

/** Channel on which appenders tell other processes that the log grew. */
export const APPENDED_CHANNEL = 'events_appended';

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

export interface PostgresEventStoreOptions {
  readonly upcasters: readonly Upcaster[];
  readonly pollMs: number;
  readonly logger: Logger;
}

/** The event store in PostgreSQL tables; the same SQL runs on a server and on PGlite. */
export class PostgresEventStore implements EventStore {
  readonly adapter = 'postgres';
  readonly #appended = new WakeSignal();
  readonly #upcast;
  #listening: Promise<() => Promise<void>> | null = null;
  #notifying: Promise<void> | null = null;
  #notifyAgain = false;

  constructor(
    private readonly db: SqlDatabase,
    private readonly options: PostgresEventStoreOptions,
  ) {
    this.#upcast = createUpcasterChain(options.upcasters);
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
    try {
      const { rows } = await this.db.query<{ version: number }>(
        'SELECT append_events($1, $2, $3, $4::jsonb) AS version',
        [streamId, streamType(streamId), String(expected), JSON.stringify(payload)],
      );
      this.#announceAppend();
      return { nextExpectedVersion: rows[0]!.version };
    } catch (error) {
      const { code, detail } = error as { code?: string; detail?: string };
      if (code === 'SE409') {
        const actual = detail === undefined || detail === 'no_stream' ? null : Number(detail);
        throw new VersionConflictError(streamId, expected, actual);
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${columns} FROM events
        WHERE stream_id = $1 AND stream_version >= $2
        ORDER BY stream_version LIMIT $3`,
      [streamId, options.fromVersion ?? 1, options.maxCount ?? null],
    );
    if (rows.length === 0) {
      const { rowCount } = await this.db.query('SELECT 1 FROM streams WHERE stream_id = $1', [
        streamId,
      ]);
      if (rowCount === 0) throw new StreamNotFoundError(streamId);
    }
    return rows.map((row) => this.#toEvent(row));
  }

  async readAll(from: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const { rows } = await this.db.query<EventRow>(
      `SELECT ${columns} FROM events WHERE ${committedAfter}
        ORDER BY transaction_id, global_position LIMIT $3`,
      [from.transaction.toString(), from.sequence.toString(), limit],
    );
    return rows.map((row) => this.#toEvent(row));
  }

  async countAfter(from: LogPosition, cap: number): Promise<number> {
    const { rows } = await this.db.query<{ count: number }>(
      `SELECT count(*)::integer AS count
         FROM (SELECT 1 FROM events WHERE ${committedAfter} LIMIT $3::bigint) AS waiting`,
      [from.transaction.toString(), from.sequence.toString(), String(cap)],
    );
    return rows[0]!.count;
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
    const unlisten = await this.#listening?.catch(() => null);
    await unlisten?.();
    await this.#notifying;
  }

  #toEvent(row: EventRow): RecordedEvent {
    const { schemaVersion, data } = this.#upcast(row.type, row.schema_version, row.data);
    return {
      eventId: row.event_id,
      type: row.type,
      schemaVersion,
      data,
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

  /**
   * NOTIFY is serialized at commit across the whole server, so appenders do not each send one:
   * at most one is in flight, and appends made meanwhile share the next.
   */
  #notifyOtherProcesses() {
    if (this.#notifying) {
      this.#notifyAgain = true;
      return;
    }
    this.#notifying = this.db
      .notify(APPENDED_CHANNEL)
      .catch((error: unknown) =>
        this.options.logger.warn('Could not notify other processes of an append', {
          error: String(error),
        }),
      )
      .finally(() => {
        this.#notifying = null;
        if (this.#notifyAgain) {
          this.#notifyAgain = false;
          this.#notifyOtherProcesses();
        }
      });
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
