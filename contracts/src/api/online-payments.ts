import { z } from 'zod';

/**
 * How a bill's payment was recorded: by the organizer's hand, from a bank statement, or online
 * through the organization's Stripe account, by Bancontact or a card.
 */
export const PAYMENT_METHODS = ['manual', 'statement', 'bancontact', 'card'] as const;
export const PaymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethod>;

/** The methods a parent pays with online, as Stripe names them. */
export const ONLINE_PAYMENT_METHODS = ['bancontact', 'card'] as const;
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number];

/** Why an online payment was received but not recorded as the bill's payment. */
export const ONLINE_PAYMENT_ISSUES = [
  /** Stripe charged another amount than the bill's. */
  'amount_mismatch',
  /** Stripe charged in another currency than euros. */
  'currency_mismatch',
  /** The bill was already paid (by transfer, or by another checkout): the money is owed back. */
  'paid_twice',
  /** The enrollment was cancelled before the money came: it is owed back. */
  'not_payable',
] as const;
export const OnlinePaymentIssue = z.enum(ONLINE_PAYMENT_ISSUES);
export type OnlinePaymentIssue = z.infer<typeof OnlinePaymentIssue>;

/** A payment received at Stripe that the organizer must look at, as the Payments tab lists it. */
export const OnlinePaymentToReview = z
  .object({
    checkout_session_id: z.string(),
    payment_intent_id: z.string().nullable(),
    enrollment_id: z.uuid(),
    invoice_number: z.string().nullable(),
    child_name: z.string().nullable(),
    stage_name: z.string().nullable(),
    expected_cents: z.number().int(),
    received_cents: z.number().int(),
    currency: z.string(),
    issue: OnlinePaymentIssue,
    received_at: z.string(),
  })
  .meta({ id: 'OnlinePaymentToReview' });
export type OnlinePaymentToReview = z.infer<typeof OnlinePaymentToReview>;

/**
 * The organization's Stripe account: whether one is connected, and whether Stripe lets it
 * charge yet (onboarding finished, checks passed). `configured` is false on a server without
 * Stripe's keys: nothing can be connected there.
 */
export const StripeConnection = z
  .object({
    configured: z.boolean(),
    connected: z.boolean(),
    charges_enabled: z.boolean(),
    account_id: z.string().nullable(),
    /** Onboarding was finished at Stripe (details submitted), even if checks are pending. */
    details_submitted: z.boolean(),
    payments_to_review: z.array(OnlinePaymentToReview),
  })
  .meta({ id: 'StripeConnection' });
export type StripeConnection = z.infer<typeof StripeConnection>;

/** Where to send the organizer's browser: Stripe's onboarding, or a checkout page. */
export const StripeLink = z.object({ url: z.url() }).meta({ id: 'StripeLink' });
export type StripeLink = z.infer<typeof StripeLink>;

/** A checkout opened for a bill: its Stripe id, and the page where the parent pays. */
export const BillCheckout = z.object({ id: z.string(), url: z.url() }).meta({ id: 'BillCheckout' });
export type BillCheckout = z.infer<typeof BillCheckout>;

/**
 * Where a bill's checkout stands, as the success page asks until it is `paid`: `pending` while
 * Stripe has not reported the payment (a Bancontact payment may take a moment), `failed` when
 * a delayed payment did not go through, `expired` when it was closed unpaid.
 */
export const CHECKOUT_STATES = ['pending', 'paid', 'failed', 'expired'] as const;
export const BillCheckoutStatus = z
  .object({
    id: z.string(),
    enrollment_id: z.uuid(),
    status: z.enum(CHECKOUT_STATES),
    /** The day the payment was recorded, once `paid`. */
    payment_date: z.string().nullable(),
    invoice_number: z.string().nullable(),
    amount_cents: z.number().int(),
    stage_name: z.string().nullable(),
    child_first_name: z.string().nullable(),
  })
  .meta({ id: 'BillCheckoutStatus' });
export type BillCheckoutStatus = z.infer<typeof BillCheckoutStatus>;

/**
 * A refund asked of Stripe for a bill paid online: `pending` until Stripe reports it
 * (`charge.refunded`), which records the refund on the bill.
 */
export const OnlineRefund = z
  .object({
    enrollment_id: z.uuid(),
    refund_id: z.string(),
    amount_cents: z.number().int(),
    status: z.enum(['pending', 'succeeded', 'failed']),
  })
  .meta({ id: 'OnlineRefund' });
export type OnlineRefund = z.infer<typeof OnlineRefund>;
