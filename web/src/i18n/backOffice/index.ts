import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { adminEn } from '../admin/en.js';
import { adminFr } from '../admin/fr.js';
import { adminNl } from '../admin/nl.js';
import { organizerEn } from './en.js';
import { organizerFr } from './fr.js';
import { organizerNl } from './nl.js';

/** The signed-in tools' texts, in every language: they load with those tools. */
export const backOfficeMessages = {
  fr: mergeTranslations(organizerFr, adminFr) as TranslationMessages,
  en: mergeTranslations(organizerEn, adminEn) as TranslationMessages,
  nl: mergeTranslations(organizerNl, adminNl) as TranslationMessages,
};
