import { randomUUID } from 'node:crypto';
import { ErrorCode, STAGE_MESSAGES_PER_DAY, type StageMessageEvent } from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import {
  secondsUntilBrusselsMidnight,
  stageMessagesAggregate,
  type SendStageMessage,
} from '../../../api/src/camp-days/domain/stage-messages.js';
import { deciderSpec, recordedRun } from '../../support/decider-spec.js';

const given = deciderSpec(stageMessagesAggregate);
const stageId = randomUUID();
const organizationId = randomUUID();
const organizer = randomUUID();
const [ann, bob] = [randomUUID(), randomUUID()].sort();

const send = (now: Date, overrides: Partial<SendStageMessage> = {}): SendStageMessage => ({
  type: 'SendStageMessage',
  messageId: randomUUID(),
  stageId,
  organizationId,
  audience: 'accepted',
  familyIds: [ann!, bob!],
  by: organizer,
  now,
  ...overrides,
});

/** `count` messages sent at `at`, as the product records them. */
const sentAt = (at: Date, count: number): StageMessageEvent[] =>
  recordedRun(
    stageMessagesAggregate,
    [],
    Array.from({ length: count }, () => send(at)),
  );

// Monday 5 July 2027, 10:00 in Brussels (summer time, UTC+2).
const morning = new Date('2027-07-05T08:00:00Z');

describe('a stage’s messages to its families', () => {
  it('records the message with the families it is written to, each once', () => {
    const command = send(morning, { familyIds: [bob!, ann!, bob!], audience: 'all' });
    given()
      .when(command)
      .then({
        type: 'StageMessageSent',
        data: {
          messageId: command.messageId,
          stageId,
          organizationId,
          audience: 'all',
          familyIds: [ann!, bob!],
          sentBy: organizer,
          sentAt: morning.toISOString(),
        },
      });
  });

  it('refuses a message to nobody, recording nothing', () => {
    given()
      .when(send(morning, { familyIds: [] }))
      .refuses(ErrorCode.messageNoFamilies, 422);
  });

  it(`sends ${STAGE_MESSAGES_PER_DAY} a Belgian day, and says how long to wait for the next`, () => {
    const full = sentAt(morning, STAGE_MESSAGES_PER_DAY);
    expect(full).toHaveLength(STAGE_MESSAGES_PER_DAY);
    given(...full)
      .when(send(morning))
      .refuses(ErrorCode.messageDailyLimit, 429);
    // Fourteen hours until midnight in Brussels.
    expect(() => stageMessagesAggregate.decide(send(morning), given(...full).state)).toThrow(
      expect.objectContaining({ retryAfterSeconds: 14 * 3600 }),
    );
  });

  it('counts again from Brussels midnight, which is 22:00 UTC in summer', () => {
    const full = sentAt(morning, STAGE_MESSAGES_PER_DAY);
    // 23:59 in Brussels: still Monday.
    given(...full)
      .when(send(new Date('2027-07-05T21:59:00Z')))
      .refuses(ErrorCode.messageDailyLimit, 429);
    expect(secondsUntilBrusselsMidnight(new Date('2027-07-05T21:59:00Z'))).toBe(60);
    // 00:01 on Tuesday in Brussels, though still Monday in UTC.
    const tuesday = new Date('2027-07-05T22:01:00Z');
    const next = given(...full)
      .when(send(tuesday, { messageId: stageId }))
      .then({
        type: 'StageMessageSent',
        data: {
          messageId: stageId,
          stageId,
          organizationId,
          audience: 'accepted',
          familyIds: [ann!, bob!],
          sentBy: organizer,
          sentAt: tuesday.toISOString(),
        },
      });
    expect(next).toEqual({ day: '2027-07-06', sentThatDay: 1 });
  });

  it('waits until midnight in winter time too', () => {
    // 1 December 2027, 23:00 in Brussels (UTC+1).
    expect(secondsUntilBrusselsMidnight(new Date('2027-12-01T22:00:00Z'))).toBe(3600);
  });
});
