import { z } from 'zod';
import { ErrorCode, FieldErrorCode } from '../errors/error-codes.js';
import { MAX_STAGE_OPTIONS, TimeOfDay } from '../events/stage-events.js';
import {
  REDUCED_PRICE_POLICIES,
  type SiblingDiscounts,
  type StagePricing,
} from '../pricing/price-lines.js';
import { stageChargesProblems } from '../pricing/stage-charges.js';
import {
  DEFAULT_OFFER_HOURS,
  MAX_OFFER_HOURS,
  MIN_OFFER_HOURS,
} from '../events/waiting-list-events.js';
import { DateTime, Day, Month } from '../validation/dates.js';
import { DESCRIPTION_MAX_LENGTH } from '../validation/rich-text.js';
import { effectiveDaysFit } from '../validation/stage-days.js';
import { MultilineText, RequiredLine } from '../validation/text.js';
import { listQuery } from './list-query.js';

export const StageAddress = z
  .object({
    street: RequiredLine(200),
    number: RequiredLine(20),
    postal_code: RequiredLine(20),
    city: RequiredLine(100),
    country: z.string().trim().toUpperCase().length(2).default('BE'),
  })
  .meta({ id: 'StageAddress' });

/** Why a stage takes no registration right now; null when it does. */
export const ClosedReason = z.enum(['hidden', 'deadline_passed', 'full', 'ended']);
export type ClosedReason = z.infer<typeof ClosedReason>;

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

interface StageSchedule {
  starts_at: string;
  ends_at: string;
  registration_deadline: string;
  min_age: number;
  max_age: number;
  activity_start: string;
  activity_end: string;
  daycare_start: string | null;
  daycare_end: string | null;
  effective_days: number;
}

/**
 * Where a stage's dates, days of activity, ages and hours contradict each other, by field. The forms show these
 * next to the fields; the API refuses the same.
 */
export function stageScheduleProblems(stage: StageSchedule): Record<string, ErrorCode> {
  const problems: Record<string, ErrorCode> = {};
  const starts = Date.parse(stage.starts_at);
  if (Date.parse(stage.registration_deadline) > starts) {
    problems.registration_deadline = ErrorCode.stageInvalidDates;
  }
  if (Date.parse(stage.ends_at) <= starts) problems.ends_at = ErrorCode.stageInvalidDates;
  else if (!effectiveDaysFit(stage.effective_days, stage.starts_at, stage.ends_at)) {
    problems.effective_days = ErrorCode.stageInvalidEffectiveDays;
  }
  if (stage.min_age > stage.max_age) problems.max_age = ErrorCode.stageInvalidAges;
  const activityStart = minutes(stage.activity_start);
  const activityEnd = minutes(stage.activity_end);
  if (activityEnd <= activityStart) problems.activity_end = ErrorCode.stageInvalidHours;
  if (stage.daycare_start !== null && minutes(stage.daycare_start) > activityStart) {
    problems.daycare_start = ErrorCode.stageInvalidHours;
  }
  if (stage.daycare_end !== null && minutes(stage.daycare_end) < activityEnd) {
    problems.daycare_end = ErrorCode.stageInvalidHours;
  }
  return problems;
}

const stageFields = {
  name: RequiredLine(200),
  description: z
    .string()
    .max(DESCRIPTION_MAX_LENGTH * 2)
    .default(''),
  starts_at: DateTime,
  ends_at: DateTime,
  registration_deadline: DateTime,
  max_children: z.number().int().min(1, FieldErrorCode.atLeastOne).max(10_000),
  min_age: z.number().int().min(0).max(25),
  max_age: z.number().int().min(0).max(25),
  address: StageAddress,
  activity_start: TimeOfDay,
  activity_end: TimeOfDay,
  daycare_start: TimeOfDay.nullable().default(null),
  daycare_end: TimeOfDay.nullable().default(null),
  effective_days: z.number().int().min(1).max(366),
  image_file_id: z.uuid().nullable().default(null),
  waiting_list: z
    .boolean()
    .default(true)
    .describe('Whether families finding the stage full may join its waiting list'),
  offer_hours: z
    .number()
    .int()
    .min(MIN_OFFER_HOURS)
    .max(MAX_OFFER_HOURS)
    .default(DEFAULT_OFFER_HOURS)
    .describe('How long an offer of places holds them for the family, in hours'),
  siblings_first: z
    .boolean()
    .default(true)
    .describe('Whether brothers and sisters of a registered child go ahead on the waiting list'),
};

const CostCents = z.number().int().min(0).max(100_000_000);

/** An option as the stage form sends it: without an id when it is new, the server giving one. */
export const StageOptionInput = z
  .object({
    id: z.uuid().optional().describe('An option the stage already offers; absent for a new one'),
    label: RequiredLine(100).describe("In the organizer's language"),
    price_cents: CostCents,
    max: z
      .number()
      .int()
      .min(1, FieldErrorCode.atLeastOne)
      .max(10_000)
      .nullable()
      .default(null)
      .describe('How many children may take it; null for no limit'),
    counts_as_care: z
      .boolean()
      .default(false)
      .describe('Childcare such as daycare, which certificates count; not meals or transport'),
  })
  .strip()
  .meta({ id: 'StageOptionInput' });

