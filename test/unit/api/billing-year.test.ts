import { randomUUID } from 'node:crypto';
import {
  isValidStructuredCommunication,
  formatStructuredCommunication,
  type BillingEvent,
} from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import { dueDateOf } from '../../../api/src/payments/domain/bill-terms.js';
import {
  billingYearAggregate,
  type BillingCommand,
} from '../../../api/src/payments/domain/billing-year.js';
import { deciderSpec } from '../../support/decider-spec.js';

const given = deciderSpec(billingYearAggregate);
const organizationId = randomUUID();
const stageId = randomUUID();

const issue = (enrollmentId: string, acceptedOn = '2026-06-01'): BillingCommand => ({
  type: 'IssueBill',
  organizationId,
  stageId,
  enrollmentId,
  year: 2026,
  acceptedOn,
  stageStartDay: '2026-07-06',
  amountCents: 12_500,
});

/** The events a run of commands records, each decided on the state the previous ones left. */
function recorded(...commands: BillingCommand[]): BillingEvent[] {
  const history: BillingEvent[] = [];
  let state = billingYearAggregate.initial;
  for (const command of commands) {
    const events = billingYearAggregate.decide(command, state);
    history.push(...events);
    state = events.reduce(billingYearAggregate.evolve, state);
  }
  return history;
}

describe('an organization’s bills of a year', () => {
  it('numbers bills in the order issued, without gaps, with a valid structured communication', () => {
    const [a, b, c] = [randomUUID(), randomUUID(), randomUUID()];
    const bills = recorded(issue(a), issue(b), issue(c));
    expect(bills.map((bill) => bill.type === 'BillIssued' && bill.data.invoiceNumber)).toEqual([
      '2026-00001',
      '2026-00002',
      '2026-00003',
    ]);
    const third = bills[2]!.data as Extract<BillingEvent, { type: 'BillIssued' }>['data'];
    expect(third).toMatchObject({ sequence: 3, issuedOn: '2026-06-01', dueDate: '2026-06-15' });
    expect(formatStructuredCommunication(third.structuredCommunication)).toBe(
      '+++202/6000/00394+++',
    );
    expect(isValidStructuredCommunication(third.structuredCommunication)).toBe(true);
  });

  it('issues one bill per enrollment, however often asked', () => {
    const a = randomUUID();
    given(...recorded(issue(a)))
      .when(issue(a))
      .then();
  });

  it('calls for a reminder from the day after the due date, three at most, five days apart', () => {
    const a = randomUUID();
    const remind = (today: string): BillingCommand => ({
      type: 'RemindPayment',
      organizationId,
      enrollmentId: a,
      today,
    });
    const issued = recorded(issue(a));
    given(...issued)
      .when(remind('2026-06-15'))
      .then();
    const first = recorded(issue(a), remind('2026-06-16'));
    expect(first.at(-1)).toEqual({
      type: 'PaymentReminderDue',
      data: { organizationId, enrollmentId: a, ordinal: 1, on: '2026-06-16' },
    });
    given(...first)
      .when(remind('2026-06-20'))
      .then();
    const three = recorded(
      issue(a),
      remind('2026-06-16'),
      remind('2026-06-21'),
      remind('2026-06-26'),
    );
    expect(three.map((event) => event.type === 'PaymentReminderDue' && event.data.ordinal)).toEqual(
      [false, 1, 2, 3],
    );
    given(...three)
      .when(remind('2026-09-01'))
      .then();
    given().when(remind('2026-09-01')).then();
  });
});

describe('a credit note', () => {
  const credit = (enrollmentId: string, invoiceNumber: string): BillingCommand => ({
    type: 'IssueCreditNote',
    organizationId,
    stageId,
    enrollmentId,
    year: 2026,
    cancelledOn: '2026-06-20',
    invoiceNumber,
    amountCents: 12_500,
  });

  it('takes the next number of the invoices’ sequence, and names the invoice it cancels', () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const events = recorded(issue(a), credit(a, '2026-00001'), issue(b));
    expect(events.map((event) => event.type)).toEqual([
      'BillIssued',
      'CreditNoteIssued',
      'BillIssued',
    ]);
    expect(events[1]!.data).toMatchObject({
      enrollmentId: a,
      sequence: 2,
      creditNoteNumber: '2026-00002',
      invoiceNumber: '2026-00001',
      issuedOn: '2026-06-20',
      amountCents: 12_500,
    });
    expect(events[2]!.data).toMatchObject({ sequence: 3, invoiceNumber: '2026-00003' });
  });

  it('is issued once per enrollment, however often asked', () => {
    const a = randomUUID();
    given(...recorded(issue(a), credit(a, '2026-00001')))
      .when(credit(a, '2026-00001'))
      .then();
  });
});

describe('the reminder to file the year’s tax certificates', () => {
  const remind = (today: string): BillingCommand => ({
    type: 'RemindTaxFiling',
    organizationId,
    year: 2026,
    today,
  });

  it('is called for once a year, however often the sweep asks', () => {
    const [first] = recorded(remind('2027-02-01'));
    expect(first).toEqual({
      type: 'TaxFilingReminderDue',
      data: { organizationId, year: 2026, on: '2027-02-01' },
    });
    given(first!).when(remind('2027-02-02')).then();
  });
});

describe('a bill’s due date', () => {
  it('is fourteen days after issue, never after the eve of the stage, never before the issue', () => {
    expect(dueDateOf('2026-06-01', '2026-07-06')).toBe('2026-06-15');
    expect(dueDateOf('2026-06-28', '2026-07-06')).toBe('2026-07-05');
    expect(dueDateOf('2026-07-05', '2026-07-06')).toBe('2026-07-05');
    expect(dueDateOf('2026-07-07', '2026-07-06')).toBe('2026-07-07');
    // Across a month and a year's end.
    expect(dueDateOf('2026-12-24', '2027-02-15')).toBe('2027-01-07');
  });
});
