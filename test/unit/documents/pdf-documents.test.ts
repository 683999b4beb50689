import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES, type Language } from '@stages/contracts';
import { describe, expect, it, vi } from 'vitest';
import type {
  CreditNoteData,
  InvoiceData,
  InvoiceStanding,
  MutualCertificateData,
  OrganizationParty,
  TaxCertificateData,
} from '../../../api/src/issued-documents/domain/document-data.js';
import { renderCreditNote } from '../../../api/src/issued-documents/pdf/credit-note-pdf.js';
import { renderInvoice } from '../../../api/src/issued-documents/pdf/invoice-pdf.js';
import { renderMutualCertificate } from '../../../api/src/issued-documents/pdf/mutual-certificate-pdf.js';
import { renderTaxCertificate } from '../../../api/src/issued-documents/pdf/tax-certificate-pdf.js';
import { epcPayload } from '../../../api/src/payments/domain/epc-qr.js';
import { needsPoppler, pdfPageImage, pdfText, POPPLER, savedPdf } from '../../support/pdfs.js';
import { readQrCode } from '../../support/qr-codes.js';

/**
 * The four PDF documents, read back as a person would: their text through poppler's
 * `pdftotext -layout`, the invoice's QR code through a rendered page and a QR reader.
 */

const withPoppler = it.skipIf(!POPPLER);

const root = path.resolve(import.meta.dirname, '../../..');
const samples = path.join(root, 'test-results/documents');

const pageCount = (pdf: Buffer) =>
  Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [savedPdf(pdf)], { encoding: 'utf8' }))![1]);

/** A sample page for a person to look at, under test-results/documents/. */
function keepSample(name: string, pdf: Buffer) {
  fs.mkdirSync(samples, { recursive: true });
  fs.writeFileSync(path.join(samples, `${name}.png`), pdfPageImage(pdf, 110));
}

// ---------------------------------------------------------------------------------------------
// Sample data

const home = {
  street: 'Avenue des Érables',
  number: '12 bte 3',
  postal_code: '5000',
  city: 'Namur',
  country: 'BE',
};

const organization: OrganizationParty = {
  name: 'Les Scouts de Jambes ASBL',
  address: {
    street: 'Rue de Dave',
    number: '165',
    postal_code: '5100',
    city: 'Jambes',
    country: 'BE',
  },
  enterpriseNumber: '0403019261',
  vatNumber: null,
  email: 'stages@scouts-jambes.be',
  phone: '+32 81 30 12 34',
};

const account = { iban: 'BE68539007547034', bic: 'GEBABEBB' };
const child = { firstName: 'Élodie', lastName: 'Van den Bossche' };
const stage = {
  name: 'Nature et aventure au bord de la Meuse',
  firstDay: '2026-07-06',
  lastDay: '2026-07-10',
};

const DUE: InvoiceStanding = { kind: 'due' };
const PAID: InvoiceStanding = { kind: 'paid', paymentDate: '2026-06-12' };

const invoice = (language: Language): InvoiceData => ({
  language,
  number: '2026-00042',
  issuedOn: '2026-06-01',
  dueDate: '2026-06-15',
  organization,
  account,
  addressee: { name: 'Sophie Van den Bossche-Dupont', address: home },
  child,
  stage,
  lines: [{ label: stage.name, amountCents: 123_450 }],
  amountCents: 123_450,
  communication: '010806817183',
  epcQrText: epcPayload({
    ...account,
    beneficiary: organization.name,
    amountCents: 123_450,
    communication: '010806817183',
  }),
});

const creditNote = (language: Language): CreditNoteData => ({
  language,
  number: '2026-00057',
  issuedOn: '2026-06-20',
  invoiceNumber: '2026-00042',
  invoiceIssuedOn: '2026-06-01',
  organization,
  addressee: { name: 'Sophie Van den Bossche-Dupont', address: home },
  child,
  stage,
  lines: [{ label: stage.name, amountCents: 123_450 }],
  amountCents: 123_450,
});

const mutualCertificate = (language: Language): MutualCertificateData => ({
  language,
  issuedOn: '2026-07-13',
  organization,
  child: { ...child, birthDate: '2017-03-14', nationalRegisterNumber: '17031412457' },
  activity: { ...stage, days: 5 },
  amountPaidCents: 123_450,
  extrasCents: 0,
  paymentDate: '2026-06-12',
  invoiceNumber: '2026-00042',
  signatory: { name: 'Marc Lambert', capacity: 'Président' },
});

