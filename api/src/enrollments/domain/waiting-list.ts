import {
  ageOn,
  brusselsDay,
  ErrorCode,
  totalCents,
  WAITING_LIST_MAX_CHILDREN,
} from '@stages/contracts';
import { DomainError } from '../../platform/domain-error.js';
import { decidedBy, type Unlinked as UnlinkedDecision } from './decision-chain.js';
import {
  familyPlaces,
  NO_CHOICE,
  placePrice,
  reducedPriceAsked,
  type PlaceChoice,
} from './place-price.js';
import type { Decider, StageEnrollments, StageTerms } from './stage-enrollments.js';

export type WaitingStatus =
  'waiting' | 'offered' | 'accepted' | 'declined' | 'expired' | 'left' | 'removed';

/** One family's place in the queue of a full stage: one or more of its children, together. */
export interface WaitingEntry {
  readonly childIds: readonly string[];
  /** The family, by its primary parent. */
  readonly primaryParentId: string;
  /** The entry's rank among those who joined, which orders the list. */
  readonly joinOrder: number;
  readonly status: WaitingStatus;
  readonly offeredAt: string | null;
  readonly offerExpiresAt: string | null;
  /** Whether the family was reminded of its offer. */
  readonly reminded: boolean;
}

export type WaitingListCommand =
  | ({
      readonly type: 'JoinWaitingList';
      readonly entryId: string;
      readonly children: readonly { readonly childId: string; readonly birthDate: string }[];
      readonly primaryParentId: string;
    } & Decider)
  | ({
      /** The family's own answers: the caller was found to be one of its parents. */
      readonly type: 'LeaveWaitingList' | 'DeclineOffer';
      readonly entryId: string;
      readonly primaryParentId: string;
    } & Decider)
  | ({
      readonly type: 'AcceptOffer';
      readonly entryId: string;
      readonly primaryParentId: string;
      /** One a child, in the order of the entry's children. */
      readonly enrollmentIds: readonly string[];
      /** The total for the entry's children, as the family read it. */
      readonly confirmedPriceCents: number;
      /** The options and social price asked, the same for each child of the entry. */
      readonly choice?: PlaceChoice;
    } & Decider)
  | ({
      /** The stage's organizer, with a reason kept apart from the log. */
      readonly type: 'OfferOutOfOrder' | 'RemoveFromWaitingList';
      readonly entryId: string;
      readonly organizationId: string;
    } & Decider)
  | ({
      /** The platform, from the log: offers past their deadline, reminders due, places free. */
      readonly type: 'SweepWaitingList';
    } & Decider);

const HOUR_MS = 3_600_000;

const refuse = (code: ErrorCode, message: string, status: DomainError['status'] = 409) =>
  new DomainError(code, message, status);

const entryNotFound = () =>
  refuse(ErrorCode.waitingListEntryNotFound, 'No such waiting-list entry', 404);

/** Places neither held by a child nor by an open offer; below zero once an organizer went over. */
export function freePlaces(state: StageEnrollments): number {
  return state.stage ? state.stage.maxChildren - state.taken - state.held : 0;
}

/** Whether any family is still waiting for its turn. */
export function someoneWaiting(state: StageEnrollments): boolean {
  for (const entry of state.waitingList.values()) if (entry.status === 'waiting') return true;
  return false;
}

/** The entry holding one of these children, waiting or with an open offer; null when none. */
function activeEntryOf(state: StageEnrollments, childIds: readonly string[]) {
  for (const [entryId, entry] of state.waitingList) {
    if (entry.status !== 'waiting' && entry.status !== 'offered') continue;
    if (entry.childIds.some((childId) => childIds.includes(childId))) return entryId;
  }
  return null;
}

export function holdsPlace(state: StageEnrollments, childId: string): boolean {
  for (const each of state.enrollments.values()) {
    if (each.childId === childId && (each.status === 'pending' || each.status === 'accepted')) {
      return true;
    }
  }
  return false;
}

