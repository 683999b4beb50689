import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../web/src/i18n/locales.js';
import {
  dateOfText,
  textOfDate,
  UNFINISHED_DATE,
  writtenDate,
} from '../../../web/src/layout/dateText.js';
import { formatters } from '../../../web/src/providers/useFormats.js';

describe("a date field's text and its picker's value", () => {
  it('keeps a day, a month and an hour as the API takes them', () => {
    for (const [kind, text] of [
      ['date', '2018-03-14'],
      ['month', '2031-02'],
      ['time', '08:15'],
    ] as const) {
      expect(textOfDate(kind, dateOfText(kind, text))).toBe(text);
    }
  });

  it("reads a stage's instant as the Belgian wall clock, in summer and winter time", () => {
    const summer = dateOfText('dateTime', '2031-07-23T07:30:00.000Z')!;
    expect([summer.getDate(), summer.getHours(), summer.getMinutes()]).toEqual([23, 9, 30]);
    const winter = dateOfText('dateTime', '2031-01-10T08:00:00Z')!;
    expect(winter.getHours()).toBe(9);
    expect(textOfDate('dateTime', new Date(2031, 2, 31, 9, 0))).toBe('2031-03-31T07:00:00.000Z');
    expect(textOfDate('dateTime', new Date(2031, 2, 20, 12, 0))).toBe('2031-03-20T11:00:00.000Z');
  });

  it('holds an unfinished or impossible date as such, and an emptied field as empty', () => {
    expect(textOfDate('date', new Date(Number.NaN))).toBe(UNFINISHED_DATE);
    // A year typed digit by digit passes through 0002 and 0020.
    const yearTwenty = new Date(2018, 2, 14);
    yearTwenty.setFullYear(20);
    expect(textOfDate('date', yearTwenty)).toBe(UNFINISHED_DATE);
    expect(textOfDate('month', new Date(2100, 0, 1))).toBe(UNFINISHED_DATE);
    expect(textOfDate('date', null)).toBe('');
    expect(dateOfText('date', UNFINISHED_DATE)).toBeNull();
    expect(dateOfText('date', '')).toBeNull();
  });

  it('writes a day as the rest of the app does, in each language', () => {
    for (const locale of LOCALES) {
      for (const day of ['2027-07-05', '2018-12-31', '2031-02-14']) {
        expect(writtenDate(locale, 'date', day)).toBe(formatters(locale).date(day));
      }
    }
    expect(writtenDate('fr', 'month', '2031-02')).toBe('02/2031');
    expect(writtenDate('nl', 'month', '2031-02')).toBe('02-2031');
  });
});
