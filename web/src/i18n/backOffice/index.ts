import { adminEn } from '../admin/en';
import { adminFr } from '../admin/fr';
import { adminNl } from '../admin/nl';
import { mergeMessages } from '../messages';
import { organizerEn } from './en';
import { organizerFr } from './fr';
import { organizerNl } from './nl';

/** The signed-in tools' texts, in every language: they load with those tools. */
export const backOfficeMessages = {
  fr: mergeMessages(organizerFr, adminFr),
  en: mergeMessages(organizerEn, adminEn),
  nl: mergeMessages(organizerNl, adminNl),
};
