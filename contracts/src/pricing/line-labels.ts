import type { PriceLineView } from '../api/enrollments.js';
import type { Language } from '../api/identity.js';
import type { PriceLine } from './price-lines.js';

/** The reductions' names; the stage's line carries its name and an option's line its label. */
const REDUCTION_NAMES: Record<Language, Record<'social_price' | 'sibling_discount', string>> = {
  fr: { social_price: 'Tarif social', sibling_discount: 'Réduction frères et sœurs' },
  en: { social_price: 'Social price', sibling_discount: 'Sibling discount' },
  nl: { social_price: 'Sociaal tarief', sibling_discount: 'Korting broers en zussen' },
};

/** A reduction's name in `language`. */
export const reductionName = (kind: 'social_price' | 'sibling_discount', language: Language) =>
  REDUCTION_NAMES[language][kind];

/** Where the words of a stage's lines come from. */
export interface LineNames {
  readonly stageName: string;
  /** By option id. */
  readonly optionLabels: ReadonlyMap<string, string>;
}

const OPTION: Record<Language, string> = { fr: 'Option', en: 'Option', nl: 'Optie' };

/** A line's words in `language`, for a quote, a bill, an invoice or an export. */
export function priceLineLabel(line: PriceLine, names: LineNames, language: Language): string {
  switch (line.kind) {
    case 'stage':
      return names.stageName;
    case 'option':
      return (line.optionId && names.optionLabels.get(line.optionId)) || OPTION[language];
    default:
      return REDUCTION_NAMES[language][line.kind];
  }
}

/** The lines as the API answers them, worded in `language`. */
export function priceLineViews(
  lines: readonly PriceLine[],
  names: LineNames,
  language: Language,
): PriceLineView[] {
  return lines.map((line) => ({
    kind: line.kind,
    label: priceLineLabel(line, names, language),
    amount_cents: line.amountCents,
    counts_as_care: line.countsAsCare,
    option_id: line.optionId ?? null,
  }));
}

/** The names of a stage's lines, from the stage's name and its options. */
export const lineNamesOf = (
  stageName: string,
  options: readonly { readonly id: string; readonly label: string }[],
): LineNames => ({
  stageName,
  optionLabels: new Map(options.map((option) => [option.id, option.label])),
});
