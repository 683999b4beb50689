import { normalizePhoneNumber, PhoneNumber, PhoneNumberOrBlank } from '@stages/contracts';
import { describe, expect, it } from 'vitest';

describe('A telephone number', () => {
  it.each([
    ['0470 12 34 56', '+32 470 12 34 56'],
    ['0470/12.34.56', '+32 470 12 34 56'],
    ['02 123 45 67', '+32 2 123 45 67'],
    ['0032 81 22 33 44', '+32 81 22 33 44'],
    ['+32470123456', '+32 470 12 34 56'],
    ['+33 6 12 34 56 78', '+33 6 12 34 56 78'],
    ['+31 20 123 4567', '+31 20 123 4567'],
  ])('reads %s as Belgian unless it has a country code, and keeps %s', (typed, kept) => {
    expect(normalizePhoneNumber(typed)).toBe(kept);
    expect(PhoneNumber.parse(` ${typed} `)).toBe(kept);
  });

  it.each(['abc', '1234', '0470 12 34 56 78 90', '+99 123', '0470\u0000123456', '00'])(
    'refuses %j, which no one could dial',
    (typed) => {
      expect(normalizePhoneNumber(typed)).toBeNull();
      expect(PhoneNumber.safeParse(typed).error?.issues.map((issue) => issue.message)).toEqual([
        'form.invalid_phone',
      ]);
    },
  );

  it('is required where asked, and may stay blank where it is optional', () => {
    expect(PhoneNumber.safeParse('  ').success).toBe(false);
    expect(PhoneNumberOrBlank.parse('  ')).toBe('');
    expect(PhoneNumberOrBlank.safeParse('abc').success).toBe(false);
  });
});
