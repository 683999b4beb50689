import fs from 'node:fs';
import { TaxYearAnswer } from '@stages/contracts';
import { validateXML } from 'xmllint-wasm';
import { expect } from 'vitest';
import type { Organizer } from '../actors.js';
import type { paying } from '../payments/paying.js';

/** A parent's profile with a national register number and an address, as a 281.86 needs. */
export const parentProfile = (street: string) => ({
  first_name: 'Pauline',
  last_name: 'Dupont',
  phone: '+32 470 12 34 56',
  address: { street, number: '20', postal_code: '5000', city: 'Namur', country: 'BE' },
  national_register_number: '85.07.30-033.28',
  birth_date: '1985-07-30',
  language: 'fr',
});

/** An organizer whose profile lets it issue 281.86 certificates, with all they print. */
export async function certifying(make: ReturnType<typeof paying>): Promise<Organizer> {
  const own = await make.organizer();
  const profile = (await own.browser.get('/api/v1/organization/edit/').expect(200)).body;
  const saved = await own.browser.put('/api/v1/organization/edit/', {
    ...profile,
    phone: '+32 81 40 50 60',
    email: 'club@example.org',
    address: {
      street: 'Rue des Brasseurs',
      number: '41',
      postal_code: '5000',
      city: 'Namur',
      country: 'BE',
    },
    enterprise_number: '0417.263.811',
    tax_certificates: true,
    certification: 'a',
    certifier_name: "Office de la Naissance et de l'Enfance",
    certifier_enterprise_number: '0248.376.022',
    certifier_address: 'Chaussée de Charleroi 95, 1060 Bruxelles',
    responsible_first_name: 'Camille',
    responsible_last_name: 'Renard',
    responsible_capacity: 'Responsable',
  });
  expect(saved.status, saved.text).toBe(200);
  return own;
}

/** The organization's 281.86 certificates of `year`, as its documents tab reads them. */
export async function taxYear(organizer: Organizer, year: number) {
  const answer = await organizer.browser
    .get(`/api/v1/organization/tax-certificates/${year}/`)
    .expect(200);
  return TaxYearAnswer.parse(answer.body);
}

const SCHEMA = fs.readFileSync(
  new URL('../../fixtures/belcotax/Belcotax-2024.xsd', import.meta.url),
  'utf8',
);

/**
 * What the schema finds wrong with a Belcotax file: the 2024 schema is the one published; the
 * structure of the 281.86 record is the same.
 */
export async function belcotaxErrors(xml: string) {
  const checked = await validateXML({
    xml: [{ fileName: 'belcotax.xml', contents: xml }],
    schema: [{ fileName: 'Belcotax-2024.xsd', contents: SCHEMA }],
  });
  return checked.errors;
}
