import {
  chargesLocked as lockedCharges,
  siblingDiscountsOf,
  stageChargesProblems,
  type ReducedPricePolicy,
  type StageDetail,
} from '@stages/contracts';
import type { FieldErrors } from '../providers/validation';

/** The contracts' rule, on the stage as its form reads it. */
export const chargesLocked = (
  stage: Partial<Pick<StageDetail, 'registered' | 'held_places' | 'waiting_count'>> | undefined,
) =>
  stage !== undefined &&
  lockedCharges({
    registered: stage.registered ?? 0,
    held: stage.held_places ?? 0,
    waiting: stage.waiting_count ?? 0,
  });

interface OptionValues {
  readonly id?: string;
  readonly label?: string | null;
  readonly price_cents?: number | null;
  readonly max?: number | null;
  readonly counts_as_care?: boolean | null;
}

/** The form's values where they differ from the API's request. */
export interface StageFormValues extends Record<string, unknown> {
  readonly reduced_cost_cents?: number | null;
  readonly reduced_price_policy?: string | null;
  readonly sibling_discounts?: {
    readonly second_cents?: number | null;
    readonly third_and_more_cents?: number | null;
  } | null;
  readonly options?: readonly OptionValues[] | null;
}

/**
 * What the stage form sends: the social price's policy only with a social price; sibling
 * discounts as one pair, the second child's empty as nothing off, the third's as the second's
 * (and nothing off for both as none); each option with just its own fields. Once charges are locked (`previous` holds or awaits a family), the social
 * price and the discounts are left out, which keeps them, and the options already offered go
 * back as they were but for their places: the form shows them disabled.
 */
export function stageRequest(values: StageFormValues, previous?: Partial<StageDetail>) {
  const {
    reduced_cost_cents: reducedCost,
    reduced_price_policy: policy,
    sibling_discounts: discounts,
    options,
    ...rest
  } = values;
  const locked = chargesLocked(previous);
  const before = new Map((previous?.options ?? []).map((option) => [option.id, option]));
  const sentOptions = (options ?? []).map((option) => {
    const kept = option.id === undefined ? undefined : before.get(option.id);
    const own =
      locked && kept
        ? { label: kept.label, price_cents: kept.price_cents, counts_as_care: kept.counts_as_care }
        : {
            label: option.label ?? '',
            price_cents: option.price_cents ?? null,
            counts_as_care: option.counts_as_care ?? false,
          };
    return {
      ...(option.id === undefined ? {} : { id: option.id }),
      ...own,
      max: option.max ?? null,
    };
  });
  if (locked) return { ...rest, options: sentOptions };
  const reduced = reducedCost ?? null;
  const second = discounts?.second_cents ?? 0;
  // Left empty, the third child and the next ones are taken off what the second is.
  const third = discounts?.third_and_more_cents ?? second;
  return {
    ...rest,
    reduced_cost_cents: reduced,
    reduced_price_policy: reduced === null ? null : (policy ?? null),
    sibling_discounts:
      second === 0 && third === 0 ? null : { second_cents: second, third_and_more_cents: third },
    options: sentOptions,
  };
}

/**
 * Where the social price or the discounts contradict the price, as the API refuses them: on
 * creation the schema says so, on an edit this does (the price comes from the stage then).
 */
export function chargesProblems(
  request: ReturnType<typeof stageRequest>,
  previous?: Partial<StageDetail>,
): FieldErrors {
  const cost = (request as { cost_cents?: unknown }).cost_cents ?? previous?.cost_cents;
  if (typeof cost !== 'number' || !('reduced_cost_cents' in request)) return {};
  const discounts = request.sibling_discounts;
  const problems = stageChargesProblems(cost, {
    reducedCostCents: request.reduced_cost_cents,
    reducedPricePolicy: request.reduced_price_policy as ReducedPricePolicy | null,
    siblingDiscounts: siblingDiscountsOf(discounts),
  });
  return Object.fromEntries(
    Object.entries(problems).map(([field, code]) => [field, `errors.${code}`]),
  );
}

/** A problem with the discounts as a pair is said under both their fields. */
export const placedOnFields = (errors: FieldErrors): FieldErrors => {
  const { sibling_discounts: discounts, ...rest } = errors;
  return discounts === undefined
    ? errors
    : {
        ...rest,
        'sibling_discounts.second_cents': discounts,
        'sibling_discounts.third_and_more_cents': discounts,
      };
};
