import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { stageStreamId, type EventStore, type StageCreatedData } from '@stages/contracts';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { runCommand, type CommandOutcome } from '../../platform/commands/run-command.js';
import { EVENT_STORE } from '../../platform/tokens.js';
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

  execute({ stage, context }: CreateStageCommand) {
    return runCommand(
      this.store,
      stageStreamId(stage.stageId),
      stageAggregate,
      { type: 'CreateStage', stage },
      context,
    );
  }
}
