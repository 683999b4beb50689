import {
  canonicalJson,
  chargesLocked,
  ErrorCode,
  FieldErrorCode,
  NO_OPTION_TAKERS,
  optionsGivenBack,
  optionsTaken,
  stageChargesProblems,
  stageScheduleProblems,
  type OptionTakers,
  type StageCharges,
  type StageCreatedData,
  type StageDetails,
  type StageStreamEvent,
} from '@stages/contracts';
import type { Aggregate } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';

/**
 * Everything recorded about a stage, folded from its own stream: what the rules decide on and
 * what every view of the stage shows.
 */
export interface Stage extends StageCreatedData {
  /** Hidden by an administrator: the organizer cannot show it again. */
  readonly moderated: boolean;
  /**
   * Why the administrator took it down, for its organizer; null when it is not taken down, or
   * was before reasons were asked.
   */
  readonly moderationReason: string | null;
  /** Children holding a place; enrollments move it. */
  readonly registered: number;
  /** Places held by the waiting list's offers not yet answered. */
  readonly held: number;
  /** Families on the waiting list still waiting for an offer. */
  readonly waiting: number;
  /** Enrollments ever accepted: each has a bill, which must keep its stage. */
  readonly billed: number;
  /** The options the registrations holding a place took. */
  readonly optionTakers: OptionTakers;
}

type LiveStage = { readonly status: 'created' } & Stage;

export type StageState =
  { readonly status: 'none' } | LiveStage | ({ readonly status: 'deleted' } & Stage);

/** Who acts on a stage: its organization, or an administrator moderating the catalogue. */
export type StageActor =
  | { readonly kind: 'organization'; readonly organizationId: string }
  | { readonly kind: 'administrator' };

export type StageCommand =
  | { readonly type: 'CreateStage'; readonly stage: StageCreatedData }
  | {
      readonly type: 'ChangeStageDetails';
      readonly stageId: string;
      readonly details: StageDetails;
      /** The price the form still shows; it must not differ from the one recorded. */
      readonly costCents?: number | undefined;
      /** What the stage charges beside its price; unchanged when the form did not send it. */
      readonly charges?: StageCharges | undefined;
      readonly by: StageActor;
      readonly now: Date;
    }
  | {
      readonly type: 'SetStageVisibility';
      readonly visible: boolean;
      readonly by: StageActor;
    }
  | {
      readonly type: 'ModerateStage';
      readonly hidden: boolean;
      /** Required to take the stage down; not kept when giving it back. */
      readonly reason: string | null;
      readonly by: StageActor;
    }
  | { readonly type: 'DeleteStage'; readonly by: StageActor };

/** The same rule the forms apply, so an event never records a contradictory schedule. */
function assertCoherent(stage: StageDetails) {
  const problems = stageScheduleProblems({
    starts_at: stage.startsAt,
    ends_at: stage.endsAt,
    registration_deadline: stage.registrationDeadline,
    min_age: stage.minAge,
    max_age: stage.maxAge,
    activity_start: stage.activityStart,
    activity_end: stage.activityEnd,
    daycare_start: stage.daycareStart,
    daycare_end: stage.daycareEnd,
    effective_days: stage.effectiveDays,
  });
  const [first] = Object.values(problems);
  if (first) {
    throw new DomainError(
      first,
      'The dates, days of activity, ages or hours contradict each other',
      422,
      problems,
    );
  }
}

/** As the schedule: the social price below the price, discounts no larger than it. */
function assertChargesCoherent(costCents: number, charges: StageCharges) {
  const problems = stageChargesProblems(costCents, charges);
  const [first] = Object.values(problems);
  if (first) {
    throw new DomainError(
      first,
      'The social price or the discounts contradict the price',
      422,
      problems,
    );
  }
}

/**
 * Once charges are locked, the options already offered stay as they are but for their capacity,
 * which never goes below their takers; new options may follow them.
 */
