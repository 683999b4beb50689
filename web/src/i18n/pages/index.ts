import { pagesEn } from './en';
import { pagesFr } from './fr';
import { pagesNl } from './nl';

/** The information pages' texts, in every language: they load with those pages. */
export const pageMessages = { fr: pagesFr, en: pagesEn, nl: pagesNl };
