import type { Language } from '@stages/contracts';
import type { Address, Person } from '../domain/document-data.js';
import { WORDINGS } from './wordings.js';

/**
 * The Belgian ways of writing what the documents print, in each language: dates written out,
 * amounts in euros, enterprise, VAT and bank account numbers, names and addresses.
 */

const dateFormats = new Map<Language, Intl.DateTimeFormat>();
const moneyFormats = new Map<Language, Intl.NumberFormat>();
const regionNames = new Map<Language, Intl.DisplayNames>();

function cached<T>(cache: Map<Language, T>, language: Language, create: (locale: string) => T) {
  let value = cache.get(language);
  if (!value) cache.set(language, (value = create(WORDINGS[language].common.locale)));
  return value;
}

const parseDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return { year: year!, month: month!, date: date! };
};

/** Noon UTC of a Belgian day: the instant a document dated that day was made. */
export function noonUtc(day: string): Date {
  const { year, month, date } = parseDay(day);
  return new Date(Date.UTC(year, month - 1, date, 12));
}

/**
 * Intl separates thousands and the currency with no-break spaces, some narrow (U+202F), which
 * the standard fonts lack. All the spaces of a date or an amount become the Latin-1 no-break
 * space instead: drawn as a space (and read back as one), never broken across two lines.
 */
const keepTogether = (text: string) => text.replace(/[\s\u202f\u2007]/g, '\u00a0');

/** `6 juillet 2026`, `6 juli 2026`, `6 July 2026`; French writes the first day `1er`. */
export function formatDate(day: string, language: Language): string {
  const format = cached(
    dateFormats,
    language,
    (locale) =>
      new Intl.DateTimeFormat(locale, {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }),
  );
  const text = keepTogether(format.format(noonUtc(day)));
  return language === 'fr' && parseDay(day).date === 1
    ? text.replace(/^1\u00a0/, '1er\u00a0')
    : text;
}

/** `1 234,50 €` (fr), `€ 1.234,50` (nl), `€1,234.50` (en): what Intl writes for each locale. */
export function formatMoney(cents: number, language: Language): string {
  const format = cached(
    moneyFormats,
    language,
    (locale) => new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }),
  );
  return keepTogether(format.format(cents / 100)).replace('\u2212', '-');
}

/** `0403.019.261`. */
export function formatEnterpriseNumber(digits: string): string {
  return /^\d{10}$/.test(digits)
    ? `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}`
    : digits;
}

/** `BE 0403.019.261`. */
export function formatVatNumber(vat: string): string {
  const match = /^([A-Z]{2})(\d{10})$/.exec(vat.replace(/\s/g, ''));
  return match ? `${match[1]} ${formatEnterpriseNumber(match[2]!)}` : vat;
}

/** `BE68 5390 0754 7034`. */
export function formatIban(iban: string): string {
  return iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ');
}

export const fullName = (person: Person) => `${person.firstName} ${person.lastName}`;

/** The lines of a Belgian address; the country is named only when it is not Belgium. */
export function addressLines(address: Address | null, language: Language): string[] {
  if (!address) return [];
  const lines = [
    `${address.street} ${address.number}`.trim(),
    `${address.postal_code} ${address.city}`.trim(),
  ];
  const country = address.country.toUpperCase();
  if (country !== 'BE') {
    const names = cached(
      regionNames,
      language,
      (locale) => new Intl.DisplayNames([locale], { type: 'region' }),
    );
    lines.push(names.of(country) ?? country);
  }
  return lines.filter((line) => line.length > 0);
}

/** The address on its lines, or a dash when there is none. */
export const addressText = (address: Address | null, language: Language) =>
  addressLines(address, language).join('\n') || '—';
