import { mergeTranslations, type TranslationMessages } from 'react-admin';
import { nl } from './nl.js';
import { raDutch } from './ra-dutch.js';

/** Loaded only when a visitor picks Dutch. */
export const dutch = mergeTranslations(raDutch, nl) as TranslationMessages;
