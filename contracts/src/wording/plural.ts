import type { Language } from '../api/identity.js';

const pluralRules: Record<Language, Intl.PluralRules> = {
  fr: new Intl.PluralRules('fr'),
  en: new Intl.PluralRules('en'),
  nl: new Intl.PluralRules('nl'),
};

/**
 * The singular or the plural, as the language counts: French takes the singular for 0 and 1
 * ("0 jour", "1 jour"), English and Dutch only for 1 ("0 days", "1 day").
 */
export const plural = (language: Language, count: number, one: string, other: string) =>
  pluralRules[language].select(count) === 'one' ? one : other;

/** "1 jour", "2 jours": the count and its noun, agreeing. */
export const counted = (language: Language, count: number, one: string, other: string) =>
  `${count} ${plural(language, count, one, other)}`;
