import { z } from 'zod';
import { Day } from '../validation/dates.js';
import { BYTES_PER_MB } from '../validation/uploads.js';
import { listQuery } from './list-query.js';
import { EnrollmentStatus } from './enrollments.js';
import { PaymentStatus } from './bills.js';

/** The organizer records a payment received, with the day it was. */
export const PaymentRecording = z
  .object({ payment_date: Day })
  .strict()
  .meta({ id: 'PaymentRecording' });
export type PaymentRecording = z.output<typeof PaymentRecording>;

/** The organizer records the money given back for a cancelled enrollment that was paid. */
export const RefundRecording = z
  .object({ refund_date: Day })
  .strict()
  .meta({ id: 'RefundRecording' });
export type RefundRecording = z.output<typeof RefundRecording>;

export const BILL_SORTS = [
  'issued_on',
  'due_date',
  'invoice_number',
  'payment_date',
  'amount_cents',
  'child_last_name',
  'starts_at',
] as const;
export type BillSort = (typeof BILL_SORTS)[number];

/** The bills of an organization or of the whole platform, as their back-office lists filter them. */
export const BillListQuery = listQuery(
  BILL_SORTS,
  z
    .object({
      stage_id: z.uuid().optional(),
      organization_id: z.uuid().optional(),
      payment_status: z.union([PaymentStatus, z.array(PaymentStatus)]).optional(),
      status: z.union([EnrollmentStatus, z.array(EnrollmentStatus)]).optional(),
      /** The year the bill was issued in. */
      year: z.number().int().min(2000).max(2100).optional(),
      q: z.string().max(200).optional(),
    })
    .strict(),
);

/** Sums of a list of bills, in cents, as the organizer's payments view heads it. */
export const BillTotals = z
  .object({
    bills: z.number().int(),
    /** Still to be received: unpaid and overdue bills. */
    due_cents: z.number().int(),
    overdue_cents: z.number().int(),
    paid_cents: z.number().int(),
    refund_due_cents: z.number().int(),
  })
  .meta({ id: 'BillTotals' });
export type BillTotals = z.infer<typeof BillTotals>;

/** Why a credit of a bank statement did not mark a bill paid. */
export const UNMATCHED_REASONS = [
  /** The credit carries no structured communication. */
  'no_communication',
  /** No bill of the organization has this communication. */
  'unknown_communication',
  /** Less than the bill. */
  'amount_short',
  /** More than the bill. */
  'amount_over',
  /** The bill was already paid, by hand or by another movement. */
  'already_paid',
  /** This very movement was imported before. */
  'already_imported',
  /** The enrollment was cancelled: the bill is no longer payable. */
  'not_payable',
  /** Not in euros, the only currency bills are in. */
  'other_currency',
  /** Booked before the bill was issued: it cannot be this bill's payment. */
  'date_before_bill',
  /** Booked after today, which no payment can be. */
  'date_in_future',
] as const;
export const UnmatchedReason = z.enum(UNMATCHED_REASONS);
export type UnmatchedReason = z.infer<typeof UnmatchedReason>;

export const StatementCredit = z.object({
  entry_reference: z.string(),
  booking_date: z.string(),
  amount_cents: z.number().int(),
  /** ISO 4217; absent from the reports of imports made before the currency was kept. */
  currency: z.string().optional(),
  /** The structured communication found on the credit, formatted; null without one. */
  communication: z.string().nullable(),
  free_text: z.string().nullable(),
  counterparty: z.string().nullable(),
  /** The bill the communication names, when there is one. */
  enrollment_id: z.uuid().nullable(),
  invoice_number: z.string().nullable(),
  child_name: z.string().nullable(),
  bill_amount_cents: z.number().int().nullable(),
});
export type StatementCredit = z.infer<typeof StatementCredit>;

/** A month of a busy organization's account, as camt.053 XML, with room to spare. */
export const STATEMENT_MAX_BYTES = 20 * BYTES_PER_MB;

/** What an import did: the bills it marked paid, and the credits left for the organizer. */
export const BankStatementReport = z
  .object({
    id: z.uuid(),
    format: z.enum(['coda', 'camt.053']),
    file_name: z.string(),
    /** The statements' own references (sequence numbers, message ids), comma-separated. */
    reference: z.string(),
    account_iban: z.string().nullable(),
    imported_at: z.iso.datetime({ offset: true }),
    /** The same file was imported before (then nothing changes). */
    imported_before: z.boolean(),
    credits: z.number().int(),
    debits: z.number().int(),
    matched: z.array(StatementCredit),
    unmatched: z.array(StatementCredit.extend({ reason: UnmatchedReason })),
  })
  .meta({ id: 'BankStatementReport' });
export type BankStatementReport = z.infer<typeof BankStatementReport>;