export const SiblingDiscountsInput = z
  .object({ second_cents: CostCents, third_and_more_cents: CostCents })
  .strict()
  .meta({ id: 'SiblingDiscountsInput' });

export const ReducedPricePolicyField = z
  .enum(REDUCED_PRICE_POLICIES)
  .describe('on_request: the organizer decides on accepting; self_declared: the family says so');

/** What a stage charges beside its price; each field left out of an edit stays as it is. */
const chargeFields = {
  reduced_cost_cents: CostCents.nullable().describe('The social price; null for none'),
  reduced_price_policy: ReducedPricePolicyField.nullable(),
  sibling_discounts: SiblingDiscountsInput.nullable().describe(
    "Taken off the price of a family's second child, and of each child after the second",
  ),
  options: z.array(StageOptionInput).max(MAX_STAGE_OPTIONS),
};

/** Sibling discounts as the API writes them, in the pricing rules' terms. */
export const siblingDiscountsOf = (
  discounts: z.infer<typeof SiblingDiscountsInput> | null,
): SiblingDiscounts | null =>
  discounts && {
    secondCents: discounts.second_cents,
    thirdAndMoreCents: discounts.third_and_more_cents,
  };

function coherent<Shape extends z.ZodRawShape>(object: z.ZodObject<Shape>) {
  return object.superRefine((stage, ctx) => {
    const problems = stageScheduleProblems(stage as unknown as StageSchedule);
    for (const [field, code] of Object.entries(problems)) {
      ctx.addIssue({ code: 'custom', path: [field], message: code });
    }
  });
}

export const CreateStageRequest = coherent(
  z
    .object({
      ...stageFields,
      cost_cents: CostCents,
      visible: z.boolean().default(true),
      reduced_cost_cents: chargeFields.reduced_cost_cents.default(null),
      reduced_price_policy: chargeFields.reduced_price_policy.default(null),
      sibling_discounts: chargeFields.sibling_discounts.default(null),
      options: chargeFields.options.default([]),
    })
    .strict()
    .superRefine((stage, ctx) => {
      const problems = stageChargesProblems(stage.cost_cents, {
        reducedCostCents: stage.reduced_cost_cents,
        reducedPricePolicy: stage.reduced_price_policy,
        siblingDiscounts: siblingDiscountsOf(stage.sibling_discounts),
      });
      for (const [field, code] of Object.entries(problems)) {
        ctx.addIssue({ code: 'custom', path: [field], message: code });
      }
    }),
).meta({ id: 'CreateStageRequest' });

/**
 * The whole record comes back from the edit form, as react-admin sends it: fields that cannot
 * be edited here are ignored. The price may come back as the form shows it, but never changed.
 */
export const UpdateStageRequest = coherent(
  z
    .object({
      ...stageFields,
      cost_cents: CostCents.optional(),
      reduced_cost_cents: chargeFields.reduced_cost_cents.optional(),
      reduced_price_policy: chargeFields.reduced_price_policy.optional(),
      sibling_discounts: chargeFields.sibling_discounts.optional(),
      options: chargeFields.options.optional(),
    })
    .strip(),
).meta({ id: 'UpdateStageRequest' });

export const StageVisibilityRequest = z
  .object({ visible: z.boolean() })
  .meta({ id: 'StageVisibilityRequest' });

/** How long the reason an administrator gives for taking a stage down may be, trimmed. */
export const MODERATION_REASON_MIN_LENGTH = 3;
export const MODERATION_REASON_MAX_LENGTH = 500;

/**
 * An administrator takes a stage down and says why, for its organizer to read; or gives it
 * back (`hidden: false`), when a reason is not needed and is ignored if sent.
 */
export const StageModerationRequest = z
  .object({
    hidden: z.boolean(),
    reason: MultilineText(MODERATION_REASON_MAX_LENGTH)
      .nullish()
      .describe(
        `Why the stage is taken down, shown to its organizer: required with \`hidden: true\` ` +
          `(${MODERATION_REASON_MIN_LENGTH} to ${MODERATION_REASON_MAX_LENGTH} characters), ` +
          'ignored otherwise',
      ),
  })
  .superRefine((request, ctx) => {
    if (!request.hidden) return;
    const length = request.reason?.length ?? 0;
    if (length >= MODERATION_REASON_MIN_LENGTH) return;
    const message = length === 0 ? FieldErrorCode.required : FieldErrorCode.tooShort;
    ctx.addIssue({ code: 'custom', path: ['reason'], message });
  })
  .meta({ id: 'StageModerationRequest' });

const OrganizationRef = z.object({ id: z.uuid(), slug: z.string(), name: z.string() });

