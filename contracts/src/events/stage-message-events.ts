import { z } from 'zod';
import type { EventGroup, EventOf } from './event-group.js';

/**
 * Whom an organizer writes to on a stage: the families with an accepted registration, a pending
 * one, on the waiting list (waiting or offered places), or all of these.
 */
export const STAGE_MESSAGE_AUDIENCES = ['accepted', 'pending', 'waiting', 'all'] as const;
export type StageMessageAudience = (typeof STAGE_MESSAGE_AUDIENCES)[number];

/** More families than a stage (10 000 places at most) and its waiting list hold. */
export const STAGE_MESSAGE_MAX_FAMILIES = 20_000;

/**
 * A stage's messages to its families, on a stream of their own (of type `stage_messages`): they
 * are not decisions on its places, and stay out of its chain.
 */
export const stageMessagesStreamId = (stageId: string) => `stage_messages-${stageId}`;

/**
 * The organizer wrote to the stage's families: the families the audience held when it was
 * sent, each by its primary parent, are owed one mail each. What the message says is kept
 * beside the log (`stage_message_texts`), like an organizer's other words to families: it may
 * name a child.
 */
export const StageMessageSentV1 = z
  .object({
    messageId: z.uuid(),
    stageId: z.uuid(),
    organizationId: z.uuid(),
    audience: z.enum(STAGE_MESSAGE_AUDIENCES),
    familyIds: z.array(z.uuid()).min(1).max(STAGE_MESSAGE_MAX_FAMILIES),
    sentBy: z.uuid().nullable(),
    sentAt: z.iso.datetime({ offset: true }),
  })
  .strict();

export const stageMessageEvents = {
  StageMessageSent: { schemaVersion: 1, schema: StageMessageSentV1 },
} as const satisfies EventGroup;

export type StageMessageEvent = EventOf<typeof stageMessageEvents>;
