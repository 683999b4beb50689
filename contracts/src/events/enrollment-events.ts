import { z } from 'zod';
import type { EventMetadata } from '../eventstore/port.js';
import { PRICE_LINE_KINDS } from '../pricing/price-lines.js';
import type { EventGroup, EventOf } from './event-group.js';

/** sha256 in lower-case hex. */
const Sha256 = z.string().regex(/^[0-9a-f]{64}$/);

/**
 * Each decision on a stage's enrollments links to the one before it: `previous` is that
 * decision's `hash` (64 zeros for the first), `hash` covers `previous`, the event's type, the
 * rest of its data and, from chain version 2, the metadata it was recorded with (who, in which
 * role, by which command and request, when). Removing, reordering or altering one breaks every
 * link after it. Decisions recorded before version 2 carry no `version`: their metadata stays
 * outside their hash.
 */
export const DecisionLink = z
  .object({ previous: Sha256, hash: Sha256, version: z.literal(2).optional() })
  .strict();
export type DecisionLink = z.infer<typeof DecisionLink>;

/** The chain version of the decisions recorded now. */
export const DECISION_CHAIN_VERSION = 2;

/** Who decided and when, inside the chained content, so that neither can be altered unseen. */
const decision = {
  stageId: z.uuid(),
  enrollmentId: z.uuid(),
  /** The deciding user; null when the platform itself acted (the demo's seed). */
  decidedBy: z.uuid().nullable(),
  decidedAt: z.iso.datetime({ offset: true }),
  link: DecisionLink,
};

/**
 * A parent asked for a place for a child of their family; it holds a place until decided. Ids
 * only: who the child and the parent are stays in the family's tables, which can be erased.
 */
export const EnrollmentRequestedV1 = z
  .object({
    ...decision,
    childId: z.uuid(),
    /** The child's primary parent, the one who may unenrol it. */
    primaryParentId: z.uuid(),
    /** The price the parent confirmed, which is the stage's. */
    priceCents: z.number().int().min(0),
  })
  .strict();

/**
 * A line of a child's price as recorded: amounts and the option charged, never a label, so that
 * renaming an option later changes no bill.
 */
export const RecordedPriceLine = z
  .object({
    kind: z.enum(PRICE_LINE_KINDS),
    amountCents: z.number().int(),
    countsAsCare: z.boolean(),
    optionId: z.uuid().optional(),
  })
  .strict();

const priceLines = z.array(RecordedPriceLine).min(1).max(20);

/**
 * How the social price stands on a registration: `asked` of the organizer, who decides when
 * accepting; `declared` by the family where its word is enough; `granted` by the organizer
 * registering the child.
 */
export const REQUESTED_REDUCED_PRICE = ['none', 'asked', 'declared', 'granted'] as const;

/**
 * Version 2 adds the price's lines and the social price's standing. Decisions are chained as
 * they were recorded, so no upcaster may add fields to version 1: both are optional, and a
 * registration without lines was charged the stage's price alone.
 */
export const EnrollmentRequestedV2 = EnrollmentRequestedV1.extend({
  /** Adding up to `priceCents`: the total the parent confirmed. */
  lines: priceLines.optional(),
  reducedPrice: z.enum(REQUESTED_REDUCED_PRICE).optional(),
}).strict();

/** The organizer accepted: the place is the child's. */
export const EnrollmentAcceptedV1 = z.object(decision).strict();

/**
 * Version 2: accepting decides on a social price the family asked for (or grants one unasked);
 * when that changes the price, `price` holds the lines the bill charges. Optional, as above.
 */
export const EnrollmentAcceptedV2 = EnrollmentAcceptedV1.extend({
  reducedPrice: z.enum(['granted', 'refused']).optional(),
  price: z
    .object({ priceCents: z.number().int().min(0), lines: priceLines })
    .strict()
    .optional(),
}).strict();

/**
 * The organizer refused: the place is given back. A reason written for the parent is kept
 * with the family's records, not here; `reasonGiven` says there is one.
 */
export const EnrollmentRejectedV1 = z.object({ ...decision, reasonGiven: z.boolean() }).strict();

/** The primary parent unenrolled the child before the stage started: the place is given back. */
export const EnrollmentCancelledV1 = z.object(decision).strict();

const day = z.iso.date();

/**
 * The organizer recorded the bill of an accepted enrollment as paid, on the day the money came.
 * From a bank statement, the movement that paid it: what tells a second import of the same
 * statement, and what the organizer's accountant looks up.
 */
export const PaymentRecordedV1 = z
  .object({
    ...decision,
    paymentDate: day,
    amountCents: z.number().int().min(0),
    statement: z.object({ reference: z.string().max(200), entry: z.string().max(200) }).nullable(),
  })
  .strict();

/** Stripe's ids of an online payment or refund: what the organizer finds it by in Stripe. */
const stripeId = z.string().min(1).max(255);

/**
 * Version 2: a payment received online, through the organization's own Stripe account, says
 * so: the method and Stripe's ids, never anything of the card. Optional, as above.
 */
export const PaymentRecordedV2 = PaymentRecordedV1.extend({
  online: z
    .object({
      provider: z.literal('stripe'),
      method: z.enum(['bancontact', 'card']),
      accountId: stripeId,
      checkoutSessionId: stripeId,
      paymentIntentId: stripeId.nullable(),
    })
    .strict()
    .optional(),
}).strict();

/** The organizer gave back the money of a paid enrollment that was cancelled. */
export const RefundRecordedV1 = z
  .object({ ...decision, refundDate: day, amountCents: z.number().int().min(0) })
  .strict();

/** Version 2: a refund made through Stripe names it. Optional, as above. */
export const RefundRecordedV2 = RefundRecordedV1.extend({
  online: z
    .object({
      provider: z.literal('stripe'),
      accountId: stripeId,
      refundId: stripeId,
      paymentIntentId: stripeId,
    })
    .strict()
    .optional(),
}).strict();

/**
 * The decisions on a stage's enrollments and their payments, recorded on the stage's own stream
 * and chained one to the next.
 */
export const enrollmentEvents = {
  EnrollmentRequested: { schemaVersion: 2, schema: EnrollmentRequestedV2 },
  EnrollmentAccepted: { schemaVersion: 2, schema: EnrollmentAcceptedV2 },
  EnrollmentRejected: { schemaVersion: 1, schema: EnrollmentRejectedV1 },
  EnrollmentCancelled: { schemaVersion: 1, schema: EnrollmentCancelledV1 },
  PaymentRecorded: { schemaVersion: 2, schema: PaymentRecordedV2 },
  RefundRecorded: { schemaVersion: 2, schema: RefundRecordedV2 },
} as const satisfies EventGroup;

export type EnrollmentEvent = EventOf<typeof enrollmentEvents>;
export type EnrollmentEventType = EnrollmentEvent['type'];

/**
 * A decision as chained (an enrollment's, a payment's, a waiting-list entry's): its type, its data but the link and, from chain version 2, its
 * metadata (all of it, the audit's replay printing most of it), passed as `recorded`.
 */
export function chainedContent(
  type: string,
  data: Record<string, unknown>,
  recorded: EventMetadata | null = null,
): string {
  const { link: _link, ...content } = data;
  const text = `${type}\n${canonicalJson(content)}`;
  if (recorded === null) return text;
  const { actorId, actorRole, commandId, correlationId, causationId, occurredAt } = recorded;
  const metadata = { actorId, actorRole, commandId, correlationId, causationId, occurredAt };
  return `${text}\n${canonicalJson(metadata)}`;
}

/** JSON with object keys in order, so that the same content always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

export const FIRST_LINK = '0'.repeat(64);
