/**
 * French elides "de" and "que" before a vowel or a mute h: "d’Alice", "qu’Élodie", "d’Yves",
 * but "de Noor", "de Yasmine" (a y before a vowel is a consonant).
 */
const elides = (word: string) =>
  /^(?:[aeiouàâäéèêëîïôöùûüæœ]|h[aeiouyàâäéèêëîïôöùûü]|y[^aeiouy])/iu.test(word.trim());

/** The typographic apostrophe, or the straight one of a text that writes its own so. */
type Apostrophe = '’' | "'";

/** "de Noor", "d’Alice". */
export const frenchOf = (name: string, apostrophe: Apostrophe = '’') =>
  elides(name) ? `d${apostrophe}${name}` : `de ${name}`;

/** "que Noor", "qu’Alice". */
export const frenchThat = (name: string, apostrophe: Apostrophe = '’') =>
  elides(name) ? `qu${apostrophe}${name}` : `que ${name}`;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A French sentence whose "de" or "que" stands before a name put into it (a translated message
 * and the values it was given) with the elision the name asks for: "la fiche de Emma" reads
 * "la fiche d’Emma", with the apostrophe the sentence uses elsewhere. Only the given names are
 * touched: the sentence's own words are right already.
 */
export function elideBeforeNames(sentence: string, values: readonly unknown[]) {
  const apostrophe: Apostrophe = sentence.includes("'") && !sentence.includes('’') ? "'" : '’';
  let result = sentence;
  for (const value of values) {
    if (typeof value !== 'string' || !value.trim() || !elides(value)) continue;
    result = result.replace(
      new RegExp(`(^|[^\\p{L}])([Dd]e|[Qq]ue) (?=${escapeRegExp(value)})`, 'gu'),
      (_match, start: string, word: string) => `${start}${word.slice(0, -1)}${apostrophe}`,
    );
  }
  return result;
}
