import { ErrorCode } from '../errors/error-codes.js';
import type { StageCharges, StageOption } from '../events/stage-events.js';
import type { PriceLine } from './price-lines.js';

/**
 * Where a stage's social price and sibling discounts contradict its price, by field, as the
 * stage form shows them and the API refuses them.
 */
export function stageChargesProblems(
  costCents: number,
  charges: Pick<StageCharges, 'reducedCostCents' | 'reducedPricePolicy' | 'siblingDiscounts'>,
): Record<string, ErrorCode> {
  const problems: Record<string, ErrorCode> = {};
  const { reducedCostCents, reducedPricePolicy, siblingDiscounts } = charges;
  if (reducedCostCents !== null && reducedCostCents >= costCents) {
    problems.reduced_cost_cents = ErrorCode.stageInvalidReducedPrice;
  } else if ((reducedCostCents === null) !== (reducedPricePolicy === null)) {
    problems.reduced_price_policy = ErrorCode.stageInvalidReducedPrice;
  }
  if (
    siblingDiscounts !== null &&
    (siblingDiscounts.secondCents > costCents || siblingDiscounts.thirdAndMoreCents > costCents)
  ) {
    problems.sibling_discounts = ErrorCode.stageInvalidSiblingDiscounts;
  }
  return problems;
}

/**
 * Whether what a stage charges beside its price is locked: a family holds (a registration, an
 * offer held, or a bill that refers to the stage) or waits for a place, and read a price it
 * relies on. The stage's aggregate refuses a change then; its form shows the fields disabled.
 */
export function chargesLocked(stage: {
  readonly registered: number;
  readonly held: number;
  readonly waiting: number;
  /** Registrations ever accepted; the form, which cannot see it, reads 0. */
  readonly billed?: number;
}): boolean {
  return stage.registered > 0 || stage.held > 0 || stage.waiting > 0 || (stage.billed ?? 0) > 0;
}

/**
 * The options taken on a stage, counted from its stream: a registration takes the options of its
 * lines, a rejection or an unenrollment gives them back. Both the stage and its enrollments fold
 * it, so the count a family reads is the count that refuses it.
 */
export interface OptionTakers {
  /** Children holding each option, by option id. */
  readonly byOption: ReadonlyMap<string, number>;
  /** The options each registration holds, by enrollment id; only registrations holding some. */
  readonly byEnrollment: ReadonlyMap<string, readonly string[]>;
}

export const NO_OPTION_TAKERS: OptionTakers = { byOption: new Map(), byEnrollment: new Map() };

function counted(byOption: ReadonlyMap<string, number>, optionIds: readonly string[], by: number) {
  const next = new Map(byOption);
  for (const id of optionIds) next.set(id, (next.get(id) ?? 0) + by);
  return next;
}

/** A registration's options taken; registrations recorded before options take none. */
export function optionsTaken(
  takers: OptionTakers,
  enrollmentId: string,
  lines: readonly Pick<PriceLine, 'optionId'>[] | undefined,
): OptionTakers {
  const optionIds = (lines ?? []).flatMap((line) => (line.optionId ? [line.optionId] : []));
  if (optionIds.length === 0) return takers;
  const byEnrollment = new Map(takers.byEnrollment);
  byEnrollment.set(enrollmentId, optionIds);
  return { byOption: counted(takers.byOption, optionIds, 1), byEnrollment };
}

/** A rejected or cancelled registration's options, free for another child. */
export function optionsGivenBack(takers: OptionTakers, enrollmentId: string): OptionTakers {
  const optionIds = takers.byEnrollment.get(enrollmentId);
  if (!optionIds) return takers;
  const byEnrollment = new Map(takers.byEnrollment);
  byEnrollment.delete(enrollmentId);
  return { byOption: counted(takers.byOption, optionIds, -1), byEnrollment };
}

/** Places left on an option; null when it has no limit. */
export function optionPlacesLeft(option: Pick<StageOption, 'id' | 'max'>, taken: number) {
  return option.max === null ? null : Math.max(0, option.max - taken);
}
