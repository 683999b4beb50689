import {
  addDays,
  brusselsDay,
  ErrorCode,
  fromBrusselsWallClock,
  STAGE_MESSAGES_PER_DAY,
  type StageMessageAudience,
  type StageMessageEvent,
} from '@stages/contracts';
import type { Aggregate } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';

/** How many messages the stage's organizer sent on the latest Belgian day one was sent. */
export interface StageMessagesState {
  readonly day: string | null;
  readonly sentThatDay: number;
}

/**
 * The organizer writes to the families of the audience, found when the command was made: the
 * decision names them, so that the mails it owes follow from the log alone.
 */
export interface SendStageMessage {
  readonly type: 'SendStageMessage';
  readonly messageId: string;
  readonly stageId: string;
  readonly organizationId: string;
  readonly audience: StageMessageAudience;
  readonly familyIds: readonly string[];
  readonly by: string;
  readonly now: Date;
}

/** Seconds from `now` to the next midnight in Brussels, when the day's count starts again. */
export function secondsUntilBrusselsMidnight(now: Date): number {
  const midnight = fromBrusselsWallClock(`${addDays(brusselsDay(now), 1)}T00:00`)!;
  return Math.max(1, Math.ceil((Date.parse(midnight) - now.getTime()) / 1000));
}

/**
 * A stage's messages to its families, on their own stream: at most `STAGE_MESSAGES_PER_DAY` a
 * Belgian day, so that families are not flooded. Two sent at once meet on the stream's version:
 * the second is decided again on the count the first left.
 */
export const stageMessagesAggregate: Aggregate<
  StageMessagesState,
  SendStageMessage,
  StageMessageEvent
> = {
  initial: { day: null, sentThatDay: 0 },

  decide(command, state) {
    const today = brusselsDay(command.now);
    if (state.day === today && state.sentThatDay >= STAGE_MESSAGES_PER_DAY) {
      const wait = secondsUntilBrusselsMidnight(command.now);
      throw new DomainError(
        ErrorCode.messageDailyLimit,
        `At most ${STAGE_MESSAGES_PER_DAY} messages a day about one stage; try again in ${wait} seconds.`,
        429,
        undefined,
        wait,
      );
    }
    const familyIds = [...new Set(command.familyIds)].sort();
    if (familyIds.length === 0) {
      throw new DomainError(ErrorCode.messageNoFamilies, 'No family to write to', 422);
    }
    return [
      {
        type: 'StageMessageSent',
        data: {
          messageId: command.messageId,
          stageId: command.stageId,
          organizationId: command.organizationId,
          audience: command.audience,
          familyIds,
          sentBy: command.by,
          sentAt: command.now.toISOString(),
        },
      },
    ];
  },

  evolve(state, event) {
    switch (event.type) {
      case 'StageMessageSent': {
        const day = brusselsDay(event.data.sentAt);
        return { day, sentThatDay: day === state.day ? state.sentThatDay + 1 : 1 };
      }
      default:
        return state;
    }
  },
};
