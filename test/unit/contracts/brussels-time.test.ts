import {
  brusselsDay,
  fromBrusselsWallClock,
  isDayText,
  toBrusselsWallClock,
} from '@stages/contracts';
import { describe, expect, it } from 'vitest';

describe('Brussels wall clock and instants', () => {
  it('reads 9:00 in Brussels as 7:00 UTC in summer and 8:00 UTC in winter', () => {
    expect(fromBrusselsWallClock('2027-07-05T09:00')).toBe('2027-07-05T07:00:00.000Z');
    expect(fromBrusselsWallClock('2027-01-11T09:00')).toBe('2027-01-11T08:00:00.000Z');
  });

  it('writes an instant on the Brussels wall clock', () => {
    expect(toBrusselsWallClock('2027-07-05T07:00:00.000Z')).toBe('2027-07-05T09:00');
    expect(toBrusselsWallClock('2027-07-05T09:00:00+02:00')).toBe('2027-07-05T09:00');
    expect(toBrusselsWallClock('2027-01-11T08:00:00Z')).toBe('2027-01-11T09:00');
    expect(toBrusselsWallClock(new Date('2026-12-31T23:30:00Z'))).toBe('2027-01-01T00:30');
    expect(toBrusselsWallClock(Date.UTC(2027, 6, 5, 22, 15))).toBe('2027-07-06T00:15');
  });

  it('leaves a wall clock as it is, so a form may format what it shows twice', () => {
    expect(toBrusselsWallClock('2027-07-05T09:00')).toBe('2027-07-05T09:00');
    expect(toBrusselsWallClock('2027-07-05T09:00:30')).toBe('2027-07-05T09:00');
  });

  it('goes there and back on every hour of a year, the two changes of time included', () => {
    for (let hour = 0; hour < 366 * 24; hour += 1) {
      const instant = new Date(Date.UTC(2027, 0, 1) + hour * 3_600_000 + 30 * 60_000);
      const wall = toBrusselsWallClock(instant);
      const back = fromBrusselsWallClock(wall);
      // On the October night the hour from 2:00 happens twice; the first is meant.
      if (instant.toISOString() === '2027-10-31T01:30:00.000Z') {
        expect(back).toBe('2027-10-31T00:30:00.000Z');
      } else {
        expect(back, wall).toBe(instant.toISOString());
      }
    }
  });

  describe('on the last Sunday of March, when 2:00 becomes 3:00', () => {
    it('reads the hours either side with their own offset', () => {
      expect(fromBrusselsWallClock('2027-03-28T01:59')).toBe('2027-03-28T00:59:00.000Z');
      expect(fromBrusselsWallClock('2027-03-28T03:00')).toBe('2027-03-28T01:00:00.000Z');
      expect(fromBrusselsWallClock('2027-03-28T09:00')).toBe('2027-03-28T07:00:00.000Z');
    });

    it('reads an hour that does not happen with the winter offset, as browsers do', () => {
      const instant = fromBrusselsWallClock('2027-03-28T02:30')!;
      expect(instant).toBe('2027-03-28T01:30:00.000Z');
      expect(toBrusselsWallClock(instant)).toBe('2027-03-28T03:30');
    });
  });

  describe('on the last Sunday of October, when 3:00 becomes 2:00', () => {
    it('reads the hours either side with their own offset', () => {
      expect(fromBrusselsWallClock('2027-10-31T01:30')).toBe('2027-10-30T23:30:00.000Z');
      expect(fromBrusselsWallClock('2027-10-31T03:00')).toBe('2027-10-31T02:00:00.000Z');
      expect(fromBrusselsWallClock('2027-10-31T09:00')).toBe('2027-10-31T08:00:00.000Z');
    });

    it('reads the hour that happens twice as its first time, in summer time', () => {
      expect(fromBrusselsWallClock('2027-10-31T02:30')).toBe('2027-10-31T00:30:00.000Z');
      expect(toBrusselsWallClock('2027-10-31T00:30:00Z')).toBe('2027-10-31T02:30');
      expect(toBrusselsWallClock('2027-10-31T01:30:00Z')).toBe('2027-10-31T02:30');
    });
  });

  it('refuses what is not a wall clock', () => {
    for (const text of ['', '2027-07-05', '2027-02-30T09:00', '2027-07-05T24:00', '9:00', 'x']) {
      expect(fromBrusselsWallClock(text), text).toBeNull();
    }
    expect(toBrusselsWallClock('not a date')).toBe('');
  });

  it('takes the Brussels day of an instant, and leaves a day as it is', () => {
    expect(brusselsDay('2026-12-31T23:30:00Z')).toBe('2027-01-01');
    expect(brusselsDay('2027-07-04T21:59:00Z')).toBe('2027-07-04');
    expect(brusselsDay('2027-07-04T22:00:00Z')).toBe('2027-07-05');
    expect(brusselsDay('2027-07-05')).toBe('2027-07-05');
    expect(isDayText('2027-07-05')).toBe(true);
    expect(isDayText('2027-07-05T09:00')).toBe(false);
  });
});
