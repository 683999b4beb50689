import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { type EventStore, organizationStream } from '@stages/contracts';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { runCommand, type CommandOutcome } from '../../platform/commands/run-command.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import { organizationAggregate } from '../domain/organization.js';

export class VerifyOrganizationCommand extends Command<CommandOutcome> {
  constructor(
    readonly organizationId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(VerifyOrganizationCommand)
export class VerifyOrganizationHandler implements ICommandHandler<VerifyOrganizationCommand> {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  execute({ organizationId, context }: VerifyOrganizationCommand) {
    return runCommand(
      this.store,
      organizationStream(organizationId),
      organizationAggregate,
      { type: 'VerifyOrganization', organizationId },
      context,
    );
  }
}
