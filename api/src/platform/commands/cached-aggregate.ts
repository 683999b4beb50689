import {
  StreamNotFoundError,
  streamEvent,
  VersionConflictError,
  NO_STREAM,
  type DomainEvent,
  type EventMetadata,
  type EventStore,
  type Stream,
} from '@stages/contracts';
import { eventMetadata, type CommandContext } from './command-context.js';
import { versioned, type Aggregate, type CommandOutcome } from './run-command.js';

interface Cached<State> {
  state: State;
  version: number | typeof NO_STREAM;
}

interface Waiting<Command, State, Event extends DomainEvent> {
  readonly command: Command;
  readonly context: CommandContext;
  resolve(outcome: CommandOutcome<State, Event>): void;
  reject(error: unknown): void;
}

type Decided<State, Event extends DomainEvent> =
  | {
      readonly events: readonly Event[];
      readonly appending: readonly (ReturnType<typeof versioned> & { metadata: EventMetadata })[];
      readonly state: State;
    }
  | { readonly error: unknown };

/** Commands decided together on one stream at most: one append, one transaction. */
const MOST_A_BATCH = 500;

/**
 * Load, decide, append, for streams written often by one process (a stage's places when its
 * registrations open, an organization's bills of a year): the state is kept between commands
 * and brought up to date with the events appended since, instead of folding the whole stream
 * each time, for the most recently used `capacity` streams.
 *
 * Commands on one stream are taken in their order of arrival, and those that arrived while the
 * previous append was under way are decided together, each on the state the ones before it
 * left, and appended at once: a thousand families asking for one stage's places cost a few
 * appends, not a thousand attempts racing for the same version. Each command is answered on
 * its own: its events, or its refusal. Another process writing the same stream makes the append
 * conflict; the whole batch is then decided again on the caught-up state, refusals included.
 */
export class CachedAggregate<State, Command, Event extends DomainEvent> {
  readonly #streams = new Map<string, Cached<State>>();
  readonly #waiting = new Map<string, Waiting<Command, State, Event>[]>();

  constructor(
    private readonly store: EventStore,
    private readonly aggregate: Aggregate<State, Command, Event>,
    private readonly attempts = 10,
    private readonly capacity = 1_000,
  ) {}

  /** The command's outcome: the events it caused (none when it changed nothing). */
  run(
    stream: Stream<Event>,
    command: Command,
    context: CommandContext,
  ): Promise<CommandOutcome<State, Event>> {
    return new Promise((resolve, reject) => {
      const queue = this.#waiting.get(stream.id);
      if (queue) {
        queue.push({ command, context, resolve, reject });
        return;
      }
      this.#waiting.set(stream.id, [{ command, context, resolve, reject }]);
      void this.#drain(stream);
    });
  }

  /** Decides what waits on the stream, batch after batch, until nothing does. */
  async #drain(stream: Stream<Event>) {
    const queue = this.#waiting.get(stream.id)!;
    while (queue.length > 0) {
      const batch = queue.splice(0, MOST_A_BATCH);
      try {
        await this.#decideBatch(stream, batch);
      } catch (error) {
        // The store failed: what this process knew of the stream may be wrong.
        this.#streams.delete(stream.id);
        for (const waiting of batch) waiting.reject(error);
      }
    }
    this.#waiting.delete(stream.id);
  }

  async #decideBatch(stream: Stream<Event>, batch: readonly Waiting<Command, State, Event>[]) {
    for (let attempt = 1; ; attempt += 1) {
      const cached = await this.#caughtUp(stream);
      let state = cached.state;
      const decided = batch.map((waiting): Decided<State, Event> => {
        const metadata = eventMetadata(waiting.context);
        try {
          const events = this.aggregate.decide(waiting.command, state, metadata);
          const appending = events.map((event) => ({ ...versioned(event), metadata }));
          state = events.reduce((current, event) => this.aggregate.evolve(current, event), state);
          return { events, appending, state };
        } catch (error) {
          return { error };
        }
      });
      const appending = decided.flatMap((each) => ('error' in each ? [] : each.appending));
      let version = cached.version;
      if (appending.length > 0) {
        try {
          version = (await this.store.append(stream.id, appending, cached.version))
            .nextExpectedVersion;
        } catch (error) {
          if (!(error instanceof VersionConflictError) || attempt >= this.attempts) throw error;
          continue;
        }
        cached.state = state;
        cached.version = version;
      }
      for (const [index, waiting] of batch.entries()) {
        const outcome = decided[index]!;
        if ('error' in outcome) waiting.reject(outcome.error);
        else {
          waiting.resolve({
            events: outcome.events,
            state: outcome.state,
            version: version === NO_STREAM ? null : version,
          });
        }
      }
      return;
    }
  }

  /** The cached state with whatever was appended since it was read. */
  async #caughtUp(stream: Stream<Event>): Promise<Cached<State>> {
    let cached = this.#streams.get(stream.id);
    if (cached) {
      // Most recently used last: the first is the one to forget when the cache is full.
      this.#streams.delete(stream.id);
    } else {
      cached = { state: this.aggregate.initial, version: NO_STREAM };
      if (this.#streams.size >= this.capacity) {
        const oldest = this.#streams.keys().next();
        if (!oldest.done) this.#streams.delete(oldest.value);
      }
    }
    this.#streams.set(stream.id, cached);
    const fromVersion = cached.version === NO_STREAM ? 1 : cached.version + 1;
    try {
      const events = await this.store.readStream(stream.id, { fromVersion });
      for (const event of events) {
        cached.state = this.aggregate.evolve(cached.state, streamEvent(stream, event));
        cached.version = event.streamVersion;
      }
    } catch (error) {
      if (!(error instanceof StreamNotFoundError)) throw error;
    }
    return cached;
  }
}
