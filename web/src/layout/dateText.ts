import { fromBrusselsWallClock, toBrusselsWallClock } from '@stages/contracts';
import type { Locale } from '../i18n/locales.js';

/**
 * What a date field holds, as the API takes it: a day (`2027-07-05`), a month (`2027-07`), a
 * time of day (`09:00`) or an instant typed as Belgian time (`2027-07-05T07:00:00.000Z`).
 */
export type DateKind = 'date' | 'month' | 'time' | 'dateTime';

/**
 * How each language writes what is typed, as the dates the app shows (`useFormats`): 05/07/2027
 * in French, 07/05/2027 in English, 05-07-2027 in Dutch. Patterns are date-fns', which the
 * pickers read.
 */
export const datePatterns: Record<Locale, Record<DateKind, string>> = {
  fr: { date: 'dd/MM/yyyy', month: 'MM/yyyy', time: 'HH:mm', dateTime: 'dd/MM/yyyy HH:mm' },
  en: { date: 'MM/dd/yyyy', month: 'MM/yyyy', time: 'hh:mm aa', dateTime: 'MM/dd/yyyy hh:mm aa' },
  nl: { date: 'dd-MM-yyyy', month: 'MM-yyyy', time: 'HH:mm', dateTime: 'dd-MM-yyyy HH:mm' },
};

/**
 * What a field holds while what is typed is not yet a date (`14/MM/AAAA`): no schema takes it,
 * so the form says the value is invalid rather than required, and nothing is sent.
 */
export const UNFINISHED_DATE = 'unfinished-date';

// The API's own bounds for a date (contracts' `dates.ts`): a year typed digit by digit passes
// through 0002 and 0020 on its way to 2027, which are no dates to send.
const EARLIEST_YEAR = 1900;
const LATEST_YEAR = 2100;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const MONTH = /^(\d{4})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})/;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/**
 * The picker's value for a field's text: a Date whose local day and hour are those the person
 * reads (a Belgian wall clock for an instant, whatever the browser's zone); null when empty or
 * not a date.
 */
export function dateOfText(kind: DateKind, text: string | null | undefined): Date | null {
  if (!text) return null;
  const numbers = (match: RegExpExecArray | null) => match?.slice(1).map(Number) ?? null;
  switch (kind) {
    case 'date': {
      const [year, month, day] = numbers(DAY.exec(text)) ?? [];
      return year === undefined ? null : new Date(year, month! - 1, day);
    }
    case 'month': {
      const [year, month] = numbers(MONTH.exec(text)) ?? [];
      return year === undefined ? null : new Date(year, month! - 1, 1);
    }
    case 'time': {
      const [hour, minute] = numbers(TIME.exec(text)) ?? [];
      return hour === undefined ? null : new Date(2000, 0, 1, hour, minute);
    }
    case 'dateTime': {
      const [year, month, day, hour, minute] =
        numbers(WALL_CLOCK.exec(toBrusselsWallClock(text))) ?? [];
      return year === undefined ? null : new Date(year, month! - 1, day, hour, minute);
    }
  }
}

/**
 * The field's text for what the picker holds: '' when emptied, `UNFINISHED_DATE` while it is not
 * a whole date, or a date beyond the API's years.
 */
export function textOfDate(kind: DateKind, date: Date | null): string {
  if (date === null) return '';
  if (Number.isNaN(date.getTime())) return UNFINISHED_DATE;
  const year = date.getFullYear();
  if (kind !== 'time' && (year < EARLIEST_YEAR || year >= LATEST_YEAR)) return UNFINISHED_DATE;
  const day = `${pad(year, 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  const time = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  switch (kind) {
    case 'date':
      return day;
    case 'month':
      return day.slice(0, 7);
    case 'time':
      return time;
    case 'dateTime':
      return fromBrusselsWallClock(`${day}T${time}`) ?? UNFINISHED_DATE;
  }
}

/** A day or month as the language writes it (`05/07/2027`, `07/2027`), before the picker loads. */
export function writtenDate(locale: Locale, kind: 'date' | 'month', text: string): string {
  const date = dateOfText(kind, text);
  if (!date) return '';
  const parts: Record<string, string> = {
    dd: pad(date.getDate()),
    MM: pad(date.getMonth() + 1),
    yyyy: pad(date.getFullYear(), 4),
  };
  return datePatterns[locale][kind].replace(/dd|MM|yyyy/g, (token) => parts[token]!);
}
