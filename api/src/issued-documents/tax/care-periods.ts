import { ageOn } from '@stages/contracts';
import type { TaxPeriod } from '../domain/document-data.js';

/** Up to this many periods fit on one 281.86; a fifth starts another certificate. */
export const PERIODS_PER_CERTIFICATE = 4;

/** A stay at a stage, paid in full: what a 281.86 period is made from. */
export interface PaidStay {
  readonly firstDay: string;
  readonly lastDay: string;
  /** The stage's days of activity; null when it did not say (every calendar day then counts). */
  readonly effectiveDays: number | null;
  /** The days the child was recorded present, when attendance was taken; else null. */
  readonly attendedDays: readonly string[] | null;
  readonly paidCents: number;
}

export interface CaredChild {
  readonly birthDate: string;
  /** Severely disabled children count until their 21st birthday instead of their 14th. */
  readonly severelyDisabled: boolean;
}

/** A period, with what it may reduce tax by: its days times the year's maximum, at most what was paid. */
export interface CarePeriod extends TaxPeriod {
  readonly deductibleCents: number;
}

const DAY_MS = 86_400_000;

function calendarDays(firstDay: string, lastDay: string): string[] {
  const days: string[] = [];
  for (
    let time = Date.parse(`${firstDay}T00:00:00Z`);
    time <= Date.parse(`${lastDay}T00:00:00Z`);
    time += DAY_MS
  ) {
    days.push(new Date(time).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * The period of `stay` a certificate of `incomeYear` holds, or null when no day counts. A day
 * counts when it falls in the income year, is over by `today` (care not yet given is not
 * certified), and the child is under 14 on it (21 when severely disabled): a child turning 14
 * during the camp is counted until the eve of the birthday. A
 * stage whose days of activity are fewer than its calendar days (a weekend inside) counts its
 * days of activity at most. Where attendance was taken on the stage, only the days the child
 * was recorded present count: days of absence may not be certified. The amount is the paid
 * price shared evenly over the stage's days, for the days that count.
 */
export function carePeriod(
  stay: PaidStay,
  child: CaredChild,
  incomeYear: number,
  dailyMaximumCents: number,
  today: string,
): CarePeriod | null {
  const limit = child.severelyDisabled ? 21 : 14;
  const all = calendarDays(stay.firstDay, stay.lastDay);
  const attended = stay.attendedDays ? new Set(stay.attendedDays) : null;
  const counted = all.filter(
    (day) =>
      Number(day.slice(0, 4)) === incomeYear &&
      day <= today &&
      ageOn(child.birthDate, day) < limit &&
      (attended === null || attended.has(day)),
  );
  // Never more than the stage spans, whatever an old event recorded.
  const stageDays = Math.min(stay.effectiveDays ?? all.length, all.length);
  const days = Math.min(counted.length, stageDays);
  if (days === 0 || stageDays === 0) return null;
  const amountCents = Math.round((stay.paidCents * days) / stageDays);
  const rate = Math.round(amountCents / days);
  return {
    from: counted[0]!,
    to: counted.at(-1)!,
    days,
    dailyRateCents: rate > dailyMaximumCents ? rate : null,
    amountCents,
    deductibleCents: Math.min(amountCents, days * dailyMaximumCents),
  };
}

/** A child's periods at one organization in date order, four to a certificate. */
export function certificatesOfPeriods<Period extends TaxPeriod>(
  periods: readonly Period[],
): Period[][] {
  const ordered = [...periods].sort((a, b) => a.from.localeCompare(b.from));
  const certificates: Period[][] = [];
  for (let start = 0; start < ordered.length; start += PERIODS_PER_CERTIFICATE) {
    certificates.push(ordered.slice(start, start + PERIODS_PER_CERTIFICATE));
  }
  return certificates;
}
