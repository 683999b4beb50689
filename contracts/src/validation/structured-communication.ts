import { mod97 } from './belgian.js';

/**
 * The Belgian structured communication (OGM/VCS) `+++DDD/DDDD/DDDCC+++`: ten digits that say
 * which bill is paid, and two check digits, the ten modulo 97 (97 when that is 0). Banks check
 * it when the payer types it, so a typo is caught before the money leaves.
 */

const check = (ten: string) => mod97(ten) || 97;

/** The communication of ten digits, written as payers and banks expect it. */
export function structuredCommunication(tenDigits: string): string {
  if (!/^\d{10}$/.test(tenDigits)) throw new Error('A structured communication holds ten digits');
  const digits = `${tenDigits}${String(check(tenDigits)).padStart(2, '0')}`;
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

/** Its twelve digits when `text` is a structured communication, however it was spaced; null otherwise. */
export function structuredCommunicationDigits(text: string): string | null {
  const compact = text.replace(/[\s+*/]/g, '');
  if (!/^\d{12}$/.test(compact)) return null;
  return Number(compact.slice(10)) === check(compact.slice(0, 10)) ? compact : null;
}

export const isValidStructuredCommunication = (text: string) =>
  structuredCommunicationDigits(text) !== null;

/** The twelve digits written the usual way, `+++DDD/DDDD/DDDCC+++`. */
export const formatStructuredCommunication = (twelveDigits: string) =>
  structuredCommunication(twelveDigits.slice(0, 10));

/**
 * The structured communication a payer typed into the free-text line, as many do (`+++…+++`,
 * `***…***` or the bare twelve digits): the first one whose check digits hold, or null.
 */
export function structuredCommunicationIn(freeText: string): string | null {
  const candidates = freeText.match(/[+*]{3}[\d\s/]{12,18}[+*]{3}|\d{3}\/\d{4}\/\d{5}|\b\d{12}\b/g);
  for (const candidate of candidates ?? []) {
    const digits = structuredCommunicationDigits(candidate);
    if (digits) return digits;
  }
  return null;
}
