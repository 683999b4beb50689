/**
 * What a family pays for one child's place on a stage, as lines that add up to the total: the
 * stage's price, the social price's reduction, the discount for a brother or sister, and each
 * option chosen. Amounts are whole cents; reductions are negative lines. The same functions price
 * a quote, a registration, a bill and the share of a bill a certificate may state, so that the
 * figures agree to the cent wherever they appear.
 */

/** How a family asks for the social price: the organizer decides, or the family's word is enough. */
export const REDUCED_PRICE_POLICIES = ['on_request', 'self_declared'] as const;
export type ReducedPricePolicy = (typeof REDUCED_PRICE_POLICIES)[number];

export interface SiblingDiscounts {
  /** Taken off the second child's price. */
  readonly secondCents: number;
  /** Taken off the price of the third child and every one after. */
  readonly thirdAndMoreCents: number;
}

export interface PricedOption {
  readonly id: string;
  readonly priceCents: number;
  /** Daycare is childcare; meals, transport or a T-shirt are not. */
  readonly countsAsCare: boolean;
}

/** A stage's prices, fixed once anyone registered. */
export interface StagePricing {
  readonly costCents: number;
  /** The social price; null when the stage has none. */
  readonly reducedCostCents: number | null;
  readonly siblingDiscounts: SiblingDiscounts | null;
  readonly options: readonly PricedOption[];
}

export const PRICE_LINE_KINDS = ['stage', 'social_price', 'sibling_discount', 'option'] as const;
export type PriceLineKind = (typeof PRICE_LINE_KINDS)[number];

/** A line of a price, without its wording: what the log records and bills are built from. */
export interface PriceLine {
  readonly kind: PriceLineKind;
  readonly amountCents: number;
  /** Whether the line is childcare in itself; reductions are shared out by `careShareCents`. */
  readonly countsAsCare: boolean;
  /** The option a line of kind `option` charges for. */
  readonly optionId?: string;
}

export interface PriceChoice {
  /**
   * How many children of the family already hold a pending or accepted place on the stage,
   * registered before this one: 0 for the first child, who pays the full price.
   */
  readonly siblingsBefore: number;
  readonly optionIds: readonly string[];
  /** The social price applies (granted, or declared where the family's word is enough). */
  readonly reducedPrice: boolean;
}

/** Why a choice cannot be priced: an option the stage does not offer, or twice the same one. */
export class PriceChoiceError extends Error {
  constructor(
    readonly reason: 'unknown_option' | 'repeated_option' | 'no_reduced_price',
    readonly optionId?: string,
  ) {
    super(`The price cannot be computed: ${reason}${optionId ? ` (${optionId})` : ''}`);
  }
}

/** The sibling discount a child pays less, by how many of its family registered before it. */
export function siblingDiscountCents(discounts: SiblingDiscounts | null, siblingsBefore: number) {
  if (!discounts || siblingsBefore <= 0) return 0;
  return siblingsBefore === 1 ? discounts.secondCents : discounts.thirdAndMoreCents;
}

/**
 * The lines of a child's price, in the order a bill prints them. The social price replaces the
 * stage's price; a sibling discount is taken off what remains of it, never below nothing; options
 * are charged in full.
 */
export function priceLines(pricing: StagePricing, choice: PriceChoice): PriceLine[] {
  if (choice.reducedPrice && pricing.reducedCostCents === null) {
    throw new PriceChoiceError('no_reduced_price');
  }
  const lines: PriceLine[] = [
    { kind: 'stage', amountCents: pricing.costCents, countsAsCare: true },
  ];
  let stagePart = pricing.costCents;
  if (choice.reducedPrice && pricing.reducedCostCents !== null) {
    const reduction = Math.min(pricing.costCents - pricing.reducedCostCents, stagePart);
    if (reduction > 0) {
      lines.push({ kind: 'social_price', amountCents: -reduction, countsAsCare: false });
      stagePart -= reduction;
    }
  }
  const discount = Math.min(
    siblingDiscountCents(pricing.siblingDiscounts, choice.siblingsBefore),
    stagePart,
  );
  if (discount > 0) {
    lines.push({ kind: 'sibling_discount', amountCents: -discount, countsAsCare: false });
  }
  const chosen = new Set<string>();
  for (const optionId of choice.optionIds) {
    if (chosen.has(optionId)) throw new PriceChoiceError('repeated_option', optionId);
    chosen.add(optionId);
  }
  // In the stage's order, whatever order the family ticked them in.
  for (const option of pricing.options) {
    if (!chosen.delete(option.id)) continue;
    lines.push({
      kind: 'option',
      amountCents: option.priceCents,
      countsAsCare: option.countsAsCare,
      optionId: option.id,
    });
  }
  const [unknown] = chosen;
  if (unknown !== undefined) throw new PriceChoiceError('unknown_option', unknown);
  return lines;
}

export const totalCents = (lines: readonly Pick<PriceLine, 'amountCents'>[]) =>
  lines.reduce((sum, line) => sum + line.amountCents, 0);

/** `a × b / c` rounded to the nearest cent, halves up, exactly: cents times cents outgrow a double. */
function proportion(a: number, b: number, c: number): number {
  if (c === 0) return 0;
  const [x, y, z] = [BigInt(a), BigInt(b), BigInt(c)];
  return Number((2n * x * y + z) / (2n * z));
}

/**
 * The part of `paidCents` that paid for childcare, which alone a mutual-insurance certificate or a
 * 281.86 may state. The reductions (social price, sibling discount) lower every charged line in
 * proportion to its amount, so the childcare share of a price is its childcare lines' share of
 * what the lines charge; a payment short of the total pays each part in the same proportion.
 * Never more than what was paid, nor than the price's childcare lines.
 */
export function careShareCents(lines: readonly PriceLine[], paidCents: number): number {
  const charged = lines.filter((line) => line.amountCents > 0);
  const gross = totalCents(charged);
  const care = totalCents(charged.filter((line) => line.countsAsCare));
  const total = totalCents(lines);
  const paid = Math.max(0, Math.min(paidCents, total));
  if (gross === 0 || total <= 0) return 0;
  return proportion(paid, care, gross);
}
