import fs from 'node:fs';
import { brusselsDay, ErrorCode, FamilyDocument, TaxYearAnswer } from '@stages/contracts';
import JSZip from 'jszip';
import { validateXML } from 'xmllint-wasm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TaxFilingReminders } from '../../../api/src/issued-documents/tax/tax-filing-reminders.js';
import { SettableClock } from '../../support/clock.js';
import { downloaded, needsPoppler, pdfText, POPPLER } from '../../support/pdfs.js';
import { eventually } from '../../support/wait.js';
import { actors, nextYear, type Organizer } from '../actors.js';
import { ENROLLMENTS, type Family } from '../enrollments/enrolling.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { paying } from '../payments/paying.js';

const withPoppler = it.skipIf(!POPPLER);
const SCHEMA = fs.readFileSync(
  new URL('../../fixtures/belcotax/Belcotax-2024.xsd', import.meta.url),
  'utf8',
);
/** The test stages run from 6 to 10 July next year. */
const AFTER_THE_STAGE = `${nextYear}-07-20`;

/** A parent's profile with a national register number and an address, as a 281.86 needs. */
const parentProfile = (street: string) => ({
  first_name: 'Pauline',
  last_name: 'Dupont',
  phone: '+32 470 12 34 56',
  address: { street, number: '20', postal_code: '5000', city: 'Namur', country: 'BE' },
  national_register_number: '85.07.30-033.28',
  birth_date: '1985-07-30',
  language: 'fr',
});

