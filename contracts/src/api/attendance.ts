import { z } from 'zod';
import { ATTENDANCE_MAX_PRESENT } from '../events/attendance-events.js';
import { Day } from '../validation/dates.js';
import { PhotoConsentFields } from './children.js';

/** How many days after a day its attendance may still be corrected: the API's rule, the tab's. */
export const ATTENDANCE_CORRECTION_DAYS = 7;

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
    /** On the day, as the day sheet prints it. */
    age: z.number().int().nullable(),
    ...PhotoConsentFields,
    /**
     * Whether the health sheet names an allergy, or a medication, for the team to look up on
     * the day sheet; null once the organization may no longer read health sheets.
     */
    has_allergies: z.boolean().nullable(),
    has_medications: z.boolean().nullable(),
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

/** `?day=YYYY-MM-DD`: the day a stage's day sheet is printed for. */
export const DaySheetQuery = z.object({ day: Day }).strict().meta({ id: 'DaySheetQuery' });
export type DaySheetQuery = z.output<typeof DaySheetQuery>;
