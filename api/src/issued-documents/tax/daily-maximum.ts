/**
 * The most a day of childcare counts for in the tax reduction, per income year, in cents. The
 * figure is indexed every year and published by the federal finance ministry (SPF Finances /
 * FOD Financiën, "frais de garde d'enfants" in the personal income tax pages, and the notes of
 * the 281.86 form of the year). Add each year's figure here once it is published.
 */
const DAILY_MAXIMUM_CENTS: Readonly<Record<number, { cents: number; confirmed: boolean }>> = {
  2023: { cents: 1570, confirmed: true },
  2024: { cents: 1640, confirmed: true },
  // Reported as the indexed figure for income year 2025; not yet checked against the ministry's
  // own publication from this project's machines, which have no access to it.
  2025: { cents: 1690, confirmed: false },
};

const KNOWN_YEARS = Object.keys(DAILY_MAXIMUM_CENTS)
  .map(Number)
  .sort((a, b) => a - b);

/**
 * The year's legal maximum per day. A year not in the table yet takes the latest known figure,
 * flagged unconfirmed so that the screens can say so; a year before the table takes the first.
 */
export function dailyMaximumFor(incomeYear: number): {
  readonly cents: number;
  readonly confirmed: boolean;
  readonly year: number;
} {
  const year = [...KNOWN_YEARS].reverse().find((known) => known <= incomeYear) ?? KNOWN_YEARS[0]!;
  const figure = DAILY_MAXIMUM_CENTS[year]!;
  return { cents: figure.cents, confirmed: figure.confirmed && year === incomeYear, year };
}
