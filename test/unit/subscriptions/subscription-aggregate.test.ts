import { randomUUID } from 'node:crypto';
import { ErrorCode, type SubscriptionEvent } from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import {
  renewsAutomatically,
  subscriptionAggregate,
  yearPaid,
  type SubscriptionCommand,
} from '../../../api/src/subscriptions/domain/subscription.js';
import { deciderSpec } from '../../support/decider-spec.js';

const given = deciderSpec(subscriptionAggregate);
const organizationId = randomUUID();

const checkout = (paidOn = '2026-11-26', stripeEventId = 'evt_1'): SubscriptionCommand => ({
  type: 'RecordCheckoutCompleted',
  organizationId,
  stripeEventId,
  subscriptionId: 'sub_1',
  checkoutSessionId: 'cs_1',
  customerId: 'cus_1',
  invoiceId: 'in_1',
  amountCents: 24_900,
  currency: 'eur',
  paidOn,
});

const started = (endDate = '2027-11-26'): SubscriptionEvent => ({
  type: 'SubscriptionStarted',
  data: {
    organizationId,
    plan: 'gold',
    endDate,
    stripeEventId: 'evt_1',
    checkoutSessionId: 'cs_1',
    customerId: 'cus_1',
    subscriptionId: 'sub_1',
    invoiceId: 'in_1',
    amountCents: 24_900,
    currency: 'eur',
  },
});

const renewal = (
  invoiceId: string,
  paidOn: string,
  stripeEventId = `evt_${invoiceId}`,
): SubscriptionCommand => ({
  type: 'RecordRenewalPaid',
  organizationId,
  stripeEventId,
  subscriptionId: 'sub_1',
  invoiceId,
  amountCents: 24_900,
  currency: 'eur',
  paidOn,
});

const renewed = (invoiceId: string, endDate: string): SubscriptionEvent => ({
  type: 'SubscriptionRenewed',
  data: {
    organizationId,
    endDate,
    stripeEventId: `evt_${invoiceId}`,
    subscriptionId: 'sub_1',
    invoiceId,
    amountCents: 24_900,
    currency: 'eur',
  },
});

const ended: SubscriptionEvent = {
  type: 'SubscriptionEnded',
  data: {
    organizationId,
    endDate: '2027-11-26',
    stripeEventId: 'evt_end',
    subscriptionId: 'sub_1',
    endedOn: '2027-03-01',
  },
};

const endSubscription: SubscriptionCommand = {
  type: 'RecordSubscriptionEnded',
  organizationId,
  stripeEventId: 'evt_end',
  subscriptionId: 'sub_1',
  endedOn: '2027-03-01',
};

const grant = (until: string, today = '2026-11-26'): SubscriptionCommand => ({
  type: 'GrantPlan',
  organizationId,
  plan: 'enterprise',
  until,
  note: 'Contract',
  today,
});

describe('an organization’s plan', () => {
  it('runs a year from the payment, or from its end when it still runs, and 28 February after a 29th', () => {
    expect(yearPaid(null, '2026-11-26')).toBe('2027-11-26');
    expect(yearPaid('2027-01-10', '2026-11-26')).toBe('2028-01-10');
    expect(yearPaid('2025-01-10', '2026-11-26')).toBe('2027-11-26');
    expect(yearPaid(null, '2028-02-29')).toBe('2029-02-28');
  });

  it('starts with a completed checkout, once, whatever Stripe redelivers', () => {
    const after = given().when(checkout()).then(started());
    expect(renewsAutomatically(after)).toBe(true);
    given(started()).when(checkout()).then();
    // The same checkout under another delivery id: the subscription is already known.
    given(started()).when(checkout('2026-11-26', 'evt_other')).then();
  });

  it('extends a year from the current end on each renewal, and counts an invoice once', () => {
    given(started()).when(renewal('in_2', '2027-11-26')).then(renewed('in_2', '2028-11-26'));
    given(started(), renewed('in_2', '2028-11-26'))
      .when(renewal('in_2', '2027-11-26', 'evt_again'))
      .then();
    // The first invoice is the checkout's: counted with it.
    given(started()).when(renewal('in_1', '2026-11-26')).then();
  });

  it('leaves out renewals of a subscription it does not know or that ended', () => {
    given().when(renewal('in_2', '2027-11-26')).then();
    given(started(), ended).when(renewal('in_2', '2027-11-26')).then();
  });

  it('keeps an end that Stripe delivers before the start, which then starts ended', () => {
    const afterEnd = given()
      .when(endSubscription)
      .then({ ...ended, data: { ...ended.data, endDate: null } });
    const afterStart = given({ ...ended, data: { ...ended.data, endDate: null } })
      .when(checkout())
      .then(started());
    expect(renewsAutomatically(afterEnd)).toBe(false);
    expect(renewsAutomatically(afterStart)).toBe(false);
    expect(afterStart.endDate).toBe('2027-11-26');
  });

  it('records a failed renewal without moving the end date', () => {
    given(started())
      .when({
        type: 'RecordRenewalFailed',
        organizationId,
        stripeEventId: 'evt_fail',
        subscriptionId: 'sub_1',
        invoiceId: 'in_2',
        amountCents: 24_900,
        attempt: 1,
        nextAttemptOn: '2027-11-29',
      })
      .then({
        type: 'SubscriptionPaymentFailed',
        data: {
          organizationId,
          endDate: '2027-11-26',
          stripeEventId: 'evt_fail',
          subscriptionId: 'sub_1',
          invoiceId: 'in_2',
          amountCents: 24_900,
          attempt: 1,
          nextAttemptOn: '2027-11-29',
        },
      });
  });

  it('stops renewing when Stripe ends the subscription, and serves the year paid', () => {
    const after = given(started()).when(endSubscription).then(ended);
    expect(renewsAutomatically(after)).toBe(false);
    expect(after.endDate).toBe('2027-11-26');
    given(started(), ended)
      .when({ ...endSubscription, stripeEventId: 'evt_end_again' })
      .then();
  });

  it('takes an administrator’s end date as given, from today on', () => {
    const after = given(started())
      .when(grant('2030-12-31'))
      .then({
        type: 'SubscriptionGranted',
        data: {
          organizationId,
          plan: 'enterprise',
          endDate: '2030-12-31',
          note: 'Contract',
        },
      });
    expect(after.endDate).toBe('2030-12-31');
    given()
      .when(grant('2026-11-26'))
      .then({
        type: 'SubscriptionGranted',
        data: {
          organizationId,
          plan: 'enterprise',
          endDate: '2026-11-26',
          note: 'Contract',
        },
      });
    given().when(grant('2026-11-25')).refuses(ErrorCode.subscriptionGrantInPast, 400);
  });
});
