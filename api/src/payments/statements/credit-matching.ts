import {
  formatStructuredCommunication,
  structuredCommunicationIn,
  type PaymentStatus,
  type StatementCredit,
  type UnmatchedReason,
} from '@stages/contracts';
import type { StatementEntry } from './bank-statement.js';

/** An organization's bill as a statement is matched against it. */
export interface BillToMatch {
  readonly enrollmentId: string;
  readonly stageId: string;
  readonly invoiceNumber: string;
  /** The day the bill was issued: no payment of it is older. */
  readonly issuedOn: string;
  readonly amountCents: number;
  readonly paymentStatus: PaymentStatus;
  readonly statementEntry: string | null;
  readonly childName: string | null;
}

export interface MatchedCredit {
  readonly credit: StatementCredit;
  readonly bill: BillToMatch;
  readonly entry: StatementEntry;
}

export interface Matching {
  readonly matched: MatchedCredit[];
  readonly unmatched: (StatementCredit & { reason: UnmatchedReason })[];
}

/** The twelve digits the credit names its bill by: the structured line, or one typed as free text. */
export const billCommunicationOf = (entry: StatementEntry) =>
  entry.structuredCommunication ??
  (entry.freeCommunication ? structuredCommunicationIn(entry.freeCommunication) : null);

/** The currency of every bill. */
export const BILL_CURRENCY = 'EUR';

/**
 * Which credits pay which bills: a credit in euros pays an unpaid (or overdue) bill whose
 * communication it carries, for exactly its amount, when it was booked between the bill's issue
 * and `today` (the days marking paid by hand accepts). Everything else is left for the
 * organizer, with why. Two credits for one bill: the first pays it, the second is "already paid".
 */
export function matchCredits(
  credits: readonly StatementEntry[],
  bills: ReadonlyMap<string, BillToMatch>,
  today: string,
): Matching {
  const matched: MatchedCredit[] = [];
  const unmatched: Matching['unmatched'] = [];
  const paidNow = new Set<string>();
  for (const entry of credits) {
    const communication = billCommunicationOf(entry);
    const bill = communication ? bills.get(communication) : undefined;
    const credit: StatementCredit = {
      entry_reference: entry.entryReference,
      booking_date: entry.bookingDate,
      amount_cents: entry.amountCents,
      currency: entry.currency,
      communication: communication ? formatStructuredCommunication(communication) : null,
      free_text: entry.freeCommunication,
      counterparty: entry.counterpartyName,
      enrollment_id: bill?.enrollmentId ?? null,
      invoice_number: bill?.invoiceNumber ?? null,
      child_name: bill?.childName ?? null,
      bill_amount_cents: bill?.amountCents ?? null,
    };
    const reason = whyNot(entry, communication, bill, paidNow, today);
    if (reason) {
      unmatched.push({ ...credit, reason });
    } else {
      matched.push({ credit, bill: bill!, entry });
      paidNow.add(bill!.enrollmentId);
    }
  }
  return { matched, unmatched };
}

function whyNot(
  entry: StatementEntry,
  communication: string | null,
  bill: BillToMatch | undefined,
  paidNow: ReadonlySet<string>,
  today: string,
): UnmatchedReason | null {
  if (entry.currency !== BILL_CURRENCY) return 'other_currency';
  if (!communication) return 'no_communication';
  if (!bill) return 'unknown_communication';
  if (bill.statementEntry === entry.entryReference) return 'already_imported';
  if (bill.paymentStatus === 'cancelled') return 'not_payable';
  if (bill.paymentStatus !== 'unpaid' && bill.paymentStatus !== 'overdue') return 'already_paid';
  if (paidNow.has(bill.enrollmentId)) return 'already_paid';
  if (entry.bookingDate < bill.issuedOn) return 'date_before_bill';
  if (entry.bookingDate > today) return 'date_in_future';
  if (entry.amountCents < bill.amountCents) return 'amount_short';
  if (entry.amountCents > bill.amountCents) return 'amount_over';
  return null;
}
