import {
  ageOn,
  brusselsDay,
  ErrorCode,
  FIRST_LINK,
  type EnrollmentEvent,
  type EnrollmentEventType,
  type EventMetadata,
  type StageEvent,
} from '@stages/contracts';
import type { Aggregate } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';
import { decided } from './decision-chain.js';
import { decidePayment, type PaymentCommand } from './payment-decisions.js';
import { enrollmentAlreadyDecided, enrollmentNotFound } from './enrollment-refusals.js';

export type EnrollmentStatus = 'pending' | 'accepted' | 'rejected' | 'cancelled';

export interface EnrollmentRecord {
  readonly childId: string;
  readonly primaryParentId: string;
  readonly status: EnrollmentStatus;
  readonly priceCents: number;
  /** The Belgian day it was accepted, which is the day its bill was issued. */
  readonly acceptedOn: string | null;
  readonly paidOn: string | null;
  readonly refundedOn: string | null;
}

/** What registering and deciding need to know of the stage. */
export interface StageTerms {
  readonly stageId: string;
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
}

/**
 * A stage's enrollments, folded from the stage's own stream, where every decision is appended:
 * the places are counted on the stream itself, so two requests for the last place cannot both
 * get it (the second append finds the stream moved and decides again).
 */
export interface StageEnrollments {
  readonly stage: StageTerms | null;
  readonly enrollments: ReadonlyMap<string, EnrollmentRecord>;
  /** Pending and accepted enrollments: the places taken. */
  readonly taken: number;
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
      readonly confirmedPriceCents: number;
    } & Decider)
  | ({
      readonly type: 'AcceptEnrollment' | 'RejectEnrollment';
      readonly enrollmentId: string;
      /** The deciding organizer's organization, which must own the stage. */
      readonly organizationId: string;
      readonly reasonGiven?: boolean;
    } & Decider)
  | ({ readonly type: 'CancelEnrollment'; readonly enrollmentId: string } & Decider)
  | PaymentCommand
  | ({
      /** The organizer registers a child for a parent (by telephone, on paper): accepted at once. */
      readonly type: 'RegisterOnBehalf';
      readonly enrollmentId: string;
      readonly childId: string;
      readonly primaryParentId: string;
      readonly childBirthDate: string;
      /** The registering organizer's organization, which must own the stage. */
      readonly organizationId: string;
    } & Decider);

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

/** A place taken for the child, at the stage's price, if the child may have one. */
function requested(
  state: StageEnrollments,
  command: Extract<EnrollmentCommand, { type: 'RequestEnrollment' | 'RegisterOnBehalf' }>,
  stage: StageTerms,
  common: { stageId: string; enrollmentId: string; decidedBy: string | null; decidedAt: string },
  recorded: EventMetadata,
): EnrollmentEvent {
  const age = ageOn(command.childBirthDate, brusselsDay(stage.startsAt));
  if (age < stage.minAge || age > stage.maxAge) {
    throw refuse(
      ErrorCode.enrollmentAgeOutOfRange,
      `The child is ${age} on the first day; the stage takes ${stage.minAge} to ${stage.maxAge}`,
      422,
    );
  }
  const holding = [...state.enrollments.values()].some(
    (each) =>
      each.childId === command.childId && (each.status === 'pending' || each.status === 'accepted'),
  );
  if (holding) {
    throw refuse(ErrorCode.enrollmentAlreadyEnrolled, 'The child is already registered');
  }
  if (state.taken >= stage.maxChildren) {
    throw refuse(ErrorCode.stageFull, 'This stage is full');
  }
  return decided(
    state.lastLink,
    {
      type: 'EnrollmentRequested',
      data: {
        ...common,
        childId: command.childId,
        primaryParentId: command.primaryParentId,
        priceCents: stage.costCents,
      },
    },
    recorded,
  );
}

