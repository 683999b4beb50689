import { parsePhoneNumberFromString } from 'libphonenumber-js';
import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';
import { textProblem } from './text.js';

/** Numbers typed without a country code are read as Belgian: `0470 12 34 56`, `02 123 45 67`. */
export const DEFAULT_PHONE_COUNTRY = 'BE';

/**
 * A telephone number in its international form (`+32 470 12 34 56`), or null when it is no
 * number anyone could dial. Stored that way, a number reads the same in every list, export and
 * day sheet, whatever the separators the person typed.
 */
export function normalizePhoneNumber(text: string): string | null {
  if (textProblem(text, { singleLine: true })) return null;
  const number = parsePhoneNumberFromString(text.trim(), DEFAULT_PHONE_COUNTRY);
  return number?.isValid() ? number.formatInternational() : null;
}

/** A telephone number, required: normalized, or refused with `form.invalid_phone`. */
export const PhoneNumber = z
  .string()
  .trim()
  .min(1)
  .max(40)
  .transform((text, ctx) => {
    const number = normalizePhoneNumber(text);
    if (number === null) {
      ctx.addIssue({ code: 'custom', message: FieldErrorCode.invalidPhone });
      return z.NEVER;
    }
    return number;
  });

/** An optional telephone number kept as text: blank stays '', anything else must be a number. */
export const PhoneNumberOrBlank = z
  .string()
  .trim()
  .max(40)
  .transform((text, ctx) => {
    if (text === '') return '';
    const number = normalizePhoneNumber(text);
    if (number === null) {
      ctx.addIssue({ code: 'custom', message: FieldErrorCode.invalidPhone });
      return z.NEVER;
    }
    return number;
  });
