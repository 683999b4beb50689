import type { Language } from '@stages/contracts';
import type {
  Address,
  Certification,
  OrganizationParty,
  TaxCertificateData,
  TaxPeriod,
} from '../domain/document-data.js';

/**
 * The Belcotax-on-web XML file through which an organization files its childcare certificates
 * 281.86 of one income year with the tax administration.
 *
 * The layout follows the administration's schema (test/fixtures/belcotax/Belcotax-2024.xsd):
 *
 *   Verzendingen > Verzending          the sending: v00xx header … r90xx trailer
 *     > Aangiften > Aangifte           the declaration of one debtor: a10xx … r80xx
 *       > Opgaven > Opgave32586        the summary 325.86
 *         > Fiche28186 × n             one certificate: f20xx common fields, f86_xxxx its own
 *
 * The schema declares every field as a plain string and checks only which elements are there and
 * in what order. Lengths, formats and codes are stated in its annotations and enforced by the
 * administration's validation module on upload, so this writer applies them itself: each text is
 * cut to the length the annotation gives (the `maxLength` the schema carries commented out), days
 * are `DD-MM-YYYY`, amounts whole cents, numbers bare digits. Where the annotations leave a value
 * open (country codes, the certification code), the choice follows the administration's own
 * sample file of a 281.86 filing (BOW2022_VoorbeeldXML_f86.xml), and the comment says so.
 */

export interface BelcotaxFiling {
  readonly incomeYear: number;
  /** When the file is made: YYYY-MM-DD. */
  readonly createdOn: string;
  /** The organization filing (the "debtor" of the income in Belcotax terms). */
  readonly organization: OrganizationParty;
  /** Who the administration contacts about the file; the organization's phone and e-mail fill in. */
  readonly contact: {
    readonly name: string;
    readonly phone: string | null;
    readonly email: string | null;
  };
  readonly language: Language;
  readonly certificates: readonly TaxCertificateData[];
}

/** `Fiche28186`: the record type of the certificate 281.86, in `f2008_typefiche`. */
const FICHE_TYPE = '28186';

/**
 * `v0010_bestandtype`: 'BELCOTAX' for a real filing ('BCTEST' would be a test file, which this
 * writer does not make).
 */
const FILE_TYPE = 'BELCOTAX';

/**
 * `v0025_typeenvoi`: 0, an original sending. A correction of an earlier sending would be 1 and
 * name it in `v0026_referte`; the platform files originals only.
 */
const ORIGINAL_SENDING = '0';

/**
 * `f2028_typetraitement`, "0, 1, 2 ou 3": 0 is an ordinary certificate (1 a change, 2 an addition,
 * 3 a cancellation of one already filed).
 */
const ORDINARY_TREATMENT = '0';

/**
 * `f2029_enkelopgave325`: 0, "fiche 281" — a certificate given to the taxpayer, not data kept for
 * the summary 325 only (1) nor a certificate without content (2).
 */
const CERTIFICATE_GIVEN = '0';

/**
 * Belcotax's language codes (`v0022_taalcode`, `a1020_taalcode`, `f2027_taalcode`): 1 Dutch,
 * 2 French, 3 German; there is none for English. English speakers get French, the platform's
 * first language, and the one the administration mostly uses with English speakers in Brussels,
 * where most of them live.
 */
const LANGUAGE_CODE: Readonly<Record<Language, string>> = { nl: '1', fr: '2', en: '2' };

/**
 * `f86_2031_certificationautorisation`, one digit. The schema names no codes; they follow the
 * order of the four certifications printed on the 281.86, which the administration's sample
 * file and the existing 281.86 writers number from 1 (0 would mean no certifier at all):
 * - a → 1: authorized, recognized, subsidized or supervised by, or holding a quality label of,
 *   ONE, Kind en Gezin (Opgroeien) or the German-speaking Community;
 * - b → 2: authorized, recognized, subsidized or supervised by local, community or regional
 *   public authorities;
 * - c → 3: the same by public institutions of another member state of the European Economic Area;
 * - d → 4: linked to a school of an EEA member state, or to its organizing authority.
 */
