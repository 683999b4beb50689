import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { shareNotFound } from '../domain/account-share.js';
import { AccountSharesQuery } from '../queries/account-shares.query.js';
import { isParty, ShareDecisions } from './share-decisions.js';

/** Either parent ends a share or an invitation; a third party is told it does not exist. */
export class EndShareCommand extends Command<void> {
  constructor(
    readonly userId: string,
    readonly shareId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(EndShareCommand)
export class EndShareHandler implements ICommandHandler<EndShareCommand> {
  constructor(
    private readonly query: AccountSharesQuery,
    private readonly shares: ShareDecisions,
  ) {}

  async execute({ userId, shareId, context }: EndShareCommand): Promise<void> {
    const share = await this.query.row(shareId);
    if (!share || !isParty(share, userId)) throw shareNotFound();
    await this.shares.decide(share.inviter_id, share.invitee_id, context, {
      type: 'EndShare',
      shareId,
    });
  }
}
