import { describe, expect, it } from 'vitest';
import {
  carePeriod,
  certificatesOfPeriods,
  type PaidStay,
} from '../../../api/src/issued-documents/tax/care-periods.js';
import { dailyMaximumFor } from '../../../api/src/issued-documents/tax/daily-maximum.js';

const MAX_2024 = 1640;
const LATER = '2026-01-01';
const week = (overrides: Partial<PaidStay> = {}): PaidStay => ({
  firstDay: '2024-07-08',
  lastDay: '2024-07-12',
  effectiveDays: 5,
  attendedDays: null,
  paidCents: 7500,
  ...overrides,
});
const child = (birthDate: string, severelyDisabled = false) => ({ birthDate, severelyDisabled });

describe('A period of care on a 281.86', () => {
  it('counts every day of a week paid for a child well under 14, without a daily rate under the cap', () => {
    expect(carePeriod(week(), child('2016-03-01'), 2024, MAX_2024, LATER)).toEqual({
      from: '2024-07-08',
      to: '2024-07-12',
      days: 5,
      dailyRateCents: null,
      amountCents: 7500,
      deductibleCents: 7500,
    });
  });

  it('stops on the eve of the 14th birthday, and shares the price over the days that count', () => {
    // Born 2010-07-10: 14 on Wednesday the 10th, so Monday and Tuesday count.
    const period = carePeriod(week(), child('2010-07-10'), 2024, MAX_2024, LATER);
    expect(period).toMatchObject({ from: '2024-07-08', to: '2024-07-09', days: 2 });
    expect(period!.amountCents).toBe(3000);
  });

  it('counts only the days the child was recorded present, where attendance was taken', () => {
    // Present Monday, Tuesday and Friday: three fifths of the price, from Monday to Friday.
    const attended = week({ attendedDays: ['2024-07-08', '2024-07-09', '2024-07-12'] });
    expect(carePeriod(attended, child('2016-03-01'), 2024, MAX_2024, LATER)).toEqual({
      from: '2024-07-08',
      to: '2024-07-12',
      days: 3,
      dailyRateCents: null,
      amountCents: 4500,
      deductibleCents: 4500,
    });
    // Attendance taken, the child never there: nothing to certify.
    expect(
      carePeriod(week({ attendedDays: [] }), child('2016-03-01'), 2024, MAX_2024, LATER),
    ).toBeNull();
    // Present on a day past the 14th birthday: that day still does not count.
    const turning = carePeriod(
      week({ attendedDays: ['2024-07-08', '2024-07-11'] }),
      child('2010-07-10'),
      2024,
      MAX_2024,
      LATER,
    );
    expect(turning).toMatchObject({
      from: '2024-07-08',
      to: '2024-07-08',
      days: 1,
      amountCents: 1500,
    });
  });

  it('counts nothing for a child who was 14 before the camp', () => {
    expect(carePeriod(week(), child('2010-01-15'), 2024, MAX_2024, LATER)).toBeNull();
  });

  it('prints the daily rate above the year’s maximum, and caps what it may deduct', () => {
    const period = carePeriod(
      week({ paidCents: 25_000 }),
      child('2016-03-01'),
      2024,
      MAX_2024,
      LATER,
    );
    expect(period).toMatchObject({ days: 5, dailyRateCents: 5000, amountCents: 25_000 });
    expect(period!.deductibleCents).toBe(5 * MAX_2024);
  });

  it('counts a severely disabled child of 16, until the 21st birthday', () => {
    expect(carePeriod(week(), child('2008-02-01', true), 2024, MAX_2024, LATER)?.days).toBe(5);
    expect(carePeriod(week(), child('2008-02-01', false), 2024, MAX_2024, LATER)).toBeNull();
    expect(carePeriod(week(), child('2003-07-09', true), 2024, MAX_2024, LATER)?.days).toBe(1);
  });

  it('counts only the days over by the day it is drawn', () => {
    expect(carePeriod(week(), child('2016-03-01'), 2024, MAX_2024, '2024-07-10')).toMatchObject({
      to: '2024-07-10',
      days: 3,
      amountCents: 4500,
    });
    expect(carePeriod(week(), child('2016-03-01'), 2024, MAX_2024, '2024-07-07')).toBeNull();
  });

  it('keeps to the stage’s days of activity when a weekend lies inside it', () => {
    const fortnight = week({ firstDay: '2024-07-08', lastDay: '2024-07-14', effectiveDays: 5 });
    expect(carePeriod(fortnight, child('2016-03-01'), 2024, MAX_2024, LATER)).toMatchObject({
      days: 5,
      amountCents: 7500,
    });
  });

  it('puts the days of a camp across New Year in the year they fall in', () => {
    const winter = week({
      firstDay: '2024-12-30',
      lastDay: '2025-01-03',
      effectiveDays: 5,
      paidCents: 10_000,
    });
    expect(carePeriod(winter, child('2016-03-01'), 2024, MAX_2024, LATER)).toMatchObject({
      from: '2024-12-30',
      to: '2024-12-31',
      days: 2,
      amountCents: 4000,
    });
    expect(carePeriod(winter, child('2016-03-01'), 2025, 1690, LATER)).toMatchObject({
      from: '2025-01-01',
      days: 3,
      amountCents: 6000,
    });
  });
});

describe('Certificates of a child at one organization', () => {
  const period = (from: string) => ({
    from,
    to: from,
    days: 1,
    dailyRateCents: null,
    amountCents: 1000,
  });

  it('holds four periods in date order, and starts a second certificate for the fifth', () => {
    const days = ['2024-08-05', '2024-02-12', '2024-07-01', '2024-04-08', '2024-10-28'];
    const certificates = certificatesOfPeriods(days.map(period));
    expect(certificates.map((each) => each.map((p) => p.from))).toEqual([
      ['2024-02-12', '2024-04-08', '2024-07-01', '2024-08-05'],
      ['2024-10-28'],
    ]);
  });

  it('has none without periods', () => {
    expect(certificatesOfPeriods([])).toEqual([]);
  });
});

describe('The legal maximum per day', () => {
  it('is the published figure of a known year', () => {
    expect(dailyMaximumFor(2024)).toEqual({ cents: 1640, confirmed: true, year: 2024 });
    expect(dailyMaximumFor(2023).cents).toBe(1570);
  });

  it('takes the latest figure for a year not published yet, and says it is not confirmed', () => {
    const later = dailyMaximumFor(2031);
    expect(later.confirmed).toBe(false);
    expect(later.year).toBeLessThan(2031);
  });
});