const CERTIFICATION_CODE: Readonly<Record<Certification, string>> = {
  a: '1',
  b: '2',
  c: '3',
  d: '4',
};

/**
 * The country codes of `f2018_landwoonplaats`, `f86_2101_childcountry`, `a1016_landwoonplaats`
 * and `v0028_landwoonplaats`: Statbel's (NIS/INS) codes, which annex 3 of the Belcotax brochure
 * lists. The annotations still say "zero for Belgium", from the old fixed-width files; the
 * administration's sample 281.86 file writes 150, the NIS code of Belgium, so Belgium is 150 here,
 * and other countries their three-digit NIS code the same way. Addresses on the platform carry
 * ISO codes; the table holds the European Economic Area, Switzerland, the United Kingdom and a few
 * countries Belgian families often live in. Add a country here when it is needed: an unknown one
 * stops the filing with an error rather than send a wrong code.
 */
// prettier-ignore
const NIS_COUNTRY: Readonly<Record<string, string>> = {
  AT: '105', BE: '150', BG: '106', CH: '127', CY: '107', CZ: '140', DE: '103', DK: '108',
  EE: '136', ES: '109', FI: '110', FR: '111', GB: '112', GR: '114', HR: '146', HU: '115',
  IE: '116', IS: '117', IT: '128', LI: '118', LT: '137', LU: '113', LV: '135', MA: '354',
  MT: '119', NL: '129', NO: '121', PL: '122', PT: '123', RO: '124', SE: '126', SI: '147',
  SK: '141', TR: '262', US: '402',
};

/** The tags of each of the four periods, which the schema scatters over the record. */
const PERIOD_TAGS = [
  {
    from: 'f86_2055_begindate1',
    to: 'f86_2056_enddate1',
    days: 'f86_2110_numberofday1',
    rate: 'f86_2111_dailytariff1',
    amount: 'f86_2060_amount1',
  },
  {
    from: 'f86_2093_begindate2',
    to: 'f86_2144_enddate2',
    days: 'f86_2113_numberofday2',
    rate: 'f86_2115_dailytariff2',
    amount: 'f86_2061_amount2',
  },
  {
    from: 'f86_2157_begindate3',
    to: 'f86_2158_enddate3',
    days: 'f86_2116_numberofday3',
    rate: 'f86_2117_dailytariff3',
    amount: 'f86_2062_amount3',
  },
  {
    from: 'f86_2161_begindate4',
    to: 'f86_2162_enddate4',
    days: 'f86_2119_numberofday4',
    rate: 'f86_2120_dailytariff4',
    amount: 'f86_2063_amount4',
  },
] as const;

/**
 * The order of a `Fiche28186`'s own elements in the schema's sequence (after the common `f20xx`
 * ones). The record is built as a map of tag to value and written in this order, since the
 * periods' tags interleave with the child's and the certifier's.
 */
const F86_ORDER = [
  'f86_2031_certificationautorisation',
  'f86_2055_begindate1',
  'f86_2056_enddate1',
  'f86_2059_totaalcontrole',
  'f86_2060_amount1',
  'f86_2061_amount2',
  'f86_2062_amount3',
  'f86_2063_amount4',
  'f86_2064_totalamount',
  'f86_2093_begindate2',
  'f86_2100_certifierpostnr',
  'f86_2101_childcountry',
  'f86_2102_childaddress',
  'f86_2106_childname',
  'f86_2107_childfirstname',
  'f86_2109_certifiercbenumber',
  'f86_2110_numberofday1',
  'f86_2111_dailytariff1',
  'f86_2113_numberofday2',
  'f86_2115_dailytariff2',
  'f86_2116_numberofday3',
  'f86_2117_dailytariff3',
  'f86_2119_numberofday4',
  'f86_2120_dailytariff4',
  'f86_2139_childpostnr',
  'f86_2140_childmunicipality',
  'f86_2144_enddate2',
  'f86_2153_nnchild',
  'f86_2154_certifiermunicipality',
  'f86_2155_certifiername',
  'f86_2156_certifieradres',
  'f86_2157_begindate3',
  'f86_2158_enddate3',
  'f86_2161_begindate4',
  'f86_2162_enddate4',
  'f86_2163_childbirthdate',
  'f86_2164_beginvaliditycertification',
  'f86_2171_endvaliditycertification',
] as const;

