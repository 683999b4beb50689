import { addDays, ATTENDANCE_CORRECTION_DAYS, brusselsDay, ErrorCode } from '@stages/contracts';
import { DomainError } from '../../platform/domain-error.js';
import { decidedBy, type UnlinkedDecision } from './decision-chain.js';
import type { Decider, StageEnrollments } from './stage-enrollments.js';

/**
 * The organizer records who was present on one of the stage's days: the whole list, replacing
 * any recorded before. The others accepted that day were absent.
 */
export interface AttendanceCommand extends Decider {
  readonly type: 'RecordAttendance';
  readonly organizationId: string;
  /** The Belgian day, `YYYY-MM-DD`. */
  readonly day: string;
  readonly present: readonly string[];
}

/**
 * The stage's days, first and last, in Belgian time, refused (422) when `day` is not one of
 * them: the days attendance is taken and a day sheet printed for.
 */
export function checkDayOfStage(
  stage: { readonly startsAt: string; readonly endsAt: string },
  day: string,
) {
  const first = brusselsDay(stage.startsAt);
  const last = brusselsDay(stage.endsAt);
  if (day < first || day > last) {
    throw new DomainError(
      ErrorCode.attendanceDayOutsideStage,
      `The stage runs from ${first} to ${last}`,
      422,
    );
  }
  return { first, last };
}

/** What recording a day's attendance decides, before it is linked into the stage's chain. */
export function decideAttendance(
  command: AttendanceCommand,
  state: StageEnrollments,
): UnlinkedDecision[] {
  const { stage } = state;
  if (!stage || stage.deleted || stage.organizationId !== command.organizationId) {
    throw new DomainError(ErrorCode.stageNotFound, 'No such stage', 404);
  }
  checkDayOfStage(stage, command.day);
  const today = brusselsDay(command.now);
  if (command.day > today) {
    throw new DomainError(ErrorCode.attendanceDayNotStarted, 'That day has not begun', 409);
  }
  if (today > addDays(command.day, ATTENDANCE_CORRECTION_DAYS)) {
    throw new DomainError(
      ErrorCode.attendanceDayClosed,
      `A day's attendance may be corrected for ${ATTENDANCE_CORRECTION_DAYS} days after it`,
      409,
    );
  }
  const present = [...new Set(command.present)];
  const notAccepted = present.filter((id) => state.enrollments.get(id)?.status !== 'accepted');
  if (notAccepted.length > 0) {
    throw new DomainError(
      ErrorCode.attendanceNotAccepted,
      `Not accepted on this stage: ${notAccepted.join(', ')}`,
      422,
    );
  }
  return [
    {
      type: 'AttendanceRecorded',
      data: { ...decidedBy(stage, command), day: command.day, present: present.sort() },
    },
  ];
}
