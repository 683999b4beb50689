import { readFileSync } from 'node:fs';
import { validateXML, type XMLValidationResult } from 'xmllint-wasm';
import { describe, expect, it } from 'vitest';
import type {
  Address,
  OrganizationParty,
  TaxCertificateData,
  TaxPeriod,
} from '../../../api/src/issued-documents/domain/document-data.js';
import {
  belcotaxXml,
  type BelcotaxFiling,
} from '../../../api/src/issued-documents/tax/belcotax-xml.js';

const SCHEMA = readFileSync(
  new URL('../../fixtures/belcotax/Belcotax-2024.xsd', import.meta.url),
  'utf8',
);
/**
 * The same schema with its commented-out length facets turned back on: the administration's
 * module checks those lengths on upload, the published schema does not.
 */
const STRICT_SCHEMA = SCHEMA.replace(/<!--\s*(<xs:maxLength value="\d+"\/>)\s*-->/g, '$1');

async function validate(xml: string, schema = SCHEMA): Promise<XMLValidationResult> {
  return validateXML({
    xml: [{ fileName: 'belcotax.xml', contents: xml }],
    schema: [{ fileName: 'Belcotax-2024.xsd', contents: schema }],
  });
}

async function expectValid(xml: string) {
  for (const schema of [SCHEMA, STRICT_SCHEMA]) {
    const result = await validate(xml, schema);
    expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
    expect(result.valid).toBe(true);
  }
}

// A small reader of the file: the texts of an element, unescaped, in document order.
const unescape = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
const texts = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => unescape(m[1]!));
const text = (xml: string, tag: string) => {
  const all = texts(xml, tag);
  expect(all, tag).toHaveLength(1);
  return all[0]!;
};
const fiches = (xml: string) =>
  [...xml.matchAll(/<Fiche28186>[\s\S]*?<\/Fiche28186>/g)].map((m) => m[0]);

const address = (overrides: Partial<Address> = {}): Address => ({
  street: 'Rue des Tilleuls',
  number: '12',
  postal_code: '1348',
  city: 'Louvain-la-Neuve',
  country: 'BE',
  ...overrides,
});

const organization = (overrides: Partial<OrganizationParty> = {}): OrganizationParty => ({
  name: 'Les Petits Explorateurs ASBL',
  address: address({ street: 'Avenue du Parc', number: '3', postal_code: '1300', city: 'Wavre' }),
  enterpriseNumber: '0456789123',
  vatNumber: null,
  email: 'info@explorateurs.be',
  phone: '+32 10 22 33 44',
  ...overrides,
});

const period = (from: string, to: string, days: number, amountCents: number): TaxPeriod => ({
  from,
  to,
  days,
  dailyRateCents: null,
  amountCents,
});

const certificate = (
  serial: number,
  periods: readonly TaxPeriod[],
  overrides: Partial<TaxCertificateData> = {},
): TaxCertificateData => ({
  language: 'fr',
  incomeYear: 2024,
  serial,
  issuedOn: '2025-02-10',
  organization: organization(),
  certification: {
    choice: 'a',
    certifierName: 'Office de la Naissance et de l’Enfance',
    certifierEnterpriseNumber: '0231907895',
    certifierAddress: 'Chaussée de Charleroi 95, 1060 Saint-Gilles',
    from: '2023-01-01',
    until: null,
  },
  debtor: {
    firstName: 'Claire',
    lastName: 'Dubois',
    nationalRegisterNumber: '85073003328',
    address: address(),
  },
  child: {
    firstName: 'Léa',
    lastName: 'Dubois',
    birthDate: '2016-03-01',
    nationalRegisterNumber: '16030112345',
    address: address(),
  },
  periods,
  totalCents: periods.reduce((sum, p) => sum + p.amountCents, 0),
  signatory: { name: 'Anne Martin', capacity: 'Présidente' },
  ...overrides,
});

