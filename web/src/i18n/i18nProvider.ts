import { elideBeforeNames } from '@stages/contracts';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { mergeTranslations, type I18nProvider, type TranslationMessages } from 'react-admin';
import frenchMessages from 'ra-language-french';
import { fr } from './fr.js';
import { DEFAULT_LOCALE, isLocale, type Locale, localeNames } from './locales.js';

/**
 * French ships with the app; English and Dutch are fetched the first time they are chosen, so a
 * visitor downloads one language. react-admin keeps the choice in its store (localStorage) and
 * waits for the messages before its first render in that language.
 */
const loaded: Partial<Record<Locale, TranslationMessages>> = {
  fr: mergeTranslations(frenchMessages, fr) as TranslationMessages,
};
const loaders: Record<Exclude<Locale, 'fr'>, () => Promise<TranslationMessages>> = {
  en: () => import('./english.js').then((module) => module.english),
  nl: () => import('./dutch.js').then((module) => module.dutch),
};

/** Messages that come with a lazily loaded part of the app (the information pages). */
const extensions: Record<Locale, object[]> = { fr: [], en: [], nl: [] };

let locale: Locale = DEFAULT_LOCALE;
let polyglot = build();

function build(): I18nProvider {
  const messages = mergeTranslations(loaded[locale]!, ...extensions[locale]) as TranslationMessages;
  return polyglotI18nProvider(() => messages, locale, localeNames);
}

async function changeLocale(wanted: string) {
  const next = isLocale(wanted) ? wanted : DEFAULT_LOCALE;
  loaded[next] ??= await loaders[next as Exclude<Locale, 'fr'>]();
  locale = next;
  polyglot = build();
}

/** French elides "de" and "que" before the names a message is given: "la fiche d’Emma". */
function translate(key: string, options?: Record<string, unknown>) {
  const text = polyglot.translate(key, options);
  return locale === 'fr' && options ? elideBeforeNames(text, Object.values(options)) : text;
}

export const i18nProvider: I18nProvider = {
  translate,
  changeLocale,
  getLocale: () => locale,
  getLocales: () => localeNames,
};

/**
 * The messages of a part of the app that loads on demand, in every language it may switch to:
 * the returned function fetches them once; wait for it before that part first renders.
 */
export function lazyMessages(load: () => Promise<Record<Locale, object>>) {
  let loading: Promise<void> | undefined;
  return () =>
    (loading ??= load().then((bundle) => {
      for (const each of Object.keys(extensions) as Locale[]) extensions[each].push(bundle[each]);
      polyglot = build();
    }));
}

/** The organizers' and administrators' texts. */
export const loadBackOfficeMessages = lazyMessages(() =>
  import('./backOffice/index.js').then((module) => module.backOfficeMessages),
);
