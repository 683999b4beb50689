import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'react-admin';
import englishMessages from 'ra-language-english';
import frenchMessages from 'ra-language-french';
import { adminEn } from './admin/en';
import { adminFr } from './admin/fr';
import { adminNl } from './admin/nl';
import { en } from './en';
import { fr } from './fr';
import { DEFAULT_LOCALE, isLocale, localeNames } from './locales';
import { nl } from './nl';
import { pagesEn } from './pages/en';
import { pagesFr } from './pages/fr';
import { pagesNl } from './pages/nl';
import { raDutch } from './ra-dutch';

type Messages = { [key: string]: string | Messages };

/** Later sources win; nested groups such as `resources` are merged, not replaced. */
function merge(...sources: readonly object[]): Messages {
  const merged: Messages = {};
  for (const source of sources as readonly Messages[]) {
    for (const [key, value] of Object.entries(source)) {
      const current = merged[key];
      merged[key] =
        typeof value === 'object' && typeof current === 'object' ? merge(current, value) : value;
    }
  }
  return merged;
}

const messages = {
  fr: merge(frenchMessages, fr, adminFr, pagesFr) as unknown as TranslationMessages,
  en: merge(englishMessages, en, adminEn, pagesEn) as unknown as TranslationMessages,
  nl: merge(raDutch, nl, adminNl, pagesNl) as unknown as TranslationMessages,
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
