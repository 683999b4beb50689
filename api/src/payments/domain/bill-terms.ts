import { addDays, structuredCommunication, structuredCommunicationDigits } from '@stages/contracts';

/** Days a family has to pay once the enrollment is accepted. */
export const PAYMENT_TERM_DAYS = 14;

/**
 * When a bill falls due: fourteen days after it is issued, but never later than the day before
 * the stage starts, so that the organizer knows who paid before the first morning. A bill
 * issued on that eve or later (a late or telephone registration) is due the day it is issued.
 */
export function dueDateOf(issuedOn: string, stageStartDay: string): string {
  const term = addDays(issuedOn, PAYMENT_TERM_DAYS);
  const eve = addDays(stageStartDay, -1);
  const due = term < eve ? term : eve;
  return due < issuedOn ? issuedOn : due;
}

/** `2026-00001`: the year and the bill's place in the organization's year. */
export const invoiceNumberOf = (year: number, sequence: number) =>
  `${year}-${String(sequence).padStart(5, '0')}`;

/**
 * The bill's structured communication: its year and its sequence, so that it is unique among
 * the organization's bills, which are what a statement of its account is matched against.
 */
export function communicationOf(year: number, sequence: number): string {
  if (sequence > 999_999) throw new Error('A year holds at most 999,999 bills');
  return structuredCommunicationDigits(
    structuredCommunication(`${year}${String(sequence).padStart(6, '0')}`),
  )!;
}
