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
