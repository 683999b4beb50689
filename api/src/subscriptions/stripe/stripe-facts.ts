import { brusselsDay } from '@stages/contracts';
import type Stripe from 'stripe';
import type { SubscriptionCommand } from '../domain/subscription.js';

/** A Stripe event read as a command of the plan, before its organization is known for sure. */
export type StripeCommand = Exclude<SubscriptionCommand, { type: 'GrantPlan' }>;

/**
 * A Stripe command whose organization is the one the event names, when it names one (the
 * session's reference, the subscription's metadata); otherwise it is found by the subscription.
 */
export type StripeFact = StripeCommand extends infer Command
  ? Command extends StripeCommand
    ? Omit<Command, 'organizationId'> & { readonly organizationId: string | null }
    : never
  : never;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const organizationOf = (value: string | null | undefined) =>
  value && UUID.test(value) ? value.toLowerCase() : null;
const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === 'string' ? value : value.id;
const dayOf = (unixSeconds: number) => brusselsDay(new Date(unixSeconds * 1000));

/** What invoices said of their subscription before Stripe's API of 2025-03-31 moved it. */
interface EarlierInvoice {
  readonly subscription?: string | { id: string } | null;
  readonly subscription_details?: { metadata?: Record<string, string> | null } | null;
}

/**
 * The subscription an invoice bills and the organization its metadata names, wherever the
 * webhook endpoint's API version puts them.
 */
function invoiceSubscription(invoice: Stripe.Invoice) {
  const details = invoice.parent?.subscription_details;
  const earlier = invoice as unknown as EarlierInvoice;
  return {
    subscriptionId: idOf(details?.subscription ?? earlier.subscription),
    organizationId: organizationOf(
      (details?.metadata ?? earlier.subscription_details?.metadata)?.organization_id,
    ),
  };
}

/**
 * What a Stripe event says of an organization's plan, or null when it says nothing this product
 * records: a one-off payment, an unpaid session, the first invoice of a subscription (its
 * checkout records that payment).
 */
export function stripeFact(event: Stripe.Event): StripeFact | null {
  const stripeEventId = event.id;
  switch (event.type) {
    // A debit that settles days later completes the session unpaid, then succeeds.
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      const subscriptionId = idOf(session.subscription);
      if (session.mode !== 'subscription' || session.payment_status !== 'paid' || !subscriptionId) {
        return null;
      }
      return {
        type: 'RecordCheckoutCompleted',
        organizationId: organizationOf(session.client_reference_id),
        stripeEventId,
        subscriptionId,
        checkoutSessionId: session.id,
        customerId: idOf(session.customer),
        invoiceId: idOf(session.invoice),
        amountCents: session.amount_total,
        currency: session.currency,
        paidOn: dayOf(event.created),
      };
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const { subscriptionId, organizationId } = invoiceSubscription(invoice);
      if (invoice.billing_reason !== 'subscription_cycle' || !subscriptionId || !invoice.id) {
        return null;
      }
      return {
        type: 'RecordRenewalPaid',
        organizationId,
        stripeEventId,
        subscriptionId,
        invoiceId: invoice.id,
        amountCents: invoice.amount_paid,
        currency: invoice.currency,
        paidOn: dayOf(invoice.status_transitions.paid_at ?? event.created),
      };
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const { subscriptionId, organizationId } = invoiceSubscription(invoice);
      if (!subscriptionId || !invoice.id) return null;
      return {
        type: 'RecordRenewalFailed',
        organizationId,
        stripeEventId,
        subscriptionId,
        invoiceId: invoice.id,
        amountCents: invoice.amount_due,
        attempt: invoice.attempt_count,
        nextAttemptOn: invoice.next_payment_attempt ? dayOf(invoice.next_payment_attempt) : null,
      };
    }
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        type: 'RecordSubscriptionEnded',
        organizationId: organizationOf(subscription.metadata?.organization_id),
        stripeEventId,
        subscriptionId: subscription.id,
        endedOn: dayOf(subscription.ended_at ?? event.created),
      };
    }
    default:
      return null;
  }
}
