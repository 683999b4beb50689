import englishMessages from 'ra-language-english';
import { en } from './en';
import { mergeMessages } from './messages';

/** Loaded only when a visitor picks English. */
export const english = mergeMessages(englishMessages, en);