type F86Tag = (typeof F86_ORDER)[number];

/** An element's tag and value; an undefined value leaves the optional element out. */
type Field = readonly [tag: string, value: string | undefined];

export class BelcotaxError extends Error {
  constructor(message: string) {
    super(`Belcotax 281.86 file: ${message}`);
    this.name = 'BelcotaxError';
  }
}

export function belcotaxXml(filing: BelcotaxFiling): string {
  const registration = enterpriseNumber(filing.organization);
  const certificates = checkedCertificates(filing);
  const fiches = certificates.map((certificate) => fiche(certificate, registration));
  const totals = declarationTotals(fiches);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<Verzendingen>',
    '  <Verzending>',
    elements(sendingHeader(filing, registration), 4),
    '    <Aangiften>',
    '      <Aangifte>',
    elements(declarationHeader(filing, registration), 8),
    '        <Opgaven>',
    '          <Opgave32586>',
    ...fiches.map((f) => f.xml),
    '          </Opgave32586>',
    '        </Opgaven>',
    elements(declarationTrailer(filing.incomeYear, registration, totals), 8),
    '      </Aangifte>',
    '    </Aangiften>',
    elements(sendingTrailer(filing.incomeYear, totals), 4),
    '  </Verzending>',
    '</Verzendingen>',
    '',
  ].join('\n');
}

// ---------------------------------------------------------------------------------------------
// The sending and the declaration: the organization files for itself, so it is both the sender
// (v00xx, the "mandataire") and the debtor of the income (a10xx).

function sendingHeader(filing: BelcotaxFiling, registration: string): Field[] {
  const address = belgianAddress(filing.organization);
  const contact = contactOf(filing);
  return [
    ['v0002_inkomstenjaar', String(filing.incomeYear)],
    ['v0010_bestandtype', FILE_TYPE],
    ['v0011_aanmaakdatum', day(filing.createdOn, 'the creation day')],
    ['v0014_naam', text(filing.organization.name, 41)],
    ['v0015_adres', text(streetLine(address), 32)],
    ['v0016_postcode', text(address.postal_code, 4)],
    ['v0017_gemeente', text(address.city, 27)],
    ['v0018_telefoonnummer', contact.phone],
    ['v0021_contactpersoon', text(contact.name, 34)],
    ['v0022_taalcode', LANGUAGE_CODE[filing.language]],
    ['v0023_emailadres', contact.email],
    ['v0024_nationaalnr', registration],
    ['v0025_typeenvoi', ORIGINAL_SENDING],
    ['v0028_landwoonplaats', NIS_COUNTRY.BE],
  ];
}

function declarationHeader(filing: BelcotaxFiling, registration: string): Field[] {
  const address = belgianAddress(filing.organization);
  const contact = contactOf(filing);
  const [name1, name2] = splitName(filing.organization.name);
  return [
    ['a1002_inkomstenjaar', String(filing.incomeYear)],
    ['a1005_registratienummer', registration],
    // The "nl" of these names only means "first language": a1020 says which language it is.
    ['a1011_naamnl1', name1],
    ['a1012_naamnl2', name2],
    ['a1013_adresnl', text(streetLine(address), 32)],
    ['a1014_postcodebelgisch', text(address.postal_code, 4)],
    ['a1015_gemeente', text(address.city, 27)],
    ['a1016_landwoonplaats', NIS_COUNTRY.BE],
    ['a1017_telefoonnummer', contact.phone],
    ['a1019_contactpersoon', text(contact.name, 34)],
    ['a1020_taalcode', LANGUAGE_CODE[filing.language]],
    ['a1038_emailadres', contact.email],
  ];
}

