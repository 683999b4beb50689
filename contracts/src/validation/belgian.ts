import { z } from 'zod';
import { FieldErrorCode } from '../errors/error-codes.js';

/**
 * Belgian identifiers an organization gives us: its enterprise (BCE/KBO) number, its VAT
 * number and its bank account. Each `normalize...` returns the one form we store, or null when
 * the value is not valid, so that two spellings of the same number compare equal.
 */

/** Remainder of a digit string modulo 97, a digit at a time: IBANs overflow a double. */
export function mod97(digits: string): number {
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder;
}

/** The ten digits of an enterprise number, whether it was written with dots, spaces or `BE`. */
function enterpriseDigits(value: string): string | null {
  const compact = value.replace(/[\s.]/g, '').replace(/^BE/i, '');
  return /^[01]\d{9}$/.test(compact) ? compact : null;
}

/** The check is 97 minus the rest of the first eight digits, so never 00. */
function hasEnterpriseCheck(digits: string): boolean {
  return Number(digits.slice(8)) === 97 - mod97(digits.slice(0, 8));
}

/** `0403.019.261`, the form the Crossroads Bank for Enterprises publishes. */
export function normalizeEnterpriseNumber(value: string): string | null {
  const digits = enterpriseDigits(value);
  if (digits === null || !hasEnterpriseCheck(digits)) return null;
  return `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`;
}

export function isValidEnterpriseNumber(value: string): boolean {
  return normalizeEnterpriseNumber(value) !== null;
}

/** `BE0403019261`: the enterprise number, but the `BE` is required, as on an invoice. */
export function normalizeVatNumber(value: string): string | null {
  if (!/^\s*BE/i.test(value)) return null;
  const digits = enterpriseDigits(value);
  return digits !== null && hasEnterpriseCheck(digits) ? `BE${digits}` : null;
}

export function isValidVatNumber(value: string): boolean {
  return normalizeVatNumber(value) !== null;
}

/**
 * Lengths of the countries our users bank in; another country is only held to the ISO 13616
 * bounds, which still catches most typing mistakes together with the check digits.
 */
const IBAN_LENGTHS: Readonly<Record<string, number>> = { BE: 16, DE: 22, FR: 27, LU: 20, NL: 18 };

/** Upper case without spaces, `BE68539007547034`: the electronic format of ISO 13616. */
export function normalizeIban(value: string): string | null {
  const iban = value.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]+$/.test(iban)) return null;
  const length = IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined ? iban.length < 15 || iban.length > 34 : iban.length !== length) {
    return null;
  }
  // Letters count as two digits, A = 10 to Z = 35, which base 36 gives directly.
  const digits = [...(iban.slice(4) + iban.slice(0, 4))].map((char) => parseInt(char, 36)).join('');
  return mod97(digits) === 1 ? iban : null;
}

export function isValidIban(value: string): boolean {
  return normalizeIban(value) !== null;
}

/** `BE68 5390 0754 7034`, the paper format, for display only: it does not check the value. */
export function formatIban(value: string): string {
  return value
    .replace(/\s/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** Bank, country (letters, unlike the rest), location, then an optional branch. */
const BIC = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/;

/** Upper case, as banks print it: `GEBABEBB`. */
export function normalizeBic(value: string): string | null {
  const bic = value.trim().toUpperCase();
  return BIC.test(bic) ? bic : null;
}

export function isValidBic(value: string): boolean {
  return normalizeBic(value) !== null;
}

/**
 * A schema that stores the normalized form. Empty text is `form.required`, not the precise
 * key, and a caller marks an optional field with `.optional()`; the transform only runs once
 * the text is there, so an empty field gets one message rather than two.
 */
function normalized(normalize: (value: string) => string | null, message: string) {
  return z
    .string()
    .trim()
    .min(1)
    .transform((value, ctx) => {
      const result = normalize(value);
      if (result === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return result;
    });
}

export const EnterpriseNumber = normalized(
  normalizeEnterpriseNumber,
  FieldErrorCode.invalidEnterpriseNumber,
);
export const VatNumber = normalized(normalizeVatNumber, FieldErrorCode.invalidVat);
export const Iban = normalized(normalizeIban, FieldErrorCode.invalidIban);
export const Bic = normalized(normalizeBic, FieldErrorCode.invalidBic);
