import {
  ErrorCode,
  PriceChoiceError,
  priceLines,
  type PriceLine,
  type StageCharges,
} from '@stages/contracts';
import { DomainError } from '../../platform/domain-error.js';
import type { StageEnrollments } from './stage-enrollments.js';

/** What the family chose with a child's place: options, and whether it asks the social price. */
export interface PlaceChoice {
  readonly optionIds: readonly string[];
  readonly reducedPrice: boolean;
}

export const NO_CHOICE: PlaceChoice = { optionIds: [], reducedPrice: false };

/** How the social price stands on one registration, from its request to its acceptance. */
export type ReducedPriceStanding = 'none' | 'asked' | 'declared' | 'granted' | 'refused';

/** A registration recorded before prices had lines was charged the stage's price alone. */
export const stageLineOnly = (priceCents: number): PriceLine[] => [
  { kind: 'stage', amountCents: priceCents, countsAsCare: true },
];

/** The options a price's lines charge for. */
export const optionIdsOf = (lines: readonly PriceLine[]) =>
  lines.flatMap((line) => (line.optionId ? [line.optionId] : []));

/** How the family's request stands on the social price, by the stage's policy. */
export function reducedPriceAsked(
  choice: PlaceChoice,
  charges: Pick<StageCharges, 'reducedPricePolicy'>,
): 'none' | 'asked' | 'declared' {
  if (!choice.reducedPrice) return 'none';
  return charges.reducedPricePolicy === 'self_declared' ? 'declared' : 'asked';
}

/**
 * The family's children holding a place on the stage (pending or accepted): a child registered
 * now comes after them, for the sibling discount.
 */
export function familyPlaces(state: StageEnrollments, primaryParentId: string): number {
  let places = 0;
  for (const each of state.enrollments.values()) {
    if (each.primaryParentId !== primaryParentId) continue;
    if (each.status === 'pending' || each.status === 'accepted') places += 1;
  }
  return places;
}

/**
 * The lines of a child's price as the stage charges today, `siblingsBefore` of its family
 * registered before it. `children`: how many places the choice takes at once (an offer to
 * brothers and sisters), which every option chosen must still have.
 */
export function placePrice(
  state: StageEnrollments,
  charges: StageCharges & { readonly costCents: number },
  choice: PlaceChoice,
  siblingsBefore: number,
  children = 1,
): PriceLine[] {
  let lines: PriceLine[];
  try {
    lines = priceLines(charges, { ...choice, siblingsBefore });
  } catch (error) {
    if (!(error instanceof PriceChoiceError)) throw error;
    if (error.reason === 'no_reduced_price') {
      throw new DomainError(
        ErrorCode.enrollmentNoReducedPrice,
        'This stage has no social price',
        422,
        {
          reduced_price: ErrorCode.enrollmentNoReducedPrice,
        },
      );
    }
    throw new DomainError(ErrorCode.optionUnknown, 'The stage offers no such option', 422, {
      option_ids: ErrorCode.optionUnknown,
    });
  }
  for (const optionId of optionIdsOf(lines)) {
    const option = charges.options.find((each) => each.id === optionId)!;
    const taken = state.optionTakers.byOption.get(optionId) ?? 0;
    if (option.max !== null && taken + children > option.max) {
      throw new DomainError(
        ErrorCode.optionFull,
        `Every place of the option "${option.label}" is taken`,
        409,
        { option_ids: ErrorCode.optionFull },
      );
    }
  }
  return lines;
}
