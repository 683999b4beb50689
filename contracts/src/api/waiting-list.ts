import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';
import { WAITING_LIST_MAX_CHILDREN } from '../events/waiting-list-events.js';
import { MultilineText } from '../validation/text.js';
import { placeChoiceFields, PriceLineView, QuoteQuery } from './enrollments.js';
import { listQuery } from './list-query.js';

/** A family puts one or more of its children on a full stage's waiting list, together. */
export const WaitingListJoinRequest = z
  .object({
    stage_id: z.uuid(),
    child_ids: z
      .array(z.uuid())
      .min(1, FieldErrorCode.required)
      .max(WAITING_LIST_MAX_CHILDREN, FieldErrorCode.tooBig)
      .refine((ids) => new Set(ids).size === ids.length, FieldErrorCode.invalid),
  })
  .strict()
  .meta({ id: 'WaitingListJoinRequest' });
export type WaitingListJoinRequest = z.output<typeof WaitingListJoinRequest>;

/**
 * The family takes the places offered, at the total it read for its children: each child takes
 * the same options, and the social price is asked for each.
 */
export const WaitingListAcceptance = z
  .object({ confirmed_price_cents: z.number().int().min(0), ...placeChoiceFields })
  .strict()
  .meta({ id: 'WaitingListAcceptance' });
export type WaitingListAcceptance = z.output<typeof WaitingListAcceptance>;

/** What taking an offer costs with a choice: each child's lines, the sibling discounts in order. */
export const OfferQuote = z
  .object({
    children: z.array(
      z.object({
        child_id: z.uuid(),
        lines: z.array(PriceLineView),
        total_cents: z.number().int(),
      }),
    ),
    total_cents: z.number().int().describe('What `confirmed_price_cents` must be'),
  })
  .meta({ id: 'OfferQuote' });
export type OfferQuote = z.infer<typeof OfferQuote>;

/** The same choice as a registration's, in a query string. */
export const OfferQuoteQuery = QuoteQuery.omit({ child_id: true });

export const WAITING_LIST_REASON_MIN_LENGTH = 3;
export const WAITING_LIST_REASON_MAX_LENGTH = 500;

/**
 * Why the organizer offers places out of the list's order, or takes an entry off it: kept for
 * the history, and written to the family when an entry is removed.
 */
export const WaitingListReason = z
  .object({
    reason: MultilineText(WAITING_LIST_REASON_MAX_LENGTH).refine(
      (reason) => reason.length >= WAITING_LIST_REASON_MIN_LENGTH,
      FieldErrorCode.tooShort,
    ),
  })
  .strict()
  .meta({ id: 'WaitingListReason' });
export type WaitingListReason = z.output<typeof WaitingListReason>;

export const WAITING_LIST_STATUSES = [
  'waiting',
  'offered',
  'accepted',
  'declined',
  'expired',
  'left',
  'removed',
] as const;
export const WaitingListStatus = z.enum(WAITING_LIST_STATUSES);
export type WaitingListStatus = z.infer<typeof WaitingListStatus>;

const WaitingChild = z.object({
  id: z.uuid(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});

/** A waiting-list entry as its family reads it. */
export const WaitingListEntry = z
  .object({
    id: z.uuid(),
    stage_id: z.uuid(),
    child_ids: z.array(z.uuid()),
    status: WaitingListStatus,
    /** 1 for the first entry still waiting; null once the entry no longer waits. */
    position: z.number().int().nullable(),
    joined_at: z.iso.datetime({ offset: true }),
    offered_at: z.iso.datetime({ offset: true }).nullable(),
    offer_expires_at: z.iso.datetime({ offset: true }).nullable(),
    /** The children's names, in the entry's order; null once erased. */
    children: z.array(WaitingChild),
    stage_slug: z.string().nullable(),
    stage_name: z.string().nullable(),
    starts_at: z.iso.datetime({ offset: true }).nullable(),
    ends_at: z.iso.datetime({ offset: true }).nullable(),
    organization_name: z.string().nullable(),
    /**
     * The stage's price for each child of the entry, before any social price, sibling discount
     * or option: what accepting costs is the offer's quote (`GET /waiting-list/{id}/quote/`).
     */
    price_cents: z.number().int().nullable(),
    /** The organizer's word when taking the entry off the list. */
    removal_reason: z.string().nullable(),
  })
  .meta({ id: 'WaitingListEntry' });
export type WaitingListEntry = z.infer<typeof WaitingListEntry>;

/** A line of the organizer's waiting list: the entry, its family and how to reach it. */
export const OrganizerWaitingListEntry = WaitingListEntry.extend({
  parent_name: z.string().nullable(),
  parent_email: z.string().nullable(),
  parent_phone: z.string().nullable(),
  /** The family already holds a place on the stage: with `siblings_first`, it goes ahead. */
  sibling_of_registered: z.boolean(),
  /** Offered by the organizer out of the list's order. */
  offered_out_of_order: z.boolean(),
  /** Why the organizer offered out of order; null otherwise. */
  offer_reason: z.string().nullable(),
}).meta({ id: 'OrganizerWaitingListEntry' });
export type OrganizerWaitingListEntry = z.infer<typeof OrganizerWaitingListEntry>;

export const WAITING_LIST_SORTS = ['position', 'joined_at', 'status'] as const;
export type WaitingListSort = (typeof WAITING_LIST_SORTS)[number];

export const WaitingListQuery = listQuery(
  WAITING_LIST_SORTS,
  z
    .object({
      status: z.union([WaitingListStatus, z.array(WaitingListStatus)]).optional(),
      stage_id: z.uuid().optional(),
    })
    .strict(),
);
export type WaitingListFilter = NonNullable<z.output<typeof WaitingListQuery>['filter']>;
