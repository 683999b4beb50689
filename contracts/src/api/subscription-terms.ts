import { addDays } from '../validation/brussels-time.js';

// The plan's calendar, apart from the schemas: the web's layout reads it on every page, and
// building a schema there would load zod with it.

/** Days before its end within which a plan is announced as ending, and can be renewed. */
export const SUBSCRIPTION_REMINDER_DAYS = 60;
/** Beyond this many days left, the announcement is informational; within, a warning. */
export const SUBSCRIPTION_WARNING_DAYS = 30;

/** The same day a year after `day`; 28 February after a 29th, not 1 March. */
export function aYearAfter(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const next = new Date(Date.UTC(year + 1, month - 1, date));
  if (next.getUTCMonth() !== month - 1) next.setUTCDate(0);
  return next.toISOString().slice(0, 10);
}

/** The first day a plan that ends on `endDate` may be renewed. */
export const renewalOpensOn = (endDate: string) => addDays(endDate, -SUBSCRIPTION_REMINDER_DAYS);

/**
 * Whether the organization may buy a year now: never subscribed, expired, or within the renewal
 * window of a plan Stripe does not renew by itself (a second subscription would charge twice).
 */
export function mayBuyPlan(endDate: string | null, renewsAutomatically: boolean, today: string) {
  if (endDate === null || endDate < today) return true;
  return !renewsAutomatically && renewalOpensOn(endDate) <= today;
}
