import {
  brusselsDay,
  daysBetween,
  SUBSCRIPTION_REMINDER_DAYS,
  SUBSCRIPTION_WARNING_DAYS,
} from '@stages/contracts';

/** The subscription banner an organization sees, from its subscription's end date. */
export type SubscriptionNotice =
  | { readonly kind: 'buy' }
  | { readonly kind: 'renew' }
  | { readonly kind: 'reminder'; readonly days: number; readonly severity: 'info' | 'warning' }
  | { readonly kind: 'renewal'; readonly days: number };

/** Today's date in Belgium, YYYY-MM-DD: the subscription ends at the end of a Belgian day. */
export const belgianToday = (now = new Date()) => brusselsDay(now);

/**
 * No end date: an invitation to subscribe. Past: an invitation to renew. Within 60 days
 * (the last day counting as 0): a reminder, a warning from 30 days on; or, when Stripe renews
 * the plan by itself, the day it will. Further: nothing.
 */
export function subscriptionNotice(
  endDate: string | null,
  today: string,
  renewsAutomatically = false,
): SubscriptionNotice | null {
  if (endDate === null) return { kind: 'buy' };
  const days = daysBetween(today, endDate);
  if (days < 0) return { kind: 'renew' };
  if (days > SUBSCRIPTION_REMINDER_DAYS) return null;
  if (renewsAutomatically) return { kind: 'renewal', days };
  return {
    kind: 'reminder',
    days,
    severity: days > SUBSCRIPTION_WARNING_DAYS ? 'info' : 'warning',
  };
}
