import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ErrorCode,
  type EventStore,
  type OrganizationStreamEvent,
  type StageCreatedData,
  stageStream,
  organizationStream,
} from '@stages/contracts';
import { organizationAggregate } from '../../organizations/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import {
  earlierOutcome,
  loadAggregate,
  runCommand,
  versioned,
} from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { liveStage, stageAggregate, type Stage } from '../domain/stage.js';
import { SlugReservations } from './slug-reservations.js';

/** Answers the stage as created. */
export class CreateStageCommand extends Command<Stage> {
  constructor(
    readonly stage: StageCreatedData,
    /** Stages the organization's plan allows; null when unlimited. */
    readonly planLimit: number | null,
    readonly context: CommandContext,
    /**
     * How many slugs to try: the stage's own, then "-2", "-3"... One means the slug was chosen
     * and must be free.
     */
    readonly slugAttempts = 1,
  ) {
    super();
  }
}

@CommandHandler(CreateStageCommand)
export class CreateStageHandler implements ICommandHandler<CreateStageCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly slugs: SlugReservations,
  ) {}

  /**
   * Checks the stage's own rules and the event it would record; counts it against its
   * organization's plan (which must be verified); reserves the first free slug it may; then
   * creates it. When a later step fails, the count and the slug are given back. Each step is
   * idempotent for one stage id, so retrying a creation that stopped half-way completes it; a
   * creation abandoned half-way gives its slug up to the next stage that wants it. A creation
   * sent again with its Idempotency-Key goes on with the stage its first attempt counted, and
   * completes it or answers it.
   */
  async execute({ stage: asked, planLimit, context, slugAttempts }: CreateStageCommand) {
    const stream = stageStream(asked.stageId);
    const create = { type: 'CreateStage', stage: asked } as const;
    const done = await earlierOutcome(this.store, stream, stageAggregate, create, context);
    if (done) return liveStage(done.state);
    const current = await loadAggregate(this.store, stream, stageAggregate);
    stageAggregate.decide(create, current.state).forEach(versioned);
    const { organizationId } = asked;
    const count = (type: 'AddStage' | 'RemoveStage', stageId: string) =>
      runCommand(
        this.store,
        organizationStream(organizationId),
        organizationAggregate,
        { type, organizationId, stageId, planLimit },
        context,
      );
    const counted = await count('AddStage', asked.stageId);
    const stage = counted.replayed ? { ...asked, stageId: countedStageId(counted.events) } : asked;
    const { stageId } = stage;
    let slug: string | null = null;
    try {
      slug = await this.#reserveSlug(stage, slugAttempts, context);
      if (slug === null) {
        throw new DomainError(ErrorCode.stageSlugTaken, `The slug ${stage.slug} is taken`, 409, {
          name: ErrorCode.stageSlugTaken,
        });
      }
      const command = { type: 'CreateStage', stage: { ...stage, slug } } as const;
      const created = await runCommand(
        this.store,
        stageStream(stageId),
        stageAggregate,
        command,
        context,
      );
      return liveStage(created.state);
    } catch (error) {
      if (slug !== null) await this.slugs.release(slug, stageId, context);
      await count('RemoveStage', stageId);
      throw error;
    }
  }

  async #reserveSlug(stage: StageCreatedData, attempts: number, context: CommandContext) {
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      const slug = attempt === 1 ? stage.slug : `${stage.slug.slice(0, 110)}-${attempt}`;
      if (await this.slugs.reserve(slug, stage.stageId, context)) return slug;
    }
    return null;
  }
}

function countedStageId(events: readonly OrganizationStreamEvent[]): string {
  const added = events.find((event) => event.type === 'OrganizationStageAdded');
  if (!added) throw new Error('The count recorded no stage');
  return added.data.stageId;
}
