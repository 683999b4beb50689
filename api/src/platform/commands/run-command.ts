import {
  eventCatalogue,
  NO_STREAM,
  streamEvent,
  StreamNotFoundError,
  VersionConflictError,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  type RecordedEvent,
  type Stream,
} from '@stages/contracts';
import { KEY_LIFETIME_MS } from '../idempotency/idempotency-key.js';
import { eventMetadata, type CommandContext } from './command-context.js';

/**
 * A consistency boundary as two pure functions over its own events, testable without a
 * database: `decide` answers a command with the events it causes (or refuses it with a
 * DomainError), `evolve` folds one event into the state. `recorded` is the metadata the events
 * will be appended with (who, which command, when): the chained decisions of a stage hash it.
 * `Event` is the union of everything its stream holds: an aggregate that shares a stream with
 * another (an organization's plan and its stages) passes over the other's events.
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
  /**
   * The request was sent again with its Idempotency-Key, and found the events it had appended
   * the first time: `events` are those, nothing was decided again, `state` is the current one.
   */
  readonly replayed?: true;
}

/**
 * How many times a command is decided again on a stream that several deciders write at once:
 * the stage's, where an organizer's edit meets the registrations, cancellations and offers
 * decided a batch at a time. Each attempt loses only to an append that succeeded.
 */
export const BUSY_STREAM_ATTEMPTS = 25;

/**
 * Load, decide, append. When another writer got to the stream first, the whole cycle runs again
 * on the fresh state: deciding is pure, so retrying is safe. A command sent again under the
 * Idempotency-Key it already appended events with (its answer lost in a crash) is not decided
 * again: it answers those events and the current state.
 */
export async function runCommand<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: Stream<Event>,
  aggregate: Aggregate<State, Command, Event>,
  command: Command,
  context: CommandContext,
  attempts = 3,
): Promise<CommandOutcome<State, Event>> {
  for (let attempt = 1; ; attempt += 1) {
    const loaded = await loadHistory(store, stream, aggregate);
    const earlier = replayOf(stream, loaded, aggregate, command, context);
    if (earlier) return earlier;
    const { state, version } = loaded;
    const metadata = eventMetadata(context);
    const decided = aggregate.decide(command, state, metadata);
    if (decided.length === 0)
      return { events: [], state, version: version === NO_STREAM ? null : version };
    try {
      const { nextExpectedVersion } = await store.append(
        stream.id,
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
  stream: Stream<Event>,
  aggregate: Aggregate<State, never, Event>,
): Promise<LoadedAggregate<State>> {
  const { state, version, changedAt } = await loadHistory(store, stream, aggregate);
  return { state, version, changedAt };
}

interface LoadedHistory<State> extends LoadedAggregate<State> {
  readonly history: readonly RecordedEvent[];
}

async function loadHistory<State, Event extends DomainEvent>(
  store: EventStore,
  stream: Stream<Event>,
  aggregate: Aggregate<State, never, Event>,
): Promise<LoadedHistory<State>> {
  try {
    const history = await store.readStream(stream.id);
    return {
      state: history.reduce(
        (state, event) => aggregate.evolve(state, streamEvent(stream, event)),
        aggregate.initial,
      ),
      version: history.at(-1)!.streamVersion,
      changedAt: history.at(-1)!.recordedAt,
      history,
    };
  } catch (error) {
    if (error instanceof StreamNotFoundError) {
      return { state: aggregate.initial, version: NO_STREAM, changedAt: null, history: [] };
    }
    throw error;
  }
}

/**
 * What the command did to the stream when the same request ran before and its answer was lost
 * (see `runCommand`); null when it has not been run under the request's Idempotency-Key.
 */
export async function earlierOutcome<State, Command, Event extends DomainEvent>(
  store: EventStore,
  stream: Stream<Event>,
  aggregate: Aggregate<State, Command, Event>,
  command: Command,
  context: CommandContext,
): Promise<CommandOutcome<State, Event> | null> {
  const loaded = await loadHistory(store, stream, aggregate);
  return replayOf(stream, loaded, aggregate, command, context);
}

function replayOf<State, Command, Event extends DomainEvent>(
  stream: Stream<Event>,
  { state, version, history }: LoadedHistory<State>,
  aggregate: Aggregate<State, Command, Event>,
  command: Command,
  context: CommandContext,
): CommandOutcome<State, Event> | null {
  const earlier = context.keyed
    ? appendedBefore(stream, history, aggregate, command, context)
    : null;
  if (!earlier) return null;
  const events = earlier.map((event) => streamEvent(stream, event));
  return { events, state, version: version === NO_STREAM ? null : version, replayed: true };
}

/**
 * The events this very command appended to the stream earlier, under the same Idempotency-Key
 * and actor, within the key's lifetime: a run of such events that deciding the command on the
 * state just before them gives again, type for type. One request may append to a stream twice
 * under its key (a stage counted, then given back when its slug was taken); each step finds only
 * its own events. Null when the command never got this far.
 */
function appendedBefore<State, Command, Event extends DomainEvent>(
  stream: Stream<Event>,
  history: readonly RecordedEvent[],
  aggregate: Aggregate<State, Command, Event>,
  command: Command,
  context: CommandContext,
): readonly RecordedEvent[] | null {
  const oldest = Date.now() - KEY_LIFETIME_MS;
  const ofThisRequest = (event: RecordedEvent | undefined) =>
    event?.metadata.commandId === context.commandId &&
    event.metadata.actorId === context.actorId &&
    event.recordedAt.getTime() > oldest;
  let state = aggregate.initial;
  for (const [index, event] of history.entries()) {
    if (ofThisRequest(event)) {
      // Decided again as it was recorded, with the metadata the chained decisions hash.
      const again = decidedOrNull(aggregate, command, state, event.metadata);
      const run = history.slice(index, index + (again?.length ?? 0));
      if (
        again &&
        again.length > 0 &&
        run.length === again.length &&
        run.every((each, i) => ofThisRequest(each) && each.type === again[i]!.type)
      ) {
        return run;
      }
    }
    state = aggregate.evolve(state, streamEvent(stream, event));
  }
  return null;
}

function decidedOrNull<State, Command, Event extends DomainEvent>(
  aggregate: Aggregate<State, Command, Event>,
  command: Command,
  state: State,
  recorded: EventMetadata,
): Event[] | null {
  try {
    return aggregate.decide(command, state, recorded);
  } catch {
    return null;
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
