import { Inject, Injectable } from '@nestjs/common';
import {
  type EnrollmentEvent,
  type EventStore,
  type StageStreamEvent,
  stageStream,
} from '@stages/contracts';
import { CachedAggregate } from '../../platform/commands/cached-aggregate.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { BUSY_STREAM_ATTEMPTS, earlierOutcome } from '../../platform/commands/run-command.js';
import { ProjectionHost } from '../../platform/projections/projection-host.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { stageEnrollmentsAggregate, type EnrollmentCommand } from '../domain/stage-enrollments.js';

/** The read models an enrollment's answer and the catalogue's remaining places are read from. */
export const ENROLLMENT_READ_MODELS = ['enrollments', 'stage_catalogue'] as const;

/**
 * The step every handler of the stage's enrollments takes: load the stage's stream, decide,
 * append, then wait until the read models `shownBy` show the decision. Payments are decided
 * here too: they join the stage's chain of decisions. Many parents may ask for the last places
 * of a stage at once: this process decides their requests together on the stage's stream, and
 * decides again on the fresh state when another process got there first.
 */
@Injectable()
export class StageDecisions {
  readonly #stages: CachedAggregate<
    typeof stageEnrollmentsAggregate.initial,
    EnrollmentCommand,
    StageStreamEvent
  >;

  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly projections: ProjectionHost,
  ) {
    this.#stages = new CachedAggregate(store, stageEnrollmentsAggregate, BUSY_STREAM_ATTEMPTS);
  }

  async decide(
    stageId: string,
    command: EnrollmentCommand,
    context: CommandContext,
    shownBy: readonly string[] = ENROLLMENT_READ_MODELS,
  ) {
    const stream = stageStream(stageId);
    const streamId = stream.id;
    // A request sent again under its Idempotency-Key finds what its first attempt appended.
    const earlier = context.keyed
      ? await earlierOutcome(this.store, stream, stageEnrollmentsAggregate, command, context)
      : null;
    const { version, events } = earlier ?? (await this.#stages.run(stream, command, context));
    if (version !== null && shownBy.length > 0) {
      await this.projections.caughtUpWith(shownBy, streamId, version);
    }
    return { events, streamId, version };
  }
}

/** The enrollment a request (or a registration on a parent's behalf) recorded. */
export function requestedId(events: readonly StageStreamEvent[]): string {
  const requested = events.find(
    (event): event is Extract<EnrollmentEvent, { type: 'EnrollmentRequested' }> =>
      event.type === 'EnrollmentRequested',
  );
  if (!requested) throw new Error('The registration recorded no request');
  return requested.data.enrollmentId;
}
