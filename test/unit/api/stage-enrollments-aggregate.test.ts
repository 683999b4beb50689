import { randomUUID } from 'node:crypto';
import {
  ErrorCode,
  FIRST_LINK,
  type EnrollmentEvent,
  type StageEvent,
  type StageStreamEvent,
} from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import { linkAfter } from '../../../api/src/enrollments/domain/decision-chain.js';
import {
  stageEnrollmentsAggregate,
  type EnrollmentCommand,
} from '../../../api/src/enrollments/domain/stage-enrollments.js';
import { stageAggregate } from '../../../api/src/stages/domain/stage.js';
import { deciderSpec, recordedRun, specMetadata } from '../../support/decider-spec.js';
import { stageData } from '../../support/events.js';

type StreamEvent = StageStreamEvent;

const given = deciderSpec(stageEnrollmentsAggregate);
const stage = stageData({ maxChildren: 2, minAge: 6, maxAge: 10 });
const { stageId, organizationId } = stage;
const created: StageEvent = { type: 'StageCreated', data: stage };
// The stage runs 5 to 9 July 2027; registrations close on 28 June.
const before = new Date('2027-06-01T10:00:00Z');
const parent = randomUUID();
const organizer = randomUUID();
const bornIn2019 = '2019-03-14'; // 8 on the first day

/** Each enrollment's own child, the same whenever its request is written again. */
const children = new Map<string, string>();
const childFor = (enrollmentId: string) =>
  children.get(enrollmentId) ?? children.set(enrollmentId, randomUUID()).get(enrollmentId)!;

const request = (
  enrollmentId: string,
  overrides: Partial<Extract<EnrollmentCommand, { type: 'RequestEnrollment' }>> = {},
): EnrollmentCommand => ({
  type: 'RequestEnrollment',
  enrollmentId,
  childId: childFor(enrollmentId),
  primaryParentId: parent,
  childBirthDate: bornIn2019,
  confirmedPriceCents: stage.costCents,
  by: parent,
  now: before,
  ...overrides,
});
const decide = (
  type: 'AcceptEnrollment' | 'RejectEnrollment',
  enrollmentId: string,
  by = organizationId,
): EnrollmentCommand => ({
  type,
  enrollmentId,
  organizationId: by,
  by: organizer,
  now: before,
});
const cancel = (enrollmentId: string, by = parent, now = before): EnrollmentCommand => ({
  type: 'CancelEnrollment',
  enrollmentId,
  by,
  now,
});

/** The events a run of commands records, each decided on the state the previous ones left. */
const recorded = (...commands: EnrollmentCommand[]): StreamEvent[] =>
  recordedRun(stageEnrollmentsAggregate, [created], commands);

