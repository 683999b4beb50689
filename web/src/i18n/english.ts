import englishMessages from 'ra-language-english';
import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { en } from './en.js';

/** Loaded only when a visitor picks English. */
export const english = mergeTranslations(englishMessages, en) as TranslationMessages;
