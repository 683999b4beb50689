export const LOCALES = ['fr', 'en', 'nl'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'fr';

export const localeNames: { locale: Locale; name: string }[] = [
  { locale: 'fr', name: 'Français' },
  { locale: 'en', name: 'English' },
  { locale: 'nl', name: 'Nederlands' },
];

/**
 * The Intl locale for dates and amounts: day/month/year in French, month/day/year in English,
 * day-month-year in Dutch.
 */
export const intlLocale: Record<Locale, string> = { fr: 'fr-BE', en: 'en-US', nl: 'nl-NL' };

export const isLocale = (value: string): value is Locale =>
  (LOCALES as readonly string[]).includes(value);
