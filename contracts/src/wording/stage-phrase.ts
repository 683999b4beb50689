import type { Language } from '../api/identity.js';

/**
 * Where a stage's name stands in a sentence. French joins its preposition to the article
 * ("au stage", "du stage"); English and Dutch keep theirs in the sentence, so for them the case
 * changes nothing.
 */
export type StageCase = 'plain' | 'to' | 'of';

/** A first word that is already the word for a camp: "Stage…", "Kamp…", "Camps…", "Zomerkamp", "Mini-stage". */
const CAMP_WORD = /^[\p{L}'’-]*(?:stages?|kamp(?:en)?|camps?)$/iu;

/** Whether the name begins with the word for what it names ("Stage cirque", "Kamp aan zee"). */
export const namesItsKind = (name: string) => CAMP_WORD.test(name.trim().split(/\s+/u)[0] ?? '');

const quotes: Record<Language, (text: string) => string> = {
  fr: (text) => `«\u00a0${text}\u00a0»`,
  en: (text) => `“${text}”`,
  nl: (text) => `“${text}”`,
};

/** A name quoted as each language quotes one: « Cirque », “Circus”. */
export const quoted = (language: Language, text: string) => quotes[language](text.trim());

/** What goes before the quoted name: with the word for a camp, or alone. */
const before: Record<
  Language,
  Record<StageCase, { readonly word: string; readonly alone: string }>
> = {
  fr: {
    plain: { word: 'le stage ', alone: '' },
    to: { word: 'au stage ', alone: 'à ' },
    of: { word: 'du stage ', alone: 'de ' },
  },
  en: {
    plain: { word: 'the camp ', alone: '' },
    to: { word: 'the camp ', alone: '' },
    of: { word: 'the camp ', alone: '' },
  },
  nl: {
    plain: { word: 'het kamp ', alone: '' },
    to: { word: 'het kamp ', alone: '' },
    of: { word: 'het kamp ', alone: '' },
  },
};

/**
 * "le stage « Cirque »", "au stage « Cirque »", "the camp “Circus”", "het kamp “Circus”"; a
 * name that says it is a camp is not told so twice: "à « Stage cirque »", "“Kamp aan zee”".
 * Every sentence that names a stage builds the phrase here, so the name always reads the same.
 */
export function stagePhrase(
  language: Language,
  name: string,
  grammaticalCase: StageCase = 'plain',
) {
  const { word, alone } = before[language][grammaticalCase];
  return `${namesItsKind(name) ? alone : word}${quoted(language, name)}`;
}