export const StageSummary = z
  .object({
    id: z.uuid(),
    slug: z.string(),
    name: z.string(),
    organization: OrganizationRef,
    starts_at: z.string(),
    ends_at: z.string(),
    registration_deadline: z.string(),
    cost_cents: z.number().int(),
    max_children: z.number().int(),
    remaining_places: z.number().int().describe('Derived from registrations, never typed in'),
    min_age: z.number().int(),
    max_age: z.number().int(),
    city: z.string(),
    postal_code: z.string(),
    image_url: z.string().nullable(),
    visible: z.boolean().describe("The organizer's choice"),
    moderated: z.boolean().describe('Hidden by an administrator, whatever the organizer chose'),
    registration_open: z.boolean(),
    closed_reason: ClosedReason.nullable(),
    waiting_count: z.number().int().describe('Families waiting for a place'),
    waiting_list_open: z.boolean().describe('Whether a family may join the waiting list now'),
  })
  .meta({ id: 'StageSummary' });
export type StageSummary = z.infer<typeof StageSummary>;

/** An option as families read it, with the places it has left. */
export const StageOptionView = z
  .object({
    id: z.uuid(),
    label: z.string(),
    price_cents: z.number().int(),
    counts_as_care: z.boolean(),
    max: z.number().int().nullable(),
    remaining: z.number().int().nullable().describe('Places left; null without a limit'),
  })
  .meta({ id: 'StageOptionView' });
export type StageOptionView = z.infer<typeof StageOptionView>;

export const StageDetail = StageSummary.extend({
  reduced_cost_cents: z.number().int().nullable(),
  reduced_price_policy: ReducedPricePolicyField.nullable(),
  sibling_discounts: SiblingDiscountsInput.nullable(),
  options: z.array(StageOptionView),
  description: z.string().describe('Sanitized HTML'),
  address: StageAddress,
  activity_start: z.string(),
  activity_end: z.string(),
  daycare_start: z.string().nullable(),
  daycare_end: z.string().nullable(),
  effective_days: z.number().int(),
  image_file_id: z.uuid().nullable(),
  registered: z.number().int(),
  held_places: z.number().int().describe('Places held by offers families have not answered'),
  waiting_list: z.boolean(),
  offer_hours: z.number().int(),
  siblings_first: z.boolean(),
  moderation_reason: z
    .string()
    .nullable()
    .describe(
      'Why an administrator took the stage down, for its organizer; null when it is not taken ' +
        'down, or was before reasons were asked',
    ),
}).meta({ id: 'StageDetail' });
export type StageDetail = z.infer<typeof StageDetail>;

export const StageListFilter = z
  .object({
    q: z
      .string()
      .trim()
      .max(200)
      .optional()
      .describe('Words of the name, description, city or organization'),
    start_from: Day.optional().describe('Starting on or after this day'),
    end_until: Day.optional().describe('Ending on or before this day'),
    month: Month.optional().describe('Running during this month, YYYY-MM'),
    organization: z.string().max(120).optional().describe("The organization's slug"),
    open: z.boolean().optional().describe('Only stages still taking registrations'),
  })
  .strict();
export type StageListFilter = z.infer<typeof StageListFilter>;

export const StageListQuery = listQuery(['starts_at', 'name', 'cost_cents'], StageListFilter);

/** The organizer's own stages, hidden ones included. */
export const ManagedStageListQuery = listQuery(
  ['starts_at', 'name', 'registration_deadline'],
  z.object({ q: z.string().trim().max(200).optional(), visible: z.boolean().optional() }).strict(),
);

/**
 * Whether a stage takes registrations at `now`, and why not. The web app runs it again as the
 * countdown reaches the deadline. While families wait, a free place is theirs: the stage is
 * full for anyone else, who joins the list (and is offered the place at once if it fits).
 */
export function closedReason(
  stage: {
    visible: boolean;
    moderated: boolean;
    registration_deadline: string;
    ends_at: string;
    remaining_places: number;
    waiting_count: number;
  },
  now: Date,
): ClosedReason | null {
  if (!stage.visible || stage.moderated) return 'hidden';
  if (now.getTime() >= Date.parse(stage.ends_at)) return 'ended';
  if (now.getTime() >= Date.parse(stage.registration_deadline)) return 'deadline_passed';
  if (stage.remaining_places <= 0 || stage.waiting_count > 0) return 'full';
  return null;
}

/**
 * Whether a family may join the stage's waiting list, given why it takes no registration: its
 * organizer keeps one, and the stage is open or merely full.
 */
export const waitingListOpen = (waitingList: boolean, reason: ClosedReason | null): boolean =>
  waitingList && (reason === null || reason === 'full');

/**
 * A stage's prices as its view answers them, for a form that prices a place before sending it
 * (the organizer registering a child), with the same rules the server records it by.
 */
export const stagePricingOf = (
  stage: Pick<StageDetail, 'cost_cents' | 'reduced_cost_cents' | 'sibling_discounts' | 'options'>,
): StagePricing => ({
  costCents: stage.cost_cents,
  reducedCostCents: stage.reduced_cost_cents,
  siblingDiscounts: siblingDiscountsOf(stage.sibling_discounts),
  options: stage.options.map((option) => ({
    id: option.id,
    priceCents: option.price_cents,
    countsAsCare: option.counts_as_care,
  })),
});
