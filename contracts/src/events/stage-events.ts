import { z } from 'zod';
import { REDUCED_PRICE_POLICIES } from '../pricing/price-lines.js';
import { DateTime } from '../validation/dates.js';
import type { EventGroup, EventOf } from './event-group.js';
import { MAX_OFFER_HOURS, MIN_OFFER_HOURS } from './waiting-list-events.js';

/** Version 1 was recorded before dates were bounded; it is read as it is. */
const isoDateTime = z.iso.datetime({ offset: true });

/** Hours of the day, `HH:MM` on a 24-hour clock. */
export const TimeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Where a stage takes place: a venue, never a person's home. */
export const VenueAddress = z.object({
  street: z.string().min(1).max(200),
  number: z.string().min(1).max(20),
  postalCode: z.string().min(1).max(20),
  city: z.string().min(1).max(100),
  country: z.string().length(2),
});

/** What a stage's details were before it kept a waiting list. */
const detailsBeforeWaitingList = {
  name: z.string().min(1).max(200),
  description: z.string().max(20_000),
  startsAt: DateTime,
  endsAt: DateTime,
  registrationDeadline: DateTime,
  maxChildren: z.number().int().min(1).max(10_000),
  minAge: z.number().int().min(0).max(25),
  maxAge: z.number().int().min(0).max(25),
  venue: VenueAddress,
  activityStart: TimeOfDay,
  activityEnd: TimeOfDay,
  /** Care before and after the activities; null when the stage offers none. */
  daycareStart: TimeOfDay.nullable(),
  daycareEnd: TimeOfDay.nullable(),
  /** Days of activity actually held, which certificates count. */
  effectiveDays: z.number().int().min(1).max(366),
  imageFileId: z.uuid().nullable(),
};

/** Everything about a stage its organizer may change after creating it. */
const stageDetails = {
  ...detailsBeforeWaitingList,
  /** Whether a family finding the stage full may join its waiting list. */
  waitingList: z.boolean(),
  /** How long an offer of places holds them for the family it is made to. */
  offerHours: z.number().int().min(MIN_OFFER_HOURS).max(MAX_OFFER_HOURS),
  /** Whether brothers and sisters of a child holding a place go ahead of the other families. */
  siblingsFirst: z.boolean(),
};

/** The first shape of StageCreated, before schedules, images and visibility. */
export const StageCreatedV1 = z
  .object({
    stageId: z.uuid(),
    organizationId: z.uuid(),
    slug: z.string().regex(SLUG_PATTERN).max(120),
    name: detailsBeforeWaitingList.name,
    description: detailsBeforeWaitingList.description,
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    registrationDeadline: isoDateTime,
    costCents: z.number().int().min(0).max(100_000_000),
    maxChildren: detailsBeforeWaitingList.maxChildren,
    minAge: detailsBeforeWaitingList.minAge,
    maxAge: detailsBeforeWaitingList.maxAge,
    venue: VenueAddress,
  })
  .strict();

const stageIdentity = {
  stageId: z.uuid(),
  organizationId: z.uuid(),
  slug: z.string().regex(SLUG_PATTERN).max(120),
  /** Fixed for good: parents and invoices rely on the price they saw. */
  costCents: z.number().int().min(0).max(100_000_000),
  visible: z.boolean(),
};

/** The second shape of StageCreated, before waiting lists. */
export const StageCreatedV2 = z.object({ ...stageIdentity, ...detailsBeforeWaitingList }).strict();

/** The third shape of StageCreated, before social prices, sibling discounts and options. */
export const StageCreatedV3 = z.object({ ...stageIdentity, ...stageDetails }).strict();

const Cents = z.number().int().min(0).max(100_000_000);

/** The most options a stage offers: a form and a registration stay readable on a phone. */
export const MAX_STAGE_OPTIONS = 10;

/**
 * Something a family may add to a child's place, at its own price: daycare, hot meals, a bus.
 * With a `max`, a capacity counted on the stage's stream like its places.
 */
export const StageOption = z
  .object({
    id: z.uuid(),
    /** In the organizer's language, as they wrote it. */
    label: z.string().min(1).max(100),
    priceCents: Cents,
    /** How many children may take it; null when there is no limit. */
    max: z.number().int().min(1).max(10_000).nullable(),
    /** Childcare (daycare) counts on the certificates; meals, transport or a T-shirt do not. */
    countsAsCare: z.boolean(),
  })
  .strict();
export type StageOption = z.infer<typeof StageOption>;

