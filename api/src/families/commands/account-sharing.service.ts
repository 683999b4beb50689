import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  ACCOUNT_SHARE_LINK_HOURS,
  accountShareStreamId,
  ErrorCode,
  ROLES,
  type AccountShare,
  type EventStore,
} from '@stages/contracts';
import { UsersRepository } from '../../identity/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { runCommand } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';
import { ProjectionHost } from '../../platform/projections/projection-host.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import {
  accountShareAggregate,
  shareNotFound,
  type AccountShareCommand,
} from '../domain/account-share.js';
import { AccountSharesQuery, type AccountShareRow } from '../queries/account-shares.query.js';
import { ShareLinks } from './share-links.js';

const HOUR = 3600;

/**
 * Inviting a parent to a family's records, accepting, and ending a share. Each decision is an
 * event on the pair's stream; the answer waits for the `account_shares` read model to show it.
 */
@Injectable()
export class AccountSharingService {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly users: UsersRepository,
    private readonly shares: AccountSharesQuery,
    private readonly links: ShareLinks,
    private readonly limiter: RateLimiter,
    private readonly projections: ProjectionHost,
  ) {}

  /** The invitation mail goes out from the log (see share-invitation.mail.ts). */
  async invite(inviterId: string, email: string, context: CommandContext): Promise<AccountShare> {
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
    const events = await this.#decide(inviterId, invitee.id, context, {
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
    return this.#view(inviterId, offered.data.shareId);
  }

  /** Only the invited parent accepts; accepting again answers the share as it is. */
  async accept(userId: string, token: string, context: CommandContext): Promise<AccountShare> {
    const shareId = await this.links.shareIdOf(token);
    const share = shareId ? await this.shares.row(shareId) : null;
    if (!share) throw shareNotFound();
    if (share.invitee_id !== userId) {
      throw new DomainError(
        ErrorCode.shareOtherAccount,
        'This invitation is addressed to another account: sign in as the invited parent',
        403,
      );
    }
    await this.#decide(share.inviter_id, share.invitee_id, context, {
      type: 'AcceptShare',
      shareId: share.share_id,
      now: new Date(),
    });
    return this.#view(userId, share.share_id);
  }

  /** Either parent ends a share or an invitation; a third party is told it does not exist. */
  async end(userId: string, shareId: string, context: CommandContext): Promise<void> {
    const share = await this.shares.row(shareId);
    if (!share || !isParty(share, userId)) throw shareNotFound();
    await this.#decide(share.inviter_id, share.invitee_id, context, { type: 'EndShare', shareId });
  }

  async #decide(
    inviterId: string,
    inviteeId: string,
    context: CommandContext,
    command: AccountShareCommand,
  ) {
    const streamId = accountShareStreamId(inviterId, inviteeId);
    const { version, events } = await runCommand(
      this.store,
      streamId,
      accountShareAggregate,
      command,
      context,
    );
    if (version !== null)
      await this.projections.caughtUpWith(['account_shares'], streamId, version);
    return events;
  }

  async #view(userId: string, shareId: string): Promise<AccountShare> {
    const [share] = await this.shares.list(userId, shareId);
    if (!share) throw shareNotFound();
    return share;
  }
}

const isParty = (share: AccountShareRow, userId: string) =>
  share.inviter_id === userId || share.invitee_id === userId;
