import { z } from 'zod';
import { DecisionLink } from './enrollment-events.js';
import type { EventGroup, EventOf } from './event-group.js';

/** The most children one day's attendance may name: more than any stage holds. */
export const ATTENDANCE_MAX_PRESENT = 1000;

/**
 * Who was there on one day of the stage, as the organizer recorded it: the day's whole list
 * (a correction records the list again). It counts in the childcare certificates, so it is a
 * decision in the stage's chain. Ids only: the children's names stay with their families.
 */
export const AttendanceRecordedV1 = z
  .object({
    stageId: z.uuid(),
    /** The Belgian day, `YYYY-MM-DD`. */
    day: z.iso.date(),
    /** The accepted enrollments present that day; the others were absent. */
    present: z.array(z.uuid()).max(ATTENDANCE_MAX_PRESENT),
    decidedBy: z.uuid().nullable(),
    decidedAt: z.iso.datetime({ offset: true }),
    link: DecisionLink,
  })
  .strict();

export const attendanceEvents = {
  AttendanceRecorded: { schemaVersion: 1, schema: AttendanceRecordedV1 },
} as const satisfies EventGroup;

export type AttendanceEvent = EventOf<typeof attendanceEvents>;
