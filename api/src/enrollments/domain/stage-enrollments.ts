import {
  ageOn,
  brusselsDay,
  ErrorCode,
  FIRST_LINK,
  NO_OPTION_TAKERS,
  optionsGivenBack,
  optionsTaken,
  totalCents,
  type EnrollmentEventType,
  type EventMetadata,
  type OptionTakers,
  type PriceLine,
  type StageCharges,
  type StageStreamEvent,
} from '@stages/contracts';
import type { Aggregate } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';
import {
  decidedBy,
  linkedInOrder,
  type Unlinked,
  type UnlinkedDecision,
} from './decision-chain.js';
import { decideAttendance, type AttendanceCommand } from './attendance.js';
import { decidePayment, type PaymentCommand } from './payment-decisions.js';
import { enrollmentAlreadyDecided, enrollmentNotFound } from './enrollment-refusals.js';
import {
  familyPlaces,
  NO_CHOICE,
  optionIdsOf,
  placePrice,
  reducedPriceAsked,
  stageLineOnly,
  type PlaceChoice,
  type ReducedPriceStanding,
} from './place-price.js';
import {
  assertNotWaiting,
  freePlaces,
  holdsPlace,
  offersDue,
  someoneWaiting,
  waitingListDecisions,
  type WaitingEntry,
  type WaitingListCommand,
  type WaitingStatus,
} from './waiting-list.js';

export type EnrollmentStatus = 'pending' | 'accepted' | 'rejected' | 'cancelled';

export interface EnrollmentRecord {
  readonly childId: string;
  readonly primaryParentId: string;
  readonly status: EnrollmentStatus;
  /** What the family pays: the total of `lines`. */
  readonly priceCents: number;
  readonly lines: readonly PriceLine[];
  readonly reducedPrice: ReducedPriceStanding;
  /** The family's children holding a place on the stage when it registered this one. */
  readonly siblingsBefore: number;
  /** The Belgian day it was accepted, which is the day its bill was issued. */
  readonly acceptedOn: string | null;
  readonly paidOn: string | null;
  /** The Stripe checkout that paid the bill, when it was paid online. */
  readonly paidByCheckout: string | null;
  readonly refundedOn: string | null;
}

/** What registering and deciding need to know of the stage. */
export interface StageTerms extends StageCharges {
  readonly stageId: string;
  /** What the stage's line of a price is called. */
  readonly name: string;
  readonly organizationId: string;
  readonly deleted: boolean;
  readonly visible: boolean;
  readonly moderated: boolean;
  readonly startsAt: string;
  readonly endsAt: string;
  readonly registrationDeadline: string;
  readonly maxChildren: number;
  readonly minAge: number;
  readonly maxAge: number;
  readonly costCents: number;
  readonly waitingList: boolean;
  readonly offerHours: number;
  readonly siblingsFirst: boolean;
}

/**
 * A stage's enrollments and waiting list, folded from the stage's own stream, where every
 * decision is appended: the places are counted on the stream itself, so two requests for the
 * last place cannot both get it (the second append finds the stream moved and decides again).
 */
export interface StageEnrollments {
  readonly stage: StageTerms | null;
  readonly enrollments: ReadonlyMap<string, EnrollmentRecord>;
  /** Pending and accepted enrollments: the places taken. */
  readonly taken: number;
  /** Every entry of the waiting list, by id, whatever became of it. */
  readonly waitingList: ReadonlyMap<string, WaitingEntry>;
  /** Places held by offers the families have not answered yet. */
  readonly held: number;
  /** The options the registrations holding a place took. */
  readonly optionTakers: OptionTakers;
  /** The hash of the stage's last decision, which the next one links to. */
  readonly lastLink: string;
}

export interface Decider {
  /** The deciding user; null for the platform itself. */
  readonly by: string | null;
  readonly now: Date;
}

