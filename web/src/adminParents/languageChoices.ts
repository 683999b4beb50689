import { localeNames } from '../i18n/locales';

/** Each language under its own name, as the language menu writes it. */
export const languageChoices = localeNames.map(({ locale, name }) => ({ id: locale, name }));