function assertChargesChangeAllowed(stage: Stage, charges: StageCharges) {
  for (const option of charges.options) {
    const taken = stage.optionTakers.byOption.get(option.id) ?? 0;
    if (option.max !== null && option.max < taken) {
      throw new DomainError(
        ErrorCode.stageOptionBelowTakers,
        `${taken} children took the option "${option.label}"`,
        409,
      );
    }
  }
  if (!chargesLocked(stage)) return;
  const capacityAside = (options: StageCharges['options']) =>
    options.map((option) => ({ ...option, max: null }));
  const kept = charges.options.slice(0, stage.options.length);
  const before = { ...chargesOf(stage), options: capacityAside(stage.options) };
  const after = { ...charges, options: capacityAside(kept) };
  if (canonicalJson(before) !== canonicalJson(after)) {
    throw new DomainError(
      ErrorCode.stageCostLocked,
      'Families hold places at these prices: only new options may be added',
      409,
    );
  }
}

const chargesOf = (stage: StageCharges): StageCharges => ({
  reducedCostCents: stage.reducedCostCents,
  reducedPricePolicy: stage.reducedPricePolicy,
  siblingDiscounts: stage.siblingDiscounts,
  options: stage.options,
});

/** The stage, unless it was never created or was deleted (404). */
export function liveStage(state: StageState): LiveStage {
  if (state.status !== 'created') {
    throw new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);
  }
  return state;
}

/** Only the owning organization edits, shows, hides or deletes its stage. */
function assertOwner(stage: LiveStage, by: StageActor) {
  if (by.kind === 'organization' && by.organizationId === stage.organizationId) return;
  throw new DomainError(ErrorCode.stageNotOwner, 'This stage belongs to another organization', 403);
}

export function decideStage(command: StageCommand, state: StageState): StageStreamEvent[] {
  if (command.type === 'CreateStage') {
    const { stage } = command;
    if (state.status !== 'none') {
      throw new DomainError(ErrorCode.stageAlreadyExists, `Stage ${stage.stageId} already exists`);
    }
    assertCoherent(stage);
    assertChargesCoherent(stage.costCents, stage);
    return [{ type: 'StageCreated', data: stage }];
  }
  const stage = liveStage(state);
  switch (command.type) {
    case 'ChangeStageDetails': {
      assertOwner(stage, command.by);
      if (command.now.getTime() > Date.parse(stage.endsAt)) {
        throw new DomainError(ErrorCode.stageEnded, 'This stage has ended', 409);
      }
      if (command.costCents !== undefined && command.costCents !== stage.costCents) {
        throw new DomainError(ErrorCode.stageCostLocked, 'The price cannot change', 422);
      }
      if (command.details.maxChildren < stage.registered + stage.held) {
        throw new DomainError(
          ErrorCode.stagePlacesBelowRegistered,
          stage.held > 0
            ? `${stage.registered} children are registered and ${stage.held} places offered`
            : `${stage.registered} children are already registered`,
          409,
        );
      }
      assertCoherent(command.details);
      const events: StageStreamEvent[] = [
        { type: 'StageDetailsChanged', data: { stageId: stage.stageId, ...command.details } },
      ];
      const { charges } = command;
      if (charges && canonicalJson(charges) !== canonicalJson(chargesOf(stage))) {
        assertChargesCoherent(stage.costCents, charges);
        assertChargesChangeAllowed(stage, charges);
        events.push({ type: 'StagePricingChanged', data: { stageId: stage.stageId, ...charges } });
      }
      return events;
    }
    case 'SetStageVisibility': {
      assertOwner(stage, command.by);
      if (command.visible && stage.moderated) {
        throw new DomainError(
          ErrorCode.stageModerated,
          'An administrator hid this stage; it cannot be shown again',
          403,
        );
      }
      if (stage.visible === command.visible) return [];
      const data = { stageId: stage.stageId, visible: command.visible };
      return [{ type: 'StageVisibilityChanged', data }];
    }
    case 'ModerateStage': {
      if (command.by.kind !== 'administrator') {
        throw new DomainError(ErrorCode.wrongRole, 'Only administrators moderate stages', 403);
      }
      const reason = command.hidden ? command.reason?.trim() || null : null;
      if (command.hidden && reason === null) {
        // As the API's schema answers a request without one.
        throw new DomainError(ErrorCode.fillAllFields, 'Say why the stage is taken down', 400, {
          reason: FieldErrorCode.required,
        });
      }
      // Taken down again for another reason, the organizer reads the new one.
      if (stage.moderated === command.hidden && stage.moderationReason === reason) return [];
      const data = { stageId: stage.stageId, hidden: command.hidden, reason };
      return [{ type: 'StageModerated', data }];
    }
    case 'DeleteStage': {
      assertOwner(stage, command.by);
      if (stage.registered > 0 || stage.billed > 0) {
        throw new DomainError(
          ErrorCode.stageHasRegistrations,
          stage.registered > 0
            ? 'Children are registered: hide the stage instead'
            : 'Its bills refer to it: hide the stage instead',
          409,
        );
      }
      return [{ type: 'StageDeleted', data: { stageId: stage.stageId } }];
    }
  }
}