/** What a stage charges beside its price, fixed once a family holds a place on it. */
export const stagePricing = {
  /** The social price, which replaces the price for families with financial support. */
  reducedCostCents: Cents.nullable(),
  /** How a family obtains it; null exactly when there is no social price. */
  reducedPricePolicy: z.enum(REDUCED_PRICE_POLICIES).nullable(),
  /** Taken off the price of a family's second child, and of each one after the second. */
  siblingDiscounts: z.object({ secondCents: Cents, thirdAndMoreCents: Cents }).strict().nullable(),
  options: z.array(StageOption).max(MAX_STAGE_OPTIONS),
};

export const StageCreatedV4 = z
  .object({ ...stageIdentity, ...stageDetails, ...stagePricing })
  .strict();

export type StageCreatedData = z.infer<typeof StageCreatedV4>;

/**
 * The organizer changed what the stage charges beside its price: before anyone held a place,
 * anything; after, only new options and the capacity of existing ones.
 */
export const StagePricingChangedV1 = z.object({ stageId: z.uuid(), ...stagePricing }).strict();
export type StagePricingChangedData = z.infer<typeof StagePricingChangedV1>;
/** What a stage charges beside its price: the social price, sibling discounts, options. */
export type StageCharges = Omit<StagePricingChangedData, 'stageId'>;

/** The first shape of StageDetailsChanged, before waiting lists. */
export const StageDetailsChangedV1 = z
  .object({ stageId: z.uuid(), ...detailsBeforeWaitingList })
  .strict();

export const StageDetailsChangedV2 = z.object({ stageId: z.uuid(), ...stageDetails }).strict();

export type StageDetailsChangedData = z.infer<typeof StageDetailsChangedV2>;
export type StageDetails = Omit<StageDetailsChangedData, 'stageId'>;

/** Shown: listed and open to registrations. Hidden: neither. */
export const StageVisibilityChangedV1 = z
  .object({ stageId: z.uuid(), visible: z.boolean() })
  .strict();

/** The first shape of StageModerated, before administrators said why. */
export const StageModeratedV1 = z.object({ stageId: z.uuid(), hidden: z.boolean() }).strict();

/**
 * An administrator took the stage off the public site (hidden: true), saying why for its
 * organizer to read, or gave it back to its organizer's own choice of visibility (hidden: false,
 * no reason). Taken down before reasons were asked (version 1): no reason either.
 */
export const StageModeratedV2 = z
  .object({
    stageId: z.uuid(),
    hidden: z.boolean(),
    reason: z.string().min(1).max(500).nullable(),
  })
  .strict();

export type StageModeratedData = z.infer<typeof StageModeratedV2>;

export const StageDeletedV1 = z.object({ stageId: z.uuid() }).strict();

const slugOfStage = { slug: z.string().regex(SLUG_PATTERN).max(120), stageId: z.uuid() };

/** A slug names one stage: its public address, for as long as the stage exists. */
export const StageSlugReservedV1 = z.object(slugOfStage).strict();

export type StageSlugReservedData = z.infer<typeof StageSlugReservedV1>;

/**
 * The slug is free again: its stage was deleted, or its creation failed or was abandoned, so
 * that no one can hold a name without a stage behind it.
 */
export const StageSlugReleasedV1 = z.object(slugOfStage).strict();

/** What a stage's own stream records. */
export const stageEvents = {
  StageCreated: { schemaVersion: 4, schema: StageCreatedV4 },
  StageDetailsChanged: { schemaVersion: 2, schema: StageDetailsChangedV2 },
  StagePricingChanged: { schemaVersion: 1, schema: StagePricingChangedV1 },
  StageVisibilityChanged: { schemaVersion: 1, schema: StageVisibilityChangedV1 },
  StageModerated: { schemaVersion: 2, schema: StageModeratedV2 },
  StageDeleted: { schemaVersion: 1, schema: StageDeletedV1 },
} as const satisfies EventGroup;

export type StageEvent = EventOf<typeof stageEvents>;

/** What a slug's reservation stream records. */
export const stageSlugEvents = {
  StageSlugReserved: { schemaVersion: 1, schema: StageSlugReservedV1 },
  StageSlugReleased: { schemaVersion: 1, schema: StageSlugReleasedV1 },
} as const satisfies EventGroup;

export type StageSlugEvent = EventOf<typeof stageSlugEvents>;

export const stageStreamId = (stageId: string) => `stage-${stageId}`;
export const stageSlugStreamId = (slug: string) => `stage_slug-${slug}`;
