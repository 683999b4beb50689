import { z } from 'zod';
import { DecisionLink } from './enrollment-events.js';
import type { EventGroup, EventOf } from './event-group.js';

/** The most children one family may put on a stage's waiting list in one entry. */
export const WAITING_LIST_MAX_CHILDREN = 10;

/** How long an offer holds its places, in hours, when the organizer says nothing. */
export const DEFAULT_OFFER_HOURS = 48;
export const MIN_OFFER_HOURS = 1;
export const MAX_OFFER_HOURS = 168;

/**
 * A decision on a waiting-list entry: like an enrollment's, it names the stage, the entry, who
 * decided (null when the platform did, as for the offers made in the list's order) and when,
 * and links into the stage's chain of decisions.
 */
const entryDecision = {
  stageId: z.uuid(),
  entryId: z.uuid(),
  decidedBy: z.uuid().nullable(),
  decidedAt: z.iso.datetime({ offset: true }),
  link: DecisionLink,
};

const places = z.number().int().min(1).max(WAITING_LIST_MAX_CHILDREN);
const released = z.number().int().min(0).max(WAITING_LIST_MAX_CHILDREN);

/**
 * A family put one or more of its children on the stage's waiting list: they will be offered
 * places together or not at all. Ids only, like every decision.
 */
export const WaitingListJoinedV1 = z
  .object({
    ...entryDecision,
    childIds: z.array(z.uuid()).min(1).max(WAITING_LIST_MAX_CHILDREN),
    /** The children's family, by its primary parent: what tells brothers and sisters. */
    primaryParentId: z.uuid(),
  })
  .strict();

/**
 * Places were offered to the entry, one a child, and are held for it until `expiresAt`.
 * `outOfOrder`: the organizer chose the entry, saying why (kept apart from the log), instead of
 * the list's order.
 */
export const WaitingListOfferedV1 = z
  .object({
    ...entryDecision,
    places,
    expiresAt: z.iso.datetime({ offset: true }),
    outOfOrder: z.boolean(),
  })
  .strict();

/**
 * The family took the offer: the enrollments it names follow in the same append, one a child,
 * each pending as if the child had registered, in the places the offer held.
 */
export const WaitingListOfferAcceptedV1 = z
  .object({ ...entryDecision, enrollmentIds: z.array(z.uuid()).min(1) })
  .strict();

/** The family turned the offer down: its places go to the next entries. */
export const WaitingListOfferDeclinedV1 = z.object({ ...entryDecision, places }).strict();

/** Nobody answered the offer in time: its places go to the next entries. */
export const WaitingListOfferExpiredV1 = z.object({ ...entryDecision, places }).strict();

/** The family left the list; `releasedPlaces` were held by an offer it had not answered. */
export const WaitingListLeftV1 = z.object({ ...entryDecision, releasedPlaces: released }).strict();

/**
 * The organizer took the entry off the list, saying why (kept apart from the log, for the
 * family to read); `releasedPlaces` as for leaving.
 */
export const WaitingListRemovedV1 = z
  .object({ ...entryDecision, releasedPlaces: released })
  .strict();

/**
 * A quarter of the offer's time is left and the family has not answered: it is reminded once.
 * Not a decision: nothing changes hands, so it stays out of the chain.
 */
export const WaitingListOfferRemindedV1 = z
  .object({ stageId: z.uuid(), entryId: z.uuid(), expiresAt: z.iso.datetime({ offset: true }) })
  .strict();

/** The waiting list's decisions, on the stage's stream and in its chain. */
export const waitingListDecisionEvents = {
  WaitingListJoined: { schemaVersion: 1, schema: WaitingListJoinedV1 },
  WaitingListOffered: { schemaVersion: 1, schema: WaitingListOfferedV1 },
  WaitingListOfferAccepted: { schemaVersion: 1, schema: WaitingListOfferAcceptedV1 },
  WaitingListOfferDeclined: { schemaVersion: 1, schema: WaitingListOfferDeclinedV1 },
  WaitingListOfferExpired: { schemaVersion: 1, schema: WaitingListOfferExpiredV1 },
  WaitingListLeft: { schemaVersion: 1, schema: WaitingListLeftV1 },
  WaitingListRemoved: { schemaVersion: 1, schema: WaitingListRemovedV1 },
} as const satisfies EventGroup;

/** Everything the waiting list records on a stage's stream. */
export const waitingListEvents = {
  ...waitingListDecisionEvents,
  WaitingListOfferReminded: { schemaVersion: 1, schema: WaitingListOfferRemindedV1 },
} as const satisfies EventGroup;

export type WaitingListEvent = EventOf<typeof waitingListEvents>;
export type WaitingListDecisionEvent = EventOf<typeof waitingListDecisionEvents>;
export type WaitingListEventType = WaitingListEvent['type'];