const fourPeriods = [
  period('2024-02-12', '2024-02-16', 5, 7500),
  period('2024-04-08', '2024-04-12', 5, 8000),
  period('2024-07-08', '2024-07-12', 5, 9000),
  period('2024-10-28', '2024-10-31', 4, 6000),
];
const onePeriodWithRate: TaxPeriod = {
  ...period('2024-08-19', '2024-08-23', 5, 25_000),
  dailyRateCents: 5000,
};
const abroad = address({
  street: 'Rue Nationale',
  number: '40',
  postal_code: '59000',
  city: 'Lille',
  country: 'FR',
});

const filing = (overrides: Partial<BelcotaxFiling> = {}): BelcotaxFiling => ({
  incomeYear: 2024,
  createdOn: '2025-02-14',
  organization: organization(),
  contact: { name: 'Anne Martin', phone: null, email: 'anne@explorateurs.be' },
  language: 'fr',
  certificates: [
    certificate(1, fourPeriods),
    certificate(2, [onePeriodWithRate], {
      certification: {
        choice: 'b',
        certifierName: 'Commune de Wavre',
        certifierEnterpriseNumber: null,
        certifierAddress: 'Place de l’Hôtel de Ville 1, 1300 Wavre',
        from: null,
        until: null,
      },
    }),
    certificate(3, [period('2024-07-15', '2024-07-19', 5, 10_000)], {
      language: 'nl',
      debtor: {
        firstName: 'Pieter',
        lastName: 'Janssens',
        nationalRegisterNumber: '80010112345',
        address: abroad,
      },
      child: {
        firstName: 'Lotte',
        lastName: 'Janssens',
        birthDate: '2015-09-20',
        nationalRegisterNumber: '15092012345',
        address: abroad,
      },
    }),
  ],
  ...overrides,
});

