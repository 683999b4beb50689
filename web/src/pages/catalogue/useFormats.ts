import { useLocaleState } from 'react-admin';
import { intlLocale, isLocale } from '../../i18n/locales';

/** Dates, times and prices in the reader's language, in Belgian time. */
export function useFormats() {
  const [locale] = useLocaleState();
  const tag = intlLocale[isLocale(locale) ? locale : 'fr'];
  const timeZone = 'Europe/Brussels';
  const day = new Intl.DateTimeFormat(tag, { dateStyle: 'full', timeZone });
  const moment = new Intl.DateTimeFormat(tag, { dateStyle: 'long', timeStyle: 'short', timeZone });
  const price = new Intl.NumberFormat(tag, { style: 'currency', currency: 'EUR' });
  return {
    day: (iso: string) => day.format(new Date(iso)),
    moment: (iso: string) => moment.format(new Date(iso)),
    price: (cents: number) => price.format(cents / 100),
  };
}
