import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { organizationStreamId, stageStreamId, type EventStore } from '@stages/contracts';
import { organizationAggregate } from '../../organizations/domain/organization.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { runCommand, type CommandOutcome } from '../../platform/commands/run-command.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { stageAggregate, type StageCommand } from '../domain/stage.js';

type ExistingStageCommand = Exclude<StageCommand, { type: 'CreateStage' }>;

/** Editing, showing, hiding or deleting a stage that exists. */
export class ActOnStageCommand extends Command<CommandOutcome> {
  constructor(
    readonly stageId: string,
    readonly organizationId: string,
    readonly command: ExistingStageCommand,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(ActOnStageCommand)
export class ActOnStageHandler implements ICommandHandler<ActOnStageCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  /** A deleted stage no longer counts against its organization's plan. */
  async execute({ stageId, organizationId, command, context }: ActOnStageCommand) {
    const outcome = await runCommand(
      this.store,
      stageStreamId(stageId),
      stageAggregate,
      command,
      context,
    );
    if (command.type === 'DeleteStage' && outcome.events.length > 0) {
      await runCommand(
        this.store,
        organizationStreamId(organizationId),
        organizationAggregate,
        { type: 'RemoveStage', organizationId, stageId },
        context,
      );
    }
    return outcome;
  }
}