export type EnrollmentCommand =
  | ({
      readonly type: 'RequestEnrollment';
      readonly enrollmentId: string;
      readonly childId: string;
      readonly primaryParentId: string;
      /** `YYYY-MM-DD`: the child's age on the stage's first day must be within its ages. */
      readonly childBirthDate: string;
      /** The total of the lines the family read; it must be the one recorded. */
      readonly confirmedPriceCents: number;
      readonly choice?: PlaceChoice;
    } & Decider)
  | ({
      readonly type: 'AcceptEnrollment' | 'RejectEnrollment';
      readonly enrollmentId: string;
      /** The deciding organizer's organization, which must own the stage. */
      readonly organizationId: string;
      readonly reasonGiven?: boolean;
      /**
       * Accepting: whether the social price is granted. Required when the family asked for it
       * on a stage where the organizer decides; granting it unasked lowers the price.
       */
      readonly reducedPrice?: boolean | undefined;
    } & Decider)
  | ({ readonly type: 'CancelEnrollment'; readonly enrollmentId: string } & Decider)
  | PaymentCommand
  | WaitingListCommand
  | AttendanceCommand
  | ({
      /** The organizer registers a child for a parent (by telephone, on paper): accepted at once. */
      readonly type: 'RegisterOnBehalf';
      readonly enrollmentId: string;
      readonly childId: string;
      readonly primaryParentId: string;
      readonly childBirthDate: string;
      /** The registering organizer's organization, which must own the stage. */
      readonly organizationId: string;
      /** The options taken, and the social price the organizer grants. */
      readonly choice?: PlaceChoice;
    } & Decider);

/**
 * The commands that may give places back or put a family in the queue: what they decide is
 * followed, in the same append, by the offers the free places then call for.
 */
const OFFERING = new Set<EnrollmentCommand['type']>([
  'RejectEnrollment',
  'CancelEnrollment',
  'JoinWaitingList',
  'LeaveWaitingList',
  'DeclineOffer',
  'RemoveFromWaitingList',
  'SweepWaitingList',
]);

const refuse = (code: ErrorCode, message: string, status: DomainError['status'] = 409) =>
  new DomainError(code, message, status);

function openStage(state: StageEnrollments, now: Date): StageTerms {
  const { stage } = state;
  if (!stage) throw refuse(ErrorCode.stageNotFound, 'No such stage', 404);
  if (stage.deleted || !stage.visible || stage.moderated || now >= new Date(stage.endsAt)) {
    throw refuse(ErrorCode.stageNotOpen, 'This stage takes no registrations');
  }
  return stage;
}

function enrollment(state: StageEnrollments, enrollmentId: string): EnrollmentRecord {
  const found = state.enrollments.get(enrollmentId);
  if (!found) throw enrollmentNotFound();
  return found;
}

type Common = {
  stageId: string;
  enrollmentId: string;
  decidedBy: string | null;
  decidedAt: string;
};

/**
 * A place taken for the child, at the price of the family's choice, if the child may have one.
 * A parent finds no place while families wait for one; the organizer registering a child
 * decides alone, and grants the social price.
 */
function requested(
  state: StageEnrollments,
  command: Extract<EnrollmentCommand, { type: 'RequestEnrollment' | 'RegisterOnBehalf' }>,
  stage: StageTerms,
  common: Common,
): UnlinkedDecision {
  const age = ageOn(command.childBirthDate, brusselsDay(stage.startsAt));
  if (age < stage.minAge || age > stage.maxAge) {
    throw refuse(
      ErrorCode.enrollmentAgeOutOfRange,
      `The child is ${age} on the first day; the stage takes ${stage.minAge} to ${stage.maxAge}`,
      422,
    );
  }
  if (holdsPlace(state, command.childId)) {
    throw refuse(ErrorCode.enrollmentAlreadyEnrolled, 'The child is already registered');
  }
  const byFamily = command.type === 'RequestEnrollment';
  if (byFamily) assertNotWaiting(state, command.childId);
  if (freePlaces(state) <= 0 || (byFamily && someoneWaiting(state))) {
    throw refuse(ErrorCode.stageFull, 'This stage is full');
  }
  const choice = command.choice ?? NO_CHOICE;
  const before = stage.siblingDiscounts ? familyPlaces(state, command.primaryParentId) : 0;
  const lines = placePrice(state, stage, choice, before);
  const priceCents = totalCents(lines);
  if (byFamily && command.confirmedPriceCents !== priceCents) {
    throw refuse(ErrorCode.enrollmentPriceChanged, 'The price is not the one confirmed');
  }
  return {
    type: 'EnrollmentRequested',
    data: {
      ...common,
      childId: command.childId,
      primaryParentId: command.primaryParentId,
      priceCents,
      lines,
      reducedPrice: byFamily || !choice.reducedPrice ? reducedPriceAsked(choice, stage) : 'granted',
    },
  };
}

/**
 * What accepting decides on the social price: granted or refused where the family asked for
 * it, granted unasked if the organizer says so. `price` when that changes what the bill charges.
 */
