import { z } from 'zod';
import { ATTENDANCE_MAX_PRESENT } from '../events/attendance-events.js';
import { Day } from '../validation/dates.js';

/** The organizer's list of who is present on a day: the whole list, the others absent. */
export const AttendanceRecording = z
  .object({ present: z.array(z.uuid()).max(ATTENDANCE_MAX_PRESENT) })
  .strict()
  .meta({ id: 'AttendanceRecording' });
export type AttendanceRecording = z.output<typeof AttendanceRecording>;

/** A child accepted on the stage, as the day's attendance lists it. */
export const AttendanceChild = z
  .object({
    enrollment_id: z.uuid(),
    child_id: z.uuid(),
    first_name: z.string().nullable(),
    last_name: z.string().nullable(),
    /** On the stage's first day. */
    age: z.number().int().nullable(),
    present: z.boolean(),
  })
  .meta({ id: 'AttendanceChild' });
export type AttendanceChild = z.infer<typeof AttendanceChild>;

/** One day of a stage: its accepted children and who was present, once attendance was taken. */
export const DayAttendance = z
  .object({
    stage_id: z.uuid(),
    day: Day,
    /** The stage's first and last days, Belgian time: the days attendance may be taken. */
    first_day: Day,
    last_day: Day,
    /** Whether attendance was taken that day; until then nobody is marked present. */
    recorded: z.boolean(),
    recorded_at: z.string().nullable(),
    present_count: z.number().int(),
    children: z.array(AttendanceChild),
  })
  .meta({ id: 'DayAttendance' });
export type DayAttendance = z.infer<typeof DayAttendance>;