const taxCertificate = (language: Language): TaxCertificateData => ({
  language,
  incomeYear: 2026,
  serial: 7,
  issuedOn: '2027-02-15',
  organization,
  certification: {
    choice: 'c',
    certifierName: 'Ministerium der Deutschsprachigen Gemeinschaft',
    certifierEnterpriseNumber: '0222066355',
    certifierAddress: 'Gospertstraße 1, 4700 Eupen',
    from: '2024-01-01',
    until: '2028-12-31',
  },
  debtor: {
    firstName: 'Sophie',
    lastName: 'Dupont',
    nationalRegisterNumber: '85073003328',
    address: home,
  },
  child: {
    ...child,
    birthDate: '2017-03-14',
    nationalRegisterNumber: '17031412457',
    address: home,
  },
  periods: [
    { from: '2026-04-07', to: '2026-04-10', days: 4, dailyRateCents: null, amountCents: 6_000 },
    { from: '2026-07-06', to: '2026-07-10', days: 5, dailyRateCents: 2_469, amountCents: 12_345 },
  ],
  totalCents: 18_345,
  signatory: { name: 'Marc Lambert', capacity: 'Président' },
});

/** What each language must print, written out here rather than by the code under test. */
const expected = {
  fr: {
    invoiceTitle: 'Facture',
    amount: '1 234,50 €',
    credited: '-1 234,50 €',
    issuedOn: '1er juin 2026',
    dueDate: '15 juin 2026',
    firstDay: '6 juillet 2026',
    lastDay: '10 juillet 2026',
    paid: 'PAYÉ le 12 juin 2026',
    toPay: /à payer/i,
    cancelled: 'ANNULÉE',
    paymentDate: '12 juin 2026',
    notSubjectToVat: 'Non assujetti à la TVA',
    creditNoteTitle: 'Note de crédit',
    creditNoteDate: '20 juin 2026',
    refersTo: 'Se rapporte à la facture 2026-00042 du 1er juin 2026',
    mutualTitle: 'Attestation de participation — mutualité',
    reserved: 'Cadre réservé à la mutualité',
    birthDate: '14 mars 2017',
    certificateDate: '13 juillet 2026',
    statement: 'certifie qu’Élodie Van den Bossche a participé',
    days: '5 jours',
    numberOfDays: 'Nombre de jours',
    taxTitle: 'Attestation de frais de garde d’enfant — 281.86',
    taxDate: '15 février 2027',
    certificationPeriod: 'du 1er janvier 2024 au 31 décembre 2028',
    periods: [
      ['7 avril 2026', '10 avril 2026', '4', null, '60,00 €'],
      ['6 juillet 2026', '10 juillet 2026', '5', '24,69 €', '123,45 €'],
    ],
    total: '183,45 €',
  },
  nl: {
    invoiceTitle: 'Factuur',
    amount: '€ 1.234,50',
    credited: '€ -1.234,50',
    issuedOn: '1 juni 2026',
    dueDate: '15 juni 2026',
    firstDay: '6 juli 2026',
    lastDay: '10 juli 2026',
    paid: 'BETAALD op 12 juni 2026',
    toPay: /te betalen/i,
    cancelled: 'GEANNULEERD',
    paymentDate: '12 juni 2026',
    notSubjectToVat: 'Niet btw-plichtig',
    creditNoteTitle: 'Creditnota',
    creditNoteDate: '20 juni 2026',
    refersTo: 'Heeft betrekking op factuur 2026-00042 van 1 juni 2026',
    mutualTitle: 'Attest voor het ziekenfonds',
    reserved: 'Voorbehouden aan het ziekenfonds',
    birthDate: '14 maart 2017',
    certificateDate: '13 juli 2026',
    statement: 'verklaart dat Élodie Van den Bossche heeft deelgenomen',
    days: '5 dagen',
    numberOfDays: 'Aantal dagen',
    taxTitle: 'Attest inzake uitgaven voor de opvang van kinderen — 281.86',
    taxDate: '15 februari 2027',
    certificationPeriod: 'van 1 januari 2024 tot 31 december 2028',
    periods: [
      ['7 april 2026', '10 april 2026', '4', null, '€ 60,00'],
      ['6 juli 2026', '10 juli 2026', '5', '€ 24,69', '€ 123,45'],
    ],
    total: '€ 183,45',
  },
  en: {
    invoiceTitle: 'Invoice',
    amount: '€1,234.50',
    credited: '-€1,234.50',
    issuedOn: '1 June 2026',
    dueDate: '15 June 2026',
    firstDay: '6 July 2026',
    lastDay: '10 July 2026',
    paid: 'PAID on 12 June 2026',
    toPay: /\bdue\b|pay before/i,
    cancelled: 'CANCELLED',
    paymentDate: '12 June 2026',
    notSubjectToVat: 'Not subject to VAT',
    creditNoteTitle: 'Credit note',
    creditNoteDate: '20 June 2026',
    refersTo: 'Refers to invoice 2026-00042 of 1 June 2026',
    mutualTitle: 'Certificate for the mutual insurer',
    reserved: 'Reserved for the mutual insurer',
    birthDate: '14 March 2017',
    certificateDate: '13 July 2026',
    statement: 'certifies that Élodie Van den Bossche took part',
    days: '5 days',
    numberOfDays: 'Number of days',
    taxTitle: 'Childcare expenses certificate — 281.86',
    taxDate: '15 February 2027',
    certificationPeriod: 'from 1 January 2024 to 31 December 2028',
    periods: [
      ['7 April 2026', '10 April 2026', '4', null, '€60.00'],
      ['6 July 2026', '10 July 2026', '5', '€24.69', '€123.45'],
    ],
    total: '€183.45',
  },
} satisfies Record<Language, unknown>;