function acceptance(
  command: Extract<EnrollmentCommand, { type: 'AcceptEnrollment' | 'RejectEnrollment' }>,
  found: EnrollmentRecord,
  state: StageEnrollments,
  stage: StageTerms,
) {
  const asked = found.reducedPrice === 'asked';
  if (asked && command.reducedPrice === undefined) {
    throw new DomainError(
      ErrorCode.enrollmentReducedPriceUndecided,
      'The family asked for the social price: grant or refuse it',
      422,
      { reduced_price: ErrorCode.enrollmentReducedPriceUndecided },
    );
  }
  const grantsUnasked = found.reducedPrice === 'none' && command.reducedPrice === true;
  if (!asked && !grantsUnasked) return {};
  const granted = command.reducedPrice === true;
  if (asked && granted) return { reducedPrice: 'granted' as const };
  // The stage's charges are locked since the registration: its price is computed again as then.
  const lines = placePrice(
    { ...state, optionTakers: NO_OPTION_TAKERS },
    stage,
    { optionIds: optionIdsOf(found.lines), reducedPrice: granted },
    found.siblingsBefore,
  );
  return {
    reducedPrice: granted ? ('granted' as const) : ('refused' as const),
    price: { priceCents: totalCents(lines), lines },
  };
}

/** What the command decides, before its decisions are linked into the stage's chain. */
function decisionsOf(command: EnrollmentCommand, state: StageEnrollments): Unlinked[] {
  switch (command.type) {
    case 'RequestEnrollment':
    case 'RegisterOnBehalf':
    case 'AcceptEnrollment':
    case 'RejectEnrollment':
    case 'CancelEnrollment':
      return enrollmentDecisions(command, state, {
        ...decidedBy(state.stage, command),
        enrollmentId: command.enrollmentId,
      });
    case 'RecordPayment':
    case 'RecordRefund':
    case 'RecordOnlinePayment':
    case 'RecordOnlineRefund':
    case 'RecordStatementPayments':
      return decidePayment(command, state);
    case 'RecordAttendance':
      return decideAttendance(command, state);
    default:
      return waitingListDecisions(command, state);
  }
}

function enrollmentDecisions(
  command: Extract<
    EnrollmentCommand,
    {
      type:
        | 'RequestEnrollment'
        | 'RegisterOnBehalf'
        | 'AcceptEnrollment'
        | 'RejectEnrollment'
        | 'CancelEnrollment';
    }
  >,
  state: StageEnrollments,
  common: Common,
): UnlinkedDecision[] {
  switch (command.type) {
    case 'RequestEnrollment': {
      const stage = openStage(state, command.now);
      if (command.now > new Date(stage.registrationDeadline)) {
        throw refuse(ErrorCode.stageDeadlinePassed, 'Too late to register');
      }
      return [requested(state, command, stage, common)];
    }
    case 'RegisterOnBehalf': {
      if (state.stage && state.stage.organizationId !== command.organizationId) {
        throw refuse(ErrorCode.stageNotFound, 'No such stage', 404);
      }
      // No deadline: it leaves the organizer time to prepare, and the organizer is the one
      // who decides to take a late child. A stage over or closed still takes nobody.
      const stage = openStage(state, command.now);
      return [
        requested(state, command, stage, common),
        { type: 'EnrollmentAccepted', data: common },
      ];
    }
    case 'AcceptEnrollment':
    case 'RejectEnrollment': {
      const stage = state.stage;
      const found = enrollment(state, command.enrollmentId);
      if (!stage || stage.organizationId !== command.organizationId) {
        throw enrollmentNotFound();
      }
      if (found.status !== 'pending') throw enrollmentAlreadyDecided(found.status);
      return command.type === 'AcceptEnrollment'
        ? [
            {
              type: 'EnrollmentAccepted',
              data: { ...common, ...acceptance(command, found, state, stage) },
            },
          ]
        : [
            {
              type: 'EnrollmentRejected',
              data: { ...common, reasonGiven: command.reasonGiven ?? false },
            },
          ];
    }
    case 'CancelEnrollment': {
      const found = enrollment(state, command.enrollmentId);
      if (found.primaryParentId !== command.by) {
        throw refuse(
          ErrorCode.enrollmentNotPrimaryParent,
          'Only the parent who registered the child may unenrol it',
          403,
        );
      }
      if (found.status !== 'pending' && found.status !== 'accepted') {
        throw refuse(ErrorCode.enrollmentNotActive, `The enrollment is ${found.status}`);
      }
      if (state.stage && command.now >= new Date(state.stage.startsAt)) {
        throw refuse(ErrorCode.enrollmentStageStarted, 'The stage has started');
      }
      return [{ type: 'EnrollmentCancelled', data: common }];
    }
  }
}