/** A child waiting or offered a place may not also register directly: the family answers its entry. */
export function assertNotWaiting(state: StageEnrollments, childId: string) {
  if (activeEntryOf(state, [childId]) !== null) {
    throw refuse(
      ErrorCode.waitingListAlreadyWaiting,
      'The child is on the waiting list: answer its offer, or leave the list first',
    );
  }
}

/**
 * The entries still waiting, in the order places are offered: the time they joined, except that
 * with `siblingsFirst` a family already holding a place on the stage (a pending or accepted
 * enrollment) goes ahead of those that do not.
 */
export function waitingOrder(state: StageEnrollments): [string, WaitingEntry][] {
  const waiting = [...state.waitingList].filter(([, entry]) => entry.status === 'waiting');
  if (waiting.length === 0) return waiting;
  const holding = new Set<string>();
  if (state.stage?.siblingsFirst) {
    for (const each of state.enrollments.values()) {
      if (each.status === 'pending' || each.status === 'accepted') {
        holding.add(each.primaryParentId);
      }
    }
  }
  const rank = (entry: WaitingEntry) => (holding.has(entry.primaryParentId) ? 0 : 1);
  return waiting.sort(([, a], [, b]) => rank(a) - rank(b) || a.joinOrder - b.joinOrder);
}

/** Whether the stage still takes families on its own: open, and before its deadline. */
function offersOnItsOwn(stage: StageTerms | null, now: Date): stage is StageTerms {
  return (
    stage !== null &&
    !stage.deleted &&
    stage.visible &&
    !stage.moderated &&
    now <= new Date(stage.registrationDeadline)
  );
}

const offer = (
  state: StageEnrollments,
  entryId: string,
  entry: WaitingEntry,
  now: Date,
  outOfOrder: boolean,
  by: string | null,
): UnlinkedDecision => ({
  type: 'WaitingListOffered',
  data: {
    ...decidedBy(state.stage, { by, now }),
    entryId,
    places: entry.childIds.length,
    expiresAt: new Date(now.getTime() + (state.stage?.offerHours ?? 0) * HOUR_MS).toISOString(),
    outOfOrder,
  },
});

/**
 * The offers the free places call for, in the list's order: an entry is offered only when all
 * its children fit; one that does not keeps its rank while later ones that fit are offered.
 * Made by the platform, and only while the stage takes registrations: after its deadline, only
 * its organizer offers.
 */
export function offersDue(state: StageEnrollments, now: Date): UnlinkedDecision[] {
  let free = freePlaces(state);
  if (free <= 0 || !offersOnItsOwn(state.stage, now)) return [];
  const offers: UnlinkedDecision[] = [];
  for (const [entryId, entry] of waitingOrder(state)) {
    if (free <= 0) break;
    if (entry.childIds.length > free) continue;
    offers.push(offer(state, entryId, entry, now, false, null));
    free -= entry.childIds.length;
  }
  return offers;
}

/** When the family is reminded: with a quarter of the offer's time left. */
export function reminderDue(entry: WaitingEntry): Date | null {
  if (!entry.offeredAt || !entry.offerExpiresAt) return null;
  const offered = Date.parse(entry.offeredAt);
  const expires = Date.parse(entry.offerExpiresAt);
  return new Date(offered + (expires - offered) * 0.75);
}

function entryOf(state: StageEnrollments, entryId: string): WaitingEntry {
  const entry = state.waitingList.get(entryId);
  if (!entry) throw entryNotFound();
  return entry;
}

/** The family's own entry, or not found: another family's entry is not theirs to answer. */
function familyEntry(state: StageEnrollments, entryId: string, primaryParentId: string) {
  const entry = entryOf(state, entryId);
  if (entry.primaryParentId !== primaryParentId) throw entryNotFound();
  return entry;
}

/** The organizer's entry, or not found: another organization's stage is not theirs. */
function organizerEntry(state: StageEnrollments, entryId: string, organizationId: string) {
  if (!state.stage || state.stage.organizationId !== organizationId) throw entryNotFound();
  return entryOf(state, entryId);
}

const releasedBy = (entry: WaitingEntry) =>
  entry.status === 'offered' ? entry.childIds.length : 0;