/** The name on 28 characters, the rest on 31, cut between words when a space allows it. */
function splitName(name: string): [string, string | undefined] {
  const whole = clean(name);
  const chars = Array.from(whole);
  if (chars.length <= 28) return [whole, undefined];
  const head = chars.slice(0, 29).join('');
  const space = head.lastIndexOf(' ');
  const cut = space > 0 ? Array.from(head.slice(0, space)).length : 28;
  return [chars.slice(0, cut).join('').trimEnd(), text(chars.slice(cut).join(''), 31) || undefined];
}

/**
 * The control records close each level, as in the fixed-width files they come from (a header
 * record, the data records, a trailer record). What they add up is in the annotations:
 * - r8010 "nombre total d'enregistrements … (premier et dernier enregistrement compris)": the
 *   fiches plus the declaration's header and trailer;
 * - r8011 "somme des zones 2.9": the sum of the fiches' `f2009_volgnummer`;
 * - r8012 "somme des zones 2.59": the sum of the fiches' `f86_2059_totaalcontrole`;
 * - r8013, the withholding taxes of the declaration: a 281.86 bears none, so 0, as the
 *   administration's sample file writes it.
 */
function declarationTrailer(
  incomeYear: number,
  registration: string,
  totals: DeclarationTotals,
): Field[] {
  return [
    ['r8002_inkomstenjaar', String(incomeYear)],
    ['r8005_registratienummer', registration],
    ['r8010_aantalrecords', String(totals.records)],
    ['r8011_controletotaal', String(totals.sequences)],
    ['r8012_controletotaal', String(totals.controls)],
    ['r8013_totaalvoorheffingen', '0'],
  ];
}

/**
 * The sending's trailer:
 * - r9010 "nombre de fichiers logiques … (fichier début et fichier fin compris)": the one
 *   declaration plus the sending's header and trailer, so 3;
 * - r9011 "nombre d'enregistrements du fichier physique (fichier début et fichier fin compris)":
 *   the declaration's records (r8010) plus the sending's header and trailer;
 * - r9012, r9013, r9014: the sums of r8011, r8012 and r8013 over the one declaration.
 */
function sendingTrailer(incomeYear: number, totals: DeclarationTotals): Field[] {
  return [
    ['r9002_inkomstenjaar', String(incomeYear)],
    ['r9010_aantallogbestanden', '3'],
    ['r9011_totaalaantalrecords', String(totals.records + 2)],
    ['r9012_controletotaal', String(totals.sequences)],
    ['r9013_controletotaal', String(totals.controls)],
    ['r9014_controletotaal', '0'],
  ];
}

interface DeclarationTotals {
  readonly records: number;
  readonly sequences: number;
  readonly controls: number;
}

