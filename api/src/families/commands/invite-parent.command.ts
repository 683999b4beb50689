import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ACCOUNT_SHARE_LINK_HOURS, ErrorCode, ROLES, type AccountShare } from '@stages/contracts';
import { UsersRepository } from '../../identity/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/domain-error.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { ShareDecisions } from './share-decisions.js';

const HOUR = 3600;

/**
 * A parent invites another parent to the family's records. The invitation mail goes out from
 * the log (see share-invitation.mail.ts).
 */
export class InviteParentCommand extends Command<AccountShare> {
  constructor(
    readonly inviterId: string,
    readonly email: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(InviteParentCommand)
export class InviteParentHandler implements ICommandHandler<InviteParentCommand> {
  constructor(
    private readonly users: UsersRepository,
    private readonly shares: ShareDecisions,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ inviterId, email, context }: InviteParentCommand): Promise<AccountShare> {
    // Each refusal tells whether an address has an account: the count keeps that from scaling.
    await this.limiter.attempt({
      bucket: `share:invite:${inviterId}`,
      limit: 10,
      windowSeconds: HOUR,
    });
    const invitee = await this.users.findByEmail(email);
    if (!invitee) {
      throw new DomainError(ErrorCode.shareUserNotFound, 'No account has this e-mail address', 404);
    }
    if (invitee.role !== ROLES.parent) {
      throw new DomainError(
        ErrorCode.shareOnlyParentAccounts,
        'An account can be shared with parent accounts only',
        403,
      );
    }
    const now = new Date();
    const events = await this.shares.decide(inviterId, invitee.id, context, {
      type: 'OfferShare',
      shareId: randomUUID(),
      inviterId,
      inviteeId: invitee.id,
      now,
      expiresAt: new Date(now.getTime() + ACCOUNT_SHARE_LINK_HOURS * HOUR * 1000),
    });
    // The share as recorded: an invitation sent again with its key finds the first one's.
    const offered = events.find((event) => event.type === 'AccountShareOffered');
    if (!offered) throw new Error('The invitation recorded no offer');
    return this.shares.view(inviterId, offered.data.shareId);
  }
}
