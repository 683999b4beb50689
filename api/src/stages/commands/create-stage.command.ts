import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  stageSlugStreamId,
  stageStreamId,
  type EventStore,
  type StageCreatedData,
} from '@stages/contracts';
import type { CommandContext } from '../../platform/commands/command-context.js';
import {
  loadAggregate,
  runCommand,
  type CommandOutcome,
} from '../../platform/commands/run-command.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { slugAggregate } from '../domain/slug-reservation.js';
import { stageAggregate } from '../domain/stage.js';

export class CreateStageCommand extends Command<CommandOutcome> {
  constructor(
    readonly stage: StageCreatedData,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(CreateStageCommand)
export class CreateStageHandler implements ICommandHandler<CreateStageCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /**
   * Checks the stage's own rules, reserves its slug, then creates it. A refused stage leaves its
   * slug free; should the process stop between the last two steps, the slug stays with this
   * stage id, and retrying the creation completes it.
   */
  async execute({ stage, context }: CreateStageCommand) {
    const command = { type: 'CreateStage', stage } as const;
    const current = await loadAggregate(this.store, stageStreamId(stage.stageId), stageAggregate);
    stageAggregate.decide(command, current.state);
    await runCommand(
      this.store,
      stageSlugStreamId(stage.slug),
      slugAggregate,
      { type: 'ReserveSlug', slug: stage.slug, stageId: stage.stageId },
      context,
    );
    return runCommand(this.store, stageStreamId(stage.stageId), stageAggregate, command, context);
  }
}
