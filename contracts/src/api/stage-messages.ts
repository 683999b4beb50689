import { z } from 'zod';
import { STAGE_MESSAGE_AUDIENCES } from '../events/stage-message-events.js';
import { MultilineText, RequiredLine } from '../validation/text.js';

export const STAGE_MESSAGE_SUBJECT_MAX_LENGTH = 200;
export const STAGE_MESSAGE_BODY_MAX_LENGTH = 10_000;
/** How many messages an organizer may send about one stage in a Belgian day. */
export const STAGE_MESSAGES_PER_DAY = 10;

/** The organizer writes to the stage's families: one line of subject, the text, and to whom. */
export const StageMessageRequest = z
  .object({
    subject: RequiredLine(STAGE_MESSAGE_SUBJECT_MAX_LENGTH),
    body: MultilineText(STAGE_MESSAGE_BODY_MAX_LENGTH).min(1),
    audience: z.enum(STAGE_MESSAGE_AUDIENCES),
  })
  .strict()
  .meta({ id: 'StageMessageRequest' });
export type StageMessageRequest = z.output<typeof StageMessageRequest>;

/** A message the organization sent about its stage, as its organizer reads it back. */
export const StageMessage = z
  .object({
    id: z.uuid(),
    stage_id: z.uuid(),
    subject: z.string(),
    body: z.string(),
    audience: z.enum(STAGE_MESSAGE_AUDIENCES),
    sent_at: z.string(),
    /** Who sent it, by name; null once that account is gone. */
    sent_by_name: z.string().nullable(),
    /** How many families it was written to, each one mail. */
    families: z.number().int(),
  })
  .meta({ id: 'StageMessage' });
export type StageMessage = z.infer<typeof StageMessage>;

/** A message the family received about one of its stages, as a parent reads it. */
export const FamilyStageMessage = z
  .object({
    id: z.uuid(),
    stage_id: z.uuid(),
    stage_name: z.string().nullable(),
    stage_slug: z.string().nullable(),
    organization_name: z.string().nullable(),
    subject: z.string(),
    body: z.string(),
    sent_at: z.string(),
  })
  .meta({ id: 'FamilyStageMessage' });
export type FamilyStageMessage = z.infer<typeof FamilyStageMessage>;
