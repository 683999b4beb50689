import {
  Bic,
  EnterpriseNumber,
  Iban,
  VatNumber,
  formatIban,
  isValidBic,
  isValidEnterpriseNumber,
  isValidIban,
  isValidVatNumber,
  normalizeBic,
  normalizeEnterpriseNumber,
  normalizeIban,
  normalizeVatNumber,
} from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';

/** The messages a schema gives, or the value it stores. */
function parse(schema: z.ZodType, input: unknown) {
  const result = schema.safeParse(input);
  return result.success
    ? { value: result.data }
    : { errors: result.error.issues.map((issue) => issue.message) };
}

describe('The enterprise number', () => {
  it.each(['0403.019.261', '0403019261', '0403 019 261', 'BE0403019261', 'be 0403.019.261'])(
    'accepts %s and stores it dotted',
    (input) => {
      expect(isValidEnterpriseNumber(input)).toBe(true);
      expect(normalizeEnterpriseNumber(input)).toBe('0403.019.261');
    },
  );

  it('accepts a number that starts with 1', () => {
    expect(normalizeEnterpriseNumber('1000000021')).toBe('1000.000.021');
  });

  it.each([
    ['a wrong check', '0403.019.262'],
    ['a first digit other than 0 or 1, even with its check', '2403.019.206'],
    ['nine digits', '403.019.261'],
    ['eleven digits', '0403.019.2610'],
    ['a letter', '0403.019.26A'],
    ['another separator', '0403-019-261'],
  ])('refuses %s', (_case, input) => {
    expect(isValidEnterpriseNumber(input)).toBe(false);
    expect(normalizeEnterpriseNumber(input)).toBeNull();
  });
});

describe('The VAT number', () => {
  it.each(['BE0403019261', 'BE 0403.019.261', 'be0403019261', 'Be 0403 019 261'])(
    'accepts %s and stores it compact',
    (input) => {
      expect(isValidVatNumber(input)).toBe(true);
      expect(normalizeVatNumber(input)).toBe('BE0403019261');
    },
  );

  it.each([
    ['a wrong check', 'BE0403019262'],
    ['no country prefix', '0403019261'],
    ['another country', 'NL0403019261'],
  ])('refuses %s', (_case, input) => {
    expect(isValidVatNumber(input)).toBe(false);
    expect(normalizeVatNumber(input)).toBeNull();
  });
});

describe('The IBAN', () => {
  it.each([
    ['BE68 5390 0754 7034', 'BE68539007547034'],
    ['be68539007547034', 'BE68539007547034'],
    ['NL91 ABNA 0417 1643 00', 'NL91ABNA0417164300'],
    ['DE89 3704 0044 0532 0130 00', 'DE89370400440532013000'],
    ['FR14 2004 1010 0505 0001 3M02 606', 'FR1420041010050500013M02606'],
    ['LU28 0019 4006 4475 0000', 'LU280019400644750000'],
    // A country without a known length is only held to the ISO bounds.
    ['GB29 NWBK 6016 1331 9268 19', 'GB29NWBK60161331926819'],
  ])('accepts %s as %s', (input, stored) => {
    expect(isValidIban(input)).toBe(true);
    expect(normalizeIban(input)).toBe(stored);
  });

  it.each([
    ['a wrong check', 'BE68 5390 0754 7035'],
    ['two digits swapped', 'BE68 5390 0754 7043'],
    // Both have check digits that pass mod 97: only the country's length catches them.
    ['a Belgian one digit too long', 'BE70 5390 0754 7034 1'],
    ['a Belgian one digit too short', 'BE08 5390 0754 703'],
    ['one shorter than any country', 'XX36 1234 5678 90'],
    ['a punctuation mark', 'BE68-5390-0754-7034'],
    ['no country', '6853 9007 5470 34'],
  ])('refuses %s', (_case, input) => {
    expect(isValidIban(input)).toBe(false);
    expect(normalizeIban(input)).toBeNull();
  });

  it('is shown in groups of four', () => {
    expect(formatIban('be68539007547034')).toBe('BE68 5390 0754 7034');
    expect(formatIban('FR14 2004 1010 0505 0001 3M02 606')).toBe(
      'FR14 2004 1010 0505 0001 3M02 606',
    );
  });
});

describe('The BIC', () => {
  it.each([
    ['GEBABEBB', 'GEBABEBB'],
    ['GKCCBEBB', 'GKCCBEBB'],
    ['KREDBEBB100', 'KREDBEBB100'],
    [' gebabebb ', 'GEBABEBB'],
  ])('accepts %j as %s', (input, stored) => {
    expect(isValidBic(input)).toBe(true);
    expect(normalizeBic(input)).toBe(stored);
  });

  it.each([
    ['a space inside', 'GEBA BEB'],
    ['a digit in the bank code', '1EBABEBB'],
    ['a digit in the country', 'GEBAB1BB'],
    ['nine characters', 'GEBABEBB1'],
    ['seven characters', 'GEBABEB'],
  ])('refuses %s', (_case, input) => {
    expect(isValidBic(input)).toBe(false);
  });
});

describe('The schemas', () => {
  it.each([
    [EnterpriseNumber, ' BE 0403019261 ', '0403.019.261'],
    [VatNumber, ' be 0403.019.261 ', 'BE0403019261'],
    [Iban, ' be68 5390 0754 7034 ', 'BE68539007547034'],
    [Bic, ' kredbebb100 ', 'KREDBEBB100'],
  ])('store the normalized form', (schema, input, stored) => {
    expect(parse(schema, input)).toEqual({ value: stored });
  });

  it.each([
    [EnterpriseNumber, '0403.019.262', 'form.invalid_enterprise_number'],
    [VatNumber, 'BE0403019262', 'form.invalid_vat'],
    [Iban, 'BE68 5390 0754 7035', 'form.invalid_iban'],
    [Bic, '1EBABEBB', 'form.invalid_bic'],
  ])('give their own key to an invalid value', (schema, input, key) => {
    expect(parse(schema, input)).toEqual({ errors: [key] });
  });

  // Only `form.required`: the precise key would tell the user the empty value is malformed.
  it.each([EnterpriseNumber, VatNumber, Iban, Bic])('say empty text is required', (schema) => {
    expect(parse(schema, '')).toEqual({ errors: ['form.required'] });
    expect(parse(schema, '   ')).toEqual({ errors: ['form.required'] });
  });

  it.each([EnterpriseNumber, VatNumber, Iban, Bic])('say a missing value is required', (schema) => {
    expect(parse(schema, undefined)).toEqual({ errors: ['form.required'] });
  });
});
