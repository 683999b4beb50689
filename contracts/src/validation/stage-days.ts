import { brusselsDay, daysBetween } from './brussels-time.js';

/**
 * The calendar days a stage spans in Belgium, its first and last day included: 5 from a Monday
 * morning to a Friday afternoon. Takes instants or Belgian days (`2027-07-05`).
 */
export function stageCalendarDays(startsAt: string | Date, endsAt: string | Date): number {
  return daysBetween(brusselsDay(startsAt), brusselsDay(endsAt)) + 1;
}

/**
 * Whether a stage may state this many days of activity: at least one, and no more than the
 * calendar days it spans (a weekend inside makes them fewer, never more). They reach the tax
 * and mutual insurer's certificates.
 */
export function effectiveDaysFit(
  effectiveDays: number,
  startsAt: string | Date,
  endsAt: string | Date,
): boolean {
  return (
    Number.isInteger(effectiveDays) &&
    effectiveDays >= 1 &&
    effectiveDays <= stageCalendarDays(startsAt, endsAt)
  );
}