export function evolveStage(state: StageState, event: StageStreamEvent): StageState {
  if (event.type === 'StageCreated') {
    return {
      status: 'created',
      ...event.data,
      moderated: false,
      moderationReason: null,
      registered: 0,
      held: 0,
      waiting: 0,
      billed: 0,
      optionTakers: NO_OPTION_TAKERS,
    };
  }
  if (state.status === 'none') return state;
  switch (event.type) {
    case 'StageDetailsChanged':
    case 'StagePricingChanged':
      return { ...state, ...event.data };
    case 'StageVisibilityChanged':
      return { ...state, visible: event.data.visible };
    case 'StageModerated':
      return {
        ...state,
        moderated: event.data.hidden,
        moderationReason: event.data.hidden ? event.data.reason : null,
      };
    case 'StageDeleted':
      return { ...state, status: 'deleted' };
    // A request takes a place; a rejection or an unenrollment gives it back.
    case 'EnrollmentRequested':
      return {
        ...state,
        registered: state.registered + 1,
        optionTakers: optionsTaken(state.optionTakers, event.data.enrollmentId, event.data.lines),
      };
    case 'EnrollmentRejected':
    case 'EnrollmentCancelled':
      return {
        ...state,
        registered: state.registered - 1,
        optionTakers: optionsGivenBack(state.optionTakers, event.data.enrollmentId),
      };
    case 'EnrollmentAccepted':
      return { ...state, billed: state.billed + 1 };
    // An offer holds places until it is answered; taken, they become registrations.
    case 'WaitingListJoined':
      return { ...state, waiting: state.waiting + 1 };
    case 'WaitingListOffered':
      return { ...state, held: state.held + event.data.places, waiting: state.waiting - 1 };
    case 'WaitingListOfferAccepted':
      return { ...state, held: state.held - event.data.enrollmentIds.length };
    case 'WaitingListOfferDeclined':
    case 'WaitingListOfferExpired':
      return { ...state, held: state.held - event.data.places };
    // An entry that held no offer was still waiting.
    case 'WaitingListLeft':
    case 'WaitingListRemoved': {
      const { releasedPlaces } = event.data;
      return {
        ...state,
        held: state.held - releasedPlaces,
        waiting: releasedPlaces === 0 ? state.waiting - 1 : state.waiting,
      };
    }
    default:
      return state; // recorded by a newer version of the product
  }
}

export const stageAggregate: Aggregate<StageState, StageCommand, StageStreamEvent> = {
  initial: { status: 'none' },
  decide: decideStage,
  evolve: evolveStage,
};
