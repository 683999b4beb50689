import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  type EnrollmentEvent,
  type StageEvent,
  type StageStreamEvent,
} from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import { linkAfter } from '../../../api/src/enrollments/domain/decision-chain.js';
import {
  stageEnrollmentsAggregate,
  type EnrollmentCommand,
} from '../../../api/src/enrollments/domain/stage-enrollments.js';
import { deciderSpec, recordedRun, specMetadata } from '../../support/decider-spec.js';
import { stageData } from '../../support/events.js';

type StreamEvent = StageStreamEvent;

const given = deciderSpec(stageEnrollmentsAggregate);
const stage = stageData({ maxChildren: 5, minAge: 6, maxAge: 10 });
const { stageId, organizationId } = stage;
const created: StageEvent = { type: 'StageCreated', data: stage };
const parent = randomUUID();
const organizer = randomUUID();
// Accepted on 2 June 2027 (Brussels), before the stage of 5 to 9 July.
const acceptedAt = new Date('2027-06-02T08:00:00Z');
const later = new Date('2027-06-20T08:00:00Z');
const [first, second] = [randomUUID(), randomUUID()];

const decisions = (id: string, ...more: EnrollmentCommand[]): EnrollmentCommand[] => [
  {
    type: 'RequestEnrollment',
    enrollmentId: id,
    childId: randomUUID(),
    primaryParentId: parent,
    childBirthDate: '2019-03-14',
    confirmedPriceCents: stage.costCents,
    by: parent,
    now: new Date('2027-06-01T10:00:00Z'),
  },
  { type: 'AcceptEnrollment', enrollmentId: id, organizationId, by: organizer, now: acceptedAt },
  ...more,
];

/** The events a run of commands records, each decided on the state the previous ones left. */
const recorded = (...commands: EnrollmentCommand[]): StreamEvent[] =>
  recordedRun(stageEnrollmentsAggregate, [created], commands);

const pay = (
  enrollmentId: string,
  paymentDate: string,
  overrides: Partial<Extract<EnrollmentCommand, { type: 'RecordPayment' }>> = {},
): EnrollmentCommand => ({
  type: 'RecordPayment',
  enrollmentId,
  organizationId,
  paymentDate,
  by: organizer,
  now: later,
  ...overrides,
});
const cancel = (enrollmentId: string): EnrollmentCommand => ({
  type: 'CancelEnrollment',
  enrollmentId,
  by: parent,
  now: later,
});
const refund = (enrollmentId: string, refundDate: string): EnrollmentCommand => ({
  type: 'RecordRefund',
  enrollmentId,
  organizationId,
  refundDate,
  by: organizer,
  now: later,
});

const online = (checkoutSessionId: string) => ({
  method: 'bancontact' as const,
  accountId: 'acct_organization',
  checkoutSessionId,
  paymentIntentId: `pi_${checkoutSessionId}`,
});
const payOnline = (
  enrollmentId: string,
  checkoutSessionId: string,
  overrides: Partial<Extract<EnrollmentCommand, { type: 'RecordOnlinePayment' }>> = {},
): EnrollmentCommand => ({
  type: 'RecordOnlinePayment',
  enrollmentId,
  organizationId,
  paymentDate: '2027-06-10',
  amountCents: stage.costCents,
  currency: 'eur',
  online: online(checkoutSessionId),
  by: null,
  now: later,
  ...overrides,
});
const refundOnline = (enrollmentId: string, checkoutSessionId: string): EnrollmentCommand => ({
  type: 'RecordOnlineRefund',
  enrollmentId,
  organizationId,
  refundDate: '2027-06-20',
  online: {
    accountId: 'acct_organization',
    refundId: 're_1',
    paymentIntentId: `pi_${checkoutSessionId}`,
  },
  by: null,
  now: later,
});

