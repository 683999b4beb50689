import {
  careShareCents,
  priceLines,
  PriceChoiceError,
  siblingDiscountCents,
  totalCents,
  type StagePricing,
} from '@stages/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

const DAYCARE = { id: 'daycare', priceCents: 2_500, countsAsCare: true };
const MEALS = { id: 'meals', priceCents: 3_000, countsAsCare: false };
const camp: StagePricing = {
  costCents: 12_000,
  reducedCostCents: 6_000,
  siblingDiscounts: { secondCents: 1_500, thirdAndMoreCents: 2_500 },
  options: [DAYCARE, MEALS],
};
const first = { siblingsBefore: 0, optionIds: [], reducedPrice: false };

describe("a child's price", () => {
  it('is the stage’s price alone for a first child without options', () => {
    expect(priceLines(camp, first)).toEqual([
      { kind: 'stage', amountCents: 12_000, countsAsCare: true },
    ]);
  });

  it('takes the social price, then the discount of the second and third child, and adds each option', () => {
    const lines = priceLines(camp, {
      siblingsBefore: 2,
      optionIds: ['meals', 'daycare'],
      reducedPrice: true,
    });
    expect(lines).toEqual([
      { kind: 'stage', amountCents: 12_000, countsAsCare: true },
      { kind: 'social_price', amountCents: -6_000, countsAsCare: false },
      { kind: 'sibling_discount', amountCents: -2_500, countsAsCare: false },
      // In the stage's order, not the order ticked.
      { kind: 'option', amountCents: 2_500, countsAsCare: true, optionId: 'daycare' },
      { kind: 'option', amountCents: 3_000, countsAsCare: false, optionId: 'meals' },
    ]);
    expect(totalCents(lines)).toBe(9_000);
    expect(siblingDiscountCents(camp.siblingDiscounts, 1)).toBe(1_500);
    expect(siblingDiscountCents(camp.siblingDiscounts, 5)).toBe(2_500);
  });

  it('never discounts the stage below nothing, and charges the options in full', () => {
    const generous = { ...camp, siblingDiscounts: { secondCents: 50_000, thirdAndMoreCents: 0 } };
    const lines = priceLines(generous, { ...first, siblingsBefore: 1, optionIds: ['meals'] });
    expect(lines.map((line) => line.amountCents)).toEqual([12_000, -12_000, 3_000]);
    expect(totalCents(lines)).toBe(3_000);
  });

  it('refuses an option the stage does not offer, the same option twice, or a social price it has none of', () => {
    expect(() => priceLines(camp, { ...first, optionIds: ['bus'] })).toThrow(PriceChoiceError);
    expect(() => priceLines(camp, { ...first, optionIds: ['meals', 'meals'] })).toThrow(
      expect.objectContaining({ reason: 'repeated_option', optionId: 'meals' }),
    );
    expect(() =>
      priceLines({ ...camp, reducedCostCents: null }, { ...first, reducedPrice: true }),
    ).toThrow(expect.objectContaining({ reason: 'no_reduced_price' }));
  });
});

describe('the childcare share of a price', () => {
  it('is the childcare lines’ share of what is charged, the reductions taken off in proportion', () => {
    // 12,000 + 2,500 of care and 3,000 of meals, less 1,500: 16,000 paid, of which 14,500/17,500.
    const lines = priceLines(camp, {
      siblingsBefore: 1,
      optionIds: ['daycare', 'meals'],
      reducedPrice: false,
    });
    expect(totalCents(lines)).toBe(16_000);
    expect(careShareCents(lines, 16_000)).toBe(13_257); // 13,257.14…
    // Half paid: half of each part.
    expect(careShareCents(lines, 8_000)).toBe(6_629); // 6,628.57…
    expect(careShareCents(lines, 0)).toBe(0);
    // Only childcare charged: all of it counts.
    expect(careShareCents(priceLines(camp, { ...first, optionIds: ['daycare'] }), 14_500)).toBe(
      14_500,
    );
  });
});

const pricing = fc.record({
  costCents: fc.integer({ min: 0, max: 1_000_000 }),
  reduced: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: null }),
  siblingDiscounts: fc.option(
    fc.record({
      secondCents: fc.integer({ min: 0, max: 1_000_000 }),
      thirdAndMoreCents: fc.integer({ min: 0, max: 1_000_000 }),
    }),
    { nil: null },
  ),
  options: fc.array(
    fc.record({ priceCents: fc.integer({ min: 0, max: 100_000 }), countsAsCare: fc.boolean() }),
    { maxLength: 10 },
  ),
});

const priced = fc
  .tuple(pricing, fc.nat(4), fc.boolean(), fc.array(fc.boolean(), { minLength: 10, maxLength: 10 }))
  .map(([stage, siblingsBefore, reducedPrice, ticked]) => {
    const options = stage.options.map((option, i) => ({ ...option, id: `option-${i}` }));
    const reducedCostCents =
      stage.reduced === null ? null : Math.min(stage.reduced, stage.costCents);
    return {
      stage: { ...stage, reducedCostCents, options },
      choice: {
        siblingsBefore,
        reducedPrice: reducedPrice && reducedCostCents !== null,
        optionIds: options.filter((_, i) => ticked[i]).map((option) => option.id),
      },
    };
  });

describe('every price', () => {
  it('has lines in whole cents that add up to a total never below nothing', () => {
    fc.assert(
      fc.property(priced, ({ stage, choice }) => {
        const lines = priceLines(stage, choice);
        const total = totalCents(lines);
        expect(lines.every((line) => Number.isInteger(line.amountCents))).toBe(true);
        expect(total).toBeGreaterThanOrEqual(0);
        const options = stage.options.filter((option) => choice.optionIds.includes(option.id));
        expect(total).toBeGreaterThanOrEqual(
          totalCents(options.map((o) => ({ amountCents: o.priceCents }))),
        );
        expect(total).toBeLessThanOrEqual(
          stage.costCents + options.reduce((sum, option) => sum + option.priceCents, 0),
        );
      }),
    );
  });

  it('states as childcare whole cents, never more than was paid nor than its childcare lines', () => {
    fc.assert(
      fc.property(priced, fc.integer({ min: -100, max: 3_000_000 }), ({ stage, choice }, paid) => {
        const lines = priceLines(stage, choice);
        const care = careShareCents(lines, paid);
        const careLines = totalCents(lines.filter((l) => l.amountCents > 0 && l.countsAsCare));
        expect(Number.isInteger(care)).toBe(true);
        expect(care).toBeGreaterThanOrEqual(0);
        expect(care).toBeLessThanOrEqual(Math.max(0, Math.min(paid, totalCents(lines))));
        expect(care).toBeLessThanOrEqual(careLines);
        if (lines.every((line) => line.countsAsCare || line.amountCents < 0)) {
          expect(care).toBe(Math.max(0, Math.min(paid, totalCents(lines))));
        }
      }),
    );
  });
});
