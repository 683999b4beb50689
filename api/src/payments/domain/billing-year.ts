import { daysBetween, type BillingEvent } from '@stages/contracts';
import type { Aggregate } from '../../platform/commands/run-command.js';
import { communicationOf, dueDateOf, invoiceNumberOf } from './bill-terms.js';

/** The most reminders an unpaid bill sends, and the least days between two. */
export const MAX_REMINDERS = 3;
export const DAYS_BETWEEN_REMINDERS = 5;

interface IssuedBill {
  readonly dueDate: string;
  readonly reminders: number;
  readonly lastReminderOn: string | null;
}

/** An organization's bills of a year: what numbering and reminding need to know. */
export interface BillingYear {
  readonly lastSequence: number;
  readonly bills: ReadonlyMap<string, IssuedBill>;
  /** The enrollments whose bill this year's sequence credited. */
  readonly creditNotes: ReadonlySet<string>;
  /** The organizer was reminded to file the year's 281.86 certificates. */
  readonly filingReminded: boolean;
}

export type BillingCommand =
  | {
      readonly type: 'IssueBill';
      readonly organizationId: string;
      readonly stageId: string;
      readonly enrollmentId: string;
      readonly year: number;
      /** The Belgian day the enrollment was accepted. */
      readonly acceptedOn: string;
      readonly stageStartDay: string;
      readonly amountCents: number;
    }
  | {
      /** An issued bill's enrollment was cancelled on `cancelledOn` (a day of this year). */
      readonly type: 'IssueCreditNote';
      readonly organizationId: string;
      readonly stageId: string;
      readonly enrollmentId: string;
      readonly year: number;
      readonly cancelledOn: string;
      readonly invoiceNumber: string;
      readonly amountCents: number;
    }
  | {
      /** The year's 281.86 certificates are due with the tax administration by 1 March. */
      readonly type: 'RemindTaxFiling';
      readonly organizationId: string;
      readonly year: number;
      readonly today: string;
    }
  | {
      /** The reader found the bill unpaid past its due date; `today` is the Belgian day. */
      readonly type: 'RemindPayment';
      readonly organizationId: string;
      readonly enrollmentId: string;
      readonly today: string;
    };

function decide(command: BillingCommand, state: BillingYear): BillingEvent[] {
  switch (command.type) {
    case 'IssueBill': {
      // Issued once per enrollment, whoever asks again (a second process, a retry).
      if (state.bills.has(command.enrollmentId)) return [];
      const sequence = state.lastSequence + 1;
      const { organizationId, stageId, enrollmentId, year, acceptedOn, amountCents } = command;
      return [
        {
          type: 'BillIssued',
          data: {
            organizationId,
            stageId,
            enrollmentId,
            year,
            sequence,
            invoiceNumber: invoiceNumberOf(year, sequence),
            issuedOn: acceptedOn,
            amountCents,
            dueDate: dueDateOf(acceptedOn, command.stageStartDay),
            structuredCommunication: communicationOf(year, sequence),
          },
        },
      ];
    }
    case 'IssueCreditNote': {
      if (state.creditNotes.has(command.enrollmentId)) return [];
      const sequence = state.lastSequence + 1;
      const { organizationId, stageId, enrollmentId, year, invoiceNumber, amountCents } = command;
      return [
        {
          type: 'CreditNoteIssued',
          data: {
            organizationId,
            stageId,
            enrollmentId,
            year,
            sequence,
            creditNoteNumber: invoiceNumberOf(year, sequence),
            issuedOn: command.cancelledOn,
            invoiceNumber,
            amountCents,
          },
        },
      ];
    }
    case 'RemindTaxFiling':
      if (state.filingReminded) return [];
      return [
        {
          type: 'TaxFilingReminderDue',
          data: { organizationId: command.organizationId, year: command.year, on: command.today },
        },
      ];
    case 'RemindPayment': {
      const bill = state.bills.get(command.enrollmentId);
      if (!bill || command.today <= bill.dueDate || bill.reminders >= MAX_REMINDERS) return [];
      if (
        bill.lastReminderOn !== null &&
        daysBetween(bill.lastReminderOn, command.today) < DAYS_BETWEEN_REMINDERS
      ) {
        return [];
      }
      return [
        {
          type: 'PaymentReminderDue',
          data: {
            organizationId: command.organizationId,
            enrollmentId: command.enrollmentId,
            ordinal: bill.reminders + 1,
            on: command.today,
          },
        },
      ];
    }
  }
}

const NO_BILLS: ReadonlyMap<string, IssuedBill> = new Map();
const NO_CREDIT_NOTES: ReadonlySet<string> = new Set();

/**
 * A year may hold thousands of bills: the map and the set are extended in place rather than
 * copied at each event, except the initial state's, which are never written. A state is only ever folded
 * forward: once evolved, the state before is not read again.
 */
function evolve(state: BillingYear, event: BillingEvent): BillingYear {
  const bills = (state.bills === NO_BILLS ? new Map() : state.bills) as Map<string, IssuedBill>;
  switch (event.type) {
    case 'BillIssued':
      bills.set(event.data.enrollmentId, {
        dueDate: event.data.dueDate,
        reminders: 0,
        lastReminderOn: null,
      });
      return { ...state, lastSequence: event.data.sequence, bills };
    case 'CreditNoteIssued': {
      const creditNotes = (
        state.creditNotes === NO_CREDIT_NOTES ? new Set() : state.creditNotes
      ) as Set<string>;
      creditNotes.add(event.data.enrollmentId);
      return { ...state, lastSequence: event.data.sequence, creditNotes };
    }
    case 'TaxFilingReminderDue':
      return { ...state, filingReminded: true };
    case 'PaymentReminderDue': {
      const bill = bills.get(event.data.enrollmentId);
      if (bill) {
        bills.set(event.data.enrollmentId, {
          ...bill,
          reminders: event.data.ordinal,
          lastReminderOn: event.data.on,
        });
      }
      return { ...state, bills };
    }
    default:
      return state; // recorded by a newer version of the product
  }
}

export const billingYearAggregate: Aggregate<BillingYear, BillingCommand, BillingEvent> = {
  initial: {
    lastSequence: 0,
    bills: NO_BILLS,
    creditNotes: NO_CREDIT_NOTES,
    filingReminded: false,
  },
  decide,
  evolve,
};