/** `recorded`: the metadata the decisions will be appended with, which their links hash. */
function decide(
  command: EnrollmentCommand,
  state: StageEnrollments,
  recorded: EventMetadata,
): EnrollmentEvent[] {
  const common = {
    stageId: state.stage?.stageId ?? '',
    enrollmentId: command.enrollmentId,
    decidedBy: command.by,
    decidedAt: command.now.toISOString(),
  };
  switch (command.type) {
    case 'RequestEnrollment': {
      const stage = openStage(state, command.now);
      if (command.now > new Date(stage.registrationDeadline)) {
        throw refuse(ErrorCode.stageDeadlinePassed, 'Too late to register');
      }
      if (command.confirmedPriceCents !== stage.costCents) {
        throw refuse(ErrorCode.enrollmentPriceChanged, 'The price is not the one confirmed');
      }
      return [requested(state, command, stage, common, recorded)];
    }
    case 'RegisterOnBehalf': {
      if (state.stage && state.stage.organizationId !== command.organizationId) {
        throw refuse(ErrorCode.stageNotFound, 'No such stage', 404);
      }
      // No deadline: it leaves the organizer time to prepare, and the organizer is the one
      // who decides to take a late child. A stage over or closed still takes nobody.
      const stage = openStage(state, command.now);
      const request = requested(state, command, stage, common, recorded);
      const after = evolve(state, request);
      return [
        request,
        decided(after.lastLink, { type: 'EnrollmentAccepted', data: common }, recorded),
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
        ? [decided(state.lastLink, { type: 'EnrollmentAccepted', data: common }, recorded)]
        : [
            decided(
              state.lastLink,
              {
                type: 'EnrollmentRejected',
                data: { ...common, reasonGiven: command.reasonGiven ?? false },
              },
              recorded,
            ),
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
      return [decided(state.lastLink, { type: 'EnrollmentCancelled', data: common }, recorded)];
    }
    case 'RecordPayment':
    case 'RecordRefund':
    case 'RecordStatementPayments':
      return decidePayment(command, state, recorded);
  }
}

const settled: Partial<Record<EnrollmentEventType, EnrollmentStatus>> = {
  EnrollmentAccepted: 'accepted',
  EnrollmentRejected: 'rejected',
  EnrollmentCancelled: 'cancelled',
};

function evolve(state: StageEnrollments, event: StageEvent | EnrollmentEvent): StageEnrollments {
  switch (event.type) {
    case 'StageCreated': {
      const { stageId, organizationId, visible, costCents } = event.data;
      return {
        ...state,
        stage: {
          ...terms(event.data),
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
      const enrollments = new Map(state.enrollments);
      enrollments.set(event.data.enrollmentId, {
        childId: event.data.childId,
        primaryParentId: event.data.primaryParentId,
        status: 'pending',
        priceCents: event.data.priceCents,
        acceptedOn: null,
        paidOn: null,
        refundedOn: null,
      });
      return { ...state, enrollments, taken: state.taken + 1, lastLink: event.data.link.hash };
    }
    case 'EnrollmentAccepted':
    case 'EnrollmentRejected':
    case 'EnrollmentCancelled': {
      const current = state.enrollments.get(event.data.enrollmentId);
      const status = settled[event.type]!;
      const enrollments = new Map(state.enrollments);
      if (current) {
        const acceptedOn = status === 'accepted' ? brusselsDay(event.data.decidedAt) : null;
        enrollments.set(event.data.enrollmentId, {
          ...current,
          status,
          acceptedOn: acceptedOn ?? current.acceptedOn,
        });
      }
      const frees = status !== 'accepted';
      return {
        ...state,
        enrollments,
        taken: frees ? state.taken - 1 : state.taken,
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
            ? { ...current, paidOn: event.data.paymentDate }
            : { ...current, refundedOn: event.data.refundDate },
        );
      }
      return { ...state, enrollments, lastLink: event.data.link.hash };
    }
  }
}

function terms(data: {
  startsAt: string;
  endsAt: string;
  registrationDeadline: string;
  maxChildren: number;
  minAge: number;
  maxAge: number;
}) {
  const { startsAt, endsAt, registrationDeadline, maxChildren, minAge, maxAge } = data;
  return { startsAt, endsAt, registrationDeadline, maxChildren, minAge, maxAge };
}

export const stageEnrollmentsAggregate: Aggregate<
  StageEnrollments,
  EnrollmentCommand,
  StageEvent | EnrollmentEvent
> = {
  initial: { stage: null, enrollments: new Map(), taken: 0, lastLink: FIRST_LINK },
  decide,
  evolve,
};