describe('the enrollments of a stage', () => {
  const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];

  it('records a request holding a place, linked to the first link of the chain', () => {
    const [, requested] = recorded(request(first));
    given(created).when(request(first)).then(requested!);
    expect(requested).toMatchObject({
      type: 'EnrollmentRequested',
      data: { stageId, enrollmentId: first, priceCents: stage.costCents, decidedBy: parent },
    });
    const { link, ...content } = (
      requested as Extract<EnrollmentEvent, { type: 'EnrollmentRequested' }>
    ).data;
    expect(link).toEqual(linkAfter(FIRST_LINK, 'EnrollmentRequested', content, specMetadata));
    expect(link.version).toBe(2);
  });

  it('never gives more places than the stage has; a rejection or an unenrollment gives one back', () => {
    const full = recorded(request(first), request(second));
    given(...full)
      .when(request(third))
      .refuses(ErrorCode.stageFull, 409);
    given(...recorded(request(first), request(second), decide('RejectEnrollment', first)))
      .when(request(third))
      .then(
        ...recorded(
          request(first),
          request(second),
          decide('RejectEnrollment', first),
          request(third),
        ).slice(-1),
      );
    const afterCancel = recorded(request(first), request(second), cancel(second));
    expect(given(...afterCancel).state.taken).toBe(1);
    // An acceptance keeps the place.
    expect(given(...recorded(request(first), decide('AcceptEnrollment', first))).state.taken).toBe(
      1,
    );
  });

  it('keeps the stage aggregate counting the same places, so the places cannot go below them', () => {
    const history = recorded(request(first), request(second), cancel(first));
    const stageState = history.reduce(stageAggregate.evolve, stageAggregate.initial);
    expect(stageState).toMatchObject({ registered: 1 });
  });

  it('refuses a stage that is hidden, taken down, deleted or over, and after its deadline', () => {
    const hidden: StageEvent = {
      type: 'StageVisibilityChanged',
      data: { stageId, visible: false },
    };
    const takenDown: StageEvent = {
      type: 'StageModerated',
      data: { stageId, hidden: true, reason: 'Doublon' },
    };
    const deleted: StageEvent = { type: 'StageDeleted', data: { stageId } };
    for (const closing of [hidden, takenDown, deleted]) {
      given(created, closing).when(request(first)).refuses(ErrorCode.stageNotOpen, 409);
    }
    given(created)
      .when(request(first, { now: new Date('2027-07-10T00:00:00Z') }))
      .refuses(ErrorCode.stageNotOpen, 409);
    given(created)
      .when(request(first, { now: new Date('2027-06-28T08:00:01Z') }))
      .refuses(ErrorCode.stageDeadlinePassed, 409);
    given().when(request(first)).refuses(ErrorCode.stageNotFound, 404);
  });

  it('refuses a price other than the stage’s, a child of the wrong age, and a child already registered', () => {
    given(created)
      .when(request(first, { confirmedPriceCents: stage.costCents - 1 }))
      .refuses(ErrorCode.enrollmentPriceChanged, 409);
    // 11 on 5 July 2027, and 5 the day before turning 6.
    for (const childBirthDate of ['2016-07-05', '2021-07-06']) {
      given(created)
        .when(request(first, { childBirthDate }))
        .refuses(ErrorCode.enrollmentAgeOutOfRange, 422);
    }
    // 6 on the first day, and 10 the day before turning 11: both welcome.
    for (const childBirthDate of ['2021-07-05', '2016-07-06']) {
      given(created)
        .when(request(first, { childBirthDate }))
        .then(...recorded(request(first, { childBirthDate })).slice(1));
    }
    const childId = randomUUID();
    const pending = recorded(request(first, { childId }));
    given(...pending)
      .when(request(second, { childId }))
      .refuses(ErrorCode.enrollmentAlreadyEnrolled, 409);
    // Once rejected, the child may ask again.
    const again = [request(first, { childId }), decide('RejectEnrollment', first)];
    given(...recorded(...again))
      .when(request(second, { childId }))
      .then(...recorded(...again, request(second, { childId })).slice(-1));
  });

  it('is accepted or rejected once, by the stage’s own organization', () => {
    const pending = recorded(request(first));
    given(...pending)
      .when(decide('AcceptEnrollment', first, randomUUID()))
      .refuses(ErrorCode.enrollmentNotFound, 404);
    const accepted = recorded(request(first), decide('AcceptEnrollment', first));
    given(...accepted)
      .when(decide('AcceptEnrollment', first))
      .refuses(ErrorCode.enrollmentAlreadyDecided, 409);
    given(...accepted)
      .when(decide('RejectEnrollment', first))
      .refuses(ErrorCode.enrollmentAlreadyDecided, 409);
    const rejected = recorded(request(first), decide('RejectEnrollment', first));
    given(...rejected)
      .when(decide('AcceptEnrollment', first))
      .refuses(ErrorCode.enrollmentAlreadyDecided, 409);
    given(...pending)
      .when(decide('AcceptEnrollment', second))
      .refuses(ErrorCode.enrollmentNotFound, 404);
  });

  it('is unenrolled by its primary parent only, before the stage starts, once', () => {
    const pending = recorded(request(first));
    given(...pending)
      .when(cancel(first, randomUUID()))
      .refuses(ErrorCode.enrollmentNotPrimaryParent, 403);
    given(...pending)
      .when(cancel(first, parent, new Date('2027-07-05T08:00:00Z')))
      .refuses(ErrorCode.enrollmentStageStarted, 409);
    const cancelled = recorded(request(first), cancel(first));
    given(...cancelled)
      .when(cancel(first))
      .refuses(ErrorCode.enrollmentNotActive, 409);
    const accepted = recorded(request(first), decide('AcceptEnrollment', first));
    given(...accepted)
      .when(cancel(first))
      .then(
        ...recorded(request(first), decide('AcceptEnrollment', first), cancel(first)).slice(-1),
      );
  });

  it('links every decision to the one before it, so that changing one shows', () => {
    const history = recorded(
      request(first),
      request(second),
      decide('AcceptEnrollment', first),
      decide('RejectEnrollment', second),
    ).slice(1) as EnrollmentEvent[];
    let previous = FIRST_LINK;
    for (const event of history) {
      const { link, ...content } = event.data;
      expect(link).toEqual(linkAfter(previous, event.type, content, specMetadata));
      previous = link.hash;
    }
    // Altered afterwards (another decider, or who, which command and when it was recorded),
    // the decision no longer matches its hash.
    const [, accepted] = history.slice(1);
    const { link, ...content } = accepted!.data;
    const hashed = (data: typeof content, recorded = specMetadata) =>
      linkAfter(link.previous, accepted!.type, data, recorded).hash;
    expect(hashed(content)).toBe(link.hash);
    expect(hashed({ ...content, decidedBy: randomUUID() })).not.toBe(link.hash);
    for (const altered of [
      { actorId: randomUUID() },
      { actorRole: 'administrator' as const },
      { commandId: randomUUID() },
      { correlationId: randomUUID() },
      { occurredAt: '2027-06-01T10:00:01.000Z' },
    ]) {
      expect(hashed(content, { ...specMetadata, ...altered })).not.toBe(link.hash);
    }
  });

  describe('registered by the organizer on a parent’s behalf', () => {
    const onBehalf = (
      enrollmentId: string,
      overrides: Partial<Extract<EnrollmentCommand, { type: 'RegisterOnBehalf' }>> = {},
    ): EnrollmentCommand => ({
      type: 'RegisterOnBehalf',
      enrollmentId,
      childId: childFor(enrollmentId),
      primaryParentId: parent,
      childBirthDate: bornIn2019,
      organizationId,
      by: organizer,
      now: before,
      ...overrides,
    });

    it('is requested and accepted in one decision of the organizer, each linked, holding a place', () => {
      const common = {
        stageId,
        enrollmentId: first,
        decidedBy: organizer,
        decidedAt: before.toISOString(),
      };
      const requestedData = {
        ...common,
        childId: childFor(first),
        primaryParentId: parent,
        priceCents: stage.costCents,
        lines: [{ kind: 'stage' as const, amountCents: stage.costCents, countsAsCare: true }],
        reducedPrice: 'none' as const,
      };
      const requestLink = linkAfter(FIRST_LINK, 'EnrollmentRequested', requestedData, specMetadata);
      const after = given(created)
        .when(onBehalf(first))
        .then(
          { type: 'EnrollmentRequested', data: { ...requestedData, link: requestLink } },
          {
            type: 'EnrollmentAccepted',
            data: {
              ...common,
              link: linkAfter(requestLink.hash, 'EnrollmentAccepted', common, specMetadata),
            },
          },
        );
      expect(after.taken).toBe(1);
      expect(after.enrollments.get(first)?.status).toBe('accepted');
    });

    it('waives the deadline for the organizer, not the stage’s end nor its places, ages or children', () => {
      const late = new Date('2027-07-01T08:00:00Z');
      given(created)
        .when(onBehalf(first, { now: late }))
        .then(...recorded(onBehalf(first, { now: late })).slice(1));
      given(created)
        .when(onBehalf(first, { now: new Date('2027-07-10T00:00:00Z') }))
        .refuses(ErrorCode.stageNotOpen, 409);
      given(...recorded(request(first), request(second)))
        .when(onBehalf(third))
        .refuses(ErrorCode.stageFull, 409);
      given(created)
        .when(onBehalf(first, { childBirthDate: '2016-07-05' }))
        .refuses(ErrorCode.enrollmentAgeOutOfRange, 422);
      given(...recorded(request(first)))
        .when(onBehalf(second, { childId: childFor(first) }))
        .refuses(ErrorCode.enrollmentAlreadyEnrolled, 409);
    });

    it('is refused on another organization’s stage as on none', () => {
      given(created)
        .when(onBehalf(first, { organizationId: randomUUID() }))
        .refuses(ErrorCode.stageNotFound, 404);
      given().when(onBehalf(first)).refuses(ErrorCode.stageNotFound, 404);
    });
  });
});