function expectAll(text: string, values: readonly string[]) {
  for (const value of values) expect(text, value).toContain(value);
}

/** The line of the text that holds `needle`. */
const lineWith = (text: string, needle: string) =>
  text.split('\n').find((line) => line.includes(needle)) ?? '';

const organizationLines = [
  'Les Scouts de Jambes ASBL',
  'Rue de Dave 165',
  '5100 Jambes',
  '0403.019.261',
];
const addresseeLines = [
  'Sophie Van den Bossche-Dupont',
  'Avenue des Érables 12 bte 3',
  '5000 Namur',
];

// ---------------------------------------------------------------------------------------------

describe('the invoice PDF', () => {
  withPoppler.each(LANGUAGES)(
    `prints every field of the bill, in %s${needsPoppler}`,
    async (language) => {
      const words = expected[language];
      const pdf = await renderInvoice(invoice(language), DUE);
      const text = pdfText(pdf);
      expect(pageCount(pdf)).toBe(1);
      expectAll(text, [
        words.invoiceTitle,
        ...organizationLines,
        'stages@scouts-jambes.be',
        '+32 81 30 12 34',
        ...addresseeLines,
        '2026-00042',
        words.issuedOn,
        words.dueDate,
        'Élodie Van den Bossche',
        'Nature et aventure au bord de la Meuse',
        words.firstDay,
        words.lastDay,
        words.amount,
        'BE68 5390 0754 7034',
        'GEBABEBB',
        '+++010/8068/17183+++',
        words.notSubjectToVat,
      ]);
      expect(text).not.toContain(words.paid);
      if (language === 'fr') keepSample('invoice-fr', pdf);
    },
  );

  /** What tells the reader to pay: the QR code, the account, the communication, the due date. */
  const paymentInvitations = (language: Language) => [
    'BE68 5390 0754 7034',
    'GEBABEBB',
    '+++010/8068/17183+++',
    expected[language].dueDate,
  ];

  withPoppler.each(LANGUAGES)(
    `once paid, says so with the payment's day and no longer asks to pay, in %s${needsPoppler}`,
    async (language) => {
      const words = expected[language];
      const due = await renderInvoice(invoice(language), DUE);
      expect(readQrCode(pdfPageImage(due, 150))).toBe(invoice(language).epcQrText);
      const dueText = pdfText(due);
      expect(dueText).toMatch(words.toPay);
      expectAll(dueText, paymentInvitations(language));

      const paid = await renderInvoice(invoice(language), PAID);
      expect(pageCount(paid)).toBe(1);
      expect(readQrCode(pdfPageImage(paid, 150))).toBeNull();
      expect(paid.includes('/Subtype /Image')).toBe(false);
      const text = pdfText(paid);
      expect(text).toContain(words.paid);
      expect(text).not.toMatch(words.toPay);
      for (const invitation of paymentInvitations(language)) expect(text).not.toContain(invitation);
      // Its number, its line and its total are the invoice's as issued.
      expectAll(text, [
        '2026-00042',
        words.issuedOn,
        'Nature et aventure au bord de la Meuse',
        'Élodie Van den Bossche',
        words.amount,
      ]);
      const totals = text.split('\n').filter((line) => /\bTota(a)?l\b/.test(line));
      expect(totals.some((line) => line.includes(words.amount))).toBe(true);
      if (language === 'fr') keepSample('invoice-fr-paid', paid);
    },
  );

  withPoppler.each([
    ['cancelled, its credit note named', { kind: 'cancelled', creditNoteNumber: '2026-00057' }],
    ['cancelled, before its credit note', { kind: 'cancelled', creditNoteNumber: null }],
    ['free', { kind: 'nothing_due' }],
  ] as const)(
    `asks for no payment not owed: %s${needsPoppler}`,
    async (_case, standing: InvoiceStanding) => {
      const data = invoice('fr');
      const pdf = await renderInvoice(data, standing);
      expect(readQrCode(pdfPageImage(pdf, 150))).toBeNull();
      const text = pdfText(pdf);
      expect(text).not.toMatch(expected.fr.toPay);
      for (const invitation of paymentInvitations('fr')) expect(text).not.toContain(invitation);
      expect(text).toMatch(/aucun paiement n’est attendu/i);
      expectAll(text, ['2026-00042', expected.fr.amount]);
      if (standing.kind === 'cancelled') {
        expect(text).toContain(expected.fr.cancelled);
        if (standing.creditNoteNumber) expect(text).toContain('note de crédit 2026-00057');
        if (standing.creditNoteNumber) keepSample('invoice-fr-cancelled', pdf);
      } else {
        expect(text).not.toMatch(/PAYÉ|ANNULÉE/);
      }
    },
  );

  withPoppler(`draws an EPC QR code that reads back as the transfer${needsPoppler}`, async () => {
    const data = invoice('fr');
    const page = pdfPageImage(await renderInvoice(data, DUE), 150);
    expect(readQrCode(page)).toBe(data.epcQrText);
  });

  withPoppler(
    `prints the VAT number instead of the exemption when there is one${needsPoppler}`,
    async () => {
      const data = invoice('nl');
      const withVat = { ...data, organization: { ...organization, vatNumber: 'BE0403019261' } };
      const text = pdfText(await renderInvoice(withVat, DUE));
      expect(text).toContain('BE 0403.019.261');
      expect(text).not.toContain(expected.nl.notSubjectToVat);
    },
  );

  withPoppler(
    `leaves out what the bill lacks: no account, no QR code, no addresses${needsPoppler}`,
    async () => {
      const bare: InvoiceData = {
        ...invoice('en'),
        organization: {
          ...organization,
          address: null,
          enterpriseNumber: null,
          email: null,
          phone: null,
        },
        addressee: { name: 'Sophie Dupont', address: null },
        account: null,
        epcQrText: null,
      };
      const pdf = await renderInvoice(bare, DUE);
      const text = pdfText(pdf);
      expectAll(text, ['Sophie Dupont', '+++010/8068/17183+++', expected.en.amount]);
      expect(text).not.toContain('IBAN');
      expect(pdf.includes('/Subtype /Image')).toBe(false);
      expect((await renderInvoice(invoice('en'), DUE)).includes('/Subtype /Image')).toBe(true);
    },
  );
});

