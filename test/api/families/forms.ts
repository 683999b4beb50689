import { brusselsDay, composeNationalRegisterNumber, ErrorCode } from '@stages/contracts';
import type { Test } from 'supertest';
import { expect } from 'vitest';
import type { Browser } from '../../support/browser.js';
import { actors } from '../actors.js';
import type { IdentityWorld } from '../identity/world.js';

/** A valid national register number for a birth date and a sequence (odd for a boy). */
export const nationalNumber = composeNationalRegisterNumber;

/** The same number with its check digits off by one: a typing mistake. */
export const withWrongCheck = (number: string) =>
  number.slice(0, 9) + String((Number(number.slice(9)) % 97) + 1).padStart(2, '0');

/** `00.00.00-000.00`, the way people type it. */
export const printed = (digits: string) =>
  `${digits.slice(0, 2)}.${digits.slice(2, 4)}.${digits.slice(4, 6)}-${digits.slice(6, 9)}.${digits.slice(9)}`;

export const today = brusselsDay();
export const thisYear = Number(today.slice(0, 4));

/** A day `years` years before today (Belgian time), on `monthDay` (`MM-DD`). */
export const yearsAgo = (years: number, monthDay = today.slice(5)) =>
  `${thisYear - years}-${monthDay}`;

let sequences = 0;
/** A fresh sequence of the given parity, so that every child's number is its own. */
export function nextSequence(sex: 'male' | 'female' | 'other') {
  sequences += 1;
  const sequence = (sequences * 2) % 996;
  return sex === 'male' ? sequence + 1 : sequence + 2;
}

/** A coherent child form, 8 years old today; each test changes what it is about. */
/** The address the family forms are filled with. */
export const namurAddress = {
  street: 'Rue de Fer',
  number: '20',
  postal_code: '5000',
  city: 'Namur',
  country: 'BE',
};

export function childForm(overrides: Record<string, unknown> = {}) {
  const birthDate = (overrides.birth_date as string | undefined) ?? yearsAgo(8, '01-15');
  const sex = (overrides.sex as 'male' | 'female' | 'other' | undefined) ?? 'female';
  return {
    last_name: 'Peeters',
    first_name: 'Lotte',
    birth_date: birthDate,
    sex,
    national_register_number: printed(nationalNumber(birthDate, nextSequence(sex))),
    can_swim: true,
    tetanus_vaccine: true,
    disabled: false,
    allergies: 'Arachides',
    diet: 'Végétarien',
    height: 128,
    weight: 26.5,
    medications: 'Ventolin si besoin',
    important_info: 'Porte des lunettes',
    doctor_last_name: 'Janssens',
    doctor_first_name: 'Marc',
    doctor_phone: '+32 81 22 33 44',
    address: namurAddress,
    photo_consent: 'group_only',
    ...overrides,
  };
}

/** A legal representative born in 1985, whose number is `85.07.30-0SS.CC`. */
export function representativeForm(overrides: Record<string, unknown> = {}) {
  return {
    last_name: 'Dubois',
    first_name: 'Marie',
    national_register_number: printed(nationalNumber('1985-07-30', nextSequence('female'))),
    ...overrides,
  };
}

/** A call of a family endpoint, named for the failure message: method, path, and the call. */
export type FamilyCall = readonly [string, string, (browser: Browser) => Test];

/**
 * Organizers and administrators are refused (403), anyone not signed in too (401), on every
 * call; no answer carries the record's national register number.
 */
export async function expectParentsOnly(
  world: IdentityWorld,
  calls: readonly FamilyCall[],
  secret: string,
) {
  const people = actors(world);
  const callers = [
    ['organizer', (await people.organizer()).browser, 403, ErrorCode.wrongRole],
    ['administrator', await people.administrator(), 403, ErrorCode.wrongRole],
    ['anonymous', await world.browser(), 401, ErrorCode.notAuthenticated],
  ] as const;
  for (const [who, browser, status, code] of callers) {
    for (const [method, path, call] of calls) {
      const response = await call(browser);
      expect(response.status, `${who} ${method} ${path}`).toBe(status);
      expect(response.body.code).toBe(code);
      expect(response.text).not.toContain(secret);
    }
  }
}