function declarationTotals(fiches: readonly WrittenFiche[]): DeclarationTotals {
  return {
    records: fiches.length + 2,
    sequences: fiches.reduce((sum, f) => sum + f.sequence, 0),
    controls: fiches.reduce((sum, f) => sum + f.control, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// One certificate.

interface WrittenFiche {
  readonly xml: string;
  readonly sequence: number;
  readonly control: number;
}

function fiche(certificate: TaxCertificateData, registration: string): WrittenFiche {
  const where = `certificate ${certificate.serial}`;
  const amounts = certificate.periods.map((period) => cents(period.amountCents, where));
  const sum = amounts.reduce((total, amount) => total + amount, 0);
  const total = cents(certificate.totalCents, where);
  if (sum !== total) {
    throw new BelcotaxError(`${where}: its total ${total} is not the sum ${sum} of its periods`);
  }
  // f86_2059 "total des zones 2.60 à 2.88 y compris": of this record's zones in that range, the
  // four periods' amounts (2.60-2.63) and their total (2.64) — twice the total, as in the
  // administration's sample file (60000 + 50000 + 110000 = 220000).
  const control = sum + total;
  const fields: Field[] = [
    ...commonFields(certificate, registration),
    ...orderedF86(f86Fields(certificate, control, where)),
  ];
  const xml = ['            <Fiche28186>', elements(fields, 14), '            </Fiche28186>'].join(
    '\n',
  );
  return { xml, sequence: certificate.serial, control };
}

/** The `f20xx` fields every fiche 281 has: who filed it, its number, and the taxpayer (debtor). */
function commonFields(certificate: TaxCertificateData, registration: string): Field[] {
  const where = `certificate ${certificate.serial}, the parent`;
  const debtor = certificate.debtor;
  const belgian = isBelgian(debtor.address);
  return [
    ['f2002_inkomstenjaar', String(certificate.incomeYear)],
    ['f2005_registratienummer', registration],
    ['f2008_typefiche', FICHE_TYPE],
    // The certificate's own number among the organization's of the year, the one printed on the
    // parent's copy, so that both name the same certificate.
    ['f2009_volgnummer', String(certificate.serial)],
    ['f2011_nationaalnr', digits(debtor.nationalRegisterNumber, 11, `${where}'s national number`)],
    ['f2013_naam', text(debtor.lastName, 41)],
    ['f2015_adres', text(streetLine(debtor.address), 150)],
    // A Belgian postcode in 2.16, any other in 2.112, never both (2.16's own annotation).
    ['f2016_postcodebelgisch', belgian ? text(debtor.address.postal_code, 4) : undefined],
    ['f2017_gemeente', text(debtor.address.city, 50)],
    ['f2018_landwoonplaats', countryCode(debtor.address.country, where)],
    ['f2027_taalcode', LANGUAGE_CODE[certificate.language]],
    ['f2028_typetraitement', ORDINARY_TREATMENT],
    ['f2029_enkelopgave325', CERTIFICATE_GIVEN],
    ['f2112_buitenlandspostnummer', belgian ? undefined : text(debtor.address.postal_code, 12)],
    // f2114 holds 15 characters only: longer first names are cut, the national number says who.
    ['f2114_voornamen', text(debtor.firstName, 15)],
  ];
}

/** The record's own fields: the certification, the child, and up to four periods of care. */
function f86Fields(
  certificate: TaxCertificateData,
  control: number,
  where: string,
): Partial<Record<F86Tag, string>> {
  const { child, certification } = certificate;
  const certifier = splitAddress(certification.certifierAddress);
  const fields: Partial<Record<F86Tag, string>> = {
    f86_2031_certificationautorisation: CERTIFICATION_CODE[certification.choice],
    f86_2059_totaalcontrole: String(control),
    f86_2064_totalamount: String(certificate.totalCents),
    f86_2100_certifierpostnr: certifier.postalCode && text(certifier.postalCode, 15),
    f86_2101_childcountry: countryCode(child.address.country, `${where}, the child`),
    f86_2102_childaddress: text(streetLine(child.address), 41),
    f86_2106_childname: text(child.lastName, 41),
    f86_2107_childfirstname: text(child.firstName, 32),
    f86_2109_certifiercbenumber: certifierNumber(certification.certifierEnterpriseNumber),
    // The child's postcode and municipality are free text: a foreign postcode fits as well.
    f86_2139_childpostnr: text(child.address.postal_code, 132),
    f86_2140_childmunicipality: text(child.address.city, 148),
    f86_2153_nnchild: digits(child.nationalRegisterNumber, 11, `${where}, the child's number`),
    f86_2154_certifiermunicipality: certifier.municipality && text(certifier.municipality, 50),
    f86_2155_certifiername: text(certification.certifierName, 54),
    f86_2156_certifieradres: text(certifier.street, 54),
    f86_2163_childbirthdate: day(child.birthDate, `${where}, the child's birth date`),
    f86_2164_beginvaliditycertification:
      certification.from === null ? undefined : day(certification.from, where),
    f86_2171_endvaliditycertification:
      certification.until === null ? undefined : day(certification.until, where),
  };
  certificate.periods.forEach((period, index) =>
    Object.assign(fields, periodFields(period, PERIOD_TAGS[index]!, where)),
  );
  return fields;
}

function periodFields(
  period: TaxPeriod,
  tags: (typeof PERIOD_TAGS)[number],
  where: string,
): Partial<Record<F86Tag, string>> {
  if (!Number.isInteger(period.days) || period.days <= 0) {
    throw new BelcotaxError(`${where}: a period of ${period.days} days`);
  }
  return {
    [tags.from]: day(period.from, where),
    [tags.to]: day(period.to, where),
    [tags.days]: String(period.days),
    // The daily rate only where the data gives one: above the year's legal maximum per day.
    [tags.rate]:
      period.dailyRateCents === null ? undefined : String(cents(period.dailyRateCents, where)),
    [tags.amount]: String(period.amountCents),
  };
}

/**
 * A Belgian certifier's enterprise number as its ten digits. The zone holds 27 characters, the
 * length of a foreign tax number (its annotation speaks of the NIF of non-residents): a foreign
 * authority's number (certification c) is written as given.
 */
function certifierNumber(number: string | null): string | undefined {
  if (number === null) return undefined;
  const bare = number.replace(/\D/g, '');
  return bare.length === 10 ? bare : text(number, 27);
}

function orderedF86(fields: Partial<Record<F86Tag, string>>): Field[] {
  return F86_ORDER.map((tag) => [tag, fields[tag]] as const);
}

/**
 * The certifier's address is one line on the certificate; Belcotax wants the street, the
 * postcode and the municipality apart. A line ending in a Belgian postcode and a municipality
 * ("Hallepoortlaan 27, 1060 Sint-Gillis") is split there; any other stays whole in the street.
 */
function splitAddress(line: string): {
  street: string;
  postalCode: string | undefined;
  municipality: string | undefined;
} {
  const whole = clean(line);
  const match = /^(.+?)\s*,?\s+(\d{4})\s+([^\d,]+)$/u.exec(whole);
  if (!match) return { street: whole, postalCode: undefined, municipality: undefined };
  return { street: match[1]!, postalCode: match[2]!, municipality: match[3]!.trim() };
}

// ---------------------------------------------------------------------------------------------
// Checks on the filing as a whole.

function enterpriseNumber(organization: OrganizationParty): string {
  if (organization.enterpriseNumber === null) {
    throw new BelcotaxError(
      `${organization.name} has no enterprise number (BCE/KBO): Belcotax-on-web identifies the ` +
        'organization filing by it. Record the enterprise number before filing.',
    );
  }
  return digits(organization.enterpriseNumber, 10, "the organization's enterprise number");
}

/** The certificates by their number, after checking they belong together in one file. */
function checkedCertificates(filing: BelcotaxFiling): TaxCertificateData[] {
  if (filing.certificates.length === 0) {
    throw new BelcotaxError('no certificate to file (the summary 325.86 needs at least one)');
  }
  const serials = new Set<number>();
  for (const certificate of filing.certificates) {
    const where = `certificate ${certificate.serial}`;
    if (!Number.isInteger(certificate.serial) || certificate.serial < 1) {
      throw new BelcotaxError(`${where}: its number must be a whole number from 1`);
    }
    if (serials.has(certificate.serial)) throw new BelcotaxError(`${where} appears twice`);
    serials.add(certificate.serial);
    if (certificate.incomeYear !== filing.incomeYear) {
      throw new BelcotaxError(
        `${where} is of income year ${certificate.incomeYear}, the file of ${filing.incomeYear}`,
      );
    }
    const periods = certificate.periods.length;
    if (periods < 1 || periods > PERIOD_TAGS.length) {
      throw new BelcotaxError(`${where} has ${periods} periods; a 281.86 holds one to four`);
    }
  }
  return [...filing.certificates].sort((a, b) => a.serial - b.serial);
}

function belgianAddress(organization: OrganizationParty): Address {
  const address = organization.address;
  if (address === null) {
    throw new BelcotaxError(`${organization.name} has no address; the sender's is required`);
  }
  if (!isBelgian(address)) {
    // v0016_postcode, required, holds a Belgian postcode of four digits.
    throw new BelcotaxError(`${organization.name}'s address must be in Belgium to file`);
  }
  return address;
}

/** The contact's phone and e-mail, the organization's where the contact has none: both required. */
function contactOf(filing: BelcotaxFiling): { name: string; phone: string; email: string } {
  const phone = filing.contact.phone ?? filing.organization.phone;
  const email = clean(filing.contact.email ?? filing.organization.email ?? '');
  if (phone === null) throw new BelcotaxError('a phone number to contact is required');
  if (email === '') throw new BelcotaxError('an e-mail address to contact is required');
  // A cut address would send the administration's answer nowhere: better stop here.
  if (Array.from(email).length > 44) {
    throw new BelcotaxError(`the contact e-mail ${email} is longer than Belcotax's 44 characters`);
  }
  return { name: filing.contact.name, phone: phoneNumber(phone), email };
}

/**
 * A phone number within the 12 characters of `v0018_telefoonnummer`: digits only, after a `+`
 * for the international prefix ("+32 2 572 57 57" → "+3225725757"). A Belgian number still too
 * long is written the national way, 0 instead of +32.
 */
function phoneNumber(phone: string): string {
  let number = phone.trim().replace(/^00/, '+');
  number = (number.startsWith('+') ? '+' : '') + number.replace(/\D/g, '');
  if (number.length > 12 && number.startsWith('+32')) number = `0${number.slice(3)}`;
  return text(number, 12);
}

// ---------------------------------------------------------------------------------------------
// Values in the formats the annotations give.

const isBelgian = (address: Address) => address.country.toUpperCase() === 'BE';

function countryCode(iso: string, where: string): string {
  const code = NIS_COUNTRY[iso.toUpperCase()];
  if (code === undefined) {
    throw new BelcotaxError(`${where}: no Belcotax country code known for "${iso}" yet`);
  }
  return code;
}

const streetLine = (address: Address) => `${address.street} ${address.number}`;

/** `YYYY-MM-DD` → `DD-MM-YYYY`, the schema's day format. */
function day(isoDay: string, where: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDay);
  if (!match) throw new BelcotaxError(`${where}: "${isoDay}" is not a YYYY-MM-DD day`);
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** Amounts are whole cents, without separator: 60000 is 600.00 euros. */
function cents(amount: number, where: string): number {
  if (!Number.isInteger(amount) || amount < 0) {
    throw new BelcotaxError(`${where}: the amount ${amount} is not a whole number of cents`);
  }
  return amount;
}

/** A number's bare digits (dots, spaces, a `BE` prefix dropped), which must be `length` long. */
function digits(value: string, length: number, what: string): string {
  const bare = value.replace(/\D/g, '');
  if (bare.length !== length) {
    throw new BelcotaxError(`${what} "${value}" must have ${length} digits`);
  }
  return bare;
}

/** One line of text, with nothing XML 1.0 forbids, whitespace folded, composed accents. */
function clean(value: string): string {
  return (
    value
      .normalize('NFC')
      // eslint-disable-next-line no-control-regex -- control characters are what it removes
      .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu, '')
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/**
 * A text cut to the field's length, counted in characters as the schema counts them: a name too
 * long for the administration's field is shortened rather than making the whole file rejected.
 */
function text(value: string, maxLength: number): string {
  return Array.from(clean(value)).slice(0, maxLength).join('').trimEnd();
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

function escapeXml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/** The fields that have a value, one element a line, indented by `depth` spaces. */
function elements(fields: readonly Field[], depth: number): string {
  const indent = ' '.repeat(depth);
  return fields
    .filter((field): field is readonly [string, string] => field[1] !== undefined)
    .map(([tag, value]) => `${indent}<${tag}>${escapeXml(value)}</${tag}>`)
    .join('\n');
}