describe('the credit note PDF', () => {
  withPoppler.each(LANGUAGES)(
    `prints its number, the invoice it refers to and the credit, in %s${needsPoppler}`,
    async (language) => {
      const words = expected[language];
      const pdf = await renderCreditNote(creditNote(language));
      const text = pdfText(pdf);
      expect(pageCount(pdf)).toBe(1);
      expectAll(text, [
        words.creditNoteTitle,
        ...organizationLines,
        ...addresseeLines,
        '2026-00057',
        words.creditNoteDate,
        words.refersTo,
        'Élodie Van den Bossche',
        'Nature et aventure au bord de la Meuse',
        words.firstDay,
        words.lastDay,
        words.credited,
        words.notSubjectToVat,
      ]);
      if (language === 'fr') keepSample('credit-note-fr', pdf);
    },
  );
});

describe('a bill of several lines', () => {
  /** 1 200 €, less 50 € for a second child, plus daycare and meals: 1 234,50 €. */
  const lines = [
    { label: stage.name, amountCents: 120_000 },
    { label: 'Réduction frères et sœurs', amountCents: -5_000 },
    { label: 'Garderie', amountCents: 2_450 },
    { label: 'Repas chaud', amountCents: 7_000 },
  ];
  const lineOf = (text: string, label: string) =>
    text.split('\n').find((line) => line.includes(label)) ?? '';

  withPoppler(
    `prints each line of the invoice, reductions negative, the total below${needsPoppler}`,
    async () => {
      const pdf = await renderInvoice({ ...invoice('fr'), lines }, DUE);
      keepSample('invoice-fr-lines', pdf);
      const text = pdfText(pdf);
      expect(lineOf(text, 'Nature et aventure')).toContain('1 200,00');
      expect(lineOf(text, 'Réduction frères et sœurs')).toMatch(/-50,00/);
      expect(lineOf(text, 'Garderie')).toContain('24,50');
      expect(lineOf(text, 'Repas chaud')).toContain('70,00');
      expect(text.split('\n').some((line) => /Total/.test(line) && line.includes('1 234,50'))).toBe(
        true,
      );
    },
  );

  withPoppler(`credits each line of the invoice it cancels${needsPoppler}`, async () => {
    const text = pdfText(await renderCreditNote({ ...creditNote('fr'), lines }));
    expect(lineOf(text, 'Nature et aventure')).toMatch(/-1 200,00/);
    expect(lineOf(text, 'Réduction frères et sœurs')).toContain('50,00');
    expect(lineOf(text, 'Réduction frères et sœurs')).not.toMatch(/-50,00/);
    expect(lineOf(text, 'Repas chaud')).toMatch(/-70,00/);
  });

  withPoppler(
    `states on the mutual certificate what was paid beside the care${needsPoppler}`,
    async () => {
      const data = { ...mutualCertificate('fr'), amountPaidCents: 116_480, extrasCents: 6_970 };
      const text = pdfText(await renderMutualCertificate(data));
      expect(lineOf(text, 'Montant payé')).toContain('1 164,80');
      expect(lineOf(text, 'non compris')).toContain('69,70');
    },
  );
});

