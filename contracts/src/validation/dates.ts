import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';

const EARLIEST = Date.UTC(1900, 0, 1);
const LATEST = Date.UTC(2101, 0, 1);

/**
 * Dates from 1900 to 2100. Anything else is a typing mistake, and some (year 0) are not dates
 * at all to PostgreSQL.
 */
const plausible = (value: string) => {
  const time = Date.parse(value);
  return time >= EARLIEST && time < LATEST;
};

/** A moment with its offset: `2027-07-05T09:00:00+02:00`. */
export const DateTime = z.iso.datetime({ offset: true }).refine(plausible, FieldErrorCode.invalid);

/** A day: `2027-07-05`. */
export const Day = z.iso.date().refine(plausible, FieldErrorCode.invalid);

/** A month: `2027-07`. */
export const Month = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/)
  .refine((month) => plausible(`${month}-01`), FieldErrorCode.invalid);
