import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';

/**
 * The Belgian national register number, `YY.MM.DD-SSS.CC`: birth date, a sequence that is odd
 * for men and even for women, and a check of 97 minus the first nine digits modulo 97 (with a
 * 2 in front for those born from 2000 on, which is how the century is told). BIS numbers, given
 * to people not in the register, add 20 or 40 to the month; a date the administration did not
 * know is written as zeros. One definition, used by the API and the forms.
 */

/** Why a number was refused: a field error code the web translates. */
export type NationalRegisterNumberProblem =
  | typeof FieldErrorCode.nrnFormat
  | typeof FieldErrorCode.nrnChecksum
  | typeof FieldErrorCode.nrnBirthDateMismatch
  | typeof FieldErrorCode.nrnSexMismatch;

export interface ParsedNationalRegisterNumber {
  /** The eleven digits, as stored. */
  readonly digits: string;
  /** `YYYY-MM-DD`, or null when the number's date part is unknown (zeros) or incomplete. */
  readonly birthDate: string | null;
  /**
   * From the parity of the sequence: odd is male, even is female. Null for a BIS number given
   * while the sex was unknown (month raised by 20), whose parity says nothing.
   */
  readonly sex: 'male' | 'female' | null;
  /** A BIS number: issued outside the register, the month raised by 20 or 40. */
  readonly bis: boolean;
}

/** The eleven digits of a number typed with or without its dots, dash and spaces. */
function digitsOf(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, '');
  return /^\d{11}$/.test(compact) ? compact : null;
}

const checkOf = (nineDigits: string) => 97 - Number(BigInt(nineDigits) % 97n);

/** The century the check digits point at, or null when neither does. */
function centuryOf(digits: string): 1900 | 2000 | null {
  const check = Number(digits.slice(9));
  const first9 = digits.slice(0, 9);
  if (checkOf(first9) === check) return 1900;
  if (checkOf(`2${first9}`) === check) return 2000;
  return null;
}

interface DatePart {
  readonly date: string | null;
  /** 0 for the register, 20 or 40 for a BIS number (sex unknown or known when issued). */
  readonly monthOffset: 0 | 20 | 40;
}

/** The birth date the number carries; null when it holds none, undefined when it is impossible. */
function datePartOf(digits: string, century: 1900 | 2000): DatePart | undefined {
  const year = century + Number(digits.slice(0, 2));
  const written = Number(digits.slice(2, 4));
  const day = Number(digits.slice(4, 6));
  const monthOffset = written >= 40 ? 40 : written >= 20 ? 20 : 0;
  const month = written - monthOffset;
  if (month > 12 || day > 31) return undefined;
  if (month === 0 || day === 0) return { date: null, monthOffset };
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return undefined;
  return { date: date.toISOString().slice(0, 10), monthOffset };
}

/** The number's parts, or why it is not a national register number at all. */
export function parseNationalRegisterNumber(
  value: string,
):
  | ParsedNationalRegisterNumber
  | typeof FieldErrorCode.nrnFormat
  | typeof FieldErrorCode.nrnChecksum {
  const digits = digitsOf(value);
  if (!digits) return FieldErrorCode.nrnFormat;
  const century = centuryOf(digits);
  if (!century) return FieldErrorCode.nrnChecksum;
  const datePart = datePartOf(digits, century);
  if (!datePart) return FieldErrorCode.nrnFormat;
  const sequence = Number(digits.slice(6, 9));
  return {
    digits,
    birthDate: datePart.date,
    sex: datePart.monthOffset === 20 ? null : sequence % 2 === 1 ? 'male' : 'female',
    bis: datePart.monthOffset !== 0,
  };
}

/**
 * Checks a number against what else is known of its holder. A comparison the number cannot
 * make (an unknown date; the sex of a BIS number issued without it) is skipped.
 */
export function nationalRegisterNumberProblem(
  value: string,
  holder: { birthDate?: string | null; sex?: 'male' | 'female' | 'other' | null } = {},
): NationalRegisterNumberProblem | null {
  const parsed = parseNationalRegisterNumber(value);
  if (typeof parsed === 'string') return parsed;
  if (holder.birthDate && parsed.birthDate && holder.birthDate !== parsed.birthDate) {
    return FieldErrorCode.nrnBirthDateMismatch;
  }
  const sex = holder.sex;
  if (parsed.sex && (sex === 'male' || sex === 'female') && sex !== parsed.sex) {
    return FieldErrorCode.nrnSexMismatch;
  }
  return null;
}

/**
 * The number the register gives a birth date (`YYYY-MM-DD`) and a sequence (odd for a man, even
 * for a woman): for demo data and tests, which need numbers that agree with their holders.
 */
export function composeNationalRegisterNumber(birthDate: string, sequence: number): string {
  const first9 =
    birthDate.slice(2, 4) +
    birthDate.slice(5, 7) +
    birthDate.slice(8, 10) +
    String(sequence).padStart(3, '0');
  const check = checkOf(birthDate >= '2000' ? `2${first9}` : first9);
  return first9 + String(check).padStart(2, '0');
}

/** `85.07.30-033.28`: the way the number is printed on an identity card. */
export function formatNationalRegisterNumber(value: string): string {
  const digits = digitsOf(value);
  if (!digits) return value;
  return `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4, 6)}-${digits.slice(6, 9)}.${digits.slice(9)}`;
}

/**
 * The mask a form applies while the number is typed: digits only, punctuation added as the
 * reader goes (`850730` becomes `85.07.30`).
 */
export function maskNationalRegisterNumber(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 11);
  const marks: Record<number, string> = { 2: '.', 4: '.', 6: '-', 9: '.' };
  let masked = '';
  for (const [index, digit] of [...digits].entries()) {
    masked += (marks[index] ?? '') + digit;
  }
  return masked;
}

/**
 * A number on its own, stored as its eleven digits; the comparisons with a birth date and a
 * sex belong to the object that holds them (see `nationalRegisterNumberProblem`).
 */
export const NationalRegisterNumber = z
  .string()
  .trim()
  .min(1)
  .transform((value, ctx) => {
    const parsed = parseNationalRegisterNumber(value);
    if (typeof parsed === 'string') {
      ctx.addIssue({ code: 'custom', message: parsed });
      return z.NEVER;
    }
    return parsed.digits;
  });