describe('the certificate for the mutual insurer', () => {
  withPoppler.each(LANGUAGES)(
    `prints the child, the activity, the payment and the signature, in %s${needsPoppler}`,
    async (language) => {
      const words = expected[language];
      const pdf = await renderMutualCertificate(mutualCertificate(language));
      const text = pdfText(pdf);
      expect(pageCount(pdf)).toBe(1);
      expectAll(text, [
        words.mutualTitle,
        ...organizationLines,
        'Élodie Van den Bossche',
        words.birthDate,
        '17.03.14-124.57',
        'Nature et aventure au bord de la Meuse',
        words.firstDay,
        words.lastDay,
        words.amount,
        words.paymentDate,
        '2026-00042',
        words.statement,
        words.days,
        'Marc Lambert',
        'Président',
        words.certificateDate,
        words.reserved,
      ]);
      expect(lineWith(text, words.numberOfDays)).toMatch(/\s5(\s|$)/);
      if (language === 'fr') keepSample('mutual-certificate-fr', pdf);
    },
  );

  withPoppler(`leaves the national register number out when unknown${needsPoppler}`, async () => {
    const data = mutualCertificate('fr');
    const text = pdfText(
      await renderMutualCertificate({
        ...data,
        child: { ...data.child, nationalRegisterNumber: null },
        signatory: null,
      }),
    );
    expect(text).not.toContain('17.03.14-124.57');
    expect(text).not.toContain('registre national');
    expect(text).not.toContain('Marc Lambert');
    expect(text).toContain('Signature');
  });
});

