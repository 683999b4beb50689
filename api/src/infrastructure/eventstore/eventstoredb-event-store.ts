import { randomUUID } from 'node:crypto';
import esdb from '@eventstore/db-client';
import {
  ANY_VERSION,
  comparePositions,
  createUpcasterChain,
  NO_STREAM,
  START,
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
import { catchUpSubscription } from './catch-up-subscription.js';
import type { EventStoreOptions } from './store-options.js';
import { checkExpectedVersion } from './streams.js';
import { WakeSignal } from './wake-signal.js';

type StoredMetadata = EventMetadata & { schemaVersion: number };
type EsRecordedEvent = esdb.RecordedEvent<esdb.JSONEventType>;

const toEsPosition = (position: LogPosition): esdb.Position => ({
  commit: position.transaction,
  prepare: position.sequence,
});

const fromEsPosition = (position: esdb.Position): LogPosition => ({
  transaction: position.commit,
  sequence: position.prepare,
});

/** Our versions count events from 1; EventStoreDB revisions count from 0. */
function toExpectedRevision(expected: ExpectedVersion): esdb.AppendExpectedRevision {
  if (expected === NO_STREAM) return esdb.NO_STREAM;
  if (expected === ANY_VERSION) return esdb.ANY;
  return BigInt(expected - 1);
}

const isSystemEvent = (event: EsRecordedEvent) =>
  event.type.startsWith('$') || event.streamId.startsWith('$');

/**
 * The event store on an EventStoreDB (KurrentDB) server, selected by EVENTSTORE_URL. Its `$all`
 * stream is already in commit order; the schema version travels in the event metadata.
 */
export class EventStoreDbEventStore implements EventStore {
  readonly adapter = 'eventstoredb';
  readonly #client: esdb.EventStoreDBClient;
  readonly #appended = new WakeSignal();
  readonly #upcasters;
  #liveFeed: esdb.AllStreamSubscription | null = null;
  #closed = false;

  constructor(
    connectionString: string,
    private readonly options: EventStoreOptions,
  ) {
    this.#client = esdb.EventStoreDBClient.connectionString(connectionString);
    this.#upcasters = createUpcasterChain(options.upcasters);
  }

  async append(
    streamId: string,
    events: readonly NewEvent[],
    expected: ExpectedVersion,
  ): Promise<AppendResult> {
    checkExpectedVersion(expected);
    if (events.length === 0) throw new RangeError('Nothing to append');
    try {
      const result = await this.#client.appendToStream(
        streamId,
        events.map((event) =>
          esdb.jsonEvent({
            id: event.eventId ?? randomUUID(),
            type: event.type,
            data: event.data as esdb.JSONType,
            metadata: { ...event.metadata, schemaVersion: event.schemaVersion },
          }),
        ),
        { expectedRevision: toExpectedRevision(expected) },
      );
      this.#appended.fire();
      return { nextExpectedVersion: Number(result.nextExpectedRevision) + 1 };
    } catch (error) {
      if (error instanceof esdb.WrongExpectedVersionError) {
        const actual = error.actualVersion;
        throw new VersionConflictError(
          streamId,
          expected,
          typeof actual === 'bigint' ? Number(actual) + 1 : null,
        );
      }
      throw error;
    }
  }

  async readStream(streamId: string, options: ReadStreamOptions = {}): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    try {
      const read = this.#client.readStream<esdb.JSONEventType>(streamId, {
        fromRevision: BigInt((options.fromVersion ?? 1) - 1),
        ...(options.maxCount === undefined ? {} : { maxCount: options.maxCount }),
      });
      for await (const resolved of read) {
        if (resolved.event) events.push(this.#toEvent(resolved.event));
      }
    } catch (error) {
      if (error instanceof esdb.StreamNotFoundError) throw new StreamNotFoundError(streamId);
      throw error;
    }
    return events;
  }

  async readAll(from: LogPosition, limit: number): Promise<RecordedEvent[]> {
    const events: RecordedEvent[] = [];
    if (limit <= 0) return events;
    for await (const event of this.#userEventsAfter(from, limit)) {
      events.push(this.#toEvent(event));
      if (events.length === limit) break;
    }
    return events;
  }

  async backlog(from: LogPosition, cap: number): Promise<Backlog> {
    let count = 0;
    let oldestRecordedAt: Date | null = null;
    if (cap <= 0) return { count, oldestRecordedAt };
    for await (const event of this.#userEventsAfter(from, 1_000)) {
      oldestRecordedAt ??= event.created;
      count += 1;
      if (count >= cap) break;
    }
    return { count, oldestRecordedAt };
  }

  subscribeToAll(options: SubscribeOptions): AllSubscription {
    this.#followLiveFeed();
    return catchUpSubscription(
      (from, limit) => this.readAll(from, limit),
      this.#appended,
      this.options.pollMs,
      options,
    );
  }

  async close() {
    this.#closed = true;
    await this.#liveFeed?.unsubscribe().catch(() => undefined);
    await this.#client.dispose();
  }

  /** Events after `from`, skipping the server's own, read a page at a time. */
  async *#userEventsAfter(from: LogPosition, pageSize: number): AsyncGenerator<EsRecordedEvent> {
    let after = from;
    for (;;) {
      let seen = 0;
      const page = this.#client.readAll({
        fromPosition: comparePositions(after, START) === 0 ? esdb.START : toEsPosition(after),
        maxCount: pageSize,
      });
      for await (const resolved of page) {
        seen += 1;
        const event = resolved.event as EsRecordedEvent | undefined;
        if (!event?.position) continue;
        const position = fromEsPosition(event.position);
        // A read starts at its position inclusively: skip what was already handed out.
        if (comparePositions(position, after) <= 0) continue;
        after = position;
        if (!isSystemEvent(event)) yield event;
      }
      if (seen < pageSize) return;
    }
  }

  #toEvent(event: EsRecordedEvent): RecordedEvent {
    const { schemaVersion: storedVersion, ...metadata } =
      event.metadata as unknown as StoredMetadata;
    const lift = this.#upcasters.lift(event.type, storedVersion);
    return {
      eventId: event.id,
      type: event.type,
      schemaVersion: lift === undefined ? storedVersion : lift.toVersion,
      data: lift === undefined ? event.data : lift.upcast(event.data),
      metadata,
      streamId: event.streamId,
      streamVersion: Number(event.revision) + 1,
      position: fromEsPosition(event.position!),
      recordedAt: event.created,
    };
  }

  /** Other processes' appends reach us through a live subscription from the end of `$all`. */
  #followLiveFeed() {
    if (this.#liveFeed) return;
    const feed = this.#client.subscribeToAll({
      fromPosition: esdb.END,
      filter: esdb.excludeSystemEvents(),
    });
    feed.on('data', () => this.#appended.fire());
    feed.on('error', (error: Error) => {
      this.options.logger.warn('EventStoreDB live feed lost; polling until it is back', {
        error: error.message,
      });
      this.#liveFeed = null;
      setTimeout(() => {
        if (!this.#closed) this.#followLiveFeed();
      }, 1_000).unref();
    });
    this.#liveFeed = feed;
  }
}
