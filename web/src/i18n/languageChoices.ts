import { localeNames } from './locales';

/** Each language under its own name, as the language menu writes it, for choosing inputs. */
export const languageChoices = localeNames.map(({ locale, name }) => ({ id: locale, name }));