describe('the childcare tax certificate 281.86', () => {
  withPoppler.each(LANGUAGES)(
    `prints its five sections, its periods and its total, in %s${needsPoppler}`,
    async (language) => {
      const words = expected[language];
      const pdf = await renderTaxCertificate(taxCertificate(language));
      const text = pdfText(pdf);
      expect(pageCount(pdf)).toBe(1);
      expectAll(text, [
        words.taxTitle,
        '2026',
        '2026-0007',
        ...organizationLines,
        'Ministerium der Deutschsprachigen Gemeinschaft',
        '0222.066.355',
        'Gospertstraße 1, 4700 Eupen',
        words.certificationPeriod,
        'Sophie Dupont',
        '85.07.30-033.28',
        'Élodie Van den Bossche',
        words.birthDate,
        '17.03.14-124.57',
        'Avenue des Érables 12 bte 3',
        words.total,
        'Marc Lambert',
        'Président',
        words.taxDate,
      ]);
      for (const section of ['I. ', 'II. ', 'III. ', 'IV. ', 'V. ']) {
        expect(text).toMatch(new RegExp(`(^|\\s)${section.replace('.', '\\.')}\\S`, 'm'));
      }
      // Choice c is the one ticked.
      expect(text).toMatch(/X\s+c\)/);
      expect(text).not.toMatch(/X\s+[abd]\)/);

      words.periods.forEach(([from, to, days, rate, amount], index) => {
        const line = lineWith(text, from!);
        expect(line).toMatch(new RegExp(`^\\s*${index + 1}\\s`));
        expectAll(line, [to!, ` ${days} `, amount!]);
        // The daily rate shows only where the data gives one.
        const amounts = line.match(/€/g) ?? [];
        expect(amounts).toHaveLength(rate === null ? 1 : 2);
        if (rate !== null) expect(line).toContain(rate);
      });
      if (language === 'fr' || language === 'nl') keepSample(`tax-certificate-${language}`, pdf);
    },
  );

  withPoppler(
    `fits four periods, long names and an unknown signatory on one page${needsPoppler}`,
    async () => {
      const data = taxCertificate('nl');
      const pdf = await renderTaxCertificate({
        ...data,
        organization: {
          ...organization,
          name: 'Centre sportif et culturel de la jeunesse de Jambes-Velaine ASBL',
        },
        debtor: {
          ...data.debtor,
          firstName: 'Marie-Christine',
          lastName: 'Łukasiewicz-Van de Velde',
          address: { ...home, postal_code: 'L-1234', city: 'Luxembourg', country: 'LU' },
        },
        periods: [
          {
            from: '2026-02-16',
            to: '2026-02-20',
            days: 5,
            dailyRateCents: 2_600,
            amountCents: 13_000,
          },
          {
            from: '2026-04-07',
            to: '2026-04-10',
            days: 4,
            dailyRateCents: 2_500,
            amountCents: 10_000,
          },
          {
            from: '2026-07-06',
            to: '2026-07-10',
            days: 5,
            dailyRateCents: 2_469,
            amountCents: 12_345,
          },
          {
            from: '2026-08-17',
            to: '2026-08-21',
            days: 5,
            dailyRateCents: 3_000,
            amountCents: 15_000,
          },
        ],
        totalCents: 50_345,
        signatory: null,
      });
      expect(pageCount(pdf)).toBe(1);
      const text = pdfText(pdf);
      // Ł is not in the standard fonts' WinAnsi: it is drawn without its stroke.
      expectAll(text, ['Lukasiewicz-', 'Luxemburg', '€ 503,45', '21 augustus 2026']);
      expect(text).toMatch(/^\s*4\s+17 augustus 2026/m);
    },
  );
});

describe('the PDF bytes', () => {
  const renders: Record<string, () => Promise<Buffer>> = {
    invoice: () => renderInvoice(invoice('fr'), DUE),
    'paid invoice': () => renderInvoice(invoice('nl'), PAID),
    'credit note': () => renderCreditNote(creditNote('en')),
    'mutual certificate': () => renderMutualCertificate(mutualCertificate('fr')),
    'tax certificate': () => renderTaxCertificate(taxCertificate('nl')),
  };

  it.each(Object.keys(renders))(
    'are the same for the same data, whenever drawn: %s',
    async (name) => {
      const first = await renders[name]!();
      // A year later by the clock: nothing of the moment of drawing may get into the file.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 365 * 86_400_000 });
      try {
        const second = await renders[name]!();
        expect(second.equals(first)).toBe(true);
      } finally {
        vi.useRealTimers();
      }
    },
  );

  it('carry the title, the author, the language and the date of the document', async () => {
    const pdf = (await renderInvoice(invoice('fr'), DUE)).toString('latin1');
    expect(pdf).toContain('/Lang (fr-BE)');
    expect(pdf).toContain('(Facture 2026-00042)');
    expect(pdf).toContain('(Les Scouts de Jambes ASBL)');
    expect(pdf).toContain('(D:20260601120000Z)');
    const tax = (await renderTaxCertificate(taxCertificate('nl'))).toString('latin1');
    expect(tax).toContain('/Lang (nl-BE)');
  });
});
