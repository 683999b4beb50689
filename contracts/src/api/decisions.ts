import { z } from 'zod';
import { Day } from '../validation/dates.js';
import { listQuery } from './list-query.js';

export const DECISIONS = [
  'requested',
  'accepted',
  'rejected',
  'cancelled',
  'paid',
  'refunded',
] as const;
export const Decision = z.enum(DECISIONS);
export type Decision = z.infer<typeof Decision>;

/** Who acted, as the event's metadata names them; `system` is the platform itself. */
export const DecisionActorRole = z.enum(['administrator', 'parent', 'organization', 'system']);

/**
 * One enrollment decision, from the log: the ids and the role as recorded, the names as they
 * are now (null once erased or deleted).
 */
export const DecisionRecord = z
  .object({
    id: z.uuid().describe("The decision's event id"),
    occurred_at: z.iso.datetime({ offset: true }),
    decision: Decision,
    enrollment_id: z.uuid(),
    stage_id: z.uuid(),
    stage_slug: z.string().nullable(),
    stage_name: z.string().nullable(),
    organization_id: z.uuid().nullable(),
    organization_name: z.string().nullable(),
    child_first_name: z.string().nullable(),
    child_last_name: z.string().nullable(),
    actor_id: z.uuid().nullable().describe('Null when the platform decided on its own'),
    actor_name: z.string().nullable().describe("The account's name, or its e-mail without one"),
    actor_role: DecisionActorRole.nullable(),
    command_id: z.string(),
    correlation_id: z.string().describe('The request id (X-Request-Id) that made the decision'),
  })
  .meta({ id: 'DecisionRecord' });
export type DecisionRecord = z.infer<typeof DecisionRecord>;

export const DECISION_SORTS = ['occurred_at'] as const;
export type DecisionSort = (typeof DECISION_SORTS)[number];

export const DecisionListQuery = listQuery(
  DECISION_SORTS,
  z
    .object({
      organization_id: z.uuid().optional(),
      stage_id: z.uuid().optional(),
      decision: z.union([Decision, z.array(Decision).max(DECISIONS.length)]).optional(),
      from: Day.optional().describe('First day, Belgian time'),
      to: Day.optional().describe('Last day, Belgian time, included'),
      q: z.string().trim().max(200).optional().describe("Words of the stage's or the child's name"),
    })
    .strict(),
);
export type DecisionFilter = NonNullable<z.output<typeof DecisionListQuery>['filter']>;
