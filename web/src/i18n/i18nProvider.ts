import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { en } from './en';
import { fr } from './fr';
import { DEFAULT_LOCALE, isLocale, localeNames } from './locales';
import { nl } from './nl';
import { raDutch } from './ra-dutch';

const messages = {
  fr: { ...frenchMessages, ...fr },
  en: { ...englishMessages, ...en },
  nl: { ...raDutch, ...nl },
};

/**
 * French unless another language was chosen before; react-admin keeps the choice in its store
 * (localStorage) and restores it on the next visit.
 */
export const i18nProvider = polyglotI18nProvider(
  (locale) => (isLocale(locale) ? messages[locale] : messages[DEFAULT_LOCALE]),
  DEFAULT_LOCALE,
  localeNames,
);