/**
 * `recorded`: the metadata the decisions will be appended with, which their links hash. A
 * command that gives places back is followed by the offers they call for, in the same append:
 * no registration can slip into a place the waiting list was owed.
 */
function decide(
  command: EnrollmentCommand,
  state: StageEnrollments,
  recorded: EventMetadata,
): StageStreamEvent[] {
  const events = linkedInOrder(state.lastLink, decisionsOf(command, state), recorded);
  if (!OFFERING.has(command.type)) return events;
  const after = events.reduce(evolve, state);
  return [...events, ...linkedInOrder(after.lastLink, offersDue(after, command.now), recorded)];
}

const settled: Partial<Record<EnrollmentEventType, EnrollmentStatus>> = {
  EnrollmentAccepted: 'accepted',
  EnrollmentRejected: 'rejected',
  EnrollmentCancelled: 'cancelled',
};

const closedBy: Partial<Record<StageStreamEvent['type'], WaitingStatus>> = {
  WaitingListOfferAccepted: 'accepted',
  WaitingListOfferDeclined: 'declined',
  WaitingListOfferExpired: 'expired',
  WaitingListLeft: 'left',
  WaitingListRemoved: 'removed',
};

function withEntry(
  state: StageEnrollments,
  entryId: string,
  change: (entry: WaitingEntry) => WaitingEntry,
): ReadonlyMap<string, WaitingEntry> {
  const current = state.waitingList.get(entryId);
  if (!current) return state.waitingList;
  const waitingList = new Map(state.waitingList);
  waitingList.set(entryId, change(current));
  return waitingList;
}

