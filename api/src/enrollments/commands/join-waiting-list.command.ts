import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type WaitingListEntry, type WaitingListJoinRequest } from '@stages/contracts';
import { ChildrenQuery } from '../../families/index.js';
import { Clock } from '../../infrastructure/clock.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/domain-error.js';
import { WaitingListQuery } from '../queries/waiting-list.query.js';
import { StageDecisions } from './stage-decisions.js';
import { joinedEntryId, WAITING_LIST_READ_MODELS } from './waiting-list-read-models.js';

/**
 * A parent puts children of one family (own or shared) on a stage's waiting list, as one entry:
 * another family's child is not found.
 */
export class JoinWaitingListCommand extends Command<WaitingListEntry> {
  constructor(
    readonly userId: string,
    readonly request: WaitingListJoinRequest,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(JoinWaitingListCommand)
export class JoinWaitingListHandler implements ICommandHandler<JoinWaitingListCommand> {
  constructor(
    private readonly clock: Clock,
    private readonly children: ChildrenQuery,
    private readonly decisions: StageDecisions,
    private readonly waitingList: WaitingListQuery,
  ) {}

  async execute({ userId, request, context }: JoinWaitingListCommand) {
    const now = this.clock.now();
    const children = await Promise.all(
      request.child_ids.map((childId) => this.children.find(userId, childId)),
    );
    const families = new Set(children.map((child) => child.primary_parent_id));
    if (families.size > 1) {
      throw new DomainError(
        ErrorCode.waitingListOneFamily,
        'The children of one entry belong to one family',
        422,
      );
    }
    const { events } = await this.decisions.decide(
      request.stage_id,
      {
        type: 'JoinWaitingList',
        entryId: randomUUID(),
        children: children.map((child) => ({ childId: child.id, birthDate: child.birth_date })),
        primaryParentId: children[0]!.primary_parent_id,
        by: userId,
        now,
      },
      context,
      WAITING_LIST_READ_MODELS,
    );
    return (await this.waitingList.forFamily(userId, joinedEntryId(events))).entry;
  }
}
