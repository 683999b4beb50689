import {
  eventCatalogue,
  isKnownEventType,
  NO_STREAM,
  StreamNotFoundError,
  VersionConflictError,
  type EventStore,
  type RecordedEvent,
} from '@stages/contracts';
import { eventMetadata, type CommandContext } from './command-context.js';

/** An event a `decide` function produced, before it is given metadata and a position. */
export interface DecidedEvent {
  readonly type: string;
  readonly schemaVersion: number;
  readonly data: unknown;
}

/** A consistency boundary as two pure functions, testable without a database. */
export interface Aggregate<State, Command> {
  readonly initial: State;
  evolve(state: State, event: Pick<RecordedEvent, 'type' | 'data'>): State;
  decide(command: Command, state: State): DecidedEvent[];
}

export interface CommandOutcome {
  readonly events: readonly DecidedEvent[];
  /** The stream's version after the command; null when the stream still does not exist. */
  readonly version: number | null;
}

/**
 * Load, decide, append. When another writer got to the stream first, the whole cycle runs again
 * on the fresh state: deciding is pure, so retrying is safe.
 */
export async function runCommand<State, Command>(
  store: EventStore,
  streamId: string,
  aggregate: Aggregate<State, Command>,
  command: Command,
  context: CommandContext,
  attempts = 3,
): Promise<CommandOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    const { state, version } = await loadAggregate(store, streamId, aggregate);
    const decided = aggregate.decide(command, state);
    if (decided.length === 0)
      return { events: [], version: version === NO_STREAM ? null : version };
    decided.forEach(assertValidEvent);
    const metadata = eventMetadata(context);
    try {
      const { nextExpectedVersion } = await store.append(
        streamId,
        decided.map((event) => ({ ...event, metadata })),
        version,
      );
      return { events: decided, version: nextExpectedVersion };
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt >= attempts) throw error;
    }
  }
}

/** The aggregate's state from its stream, and the version to append at. */
export async function loadAggregate<State>(
  store: EventStore,
  streamId: string,
  aggregate: Aggregate<State, unknown>,
): Promise<{ state: State; version: number | typeof NO_STREAM }> {
  try {
    const history = await store.readStream(streamId);
    return {
      state: history.reduce((state, event) => aggregate.evolve(state, event), aggregate.initial),
      version: history.at(-1)!.streamVersion,
    };
  } catch (error) {
    if (error instanceof StreamNotFoundError)
      return { state: aggregate.initial, version: NO_STREAM };
    throw error;
  }
}

/** Nothing reaches the log unless it matches the current schema of its type. */
export function assertValidEvent(event: DecidedEvent) {
  if (!isKnownEventType(event.type)) throw new Error(`Unknown event type ${event.type}`);
  const definition = eventCatalogue[event.type];
  if (event.schemaVersion !== definition.schemaVersion) {
    throw new Error(`${event.type} must be written at schema version ${definition.schemaVersion}`);
  }
  definition.schema.parse(event.data);
}
