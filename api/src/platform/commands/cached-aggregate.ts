import {
  StreamNotFoundError,
  streamEvent,
  VersionConflictError,
  NO_STREAM,
  type DomainEvent,
  type EventStore,
  type Stream,
} from '@stages/contracts';
import { eventMetadata, type CommandContext } from './command-context.js';
import { versioned, type Aggregate } from './run-command.js';

interface Cached<State> {
  state: State;
  version: number | typeof NO_STREAM;
}

/**
 * Load, decide, append, for streams that grow long and are written often by one process (an
 * organization's bills of a year): the state is kept between commands and brought up to date
 * with the events appended since, instead of folding the whole stream each time. Calls on one
 * stream are taken one at a time; another process writing the same stream makes the append
 * conflict, and the command is decided again on the caught-up state.
 */
export class CachedAggregate<State, Command, Event extends DomainEvent> {
  readonly #streams = new Map<string, Cached<State>>();
  readonly #queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: EventStore,
    private readonly aggregate: Aggregate<State, Command, Event>,
    private readonly attempts = 10,
  ) {}

  /** The events the command caused (none when it changed nothing). */
  run(stream: Stream<Event>, command: Command, context: CommandContext): Promise<readonly Event[]> {
    const streamId = stream.id;
    const previous = this.#queues.get(streamId) ?? Promise.resolve();
    const next = previous.then(() => this.#run(stream, command, context));
    const settled = next.catch(() => undefined);
    this.#queues.set(streamId, settled);
    void settled.then(() => {
      if (this.#queues.get(streamId) === settled) this.#queues.delete(streamId);
    });
    return next;
  }

  async #run(stream: Stream<Event>, command: Command, context: CommandContext) {
    for (let attempt = 1; ; attempt += 1) {
      const cached = await this.#caughtUp(stream);
      const metadata = eventMetadata(context);
      const decided = this.aggregate.decide(command, cached.state, metadata);
      if (decided.length === 0) return decided;
      try {
        const { nextExpectedVersion } = await this.store.append(
          stream.id,
          decided.map((event) => ({ ...versioned(event), metadata })),
          cached.version,
        );
        cached.state = decided.reduce(
          (state, event) => this.aggregate.evolve(state, event),
          cached.state,
        );
        cached.version = nextExpectedVersion;
        return decided;
      } catch (error) {
        if (!(error instanceof VersionConflictError) || attempt >= this.attempts) throw error;
      }
    }
  }

  /** The cached state with whatever was appended since it was read. */
  async #caughtUp(stream: Stream<Event>): Promise<Cached<State>> {
    let cached = this.#streams.get(stream.id);
    if (!cached) {
      cached = { state: this.aggregate.initial, version: NO_STREAM };
      this.#streams.set(stream.id, cached);
    }
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
