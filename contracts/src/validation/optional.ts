import { z } from 'zod';

/** A blank optional field arrives as "" from a form and is stored as null. */
export const blankAsNull = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
    schema.nullable(),
  );
