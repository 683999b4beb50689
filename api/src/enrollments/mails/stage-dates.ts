import { BRUSSELS_TIME_ZONE, type Enrollment, type Language } from '@stages/contracts';

const locales: Record<Language, string> = { fr: 'fr-BE', en: 'en-GB', nl: 'nl-BE' };

/** One formatter per language: making one costs more than the rest of a mail. */
const longDates = Object.fromEntries(
  (Object.keys(locales) as Language[]).map((language) => [
    language,
    new Intl.DateTimeFormat(locales[language], { dateStyle: 'long', timeZone: BRUSSELS_TIME_ZONE }),
  ]),
) as Record<Language, Intl.DateTimeFormat>;

/** The stage's first and last days as a mail writes them: "6 juillet 2027 – 10 juillet 2027". */
export function stageDates(
  enrollment: Pick<Enrollment, 'starts_at' | 'ends_at'>,
  language: Language,
) {
  const format = longDates[language];
  return `${format.format(new Date(enrollment.starts_at!))} – ${format.format(new Date(enrollment.ends_at!))}`;
}
