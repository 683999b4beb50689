import { effectiveDaysFit, stageCalendarDays } from '@stages/contracts';
import { describe, expect, it } from 'vitest';

describe('The days a stage spans and the days of activity it may state', () => {
  it('counts calendar days from the first to the last, both included', () => {
    expect(stageCalendarDays('2027-07-05T07:00:00Z', '2027-07-09T14:00:00Z')).toBe(5);
    expect(stageCalendarDays('2027-07-05T07:00:00Z', '2027-07-05T14:00:00Z')).toBe(1);
    expect(stageCalendarDays('2027-07-05', '2027-07-11')).toBe(7);
  });

  it('counts the days of Brussels, not of UTC', () => {
    // 00:30 on Monday to 23:30 on Friday in Brussels: Sunday evening to Friday evening in UTC.
    expect(stageCalendarDays('2027-07-04T22:30:00Z', '2027-07-09T21:30:00Z')).toBe(5);
    // Across the change to winter time: Saturday 30 October to Sunday 31 October 2027.
    expect(stageCalendarDays('2027-10-30T08:00:00+02:00', '2027-10-31T23:30:00+01:00')).toBe(2);
  });

  it('allows one day up to every calendar day, and nothing else', () => {
    const week = ['2027-07-05T07:00:00Z', '2027-07-09T14:00:00Z'] as const;
    expect([1, 3, 5].map((days) => effectiveDaysFit(days, ...week))).toEqual([true, true, true]);
    expect([6, 123, 0, -1, 2.5].map((days) => effectiveDaysFit(days, ...week))).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
