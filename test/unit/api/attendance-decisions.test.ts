import { randomUUID } from 'node:crypto';
import { ErrorCode, type StageEvent, type StageStreamEvent } from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import { linkAfter } from '../../../api/src/enrollments/domain/decision-chain.js';
import {
  stageEnrollmentsAggregate,
  type EnrollmentCommand,
} from '../../../api/src/enrollments/domain/stage-enrollments.js';
import { deciderSpec, recordedRun, specMetadata } from '../../support/decider-spec.js';
import { stageData } from '../../support/events.js';

const given = deciderSpec(stageEnrollmentsAggregate);
// From Monday 5 to Friday 9 July 2027, Brussels time.
const stage = stageData({ maxChildren: 5, minAge: 6, maxAge: 10 });
const { organizationId } = stage;
const created: StageEvent = { type: 'StageCreated', data: stage };
const parent = randomUUID();
const organizer = randomUUID();
const [accepted, pending, cancelled] = [randomUUID(), randomUUID(), randomUUID()];

const request = (enrollmentId: string): EnrollmentCommand => ({
  type: 'RequestEnrollment',
  enrollmentId,
  childId: randomUUID(),
  primaryParentId: parent,
  childBirthDate: '2019-03-14',
  confirmedPriceCents: stage.costCents,
  by: parent,
  now: new Date('2027-06-01T10:00:00Z'),
});
const accept = (enrollmentId: string): EnrollmentCommand => ({
  type: 'AcceptEnrollment',
  enrollmentId,
  organizationId,
  by: organizer,
  now: new Date('2027-06-02T10:00:00Z'),
});

/** The stage with one child accepted, one pending, one accepted then unenrolled. */
function history(): StageStreamEvent[] {
  const commands: EnrollmentCommand[] = [
    request(accepted),
    accept(accepted),
    request(pending),
    request(cancelled),
    accept(cancelled),
    { type: 'CancelEnrollment', enrollmentId: cancelled, by: parent, now: new Date('2027-06-03') },
  ];
  return recordedRun(stageEnrollmentsAggregate, [created], commands);
}

const attendance = (
  day: string,
  present: string[],
  now = new Date(`${day}T10:00:00Z`),
  overrides: Partial<Extract<EnrollmentCommand, { type: 'RecordAttendance' }>> = {},
): EnrollmentCommand => ({
  type: 'RecordAttendance',
  organizationId,
  day,
  present,
  by: organizer,
  now,
  ...overrides,
});

describe('a stage’s attendance, day by day', () => {
  it('records who was present on a day of the stage, linked into the stage’s chain', () => {
    const { state } = given(...history());
    const [recorded] = stageEnrollmentsAggregate.decide(
      attendance('2027-07-05', [accepted, accepted]),
      state,
      specMetadata,
    );
    expect(recorded).toMatchObject({
      type: 'AttendanceRecorded',
      data: {
        stageId: stage.stageId,
        day: '2027-07-05',
        present: [accepted],
        decidedBy: organizer,
      },
    });
    const { link, ...content } = (
      recorded as Extract<StageStreamEvent, { type: 'AttendanceRecorded' }>
    ).data;
    expect(link).toEqual(linkAfter(state.lastLink, 'AttendanceRecorded', content, specMetadata));
  });

  it('takes the day on the stage’s Belgian days only, from the day itself until seven days after', () => {
    const events = history();
    // 4 July at 23:30 in Brussels is still the day before the stage.
    given(...events)
      .when(attendance('2027-07-04', [], new Date('2027-07-05T10:00:00Z')))
      .refuses(ErrorCode.attendanceDayOutsideStage, 422);
    given(...events)
      .when(attendance('2027-07-10', [], new Date('2027-07-10T10:00:00Z')))
      .refuses(ErrorCode.attendanceDayOutsideStage, 422);
    given(...events)
      .when(attendance('2027-07-06', [accepted], new Date('2027-07-05T21:30:00Z')))
      .refuses(ErrorCode.attendanceDayNotStarted, 409);
    // Just after midnight in Brussels, 22:30 in UTC the evening before, the day has begun.
    expect(() =>
      stageEnrollmentsAggregate.decide(
        attendance('2027-07-06', [accepted], new Date('2027-07-05T22:30:00Z')),
        given(...events).state,
        specMetadata,
      ),
    ).not.toThrow();
    const lastCorrection = new Date('2027-07-16T21:00:00Z');
    expect(
      stageEnrollmentsAggregate.decide(
        attendance('2027-07-09', [], lastCorrection),
        given(...events).state,
        specMetadata,
      ),
    ).toHaveLength(1);
    given(...events)
      .when(attendance('2027-07-09', [], new Date('2027-07-16T22:30:00Z')))
      .refuses(ErrorCode.attendanceDayClosed, 409);
  });

  it('marks present only the stage’s accepted enrollments; another organization finds no stage', () => {
    const events = history();
    for (const id of [pending, cancelled, randomUUID()]) {
      given(...events)
        .when(attendance('2027-07-05', [accepted, id]))
        .refuses(ErrorCode.attendanceNotAccepted, 422);
    }
    given(...events)
      .when(attendance('2027-07-05', [accepted], undefined, { organizationId: randomUUID() }))
      .refuses(ErrorCode.stageNotFound, 404);
  });

  it('records a correction as the day’s whole list again; nobody present is a list too', () => {
    const first = history();
    const state = given(...first).state;
    const [morning] = stageEnrollmentsAggregate.decide(
      attendance('2027-07-05', [accepted]),
      state,
      specMetadata,
    );
    const [evening] = stageEnrollmentsAggregate.decide(
      attendance('2027-07-05', []),
      given(...first, morning!).state,
      specMetadata,
    );
    expect(evening).toMatchObject({ type: 'AttendanceRecorded', data: { present: [] } });
    const linkOf = (event: StageStreamEvent | undefined) =>
      (event as Extract<StageStreamEvent, { type: 'AttendanceRecorded' }>).data.link;
    expect(linkOf(evening).previous).toBe(linkOf(morning).hash);
  });
});
