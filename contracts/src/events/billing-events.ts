import { z } from 'zod';
import type { EventGroup, EventOf } from './event-group.js';

/**
 * An organization's bills of one year, on one stream: the stream's order is the invoice
 * numbers' order, so that they run without gaps, and a bill is issued once per enrollment.
 */
export const billingStreamId = (organizationId: string, year: number) =>
  `billing-${organizationId}-${year}`;

const day = z.iso.date();

/**
 * The bill of an accepted enrollment, as it was issued: it never changes afterwards. Its
 * sequence is its place in the organization's year; the invoice number and the structured
 * communication are written from it, and kept as issued.
 */
export const BillIssuedV1 = z
  .object({
    organizationId: z.uuid(),
    stageId: z.uuid(),
    enrollmentId: z.uuid(),
    year: z.number().int().min(2000).max(2100),
    sequence: z.number().int().min(1),
    invoiceNumber: z.string().max(20),
    issuedOn: day,
    amountCents: z.number().int().min(0),
    dueDate: day,
    /** The twelve digits of `+++DDD/DDDD/DDDCC+++`. */
    structuredCommunication: z.string().regex(/^\d{12}$/),
  })
  .strict();

/** An unpaid bill past its due date calls for a reminder to the parent: the first, second or third. */
export const PaymentReminderDueV1 = z
  .object({
    organizationId: z.uuid(),
    enrollmentId: z.uuid(),
    ordinal: z.number().int().min(1).max(3),
    on: day,
  })
  .strict();

/**
 * The cancellation of an issued bill, by the organization's year of the cancellation: a number
 * of its own in the same sequence as the invoices, which an issued invoice never loses.
 */
export const CreditNoteIssuedV1 = z
  .object({
    organizationId: z.uuid(),
    stageId: z.uuid(),
    enrollmentId: z.uuid(),
    year: z.number().int().min(2000).max(2100),
    sequence: z.number().int().min(1),
    creditNoteNumber: z.string().max(20),
    issuedOn: day,
    invoiceNumber: z.string().max(20),
    amountCents: z.number().int().min(0),
  })
  .strict();

/**
 * The organization's childcare tax certificates of the year are to be filed with the tax
 * administration by 1 March of the next year: the organizer is reminded once, on `on`.
 */
export const TaxFilingReminderDueV1 = z
  .object({
    organizationId: z.uuid(),
    year: z.number().int().min(2000).max(2100),
    on: day,
  })
  .strict();

export const billingEvents = {
  BillIssued: { schemaVersion: 1, schema: BillIssuedV1 },
  CreditNoteIssued: { schemaVersion: 1, schema: CreditNoteIssuedV1 },
  PaymentReminderDue: { schemaVersion: 1, schema: PaymentReminderDueV1 },
  TaxFilingReminderDue: { schemaVersion: 1, schema: TaxFilingReminderDueV1 },
} as const satisfies EventGroup;

export type BillingEvent = EventOf<typeof billingEvents>;
