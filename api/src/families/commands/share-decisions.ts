import { Inject, Injectable } from '@nestjs/common';
import { type AccountShare, type EventStore, accountShareStream } from '@stages/contracts';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { runCommand } from '../../platform/commands/run-command.js';
import { ProjectionHost } from '../../platform/projections/projection-host.js';
import { EVENT_STORE } from '../../platform/tokens.js';
import {
  accountShareAggregate,
  shareNotFound,
  type AccountShareCommand,
} from '../domain/account-share.js';
import { AccountSharesQuery, type AccountShareRow } from '../queries/account-shares.query.js';

/**
 * What the sharing handlers share: each decision is an event on the pair's stream, and the
 * answer waits for the `account_shares` read model to show it.
 */
@Injectable()
export class ShareDecisions {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly shares: AccountSharesQuery,
    private readonly projections: ProjectionHost,
  ) {}

  async decide(
    inviterId: string,
    inviteeId: string,
    context: CommandContext,
    command: AccountShareCommand,
  ) {
    const stream = accountShareStream(inviterId, inviteeId);
    const streamId = stream.id;
    const { version, events } = await runCommand(
      this.store,
      stream,
      accountShareAggregate,
      command,
      context,
    );
    if (version !== null)
      await this.projections.caughtUpWith(['account_shares'], streamId, version);
    return events;
  }

  /** The share as the user sees it in their list. */
  async view(userId: string, shareId: string): Promise<AccountShare> {
    const [share] = await this.shares.list(userId, shareId);
    if (!share) throw shareNotFound();
    return share;
  }
}

export const isParty = (share: AccountShareRow, userId: string) =>
  share.inviter_id === userId || share.invitee_id === userId;
