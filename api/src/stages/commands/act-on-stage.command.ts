import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EventStore, stageStream, organizationStream } from '@stages/contracts';
import { organizationAggregate } from '../../organizations/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { BUSY_STREAM_ATTEMPTS, runCommand } from '../../platform/commands/run-command.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { stageAggregate, type Stage, type StageCommand } from '../domain/stage.js';
import { SlugReservations } from './slug-reservations.js';

export type ExistingStageCommand = Exclude<StageCommand, { type: 'CreateStage' }>;

/** Editing, showing, hiding, moderating or deleting a stage that exists; answers it after. */
export class ActOnStageCommand extends Command<Stage> {
  constructor(
    readonly stageId: string,
    readonly command: ExistingStageCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ActOnStageCommand)
export class ActOnStageHandler implements ICommandHandler<ActOnStageCommand> {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly slugs: SlugReservations,
  ) {}

  /** A deleted stage no longer counts against its organization's plan, nor holds its slug. */
  async execute({ stageId, command, context }: ActOnStageCommand): Promise<Stage> {
    const { state, events } = await runCommand(
      this.store,
      stageStream(stageId),
      stageAggregate,
      command,
      context,
      BUSY_STREAM_ATTEMPTS,
    );
    // Deciding on a stage that does not exist refuses, so the stream holds one.
    if (state.status === 'none') throw new Error(`Stage ${stageId} has no stream`);
    if (state.status === 'deleted' && events.length > 0) {
      const { organizationId } = state;
      await runCommand(
        this.store,
        organizationStream(organizationId),
        organizationAggregate,
        { type: 'RemoveStage', organizationId, stageId },
        context,
      );
      await this.slugs.release(state.slug, stageId, context);
    }
    return state;
  }
}
