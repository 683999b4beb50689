import { BRUSSELS_TIME_ZONE, type Enrollment, type Language } from '@stages/contracts';

const locales: Record<Language, string> = { fr: 'fr-BE', en: 'en-GB', nl: 'nl-BE' };

const perLanguage = <T>(make: (locale: string) => T) =>
  Object.fromEntries(
    (Object.keys(locales) as Language[]).map((language) => [language, make(locales[language])]),
  ) as Record<Language, T>;

/** One formatter per language: making one costs more than the rest of a mail. */
const longDates = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: BRUSSELS_TIME_ZONE }),
);
const amounts = perLanguage(
  (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
);

/** A day (`2027-07-06`) or an instant as a mail writes it: "6 juillet 2027". */
export function longDate(value: string, language: Language) {
  // A bare day is noon in Brussels, which no time zone moves to another day.
  const instant = /^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T12:00:00+02:00` : value;
  return longDates[language].format(new Date(instant));
}

const longDateTimes = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: BRUSSELS_TIME_ZONE,
    }),
);
const lists = perLanguage(
  (locale) => new Intl.ListFormat(locale, { style: 'long', type: 'conjunction' }),
);

/** An instant with its hour in Belgium, as a mail writes it: "3 décembre 2026 à 14:30". */
export const longDateTime = (value: string, language: Language) =>
  longDateTimes[language].format(new Date(value));

/** Names as a sentence lists them: "Emma et Lucas", "Emma, Lucas and Noah". */
export const listed = (names: readonly string[], language: Language) =>
  lists[language].format(names);

/** Cents as euros: "137,50 €". */
export const euros = (cents: number, language: Language) => amounts[language].format(cents / 100);

/** The stage's first and last days as a mail writes them: "6 juillet 2027 – 10 juillet 2027". */
export function stageDates(
  enrollment: Pick<Enrollment, 'starts_at' | 'ends_at'>,
  language: Language,
) {
  return `${longDate(enrollment.starts_at!, language)} – ${longDate(enrollment.ends_at!, language)}`;
}
