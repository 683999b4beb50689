import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type AccountShare } from '@stages/contracts';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/domain-error.js';
import { shareNotFound } from '../domain/account-share.js';
import { AccountSharesQuery } from '../queries/account-shares.query.js';
import { ShareDecisions } from './share-decisions.js';
import { ShareLinks } from './share-links.js';

/** Only the invited parent accepts; accepting again answers the share as it is. */
export class AcceptShareCommand extends Command<AccountShare> {
  constructor(
    readonly userId: string,
    readonly token: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(AcceptShareCommand)
export class AcceptShareHandler implements ICommandHandler<AcceptShareCommand> {
  constructor(
    private readonly links: ShareLinks,
    private readonly query: AccountSharesQuery,
    private readonly shares: ShareDecisions,
  ) {}

  async execute({ userId, token, context }: AcceptShareCommand): Promise<AccountShare> {
    const shareId = await this.links.shareIdOf(token);
    const share = shareId ? await this.query.row(shareId) : null;
    if (!share) throw shareNotFound();
    if (share.invitee_id !== userId) {
      throw new DomainError(
        ErrorCode.shareOtherAccount,
        'This invitation is addressed to another account: sign in as the invited parent',
        403,
      );
    }
    await this.shares.decide(share.inviter_id, share.invitee_id, context, {
      type: 'AcceptShare',
      shareId: share.share_id,
      now: new Date(),
    });
    return this.shares.view(userId, share.share_id);
  }
}
