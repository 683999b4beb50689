import {
  composeNationalRegisterNumber,
  FieldErrorCode,
  NationalRegisterNumber,
  formatNationalRegisterNumber,
  maskNationalRegisterNumber,
  nationalRegisterNumberProblem,
  parseNationalRegisterNumber,
} from '@stages/contracts';
import { describe, expect, it } from 'vitest';

describe('The national register number', () => {
  it.each(['85.07.30-033.28', '85073003328', '850730 033 28', '85.07.30.033.28'])(
    'reads %s as a man born on 30 July 1985',
    (input) => {
      expect(parseNationalRegisterNumber(input)).toEqual({
        digits: '85073003328',
        birthDate: '1985-07-30',
        sex: 'male',
        bis: false,
      });
    },
  );

  it('tells the century from the check digits: 15.03.12-002.03 is a girl born in 2015', () => {
    expect(parseNationalRegisterNumber('15.03.12-002.03')).toMatchObject({
      birthDate: '2015-03-12',
      sex: 'female',
    });
  });

  it('refuses wrong check digits, and a 2000+ number checked as if born in the 1900s', () => {
    expect(parseNationalRegisterNumber('85.07.30-033.29')).toBe(FieldErrorCode.nrnChecksum);
    // 97 - (150312002 mod 97) is 68: the 1900s check of the same digits.
    expect(parseNationalRegisterNumber('15.03.12-002.68')).toBe(FieldErrorCode.nrnChecksum);
  });

  it('refuses what is not eleven digits, and dates no calendar has', () => {
    expect(parseNationalRegisterNumber('85.07.30-033')).toBe(FieldErrorCode.nrnFormat);
    expect(parseNationalRegisterNumber('85.07.30-033.28a')).toBe(FieldErrorCode.nrnFormat);
    // 30 February, with check digits that match.
    expect(parseNationalRegisterNumber('85.02.30-033.90')).toBe(FieldErrorCode.nrnFormat);
  });

  it('accepts BIS numbers, whose month is raised by 20 (sex unknown) or 40 (sex known)', () => {
    expect(parseNationalRegisterNumber('90.25.17-001.02')).toEqual({
      digits: '90251700102',
      birthDate: '1990-05-17',
      sex: null,
      bis: true,
    });
    expect(parseNationalRegisterNumber('90.45.17-002.44')).toMatchObject({
      birthDate: '1990-05-17',
      sex: 'female',
      bis: true,
    });
  });

  it('accepts a number whose date part is unknown, written as zeros', () => {
    expect(parseNationalRegisterNumber('85.00.00-033.06')).toMatchObject({ birthDate: null });
  });

  describe('against what else is known of its holder', () => {
    it('agrees with the right birth date and sex', () => {
      expect(
        nationalRegisterNumberProblem('15.03.12-002.03', {
          birthDate: '2015-03-12',
          sex: 'female',
        }),
      ).toBeNull();
      expect(
        nationalRegisterNumberProblem('12.01.05-123.15', { birthDate: '2012-01-05', sex: 'male' }),
      ).toBeNull();
    });

    it('names a birth date that differs', () => {
      expect(nationalRegisterNumberProblem('15.03.12-002.03', { birthDate: '2015-03-13' })).toBe(
        FieldErrorCode.nrnBirthDateMismatch,
      );
    });

    it('names a sex that differs from the parity of the sequence', () => {
      expect(nationalRegisterNumberProblem('15.03.12-002.03', { sex: 'male' })).toBe(
        FieldErrorCode.nrnSexMismatch,
      );
      expect(nationalRegisterNumberProblem('85.07.30-033.28', { sex: 'female' })).toBe(
        FieldErrorCode.nrnSexMismatch,
      );
    });

    it('skips what the number cannot say: another sex, an unknown date, a BIS number issued without a sex', () => {
      expect(nationalRegisterNumberProblem('15.03.12-002.03', { sex: 'other' })).toBeNull();
      expect(
        nationalRegisterNumberProblem('85.00.00-033.06', { birthDate: '1985-07-30', sex: 'male' }),
      ).toBeNull();
      expect(nationalRegisterNumberProblem('90.25.17-001.02', { sex: 'female' })).toBeNull();
      expect(nationalRegisterNumberProblem('90.45.17-002.44', { sex: 'male' })).toBe(
        FieldErrorCode.nrnSexMismatch,
      );
    });

    it('reports the number itself first when it is not valid', () => {
      expect(nationalRegisterNumberProblem('85.07.30-033.29', { birthDate: '2001-01-01' })).toBe(
        FieldErrorCode.nrnChecksum,
      );
    });
  });

  it('stores eleven digits and prints them as on an identity card', () => {
    expect(NationalRegisterNumber.parse(' 85.07.30-033.28 ')).toBe('85073003328');
    expect(formatNationalRegisterNumber('85073003328')).toBe('85.07.30-033.28');
    const refused = NationalRegisterNumber.safeParse('85.07.30-033.29');
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      FieldErrorCode.nrnChecksum,
    ]);
  });

  it('composes the number the register gives a birth date and a sequence', () => {
    expect(composeNationalRegisterNumber('1985-07-30', 33)).toBe('85073003328');
    expect(composeNationalRegisterNumber('2015-03-12', 2)).toBe('15031200203');
  });

  it('masks the number as it is typed', () => {
    expect(maskNationalRegisterNumber('85')).toBe('85');
    expect(maskNationalRegisterNumber('850')).toBe('85.0');
    expect(maskNationalRegisterNumber('8507300')).toBe('85.07.30-0');
    expect(maskNationalRegisterNumber('85073003328999')).toBe('85.07.30-033.28');
    expect(maskNationalRegisterNumber('85.07.30-033.28')).toBe('85.07.30-033.28');
  });
});