describe('payments on a stage’s chain of decisions', () => {
  it('records a payment of the bill’s amount, linked to the stage’s previous decision', () => {
    const { state } = given(...recorded(...decisions(first)));
    const [paid] = stageEnrollmentsAggregate.decide(pay(first, '2027-06-10'), state, specMetadata);
    expect(paid).toMatchObject({
      type: 'PaymentRecorded',
      data: {
        stageId,
        enrollmentId: first,
        paymentDate: '2027-06-10',
        amountCents: stage.costCents,
        statement: null,
        decidedBy: organizer,
      },
    });
    const { link, ...content } = (paid as Extract<EnrollmentEvent, { type: 'PaymentRecorded' }>)
      .data;
    expect(link).toEqual(linkAfter(state.lastLink, 'PaymentRecorded', content, specMetadata));
  });

  it('refuses a second payment, one dated after today or before the bill, and another organization', () => {
    const paid = recorded(...decisions(first, pay(first, '2027-06-10')));
    given(...paid)
      .when(pay(first, '2027-06-11'))
      .refuses(ErrorCode.paymentAlreadyPaid, 409);
    const accepted = recorded(...decisions(first));
    given(...accepted)
      .when(pay(first, '2027-06-21'))
      .refuses(ErrorCode.paymentDateInFuture, 422);
    given(...accepted)
      .when(pay(first, '2027-06-01'))
      .refuses(ErrorCode.paymentDateBeforeBill, 422);
    given(...accepted)
      .when(pay(first, '2027-06-10', { organizationId: randomUUID() }))
      .refuses(ErrorCode.enrollmentNotFound, 404);
  });

  it('has no bill to pay while pending, and none once cancelled unpaid', () => {
    const pending = recorded(...decisions(first).slice(0, 1));
    given(...pending)
      .when(pay(first, '2027-06-10'))
      .refuses(ErrorCode.paymentNoBill, 409);
    const cancelled = recorded(...decisions(first, cancel(first)));
    given(...cancelled)
      .when(pay(first, '2027-06-10'))
      .refuses(ErrorCode.paymentNotPayable, 409);
    given(...cancelled)
      .when(refund(first, '2027-06-20'))
      .refuses(ErrorCode.paymentRefundNotDue);
  });

  it('records the refund of a paid enrollment once cancelled, not before the payment, once', () => {
    const paid = recorded(...decisions(first, pay(first, '2027-06-10')));
    given(...paid)
      .when(refund(first, '2027-06-20'))
      .refuses(ErrorCode.paymentRefundNotDue);
    const owed = recorded(...decisions(first, pay(first, '2027-06-10'), cancel(first)));
    given(...owed)
      .when(refund(first, '2027-06-09'))
      .refuses(ErrorCode.paymentRefundBeforePayment, 422);
    const refunded = recorded(
      ...decisions(first, pay(first, '2027-06-10'), cancel(first), refund(first, '2027-06-20')),
    );
    expect(refunded.at(-1)).toMatchObject({
      type: 'RefundRecorded',
      data: { refundDate: '2027-06-20', amountCents: stage.costCents },
    });
    given(...refunded)
      .when(refund(first, '2027-06-20'))
      .refuses(ErrorCode.paymentAlreadyRefunded, 409);
  });

  it('records a statement’s exact payments in one chain, leaving out what is no longer payable', () => {
    const history = recorded(...decisions(first), ...decisions(second, cancel(second)));
    const statement = { reference: '2027-06-12/042', entry: 'BE68:2027-042:0003' };
    const events = stageEnrollmentsAggregate.decide(
      {
        type: 'RecordStatementPayments',
        enrollmentId: '',
        organizationId,
        payments: [
          {
            enrollmentId: first,
            paymentDate: '2027-06-12',
            amountCents: stage.costCents - 1,
            statement,
          },
          {
            enrollmentId: second,
            paymentDate: '2027-06-12',
            amountCents: stage.costCents,
            statement,
          },
          {
            enrollmentId: first,
            paymentDate: '2027-06-12',
            amountCents: stage.costCents,
            statement,
          },
          {
            enrollmentId: first,
            paymentDate: '2027-06-12',
            amountCents: stage.costCents,
            statement,
          },
        ],
        by: organizer,
        now: later,
      },
      given(...history).state,
      specMetadata,
    );
    expect(
      events.map((event) => [event.type, (event.data as { enrollmentId: string }).enrollmentId]),
    ).toEqual([['PaymentRecorded', first]]);
    expect(events[0]!.data).toMatchObject({ paymentDate: '2027-06-12', statement });
  });

  it('leaves out a statement’s payment booked before the bill or after today, as marking paid by hand refuses it', () => {
    const history = recorded(...decisions(first), ...decisions(second));
    const statement = { reference: '2027-06-12/042', entry: 'BE68:2027-042:0004' };
    const credit = (enrollmentId: string, paymentDate: string) => ({
      enrollmentId,
      paymentDate,
      amountCents: stage.costCents,
      statement,
    });
    const decide = (...payments: ReturnType<typeof credit>[]) =>
      stageEnrollmentsAggregate.decide(
        {
          type: 'RecordStatementPayments',
          enrollmentId: '',
          organizationId,
          payments,
          by: organizer,
          now: later,
        },
        given(...history).state,
      );
    // Accepted (so billed) on 2 June; today is 20 June.
    expect(decide(credit(first, '2014-01-05'), credit(second, '2027-06-21'))).toEqual([]);
    given(...history)
      .when(pay(first, '2027-06-01'))
      .refuses(ErrorCode.paymentDateBeforeBill, 422);
    expect(
      decide(credit(first, '2027-06-02'), credit(second, '2027-06-20')).map(
        (event) => (event.data as { paymentDate: string }).paymentDate,
      ),
    ).toEqual(['2027-06-02', '2027-06-20']);
  });

  describe('online, as Stripe reports it', () => {
    it('records the payment with its method and Stripe’s ids, once whatever the redeliveries', () => {
      const paid = recorded(...decisions(first, payOnline(first, 'cs_1')));
      expect(paid.at(-1)).toMatchObject({
        type: 'PaymentRecorded',
        data: {
          paymentDate: '2027-06-10',
          amountCents: stage.costCents,
          statement: null,
          decidedBy: null,
          online: { provider: 'stripe', ...online('cs_1') },
        },
      });
      given(...paid)
        .when(payOnline(first, 'cs_1'))
        .then();
    });

    it('refuses another amount or currency, a second checkout, and a bill paid by transfer', () => {
      const accepted = recorded(...decisions(first));
      given(...accepted)
        .when(payOnline(first, 'cs_1', { amountCents: stage.costCents - 1 }))
        .refuses(ErrorCode.paymentAmountMismatch, 409);
      given(...accepted)
        .when(payOnline(first, 'cs_1', { currency: 'usd' }))
        .refuses(ErrorCode.paymentAmountMismatch, 409);
      given(...recorded(...decisions(first, payOnline(first, 'cs_1'))))
        .when(payOnline(first, 'cs_2'))
        .refuses(ErrorCode.paymentAlreadyPaid, 409);
      given(...recorded(...decisions(first, pay(first, '2027-06-10'))))
        .when(payOnline(first, 'cs_1'))
        .refuses(ErrorCode.paymentAlreadyPaid, 409);
      given(...recorded(...decisions(first, cancel(first))))
        .when(payOnline(first, 'cs_1'))
        .refuses(ErrorCode.paymentNotPayable, 409);
    });

    it('records the refund of an online payment once cancelled, once; not of a transfer', () => {
      const refunded = recorded(
        ...decisions(first, payOnline(first, 'cs_1'), cancel(first), refundOnline(first, 'cs_1')),
      );
      expect(refunded.at(-1)).toMatchObject({
        type: 'RefundRecorded',
        data: {
          refundDate: '2027-06-20',
          amountCents: stage.costCents,
          online: { provider: 'stripe', refundId: 're_1', paymentIntentId: 'pi_cs_1' },
        },
      });
      given(...refunded)
        .when(refundOnline(first, 'cs_1'))
        .then();
      given(...recorded(...decisions(first, payOnline(first, 'cs_1'))))
        .when(refundOnline(first, 'cs_1'))
        .refuses(ErrorCode.paymentRefundNotDue);
      given(...recorded(...decisions(first, pay(first, '2027-06-10'), cancel(first))))
        .when(refundOnline(first, 'cs_1'))
        .refuses(ErrorCode.paymentRefundNotDue);
    });
  });
});
