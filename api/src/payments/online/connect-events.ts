import { brusselsDay } from '@stages/contracts';
import type Stripe from 'stripe';

/** What a Connect event says that this product acts on, or null when it says nothing it records. */
export type ConnectFact =
  | {
      readonly type: 'AccountUpdated';
      readonly accountId: string;
      readonly chargesEnabled: boolean;
      readonly detailsSubmitted: boolean;
    }
  | {
      readonly type: 'CheckoutPaid';
      readonly accountId: string;
      readonly checkoutSessionId: string;
      readonly paymentIntentId: string | null;
      readonly amountCents: number;
      readonly currency: string;
      readonly paidOn: string;
    }
  | {
      readonly type: 'CheckoutClosed';
      readonly accountId: string;
      readonly checkoutSessionId: string;
      readonly status: 'failed' | 'expired';
    }
  | {
      readonly type: 'ChargeRefunded';
      readonly accountId: string;
      readonly paymentIntentId: string;
      /** The refund's id when the charge lists it; otherwise the one this product asked for. */
      readonly refundId: string | null;
      readonly refundedOn: string;
    };

const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;
const dayOf = (unixSeconds: number) => brusselsDay(new Date(unixSeconds * 1000));

/**
 * Reads an event of a connected account. Only Checkout's one-off payments are this product's
 * (a subscription's checkout is on the platform's own account, with its own webhook); a
 * payment Stripe has not settled yet (`unpaid`, a debit) waits for its `async_payment_succeeded`.
 */
export function connectFact(event: Stripe.Event): ConnectFact | null {
  const accountId = event.account;
  switch (event.type) {
    case 'account.updated': {
      const account = event.data.object;
      return {
        type: 'AccountUpdated',
        accountId: account.id,
        chargesEnabled: account.charges_enabled ?? false,
        detailsSubmitted: account.details_submitted ?? false,
      };
    }
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      if (!accountId || session.mode !== 'payment' || session.payment_status !== 'paid') {
        return null;
      }
      return {
        type: 'CheckoutPaid',
        accountId,
        checkoutSessionId: session.id,
        paymentIntentId: idOf(session.payment_intent),
        amountCents: session.amount_total ?? 0,
        currency: session.currency ?? '',
        paidOn: dayOf(event.created),
      };
    }
    case 'checkout.session.async_payment_failed':
    case 'checkout.session.expired': {
      const session = event.data.object;
      if (!accountId || session.mode !== 'payment') return null;
      return {
        type: 'CheckoutClosed',
        accountId,
        checkoutSessionId: session.id,
        status: event.type === 'checkout.session.expired' ? 'expired' : 'failed',
      };
    }
    case 'charge.refunded': {
      const charge = event.data.object;
      const paymentIntentId = idOf(charge.payment_intent);
      // A partial refund is the organizer's own business at Stripe: the bill is refunded whole.
      if (!accountId || !paymentIntentId || !charge.refunded) return null;
      return {
        type: 'ChargeRefunded',
        accountId,
        paymentIntentId,
        refundId: charge.refunds?.data[0]?.id ?? null,
        refundedOn: dayOf(event.created),
      };
    }
    default:
      return null;
  }
}
