import { z } from 'zod';
import { PaymentMethod } from './online-payments.js';

/**
 * Where a bill stands, worked out on the day it is read: `overdue` is an unpaid bill past its due
 * date (in Belgian time), never a stored fact that could go stale. `cancelled`: the enrollment
 * was cancelled before the bill was paid, so it is no longer payable. `refund_due`: it was paid,
 * then cancelled, and the organization owes the money back until it records the refund.
 */
export const PAYMENT_STATUSES = [
  'unpaid',
  'overdue',
  'paid',
  'refund_due',
  'refunded',
  'cancelled',
] as const;
export const PaymentStatus = z.enum(PAYMENT_STATUSES);
export type PaymentStatus = z.infer<typeof PaymentStatus>;

/** What a bill holds once issued, on an enrollment's answer; all null until it is accepted. */
export const BillFields = z.object({
  /** `2026-00001`: per organization and year, without gaps. */
  invoice_number: z.string().nullable(),
  issued_on: z.string().nullable(),
  amount_cents: z.number().int().nullable(),
  due_date: z.string().nullable(),
  /** `+++DDD/DDDD/DDDCC+++`, to write on the transfer. */
  structured_communication: z.string().nullable(),
  payment_status: PaymentStatus.nullable(),
  payment_date: z.string().nullable(),
  /** What the recorded payment came to; null until one is recorded. */
  paid_cents: z.number().int().nullable(),
  /** How the payment was recorded; null until one is. */
  payment_method: PaymentMethod.nullable(),
  refund_date: z.string().nullable(),
  /** The credit note that cancelled the bill, in the same sequence; null while there is none. */
  credit_note_number: z.string().nullable(),
  /** The bill is paid and the stay is over: the mutual insurer’s certificate is offered. */
  mutual_certificate: z.boolean(),
});
export type BillFields = z.infer<typeof BillFields>;

/**
 * The account to pay to, from the organization's profile today; null when it gave none. Only
 * one enrollment's answer carries it: a list would repeat one organization's account on each row.
 */
export const PaymentAccount = z.object({
  organization_iban: z.string().nullable(),
  organization_bic: z.string().nullable(),
});
export type PaymentAccount = z.infer<typeof PaymentAccount>;