describe('The Belcotax-on-web file of the 281.86 certificates', () => {
  it('validates against the 2024 schema, and within its field lengths', async () => {
    const xml = belcotaxXml(filing());
    expect(xml.startsWith('<?xml version="1.0" encoding="utf-8"?>\n<Verzendingen>')).toBe(true);
    expect(fiches(xml)).toHaveLength(3);
    await expectValid(xml);
  });

  it('writes days as DD-MM-YYYY, amounts in whole cents, and the four periods in their fields', () => {
    const [four, one] = fiches(belcotaxXml(filing()));
    expect(text(four!, 'f86_2055_begindate1')).toBe('12-02-2024');
    expect(text(four!, 'f86_2162_enddate4')).toBe('31-10-2024');
    expect(text(four!, 'f86_2063_amount4')).toBe('6000');
    expect(text(four!, 'f86_2119_numberofday4')).toBe('4');
    expect(text(four!, 'f86_2064_totalamount')).toBe('30500');
    // No daily rate where the data has none (below the year's maximum).
    expect(texts(four!, 'f86_2111_dailytariff1')).toEqual([]);
    expect(text(one!, 'f86_2110_numberofday1')).toBe('5');
    expect(text(one!, 'f86_2111_dailytariff1')).toBe('5000');
    expect(texts(one!, 'f86_2061_amount2')).toEqual([]);
    expect(text(one!, 'f86_2163_childbirthdate')).toBe('01-03-2016');
  });

  it('codes the certification, the certifier, the languages and the countries', () => {
    const xml = belcotaxXml(filing({ language: 'en' }));
    const [first, second, third] = fiches(xml);
    expect(text(xml, 'v0022_taalcode')).toBe('2');
    expect(text(xml, 'a1020_taalcode')).toBe('2');
    expect(text(first!, 'f86_2031_certificationautorisation')).toBe('1');
    expect(text(first!, 'f86_2156_certifieradres')).toBe('Chaussée de Charleroi 95');
    expect(text(first!, 'f86_2100_certifierpostnr')).toBe('1060');
    expect(text(first!, 'f86_2154_certifiermunicipality')).toBe('Saint-Gilles');
    expect(text(first!, 'f86_2164_beginvaliditycertification')).toBe('01-01-2023');
    expect(text(second!, 'f86_2031_certificationautorisation')).toBe('2');
    expect(texts(second!, 'f86_2109_certifiercbenumber')).toEqual([]);
    expect(text(first!, 'f2018_landwoonplaats')).toBe('150');
    expect(text(first!, 'f2016_postcodebelgisch')).toBe('1348');
    expect(texts(first!, 'f2112_buitenlandspostnummer')).toEqual([]);
    // The family living in France: the foreign postcode goes where the schema puts it.
    expect(text(third!, 'f2027_taalcode')).toBe('1');
    expect(text(third!, 'f2018_landwoonplaats')).toBe('111');
    expect(texts(third!, 'f2016_postcodebelgisch')).toEqual([]);
    expect(text(third!, 'f2112_buitenlandspostnummer')).toBe('59000');
    expect(text(third!, 'f86_2101_childcountry')).toBe('111');
    expect(text(third!, 'f86_2139_childpostnr')).toBe('59000');
    expect(text(third!, 'f86_2140_childmunicipality')).toBe('Lille');
  });

  it('closes the declaration and the sending with the control totals of the records', () => {
    const data = filing();
    const xml = belcotaxXml(data);
    const records = fiches(xml);

    // Computed from the data, apart from the writer.
    const serialSum = data.certificates.reduce((sum, c) => sum + c.serial, 0);
    const controlSum = data.certificates.reduce(
      (sum, c) => sum + c.periods.reduce((s, p) => s + p.amountCents, 0) + c.totalCents,
      0,
    );
    expect(serialSum).toBe(6);
    expect(controlSum).toBe(2 * (30_500 + 25_000 + 10_000));

    // Each fiche's control total is the sum of its amount zones 2.60-2.64.
    for (const record of records) {
      const amounts = [
        'f86_2060_amount1',
        'f86_2061_amount2',
        'f86_2062_amount3',
        'f86_2063_amount4',
      ]
        .flatMap((tag) => texts(record, tag))
        .map(Number);
      const total = Number(text(record, 'f86_2064_totalamount'));
      expect(Number(text(record, 'f86_2059_totaalcontrole'))).toBe(
        amounts.reduce((a, b) => a + b, 0) + total,
      );
    }
    const read = (tag: string) => Number(text(xml, tag));
    expect(read('r8010_aantalrecords')).toBe(records.length + 2);
    expect(read('r8011_controletotaal')).toBe(serialSum);
    expect(read('r8011_controletotaal')).toBe(
      texts(xml, 'f2009_volgnummer')
        .map(Number)
        .reduce((a, b) => a + b),
    );
    expect(read('r8012_controletotaal')).toBe(controlSum);
    expect(read('r8012_controletotaal')).toBe(
      texts(xml, 'f86_2059_totaalcontrole')
        .map(Number)
        .reduce((a, b) => a + b),
    );
    expect(read('r9010_aantallogbestanden')).toBe(3);
    expect(read('r9011_totaalaantalrecords')).toBe(records.length + 4);
    expect(read('r9012_controletotaal')).toBe(serialSum);
    expect(read('r9013_controletotaal')).toBe(controlSum);
  });

  it('escapes names with & < > and quotes, keeps accents, and still validates', async () => {
    const name = 'Scouts & Guides <Été> "Les Hiboux"';
    const data = filing({
      organization: organization({ name }),
      certificates: [
        certificate(1, fourPeriods, {
          debtor: {
            firstName: 'Zoë',
            lastName: 'O’Brien & Fils',
            nationalRegisterNumber: '85.07.30-033.28',
            address: address({ street: "Rue de l'Église", city: 'Ottignies-Louvain-la-Neuve' }),
          },
          child: {
            firstName: 'Anaïs',
            lastName: "D'Hondt <Müller>",
            birthDate: '2016-03-01',
            nationalRegisterNumber: '16030112345',
            address: address(),
          },
        }),
      ],
    });
    const xml = belcotaxXml(data);
    expect(xml).toContain('Scouts &amp; Guides &lt;Été&gt; &quot;Les Hiboux&quot;');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
    expect(text(xml, 'v0014_naam')).toBe(name);
    expect(texts(xml, 'a1011_naamnl1')[0]! + ' ' + texts(xml, 'a1012_naamnl2')[0]!).toBe(name);
    expect(text(xml, 'f2013_naam')).toBe('O’Brien & Fils');
    expect(text(xml, 'f2114_voornamen')).toBe('Zoë');
    expect(text(xml, 'f2015_adres')).toBe("Rue de l'Église 12");
    expect(text(xml, 'f86_2106_childname')).toBe("D'Hondt <Müller>");
    expect(text(xml, 'f2011_nationaalnr')).toBe('85073003328');
    await expectValid(xml);
  });

  it('cuts names and addresses to the lengths of their fields rather than write a refused file', async () => {
    const long =
      'Association des Amis des Grandes Vacances Actives du Brabant Wallon et de Bruxelles';
    const xml = belcotaxXml(
      filing({
        organization: organization({ name: long }),
        contact: {
          name: 'Marie-Christine de la Tour d’Auvergne-Lauraguais',
          phone: '0032 10 22 33 44',
          email: null,
        },
      }),
    );
    expect(text(xml, 'v0014_naam')).toBe(Array.from(long).slice(0, 41).join('').trimEnd());
    expect(Array.from(text(xml, 'a1011_naamnl1')).length).toBeLessThanOrEqual(28);
    expect(text(xml, 'v0018_telefoonnummer')).toBe('+3210223344');
    expect(text(xml, 'v0023_emailadres')).toBe('info@explorateurs.be');
    await expectValid(xml);
  });

  it('refuses a filing without the organization’s enterprise number', () => {
    expect(() =>
      belcotaxXml(filing({ organization: organization({ enterpriseNumber: null }) })),
    ).toThrow(/has no enterprise number/);
  });

  it('refuses what the administration would reject: a wrong national number, a total off its periods', () => {
    const [first] = filing().certificates;
    expect(() =>
      belcotaxXml(
        filing({
          certificates: [{ ...first!, child: { ...first!.child, nationalRegisterNumber: '1234' } }],
        }),
      ),
    ).toThrow(/must have 11 digits/);
    expect(() => belcotaxXml(filing({ certificates: [{ ...first!, totalCents: 1 }] }))).toThrow(
      /not the sum/,
    );
    expect(() => belcotaxXml(filing({ certificates: [] }))).toThrow(/no certificate/);
  });

  it('is checked by a live validator: a file missing a required element fails', async () => {
    const xml = belcotaxXml(filing());
    const withoutSerial = xml.replace(/\s*<f2009_volgnummer>1<\/f2009_volgnummer>/, '');
    expect(withoutSerial).not.toBe(xml);
    const missing = await validate(withoutSerial);
    expect(missing.valid).toBe(false);
    expect(missing.errors[0]?.message).toMatch(/f2013_naam|f2009_volgnummer/);

    const withoutTotal = xml.replace(/\s*<r8012_controletotaal>\d+<\/r8012_controletotaal>/, '');
    expect((await validate(withoutTotal)).valid).toBe(false);

    // And the strict copy catches a field over its length, which the published schema lets by.
    const tooLong = xml.replace('<v0016_postcode>1300<', '<v0016_postcode>13000<');
    expect((await validate(tooLong)).valid).toBe(true);
    expect((await validate(tooLong, STRICT_SCHEMA)).valid).toBe(false);
  });

  it('writes a valid file of 2,000 certificates', async () => {
    const many = Array.from({ length: 2000 }, (_, index) =>
      certificate(index + 1, index % 2 === 0 ? fourPeriods : [onePeriodWithRate]),
    );
    const xml = belcotaxXml(filing({ certificates: many }));
    expect(fiches(xml)).toHaveLength(2000);
    expect(Number(text(xml, 'r8011_controletotaal'))).toBe((2000 * 2001) / 2);
    expect(Number(text(xml, 'r8012_controletotaal'))).toBe(1000 * 2 * 30_500 + 1000 * 2 * 25_000);
    await expectValid(xml);
  });
});
