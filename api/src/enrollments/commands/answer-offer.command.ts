import { randomUUID } from 'node:crypto';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { WaitingListEntry } from '@stages/contracts';
import { Clock } from '../../infrastructure/clock.js';
import type { PlaceChoice } from '../domain/place-price.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import type { WaitingListCommand } from '../domain/waiting-list.js';
import { WaitingListQuery } from '../queries/waiting-list.query.js';
import { StageDecisions } from './stage-decisions.js';
import { WAITING_LIST_READ_MODELS } from './waiting-list-read-models.js';

/** What a family does with its entry: take the places offered, turn them down, or leave. */
export type FamilyAnswer =
  | {
      readonly kind: 'accept';
      readonly confirmedPriceCents: number;
      /** The same options and social price for each child of the entry. */
      readonly choice: PlaceChoice;
    }
  | { readonly kind: 'decline' }
  | { readonly kind: 'leave' };

/**
 * Any parent of the entry's family (own or shared) answers for it: another family's entry is
 * not found.
 */
export class AnswerOfferCommand extends Command<WaitingListEntry> {
  constructor(
    readonly userId: string,
    readonly entryId: string,
    readonly answer: FamilyAnswer,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(AnswerOfferCommand)
export class AnswerOfferHandler implements ICommandHandler<AnswerOfferCommand> {
  constructor(
    private readonly clock: Clock,
    private readonly decisions: StageDecisions,
    private readonly waitingList: WaitingListQuery,
  ) {}

  async execute({ userId, entryId, answer, context }: AnswerOfferCommand) {
    const now = this.clock.now();
    const { entry, primaryParentId } = await this.waitingList.forFamily(userId, entryId);
    const common = { entryId, primaryParentId, by: userId, now };
    const command: WaitingListCommand =
      answer.kind === 'accept'
        ? {
            type: 'AcceptOffer',
            ...common,
            // Each child's enrollment, as a registration would make it.
            enrollmentIds: entry.child_ids.map(() => randomUUID()),
            confirmedPriceCents: answer.confirmedPriceCents,
            choice: answer.choice,
          }
        : { type: answer.kind === 'decline' ? 'DeclineOffer' : 'LeaveWaitingList', ...common };
    await this.decisions.decide(entry.stage_id, command, context, WAITING_LIST_READ_MODELS);
    return (await this.waitingList.forFamily(userId, entryId)).entry;
  }
}
