import {
  eventCatalogue,
  NO_STREAM,
  StreamNotFoundError,
  VersionConflictError,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
} from '@stages/contracts';
import { eventMetadata, type CommandContext } from './command-context.js';

/**
 * A consistency boundary as two pure functions over its own events, testable without a
 * database: `decide` answers a command with the events it causes (or refuses it with a
 * DomainError), `evolve` folds one event into the state. `recorded` is the metadata the events
 * will be appended with (who, which command, when): the chained decisions of a stage hash it.
 */
export interface Aggregate<State, Command, Event extends DomainEvent> {
  readonly initial: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, recorded?: EventMetadata): Event[];
}

export interface CommandOutcome<State = unknown, Event extends DomainEvent = DomainEvent> {
  readonly events: readonly Event[];
  /** The state after the command: what answers are built from. */
  readonly state: State;
  /** The stream's version after the command; null when the stream still does not exist. */
  readonly version: number | null;
}

/**
 * Load, decide, append. When another writer got to the stream first, the whole cycle runs again
 * on the fresh state: deciding is pure, so retrying is safe.
 */
export async function runCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  aggregate: Aggregate<State, Command, Event>,
  command: Command,
  context: CommandContext,
  attempts = 3,
): Promise<CommandOutcome<State, Event>> {
  for (let attempt = 1; ; attempt += 1) {
    const { state, version } = await loadAggregate(store, streamId, aggregate);
    const metadata = eventMetadata(context);
    const decided = aggregate.decide(command, state, metadata);
    if (decided.length === 0)
      return { events: [], state, version: version === NO_STREAM ? null : version };
    try {
      const { nextExpectedVersion } = await store.append(
        streamId,
        decided.map((event) => ({ ...versioned(event), metadata })),
        version,
      );
      return {
        events: decided,
        state: decided.reduce((current, event) => aggregate.evolve(current, event), state),
        version: nextExpectedVersion,
      };
    } catch (error) {
      if (!(error instanceof VersionConflictError) || attempt >= attempts) throw error;
    }
  }
}

export interface LoadedAggregate<State> {
  readonly state: State;
  /** The version to append at. */
  readonly version: number | typeof NO_STREAM;
  /** When the stream last changed; null when it does not exist. */
  readonly changedAt: Date | null;
}

/** The aggregate's state from its stream: its initial state when the stream does not exist. */
export async function loadAggregate<State, Event extends DomainEvent>(
  store: EventStore,
  streamId: string,
  aggregate: Aggregate<State, never, Event>,
): Promise<LoadedAggregate<State>> {
  try {
    const history = await store.readStream(streamId);
    return {
      // Each aggregate folds the events it knows and passes over the others of its stream (an
      // organization's plan and its stages share the organization's stream).
      state: history.reduce(
        (state, event) => aggregate.evolve(state, event as unknown as Event),
        aggregate.initial,
      ),
      version: history.at(-1)!.streamVersion,
      changedAt: history.at(-1)!.recordedAt,
    };
  } catch (error) {
    if (error instanceof StreamNotFoundError) {
      return { state: aggregate.initial, version: NO_STREAM, changedAt: null };
    }
    throw error;
  }
}

/**
 * The event as it is appended: at the current schema version of its type, which the catalogue
 * alone states. Nothing reaches the log unless it matches that version's schema.
 */
export function versioned(event: DomainEvent) {
  const definition = eventCatalogue[event.type];
  definition.schema.parse(event.data);
  return { type: event.type, schemaVersion: definition.schemaVersion, data: event.data };
}
