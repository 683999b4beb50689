import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * The password rule, for the API and the forms alike: at least eight characters, with a
 * lowercase letter, an uppercase letter, a digit and another character.
 */
export const Password = z
  .string()
  .min(1)
  .refine(
    (value) =>
      value.length >= PASSWORD_MIN_LENGTH &&
      /\p{Ll}/u.test(value) &&
      /\p{Lu}/u.test(value) &&
      /\p{Nd}/u.test(value) &&
      /[^\p{L}\p{Nd}]/u.test(value),
    FieldErrorCode.passwordRule,
  );