function assertOpen(entry: WaitingEntry) {
  if (entry.status !== 'waiting' && entry.status !== 'offered') {
    throw refuse(ErrorCode.waitingListEntryClosed, `The entry is ${entry.status}`);
  }
}

function assertJoinable(
  state: StageEnrollments,
  command: Extract<WaitingListCommand, { type: 'JoinWaitingList' }>,
): StageTerms {
  const { stage } = state;
  if (!stage) throw refuse(ErrorCode.stageNotFound, 'No such stage', 404);
  if (stage.deleted || !stage.visible || stage.moderated || command.now >= new Date(stage.endsAt)) {
    throw refuse(ErrorCode.stageNotOpen, 'This stage takes no registrations');
  }
  if (command.now > new Date(stage.registrationDeadline)) {
    throw refuse(ErrorCode.stageDeadlinePassed, 'Too late to register');
  }
  if (!stage.waitingList) {
    throw refuse(ErrorCode.waitingListClosed, 'The organizer keeps no waiting list for this stage');
  }
  const childIds = command.children.map((child) => child.childId);
  if (childIds.length === 0 || childIds.length > WAITING_LIST_MAX_CHILDREN) {
    throw refuse(ErrorCode.requestInvalid, 'One to ten children an entry', 400);
  }
  if (new Set(childIds).size !== childIds.length) {
    throw refuse(ErrorCode.requestInvalid, 'Each child once', 400);
  }
  const firstDay = brusselsDay(stage.startsAt);
  for (const child of command.children) {
    const age = ageOn(child.birthDate, firstDay);
    if (age < stage.minAge || age > stage.maxAge) {
      throw refuse(
        ErrorCode.enrollmentAgeOutOfRange,
        `A child is ${age} on the first day; the stage takes ${stage.minAge} to ${stage.maxAge}`,
        422,
      );
    }
  }
  if (childIds.some((childId) => holdsPlace(state, childId))) {
    throw refuse(ErrorCode.enrollmentAlreadyEnrolled, 'A child is already registered');
  }
  if (activeEntryOf(state, childIds) !== null) {
    throw refuse(ErrorCode.waitingListAlreadyWaiting, 'A child already waits for this stage');
  }
  if (!someoneWaiting(state) && freePlaces(state) >= childIds.length) {
    throw refuse(
      ErrorCode.waitingListPlacesAvailable,
      'There are places for every child: register them instead',
    );
  }
  return stage;
}

/**
 * What a waiting-list command decides, before it is linked into the chain: the offers that
 * follow from it (places given back) are the caller's to add.
 */
export function waitingListDecisions(
  command: WaitingListCommand,
  state: StageEnrollments,
): UnlinkedDecision[] {
  const common = decidedBy(state.stage, command);
  switch (command.type) {
    case 'JoinWaitingList': {
      assertJoinable(state, command);
      return [
        {
          type: 'WaitingListJoined',
          data: {
            ...common,
            entryId: command.entryId,
            childIds: command.children.map((child) => child.childId),
            primaryParentId: command.primaryParentId,
          },
        },
      ];
    }
    case 'LeaveWaitingList': {
      const entry = familyEntry(state, command.entryId, command.primaryParentId);
      assertOpen(entry);
      const data = { ...common, entryId: command.entryId, releasedPlaces: releasedBy(entry) };
      return [{ type: 'WaitingListLeft', data }];
    }
    case 'RemoveFromWaitingList': {
      const entry = organizerEntry(state, command.entryId, command.organizationId);
      assertOpen(entry);
      const data = { ...common, entryId: command.entryId, releasedPlaces: releasedBy(entry) };
      return [{ type: 'WaitingListRemoved', data }];
    }
    case 'DeclineOffer': {
      const entry = familyEntry(state, command.entryId, command.primaryParentId);
      if (entry.status !== 'offered') throw refuse(ErrorCode.waitingListNoOffer, 'No open offer');
      const data = { ...common, entryId: command.entryId, places: entry.childIds.length };
      return [{ type: 'WaitingListOfferDeclined', data }];
    }
    case 'AcceptOffer':
      return accepted(command, state, common);
    case 'OfferOutOfOrder': {
      const entry = organizerEntry(state, command.entryId, command.organizationId);
      if (entry.status !== 'waiting') {
        throw refuse(ErrorCode.waitingListNotWaiting, `The entry is ${entry.status}`);
      }
      const { stage } = state;
      if (!stage || stage.deleted || command.now >= new Date(stage.endsAt)) {
        throw refuse(ErrorCode.stageNotOpen, 'This stage takes no registrations');
      }
      return [offer(state, command.entryId, entry, command.now, true, command.by)];
    }
    case 'SweepWaitingList':
      return swept(state, command.now);
  }
}

