import { z } from 'zod';
import type { EventGroup, EventOf } from './event-group.js';

const day = z.iso.date();
/** Stripe's object ids (`evt_…`, `cs_…`, `sub_…`, `in_…`, `cus_…`), never card data. */
const stripeId = z.string().min(3).max(255);

export const SUBSCRIPTION_PLANS = ['gold', 'enterprise'] as const;
export const SubscriptionPlan = z.enum(SUBSCRIPTION_PLANS);
export type SubscriptionPlan = z.infer<typeof SubscriptionPlan>;

/**
 * The organization paid its first year through a Stripe Checkout. `endDate` is the last day
 * the plan runs after this event; every subscription event states it, so that the read model
 * copies rather than computes.
 */
export const SubscriptionStartedV1 = z
  .object({
    organizationId: z.uuid(),
    plan: SubscriptionPlan,
    endDate: day,
    stripeEventId: stripeId,
    checkoutSessionId: stripeId.nullable(),
    customerId: stripeId.nullable(),
    subscriptionId: stripeId,
    invoiceId: stripeId.nullable(),
    amountCents: z.number().int().min(0).nullable(),
    currency: z.string().length(3).nullable(),
  })
  .strict();

/** A later year paid: Stripe charged the renewal invoice. */
export const SubscriptionRenewedV1 = z
  .object({
    organizationId: z.uuid(),
    endDate: day,
    stripeEventId: stripeId,
    subscriptionId: stripeId,
    invoiceId: stripeId,
    amountCents: z.number().int().min(0),
    currency: z.string().length(3),
  })
  .strict();

/** Stripe could not charge a renewal; it tries again on `nextAttemptOn` when it says so. */
export const SubscriptionPaymentFailedV1 = z
  .object({
    organizationId: z.uuid(),
    endDate: day.nullable(),
    stripeEventId: stripeId,
    subscriptionId: stripeId,
    invoiceId: stripeId,
    amountCents: z.number().int().min(0),
    attempt: z.number().int().min(0),
    nextAttemptOn: day.nullable(),
  })
  .strict();

/** Stripe ended the subscription (cancelled, or unpaid after its retries). */
export const SubscriptionEndedV1 = z
  .object({
    organizationId: z.uuid(),
    endDate: day.nullable(),
    stripeEventId: stripeId,
    subscriptionId: stripeId,
    endedOn: day,
  })
  .strict();

/**
 * An administrator granted or extended a plan by hand, such as an Enterprise contract or a plan
 * paid another way; the note says why.
 */
export const SubscriptionGrantedV1 = z
  .object({
    organizationId: z.uuid(),
    plan: SubscriptionPlan,
    endDate: day,
    note: z.string().min(1).max(1000),
  })
  .strict();

/** What the organization's stream records of its plan, beside its verification and stages. */
export const subscriptionEvents = {
  SubscriptionStarted: { schemaVersion: 1, schema: SubscriptionStartedV1 },
  SubscriptionRenewed: { schemaVersion: 1, schema: SubscriptionRenewedV1 },
  SubscriptionPaymentFailed: { schemaVersion: 1, schema: SubscriptionPaymentFailedV1 },
  SubscriptionEnded: { schemaVersion: 1, schema: SubscriptionEndedV1 },
  SubscriptionGranted: { schemaVersion: 1, schema: SubscriptionGrantedV1 },
} as const satisfies EventGroup;

export type SubscriptionEvent = EventOf<typeof subscriptionEvents>;
export type SubscriptionEventType = SubscriptionEvent['type'];
export const SUBSCRIPTION_EVENT_TYPES = Object.keys(subscriptionEvents) as SubscriptionEventType[];

/**
 * Someone asked for an Enterprise offer through the pricing section's form; the administrators
 * are mailed from the log. Who asked and what they wrote stay in `enterprise_offer_requests`,
 * out of the permanent log. Each request is a stream of its own.
 */
export const EnterpriseOfferRequestedV1 = z.object({ requestId: z.uuid() }).strict();

export const enterpriseOfferEvents = {
  EnterpriseOfferRequested: { schemaVersion: 1, schema: EnterpriseOfferRequestedV1 },
} as const satisfies EventGroup;

export const enterpriseOfferStreamId = (requestId: string) => `enterprise-offer-${requestId}`;