describe('Documents', () => {
  let world: IdentityWorld;
  const clock = new SettableClock();
  beforeAll(async () => {
    world = await openIdentityWorld({}, undefined, clock);
  });
  beforeEach(() => clock.reset());
  afterAll(() => world.close());

  const make = paying(() => world);
  const invoiceOf = (id: string, query = '') => `${ENROLLMENTS}${id}/invoice/${query}`;

  /** An organizer whose profile lets it issue 281.86 certificates, with all they print. */
  async function certifyingOrganizer(): Promise<Organizer> {
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

  async function paidStay(family: Family, organizer: Organizer, cost_cents = 9_500) {
    const bill = await make.accepted(
      family,
      organizer,
      await make.stage(organizer, { cost_cents }),
    );
    await organizer.browser
      .post(`${ENROLLMENTS}${bill.id}/mark-paid/`, { payment_date: brusselsDay() })
      .expect(200);
    return bill;
  }

  withPoppler(
    `gives the invoice as issued to the family, the organizer and administrators, and no one else${needsPoppler}`,
    async () => {
      const organizer = await make.organizer();
      const ann = await make.family();
      await ann.browser.put('/api/v1/parent/edit/', parentProfile('Rue de Fer')).expect(200);
      const bill = await make.accepted(
        ann,
        organizer,
        await make.stage(organizer, { cost_cents: 13_750 }),
      );

      const invoice = await downloaded(ann.browser, invoiceOf(bill.id));
      expect(invoice.status, invoice.bytes.toString()).toBe(200);
      expect(invoice.headers['content-type']).toBe('application/pdf');
      expect(invoice.headers['content-disposition']).toBe(
        `attachment; filename*=UTF-8''facture-${bill.invoice_number}.pdf`,
      );
      const text = pdfText(invoice.bytes);
      for (const printed of [
        bill.invoice_number!,
        '137,50 €',
        bill.structured_communication!,
        'BE68 5390 0754 7034',
        organizer.name,
        'Pauline Dupont',
        'Rue de Fer 20',
        'Lotte Peeters',
      ]) {
        expect(text).toContain(printed);
      }
      expect(text).not.toMatch(/PAYÉ/);

      // The parent moves: the invoice keeps the address it was issued to.
      await ann.browser.put('/api/v1/parent/edit/', parentProfile('Avenue Nouvelle')).expect(200);
      const again = await downloaded(ann.browser, invoiceOf(bill.id));
      expect(again.bytes.equals(invoice.bytes)).toBe(true);

      // Paid: the same invoice, stamped with the payment's day.
      await organizer.browser
        .post(`${ENROLLMENTS}${bill.id}/mark-paid/`, { payment_date: brusselsDay() })
        .expect(200);
      const stamped = pdfText((await downloaded(organizer.browser, invoiceOf(bill.id))).bytes);
      expect(stamped).toMatch(/PAYÉ/);
      expect(stamped).toContain('Rue de Fer 20');
      expect(stamped).not.toContain('Avenue Nouvelle');

      const administrator = await actors(world).administrator();
      expect((await downloaded(administrator, invoiceOf(bill.id))).status).toBe(200);
      const stranger = await make.family();
      const otherFamily = await downloaded(stranger.browser, invoiceOf(bill.id));
      expect([otherFamily.status, otherFamily.json().code]).toEqual([
        404,
        ErrorCode.enrollmentNotFound,
      ]);
      const otherOrganizer = await downloaded((await make.organizer()).browser, invoiceOf(bill.id));
      expect([otherOrganizer.status, otherOrganizer.json().code]).toEqual([
        404,
        ErrorCode.enrollmentNotFound,
      ]);
      const anonymous = await downloaded(await world.browser(), invoiceOf(bill.id));
      expect(anonymous.status).toBe(401);
      const { browser: roleless } = await actors(world).account('nobody');
      expect((await downloaded(roleless, invoiceOf(bill.id))).status).toBe(403);
    },
  );

  withPoppler(
    `issues a credit note numbered in the invoices’ sequence once the enrollment is cancelled, and zips a stage’s${needsPoppler}`,
    async () => {
      const organizer = await make.organizer();
      const ann = await make.family();
      const bill = await make.accepted(ann, organizer, await make.stage(organizer));
      const early = await downloaded(ann.browser, invoiceOf(bill.id, '?document=credit-note'));
      expect([early.status, early.json().code]).toEqual([404, ErrorCode.documentNotIssued]);

      await ann.browser.post(`${ENROLLMENTS}${bill.id}/cancel/`, {}).expect(200);
      const credited = await eventually(async () => {
        const note = await downloaded(ann.browser, invoiceOf(bill.id, '?document=credit-note'));
        expect(note.status).toBe(200);
        return note;
      });
      const sequence = Number(bill.invoice_number!.slice(5));
      const number = `${bill.invoice_number!.slice(0, 5)}${String(sequence + 1).padStart(5, '0')}`;
      expect(credited.headers['content-disposition']).toContain(`note-de-credit-${number}.pdf`);
      const text = pdfText(credited.bytes);
      expect(text).toContain(number);
      expect(text).toContain(bill.invoice_number!);
      // The invoice stays as it was issued.
      expect((await downloaded(ann.browser, invoiceOf(bill.id))).status).toBe(200);

      // The stage's ZIP holds both, named as they are downloaded one by one.
      const documents = `/api/v1/organization/stages/${bill.stage_slug}/documents/`;
      const zip = await downloaded(organizer.browser, `${documents}?kind=invoices`);
      expect(zip.status).toBe(200);
      expect(zip.headers['content-type']).toBe('application/zip');
      const entries = Object.keys((await JSZip.loadAsync(zip.bytes)).files);
      expect(entries.sort()).toEqual([
        `facture-${bill.invoice_number}.pdf`,
        `note-de-credit-${number}.pdf`,
      ]);
      const none = await downloaded(organizer.browser, `${documents}?kind=mutual-certificates`);
      expect([none.status, none.json().code]).toEqual([404, ErrorCode.documentNotFound]);
      const other = await make.organizer();
      const foreign = await downloaded(other.browser, `${documents}?kind=invoices`);
      expect([foreign.status, foreign.json().code]).toEqual([404, ErrorCode.stageNotFound]);
    },
  );

  withPoppler(
    `gives the mutual insurer’s certificate of a paid stay from its last day${needsPoppler}`,
    async () => {
      const organizer = await make.organizer();
      const ann = await make.family();
      const unpaid = await make.accepted(ann, organizer, await make.stage(organizer));
      const certificateOf = (id: string) => `${ENROLLMENTS}${id}/mutual-certificate/`;
      const notPaid = await downloaded(ann.browser, certificateOf(unpaid.id));
      expect([notPaid.status, notPaid.json().code]).toEqual([409, ErrorCode.documentNotPaid]);

      const paid = await paidStay(ann, organizer);
      const early = await downloaded(ann.browser, certificateOf(paid.id));
      expect([early.status, early.json().code]).toEqual([409, ErrorCode.documentStageNotEnded]);
      expect((await make.billOf(ann, paid.id)).mutual_certificate).toBe(false);

      clock.setDay(AFTER_THE_STAGE);
      expect((await make.billOf(ann, paid.id)).mutual_certificate).toBe(true);
      const certificate = await downloaded(ann.browser, certificateOf(paid.id));
      expect(certificate.status).toBe(200);
      const text = pdfText(certificate.bytes);
      for (const printed of ['Lotte Peeters', '95,00 €', paid.invoice_number!, organizer.name]) {
        expect(text).toContain(printed);
      }
      const stranger = await make.family();
      expect((await downloaded(stranger.browser, certificateOf(paid.id))).status).toBe(404);
    },
  );

  withPoppler(
    `lists a family’s documents, and the organization’s 281.86 of a year with its Belcotax file${needsPoppler}`,
    async () => {
      const organizer = await certifyingOrganizer();
      const ann = await make.family();
      const paid = await paidStay(ann, organizer, 25_000);
      const pending = await make.accepted(ann, organizer, await make.stage(organizer));
      clock.setDay(AFTER_THE_STAGE);

      // The parent has given no national register number yet: the certificate says so.
      const listed = async () =>
        FamilyDocument.array().parse(
          (await ann.browser.get('/api/v1/documents/').expect(200)).body,
        );
      const before = await listed();
      const taxCertificate = before.find((each) => each.kind === 'tax_certificate');
      expect(taxCertificate).toMatchObject({
        year: nextYear,
        url: null,
        missing: ['debtor.national_register_number'],
      });
      const kinds = before.map((each) => `${each.kind}:${each.id.split('/')[1]}`);
      expect(kinds).toEqual(
        expect.arrayContaining([
          `invoice:${paid.id}`,
          `invoice:${pending.id}`,
          `mutual_certificate:${paid.id}`,
        ]),
      );
      expect(kinds).not.toContain(`mutual_certificate:${pending.id}`);

      await ann.browser.put('/api/v1/parent/edit/', parentProfile('Rue de Fer')).expect(200);
      const complete = (await listed()).find((each) => each.kind === 'tax_certificate')!;
      expect(complete.missing).toEqual([]);
      const pdf = await downloaded(ann.browser, complete.url!);
      expect(pdf.status).toBe(200);
      const text = pdfText(pdf.bytes);
      // 250 € for 5 days: 50 € a day, above the year's maximum, so the daily rate is printed.
      for (const printed of ['281.86', 'Lotte Peeters', 'Pauline Dupont', '250,00 €', '50,00 €']) {
        expect(text).toContain(printed);
      }
      const stranger = await make.family();
      const denied = await downloaded(stranger.browser, complete.url!);
      expect([denied.status, denied.json().code]).toEqual([404, ErrorCode.documentNotFound]);

      const year = TaxYearAnswer.parse(
        (
          await organizer.browser
            .get(`/api/v1/organization/tax-certificates/${nextYear}/`)
            .expect(200)
        ).body,
      );
      // Drawn in July: the year is not over, its certificates may still grow.
      expect(year).toMatchObject({ year: nextYear, provisional: true, issues_certificates: true });
      // The stay still unpaid counts for nothing: one certificate, of the paid stay alone.
      expect(year.certificates).toHaveLength(1);
      expect(year.certificates[0]!.periods).toHaveLength(1);
      expect(year.certificates[0]).toMatchObject({
        serial: 1,
        child_name: 'Lotte Peeters',
        total_cents: 25_000,
        deductible_cents: 5 * year.daily_maximum_cents,
        missing: [],
      });
      expect((await downloaded(organizer.browser, year.certificates[0]!.url!)).status).toBe(200);

      const filing = await downloaded(organizer.browser, year.belcotax_url!);
      expect(filing.status).toBe(200);
      expect(filing.headers['content-type']).toContain('application/xml');
      const xml = filing.bytes.toString('utf8');
      // The 2024 schema is the one published; the structure of the 281.86 record is the same.
      const checked = await validateXML({
        xml: [{ fileName: 'belcotax.xml', contents: xml }],
        schema: [{ fileName: 'Belcotax-2024.xsd', contents: SCHEMA }],
      });
      expect(checked.errors).toEqual([]);
      expect(xml).toContain('<f86_2064_totalamount>25000</f86_2064_totalamount>');

      // In February the organizer is reminded, once, to file the year's certificates.
      const reminders = world.api.app.get(TaxFilingReminders);
      clock.setDay(`${nextYear + 1}-01-20`);
      expect(await reminders.sweep()).toBe(0);
      clock.setDay(`${nextYear + 1}-02-02`);
      expect(await reminders.sweep()).toBeGreaterThanOrEqual(1);
      expect(await reminders.sweep()).toBe(0);
      let mail = await world.mailbox.take(organizer.email);
      // Passing over the requests' mails the organizer received before.
      while (!mail.subject?.includes('281.86')) mail = await world.mailbox.take(organizer.email);
      expect(mail.subject).toBe(
        `Attestations fiscales 281.86 de ${nextYear} : à déposer avant le 1er mars`,
      );
      expect(mail.text).toContain(`le 1er mars ${nextYear + 1}`);
      expect(mail.text).toContain('/organization/settings/?tab=documents');

      // Another organization reads none of them.
      const other = await make.organizer();
      const theirs = TaxYearAnswer.parse(
        (await other.browser.get(`/api/v1/organization/tax-certificates/${nextYear}/`).expect(200))
          .body,
      );
      expect(theirs.certificates).toEqual([]);
      const foreign = await downloaded(other.browser, year.certificates[0]!.url!);
      expect(foreign.status).toBe(404);
    },
  );
});