/** Each child of the entry gets a pending enrollment in a place the offer held. */
function accepted(
  command: Extract<WaitingListCommand, { type: 'AcceptOffer' }>,
  state: StageEnrollments,
  common: { stageId: string; decidedBy: string | null; decidedAt: string },
): UnlinkedDecision[] {
  const entry = familyEntry(state, command.entryId, command.primaryParentId);
  if (entry.status === 'expired' || (entry.status === 'offered' && isPast(entry, command.now))) {
    throw refuse(ErrorCode.waitingListOfferExpired, 'The offer ran out: the places went on');
  }
  if (entry.status !== 'offered') throw refuse(ErrorCode.waitingListNoOffer, 'No open offer');
  const { stage } = state;
  if (!stage || stage.deleted || command.now >= new Date(stage.endsAt)) {
    throw refuse(ErrorCode.stageNotOpen, 'This stage takes no registrations');
  }
  const choice = command.choice ?? NO_CHOICE;
  const before = familyPlaces(state, entry.primaryParentId);
  // Brothers and sisters taking an offer together register in the entry's order.
  const prices = entry.childIds.map((_, index) =>
    placePrice(state, stage, choice, before + index, entry.childIds.length),
  );
  const total = prices.reduce((sum, lines) => sum + totalCents(lines), 0);
  if (command.confirmedPriceCents !== total) {
    throw refuse(ErrorCode.enrollmentPriceChanged, 'The price is not the one confirmed');
  }
  if (entry.childIds.some((childId) => holdsPlace(state, childId))) {
    throw refuse(ErrorCode.enrollmentAlreadyEnrolled, 'A child is already registered');
  }
  if (command.enrollmentIds.length !== entry.childIds.length) {
    throw new Error('An accepted offer needs one enrollment id a child');
  }
  return [
    {
      type: 'WaitingListOfferAccepted',
      data: { ...common, entryId: command.entryId, enrollmentIds: [...command.enrollmentIds] },
    },
    ...entry.childIds.map((childId, index): UnlinkedDecision => ({
      type: 'EnrollmentRequested',
      data: {
        ...common,
        enrollmentId: command.enrollmentIds[index]!,
        childId,
        primaryParentId: entry.primaryParentId,
        priceCents: totalCents(prices[index]!),
        lines: prices[index]!,
        reducedPrice: reducedPriceAsked(choice, stage),
      },
    })),
  ];
}

const isPast = (entry: WaitingEntry, now: Date) =>
  entry.offerExpiresAt !== null && now >= new Date(entry.offerExpiresAt);

/** The platform's round: offers past their deadline expire, families near theirs are reminded. */
function swept(state: StageEnrollments, now: Date): UnlinkedDecision[] {
  const decisions: UnlinkedDecision[] = [];
  for (const [entryId, entry] of state.waitingList) {
    if (entry.status !== 'offered') continue;
    if (isPast(entry, now)) {
      decisions.push({
        type: 'WaitingListOfferExpired',
        data: {
          ...decidedBy(state.stage, { by: null, now }),
          entryId,
          places: entry.childIds.length,
        },
      });
    } else if (!entry.reminded && now >= reminderDue(entry)!) {
      decisions.push({
        type: 'WaitingListOfferReminded',
        data: { stageId: state.stage?.stageId ?? '', entryId, expiresAt: entry.offerExpiresAt! },
      });
    }
  }
  return decisions;
}
