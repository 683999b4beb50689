import { useLocaleState } from 'react-admin';
import { intlLocale, isLocale } from '../../i18n/locales.js';

const timeZone = 'Europe/Brussels';

/**
 * Dates, times and prices in a language, in Belgian time. Short dates follow each language's
 * habit: 21/07/2027 in French, 07/21/2027 in English, 21-07-2027 in Dutch.
 */
export function formatters(locale: string) {
  const tag = intlLocale[isLocale(locale) ? locale : 'fr'];
  const date = new Intl.DateTimeFormat(tag, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone,
  });
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone });
  const moment = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const price = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
  return {
    date: (iso: string) => date.format(new Date(iso)),
    day: (iso: string) => day.format(new Date(iso)),
    moment: (iso: string) => moment.format(new Date(iso)),
    price: (cents: number) => price.format(cents / 100),
  };
}

/** The formats of the reader's language. */
export function useFormats() {
  const [locale] = useLocaleState();
  return formatters(locale);
}
