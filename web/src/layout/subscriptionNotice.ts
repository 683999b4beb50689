import { brusselsDay } from '@stages/contracts';

/** The subscription banner an organization sees, from its subscription's end date. */
export type SubscriptionNotice =
  | { readonly kind: 'buy' }
  | { readonly kind: 'renew' }
  | { readonly kind: 'reminder'; readonly days: number; readonly severity: 'info' | 'warning' };

/** Days ahead within which the end of a subscription is announced. */
export const REMINDER_DAYS = 60;
/** Beyond this many days left, the reminder is informational; within, a warning. */
export const WARNING_DAYS = 30;

const DAY_MS = 86_400_000;

/** Today's date in Belgium, YYYY-MM-DD: the subscription ends at the end of a Belgian day. */
export const belgianToday = (now = new Date()) => brusselsDay(now);

/**
 * No end date: an invitation to subscribe. Past: an invitation to renew. Within 60 days
 * (the last day counting as 0): a reminder, a warning from 30 days on. Further: nothing.
 */
export function subscriptionNotice(
  endDate: string | null,
  today: string,
): SubscriptionNotice | null {
  if (endDate === null) return { kind: 'buy' };
  const days = Math.round((Date.parse(endDate) - Date.parse(today)) / DAY_MS);
  if (days < 0) return { kind: 'renew' };
  if (days > REMINDER_DAYS) return null;
  return { kind: 'reminder', days, severity: days > WARNING_DAYS ? 'info' : 'warning' };
}
