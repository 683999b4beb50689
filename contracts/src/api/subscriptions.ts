import { z } from 'zod';
import { SubscriptionPlan } from '../events/subscription-events.js';
import { Day } from '../validation/dates.js';
import { PhoneNumberOrBlank } from '../validation/phone.js';
import { listQuery } from './list-query.js';

/** Where the web sends the organizer to pay: Stripe's hosted checkout page. */
export const CheckoutSession = z
  .object({ id: z.string(), url: z.url() })
  .meta({ id: 'CheckoutSession' });
export type CheckoutSession = z.infer<typeof CheckoutSession>;

/**
 * A checkout as the server knows it: pending until Stripe's webhook confirms the payment, then
 * completed with the plan's new end date. The address the organizer came back by proves nothing.
 */
export const CheckoutState = z
  .object({
    id: z.string(),
    state: z.enum(['pending', 'completed']),
    end_date: z.iso.date().nullable(),
  })
  .meta({ id: 'CheckoutState' });
export type CheckoutState = z.infer<typeof CheckoutState>;

/**
 * The spec's subscription states: a trial (the free plan, never subscribed), active, expiring
 * (60 days or fewer left) and expired (renewable).
 */
export const SUBSCRIPTION_STATUSES = ['trial', 'active', 'expiring', 'expired'] as const;
export const SubscriptionStatus = z.enum(SUBSCRIPTION_STATUSES);
export type SubscriptionStatus = z.infer<typeof SubscriptionStatus>;

export const SUBSCRIPTION_HISTORY_KINDS = [
  'started',
  'renewed',
  'payment_failed',
  'ended',
  'granted',
] as const;

/** One step of an organization's plan, from its stream. */
export const SubscriptionHistoryEntry = z
  .object({
    kind: z.enum(SUBSCRIPTION_HISTORY_KINDS),
    occurred_at: z.string(),
    plan: SubscriptionPlan.nullable(),
    end_date: z.iso.date().nullable(),
    amount_cents: z.number().int().nullable(),
    note: z.string().nullable(),
    /** The administrator who granted; null for what Stripe reported. */
    actor_name: z.string().nullable(),
  })
  .meta({ id: 'SubscriptionHistoryEntry' });
export type SubscriptionHistoryEntry = z.infer<typeof SubscriptionHistoryEntry>;

/** An organization's plan, as the administrators' subscriptions grid shows it. */
export const OrganizationSubscription = z
  .object({
    /** The organization's id. */
    id: z.uuid(),
    organization_name: z.string(),
    owner_email: z.string().nullable(),
    plan: z.enum(['free', ...SubscriptionPlan.options]),
    status: SubscriptionStatus,
    end_date: z.iso.date().nullable(),
    /** A Stripe subscription that renews itself each year. */
    renews_automatically: z.boolean(),
    /** The latest renewal Stripe could not charge, unless a payment came after it. */
    payment_failed: z.boolean(),
    last_payment_on: z.iso.date().nullable(),
    last_payment_cents: z.number().int().nullable(),
    history: z.array(SubscriptionHistoryEntry),
  })
  .meta({ id: 'OrganizationSubscription' });
export type OrganizationSubscription = z.infer<typeof OrganizationSubscription>;

export const SUBSCRIPTION_SORTS = ['organization_name', 'end_date', 'last_payment_on'] as const;

export const SubscriptionListQuery = listQuery(
  SUBSCRIPTION_SORTS,
  z
    .object({
      status: z.union([SubscriptionStatus, z.array(SubscriptionStatus)]).optional(),
      plan: z.enum(['free', ...SubscriptionPlan.options]).optional(),
      q: z.string().max(200).optional(),
    })
    .strict(),
);

/** An administrator grants or extends a plan by hand, until a day, saying why. */
export const SubscriptionGrant = z
  .object({
    plan: SubscriptionPlan,
    end_date: Day,
    note: z.string().trim().min(3).max(1000),
  })
  .strict()
  .meta({ id: 'SubscriptionGrant' });
export type SubscriptionGrant = z.output<typeof SubscriptionGrant>;

/** The pricing section's Enterprise form: it reaches the administrators by mail. */
export const EnterpriseOfferRequest = z
  .object({
    name: z.string().trim().min(1).max(200),
    email: z.email().max(254),
    organization: z.string().trim().min(1).max(200),
    phone: PhoneNumberOrBlank.optional(),
    message: z.string().trim().min(10).max(4000),
  })
  .strict()
  .meta({ id: 'EnterpriseOfferRequest' });
export type EnterpriseOfferRequest = z.output<typeof EnterpriseOfferRequest>;
