import type { TaxYearAnswer } from '@stages/contracts';

const yearOf = (day: string) => Number(day.slice(0, 4));

/**
 * The income year the organizer sees first: the previous one in January and February, while its
 * Belcotax filing is due (by 1 March); this year otherwise. `today` is Belgium's `YYYY-MM-DD`.
 */
export function defaultTaxYear(today: string): number {
  const month = Number(today.slice(5, 7));
  return month <= 2 ? yearOf(today) - 1 : yearOf(today);
}

/** The years offered, newest first: this one and the three before. */
export function taxYearChoices(today: string): number[] {
  const year = yearOf(today);
  return [year, year - 1, year - 2, year - 3];
}

export type TaxYearNotice =
  | { readonly kind: 'provisional'; readonly severity: 'info' }
  | { readonly kind: 'filing_due'; readonly severity: 'warning' }
  | { readonly kind: 'not_issuing'; readonly severity: 'warning' }
  | { readonly kind: 'maximum_unconfirmed'; readonly severity: 'info' };

/**
 * What the organizer is told about a year: it is provisional until 31 December; from 1 January
 * until the filing's day, that the Belcotax filing is due; that the profile must allow issuing
 * certificates; that the year's legal maximum per day is not confirmed yet.
 */
export function taxYearNotices(
  answer: Pick<
    TaxYearAnswer,
    'year' | 'provisional' | 'filing_due' | 'issues_certificates' | 'daily_maximum_confirmed'
  >,
  today: string,
): TaxYearNotice[] {
  const notices: TaxYearNotice[] = [];
  if (answer.provisional) notices.push({ kind: 'provisional', severity: 'info' });
  if (today >= `${answer.year + 1}-01-01` && today <= answer.filing_due) {
    notices.push({ kind: 'filing_due', severity: 'warning' });
  }
  if (!answer.issues_certificates) notices.push({ kind: 'not_issuing', severity: 'warning' });
  if (!answer.daily_maximum_confirmed) {
    notices.push({ kind: 'maximum_unconfirmed', severity: 'info' });
  }
  return notices;
}