function evolve(state: StageEnrollments, event: StageStreamEvent): StageEnrollments {
  switch (event.type) {
    case 'StageCreated': {
      const { stageId, organizationId, visible, costCents } = event.data;
      return {
        ...state,
        stage: {
          ...terms(event.data),
          ...charges(event.data),
          stageId,
          organizationId,
          visible,
          costCents,
          deleted: false,
          moderated: false,
        },
      };
    }
    case 'StageDetailsChanged':
      return state.stage ? { ...state, stage: { ...state.stage, ...terms(event.data) } } : state;
    case 'StagePricingChanged':
      return state.stage ? { ...state, stage: { ...state.stage, ...charges(event.data) } } : state;
    case 'StageVisibilityChanged':
      return state.stage
        ? { ...state, stage: { ...state.stage, visible: event.data.visible } }
        : state;
    case 'StageModerated':
      return state.stage
        ? { ...state, stage: { ...state.stage, moderated: event.data.hidden } }
        : state;
    case 'StageDeleted':
      return state.stage ? { ...state, stage: { ...state.stage, deleted: true } } : state;
    case 'EnrollmentRequested': {
      const { data } = event;
      const enrollments = new Map(state.enrollments);
      enrollments.set(data.enrollmentId, {
        childId: data.childId,
        primaryParentId: data.primaryParentId,
        status: 'pending',
        priceCents: data.priceCents,
        lines: data.lines ?? stageLineOnly(data.priceCents),
        reducedPrice: data.reducedPrice ?? 'none',
        // Counted only where it prices something: it reads every enrollment of the stage.
        siblingsBefore: state.stage?.siblingDiscounts
          ? familyPlaces(state, data.primaryParentId)
          : 0,
        acceptedOn: null,
        paidOn: null,
        paidByCheckout: null,
        refundedOn: null,
      });
      return {
        ...state,
        enrollments,
        taken: state.taken + 1,
        optionTakers: optionsTaken(state.optionTakers, data.enrollmentId, data.lines),
        lastLink: data.link.hash,
      };
    }
    case 'EnrollmentAccepted':
    case 'EnrollmentRejected':
    case 'EnrollmentCancelled': {
      const current = state.enrollments.get(event.data.enrollmentId);
      const status = settled[event.type]!;
      const enrollments = new Map(state.enrollments);
      if (current) {
        const acceptedOn = status === 'accepted' ? brusselsDay(event.data.decidedAt) : null;
        const decided: Partial<Extract<StageStreamEvent, { type: 'EnrollmentAccepted' }>['data']> =
          event.type === 'EnrollmentAccepted' ? event.data : {};
        enrollments.set(event.data.enrollmentId, {
          ...current,
          status,
          acceptedOn: acceptedOn ?? current.acceptedOn,
          ...(decided.price ?? {}),
          reducedPrice: decided.reducedPrice ?? current.reducedPrice,
        });
      }
      const frees = status !== 'accepted';
      return {
        ...state,
        enrollments,
        taken: frees ? state.taken - 1 : state.taken,
        optionTakers: frees
          ? optionsGivenBack(state.optionTakers, event.data.enrollmentId)
          : state.optionTakers,
        lastLink: event.data.link.hash,
      };
    }
    case 'PaymentRecorded':
    case 'RefundRecorded': {
      const current = state.enrollments.get(event.data.enrollmentId);
      const enrollments = new Map(state.enrollments);
      if (current) {
        enrollments.set(
          event.data.enrollmentId,
          event.type === 'PaymentRecorded'
            ? {
                ...current,
                paidOn: event.data.paymentDate,
                paidByCheckout: event.data.online?.checkoutSessionId ?? null,
              }
            : { ...current, refundedOn: event.data.refundDate },
        );
      }
      return { ...state, enrollments, lastLink: event.data.link.hash };
    }
    case 'WaitingListJoined': {
      const waitingList = new Map(state.waitingList);
      waitingList.set(event.data.entryId, {
        childIds: event.data.childIds,
        primaryParentId: event.data.primaryParentId,
        joinOrder: state.waitingList.size,
        status: 'waiting',
        offeredAt: null,
        offerExpiresAt: null,
        reminded: false,
      });
      return { ...state, waitingList, lastLink: event.data.link.hash };
    }
    case 'WaitingListOffered': {
      const { entryId, decidedAt, expiresAt, places } = event.data;
      return {
        ...state,
        waitingList: withEntry(state, entryId, (entry) => ({
          ...entry,
          status: 'offered',
          offeredAt: decidedAt,
          offerExpiresAt: expiresAt,
          reminded: false,
        })),
        held: state.held + places,
        lastLink: event.data.link.hash,
      };
    }
    case 'WaitingListOfferReminded':
      return {
        ...state,
        waitingList: withEntry(state, event.data.entryId, (entry) => ({
          ...entry,
          reminded: true,
        })),
      };
    case 'AttendanceRecorded':
      return { ...state, lastLink: event.data.link.hash };
    case 'WaitingListOfferAccepted':
    case 'WaitingListOfferDeclined':
    case 'WaitingListOfferExpired':
    case 'WaitingListLeft':
    case 'WaitingListRemoved': {
      const released =
        event.type === 'WaitingListOfferAccepted'
          ? event.data.enrollmentIds.length
          : event.type === 'WaitingListLeft' || event.type === 'WaitingListRemoved'
            ? event.data.releasedPlaces
            : event.data.places;
      const status = closedBy[event.type]!;
      return {
        ...state,
        waitingList: withEntry(state, event.data.entryId, (entry) => ({ ...entry, status })),
        held: state.held - released,
        lastLink: event.data.link.hash,
      };
    }
  }
}

function terms(data: {
  name: string;
  startsAt: string;
  endsAt: string;
  registrationDeadline: string;
  maxChildren: number;
  minAge: number;
  maxAge: number;
  waitingList: boolean;
  offerHours: number;
  siblingsFirst: boolean;
}) {
  const { name, startsAt, endsAt, registrationDeadline, maxChildren, minAge, maxAge } = data;
  const { waitingList, offerHours, siblingsFirst } = data;
  return {
    name,
    startsAt,
    endsAt,
    registrationDeadline,
    maxChildren,
    minAge,
    maxAge,
    waitingList,
    offerHours,
    siblingsFirst,
  };
}

function charges(data: StageCharges): StageCharges {
  const { reducedCostCents, reducedPricePolicy, siblingDiscounts, options } = data;
  return { reducedCostCents, reducedPricePolicy, siblingDiscounts, options };
}

export const stageEnrollmentsAggregate: Aggregate<
  StageEnrollments,
  EnrollmentCommand,
  StageStreamEvent
> = {
  initial: {
    stage: null,
    enrollments: new Map(),
    taken: 0,
    waitingList: new Map(),
    held: 0,
    optionTakers: NO_OPTION_TAKERS,
    lastLink: FIRST_LINK,
  },
  decide,
  evolve,
};
