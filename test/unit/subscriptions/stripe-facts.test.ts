import type Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { stripeFact } from '../../../api/src/subscriptions/stripe/stripe-facts.js';

const organizationId = '4f7b1d0e-9f43-4c4b-8f43-1c1f3e0d2a10';
// 23:30 on 26 November in UTC, already 00:30 on the 27th in Brussels: days are Belgian.
const created = Date.UTC(2026, 10, 26, 23, 30) / 1000;

const event = (type: string, object: object) =>
  ({ id: 'evt_1', object: 'event', type, created, data: { object } }) as unknown as Stripe.Event;

const invoice = (fields: object) => ({
  id: 'in_2',
  object: 'invoice',
  billing_reason: 'subscription_cycle',
  currency: 'eur',
  amount_paid: 24_900,
  amount_due: 24_900,
  attempt_count: 2,
  next_payment_attempt: null,
  status_transitions: { paid_at: created },
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: 'sub_1', metadata: { organization_id: organizationId } },
  },
  ...fields,
});

describe('what a Stripe event says of a plan', () => {
  it('reads a paid subscription checkout, on the Belgian day of the payment', () => {
    const fact = stripeFact(
      event('checkout.session.completed', {
        id: 'cs_1',
        mode: 'subscription',
        payment_status: 'paid',
        client_reference_id: organizationId.toUpperCase(),
        customer: 'cus_1',
        subscription: { id: 'sub_1' },
        invoice: 'in_1',
        amount_total: 24_900,
        currency: 'eur',
      }),
    );
    expect(fact).toEqual({
      type: 'RecordCheckoutCompleted',
      organizationId,
      stripeEventId: 'evt_1',
      subscriptionId: 'sub_1',
      checkoutSessionId: 'cs_1',
      customerId: 'cus_1',
      invoiceId: 'in_1',
      amountCents: 24_900,
      currency: 'eur',
      paidOn: '2026-11-27',
    });
  });

  it('leaves out unpaid and one-off checkouts, first invoices and other events', () => {
    const session = {
      id: 'cs_1',
      mode: 'subscription',
      payment_status: 'unpaid',
      subscription: 'sub_1',
    };
    expect(stripeFact(event('checkout.session.completed', session))).toBeNull();
    expect(
      stripeFact(
        event('checkout.session.completed', {
          ...session,
          mode: 'payment',
          payment_status: 'paid',
        }),
      ),
    ).toBeNull();
    expect(
      stripeFact(event('invoice.paid', invoice({ billing_reason: 'subscription_create' }))),
    ).toBeNull();
    expect(stripeFact(event('customer.created', { id: 'cus_1' }))).toBeNull();
  });

  it('reads renewals, failed charges and ended subscriptions, and no organization from a stranger id', () => {
    expect(stripeFact(event('invoice.paid', invoice({})))).toMatchObject({
      type: 'RecordRenewalPaid',
      organizationId,
      subscriptionId: 'sub_1',
      invoiceId: 'in_2',
      paidOn: '2026-11-27',
    });
    expect(
      stripeFact(
        event('invoice.payment_failed', invoice({ next_payment_attempt: created + 3 * 86_400 })),
      ),
    ).toMatchObject({ type: 'RecordRenewalFailed', attempt: 2, nextAttemptOn: '2026-11-30' });
    expect(
      stripeFact(
        event('customer.subscription.deleted', {
          id: 'sub_1',
          ended_at: created,
          metadata: { organization_id: 'not an id' },
        }),
      ),
    ).toEqual({
      type: 'RecordSubscriptionEnded',
      organizationId: null,
      stripeEventId: 'evt_1',
      subscriptionId: 'sub_1',
      endedOn: '2026-11-27',
    });
  });
});
