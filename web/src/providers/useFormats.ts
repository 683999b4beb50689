import { BRUSSELS_TIME_ZONE, isDayText } from '@stages/contracts';
import { useLocaleState } from 'react-admin';
import { intlLocale, isLocale } from '../i18n/locales.js';

/**
 * Dates, times and prices in a language, in Belgian time whatever the browser's zone. Short
 * dates follow each language's habit: 21/07/2027 in French, 07/21/2027 in English, 21-07-2027
 * in Dutch.
 */
export function formatters(locale: string) {
  const tag = intlLocale[isLocale(locale) ? locale : 'fr'];
  const timeZone = BRUSSELS_TIME_ZONE;
  const shortDate = { day: '2-digit', month: '2-digit', year: 'numeric' } as const;
  const date = new Intl.DateTimeFormat(tag, { ...shortDate, timeZone });
  // A calendar day (`2027-07-05`) names no instant: written as it is, in no zone's light.
  const calendarDay = new Intl.DateTimeFormat(tag, { ...shortDate, timeZone: 'UTC' });
  const dateTime = new Intl.DateTimeFormat(tag, {
    ...shortDate,
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  });
  const time = new Intl.DateTimeFormat(tag, { hour: '2-digit', minute: '2-digit', timeZone });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone });
  const moment = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const price = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
  const bytes = new Intl.NumberFormat(tag, { style: 'unit', unit: 'byte', unitDisplay: 'long' });
  const larger = (['gigabyte', 'megabyte', 'kilobyte'] as const).map((unit, index) => ({
    factor: 1000 ** (3 - index),
    format: new Intl.NumberFormat(tag, {
      style: 'unit',
      unit,
      unitDisplay: 'short',
      maximumFractionDigits: 1,
    }),
  }));
  return {
    date: (iso: string) =>
      isDayText(iso) ? calendarDay.format(Date.parse(iso)) : date.format(new Date(iso)),
    dateTime: (iso: string) => dateTime.format(new Date(iso)),
    time: (iso: string) => time.format(new Date(iso)),
    day: (iso: string) => day.format(new Date(iso)),
    moment: (iso: string) => moment.format(new Date(iso)),
    /** In euros, unless another ISO 4217 currency is named (a bank statement's credit). */
    price: (cents: number, currency = 'EUR') =>
      (currency === 'EUR'
        ? price
        : new Intl.NumberFormat(tag, { style: 'currency', currency })
      ).format(cents / 100),
    /** A file's size: "512 octets", "8,2 ko", "1,5 Mo" in French; "8.2 kB" in English. */
    fileSize: (size: number) => {
      const unit = larger.find(({ factor }) => size >= factor);
      return unit ? unit.format.format(size / unit.factor) : bytes.format(size);
    },
  };
}

/** The formats of the reader's language. */
export function useFormats() {
  const [locale] = useLocaleState();
  return formatters(locale);
}
