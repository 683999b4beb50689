import { addDays, brusselsDay, ErrorCode, FamilyDocument, TaxYearAnswer } from '@stages/contracts';
import JSZip from 'jszip';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../../api/src/issued-documents/pdf/formats.js';
import { TaxFilingReminders } from '../../../api/src/issued-documents/tax/tax-filing-reminders.js';
import { SettableClock } from '../../support/clock.js';
import { downloaded, needsPoppler, pdfPageImage, pdfText, POPPLER } from '../../support/pdfs.js';
import type { Browser } from '../../support/browser.js';
import { pdfDocument, pngImage } from '../../support/image-files.js';
import { readQrCode } from '../../support/qr-codes.js';
import { eventually } from '../../support/wait.js';
import { actors, nextYear, type Organizer } from '../actors.js';
import { ENROLLMENTS, type Family } from '../enrollments/enrolling.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { paying } from '../payments/paying.js';
import { belcotaxErrors, certifying, parentProfile, taxYear } from './certifying.js';

type Downloaded = Awaited<ReturnType<typeof downloaded>>;
const DAY_SHEET = '/api/v1/organization/stages/{slug}/day-sheet.pdf';

const withPoppler = it.skipIf(!POPPLER);
/** The test stages run from 6 to 10 July next year. */
const AFTER_THE_STAGE = `${nextYear}-07-20`;

// Each test makes its families, stages and bills through the API and reads PDFs back: on a
// machine shared with other work, that takes longer than the default 30 seconds.
describe('Documents', { timeout: 90_000 }, () => {
  let world: IdentityWorld;
  const clock = new SettableClock();
  beforeAll(async () => {
    world = await openIdentityWorld({}, undefined, clock);
  });
  beforeEach(() => clock.reset());
  afterAll(() => world.close());

  const make = paying(() => world);
  const invoiceOf = (id: string, query = '') => `${ENROLLMENTS}${id}/invoice/${query}`;

  const certifyingOrganizer = () => certifying(make);

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
        `attachment; filename="facture-${bill.invoice_number}.pdf"; filename*=UTF-8''facture-${bill.invoice_number}.pdf`,
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
      expect(text).toMatch(/Total à payer\s+137,50 €/);
      expect(text).toContain('À payer avant le');
      expect(readQrCode(pdfPageImage(invoice.bytes, 150))).toMatch(/^BCD\n002\n/);
      expect(text).not.toMatch(/PAYÉ/);

      // The parent moves: the invoice keeps the address it was issued to.
      await ann.browser.put('/api/v1/parent/edit/', parentProfile('Avenue Nouvelle')).expect(200);
      const again = await downloaded(ann.browser, invoiceOf(bill.id));
      expect(again.bytes.equals(invoice.bytes)).toBe(true);

      // Paid: the same invoice, stamped with the day the payment was recorded for, and asking
      // for nothing more: no QR code, no transfer to make, no day to pay by.
      const paymentDate = addDays(bill.issued_on!, 2);
      clock.setDay(addDays(bill.issued_on!, 5));
      await organizer.browser
        .post(`${ENROLLMENTS}${bill.id}/mark-paid/`, { payment_date: paymentDate })
        .expect(200);
      const paid = (await downloaded(organizer.browser, invoiceOf(bill.id))).bytes;
      const stamped = pdfText(paid);
      // pdftotext reads the no-break spaces a date is written with as spaces.
      expect(stamped).toContain(`PAYÉ le ${formatDate(paymentDate, 'fr').replace(/\u00a0/g, ' ')}`);
      expect(stamped).toContain(`Date du paiement`);
      expect(readQrCode(pdfPageImage(paid, 150))).toBeNull();
      expect(stamped).not.toMatch(/à payer/i);
      for (const instruction of [bill.structured_communication!, 'BE68 5390 0754 7034']) {
        expect(stamped).not.toContain(instruction);
      }
      expect(stamped).toMatch(/Total\s+137,50 €/);
      expect(stamped).toContain(bill.invoice_number!);
      expect(stamped).toContain('Rue de Fer 20');
      expect(stamped).not.toContain('Avenue Nouvelle');
      // The family's copy is the organizer's.
      expect((await downloaded(ann.browser, invoiceOf(bill.id))).bytes.equals(paid)).toBe(true);

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
      // The invoice stays as it was issued, but no longer asks to be paid: it says what cancels it.
      const cancelled = await downloaded(ann.browser, invoiceOf(bill.id));
      expect(cancelled.status).toBe(200);
      const cancelledText = pdfText(cancelled.bytes);
      expect(cancelledText).toContain('ANNULÉE');
      expect(cancelledText).toContain(`Annulée par la note de crédit ${number}`);
      expect(cancelledText).toContain(bill.invoice_number!);
      expect(cancelledText).not.toMatch(/à payer/i);
      expect(cancelledText).not.toContain(bill.structured_communication!);
      expect(readQrCode(pdfPageImage(cancelled.bytes, 150))).toBeNull();

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
      // What the ZIPs would hold, asked first so that an empty one is not offered.
      const counts = `${documents}counts/`;
      expect((await organizer.browser.get(counts).expect(200)).body).toEqual({
        invoices: 1,
        mutual_certificates: 0,
      });
      const other = await make.organizer();
      const foreign = await downloaded(other.browser, `${documents}?kind=invoices`);
      expect([foreign.status, foreign.json().code]).toEqual([404, ErrorCode.stageNotFound]);
      const foreignCounts = await other.browser.get(counts);
      expect([foreignCounts.status, foreignCounts.body.code]).toEqual([
        404,
        ErrorCode.stageNotFound,
      ]);
      expect((await ann.browser.get(counts)).status).toBe(403);
      expect((await (await world.browser()).get(counts)).status).toBe(401);
    },
  );

  withPoppler(
    `gives the mutual insurer’s certificate of a paid stay once it is over${needsPoppler}`,
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

      // Its last day, 15:00 in Brussels: the activities end at 16:00, the stay is not over yet.
      clock.setDay(`${nextYear}-07-10`, 15);
      const lastDay = await downloaded(ann.browser, certificateOf(paid.id));
      expect([lastDay.status, lastDay.json().code]).toEqual([409, ErrorCode.documentStageNotEnded]);
      expect((await make.billOf(ann, paid.id)).mutual_certificate).toBe(false);
      const listed = async () =>
        FamilyDocument.array()
          .parse((await ann.browser.get('/api/v1/documents/').expect(200)).body)
          .map((each) => each.id);
      expect(await listed()).not.toContain(`mutual_certificate/${paid.id}`);
      const counts = `/api/v1/organization/stages/${paid.stage_slug}/documents/counts/`;
      expect((await organizer.browser.get(counts).expect(200)).body.mutual_certificates).toBe(0);

      clock.setDay(`${nextYear}-07-10`, 17);
      expect((await make.billOf(ann, paid.id)).mutual_certificate).toBe(true);
      expect(await listed()).toContain(`mutual_certificate/${paid.id}`);
      expect((await organizer.browser.get(counts).expect(200)).body.mutual_certificates).toBe(1);
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
      // Drawn once the year is over.
      clock.setDay(`${nextYear + 1}-01-10`);
      const complete = (await listed()).find((each) => each.kind === 'tax_certificate')!;
      expect(complete.missing).toEqual([]);
      const pdf = await downloaded(ann.browser, complete.url!);
      expect(pdf.status).toBe(200);
      const text = pdfText(pdf.bytes);
      // 250 € for 5 days: 50 € a day, above the year's maximum, so the daily rate is printed.
      for (const printed of [
        '281.86',
        'Lotte Peeters',
        'Pauline Dupont',
        '250,00 €',
        '50,00 €',
        `10 janvier ${nextYear + 1}`,
      ]) {
        expect(text).toContain(printed);
      }
      const stranger = await make.family();
      const denied = await downloaded(stranger.browser, complete.url!);
      expect([denied.status, denied.json().code]).toEqual([404, ErrorCode.documentNotFound]);

      const year = await taxYear(organizer, nextYear);
      expect(year).toMatchObject({ year: nextYear, provisional: false, issues_certificates: true });
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
      expect(await belcotaxErrors(xml)).toEqual([]);
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
  withPoppler(
    `issues a year’s 281.86 and its Belcotax file once the year is over in Belgium, not before${needsPoppler}`,
    async () => {
      const organizer = await certifyingOrganizer();
      const ann = await make.family();
      await ann.browser.put('/api/v1/parent/edit/', parentProfile('Rue de Fer')).expect(200);
      await paidStay(ann, organizer, 25_000);
      const familyCertificate = async () => {
        const documents = FamilyDocument.array().parse(
          (await ann.browser.get('/api/v1/documents/').expect(200)).body,
        );
        return documents.find((each) => each.kind === 'tax_certificate' && each.year === nextYear)!;
      };
      const organizerYear = () => taxYear(organizer, nextYear);

      // New Year's Eve, 23:00 in Brussels: the year is not over. Both sides see the certificate
      // coming, and when; none of its files is given.
      clock.setDay(`${nextYear}-12-31`, 23);
      const coming = await familyCertificate();
      expect(coming).toMatchObject({
        url: null,
        missing: [],
        available_from: `${nextYear + 1}-01-01`,
      });
      const [, organizationId, , childId, part] = coming.id.split('/');
      const familyUrl = `/api/v1/documents/tax-certificates/${nextYear}/${organizationId}/${childId}/${part}/`;
      const organizerUrl = `/api/v1/organization/tax-certificates/${nextYear}/${childId}/${part}/`;
      const belcotaxUrl = `/api/v1/organization/tax-certificates/${nextYear}/belcotax/`;
      const before = await organizerYear();
      expect(before).toMatchObject({
        provisional: true,
        issued_from: `${nextYear + 1}-01-01`,
        belcotax_url: null,
        belcotax_problem: null,
      });
      expect(before.certificates).toHaveLength(1);
      expect(before.certificates[0]).toMatchObject({ child_name: 'Lotte Peeters', url: null });
      for (const [browser, url] of [
        [ann.browser, familyUrl],
        [organizer.browser, organizerUrl],
        [organizer.browser, belcotaxUrl],
      ] as const) {
        const refused = await downloaded(browser, url);
        expect([url, refused.status, refused.json().code]).toEqual([
          url,
          409,
          ErrorCode.taxCertificateYearNotOver,
        ]);
      }
      // Another family is still told there is no such certificate.
      const stranger = await downloaded((await make.family()).browser, familyUrl);
      expect([stranger.status, stranger.json().code]).toEqual([404, ErrorCode.documentNotFound]);

      // Midnight in Brussels (still 23:00 on 31 December in UTC): the year is over.
      clock.setDay(`${nextYear + 1}-01-01`, 0);
      expect(clock.now().getUTCFullYear()).toBe(nextYear);
      const issued = await familyCertificate();
      expect(issued).toMatchObject({ url: familyUrl, available_from: null });
      const after = await organizerYear();
      expect(after).toMatchObject({ provisional: false, belcotax_url: belcotaxUrl });
      expect(after.certificates[0]!.url).toBe(organizerUrl);
      for (const [browser, url] of [
        [ann.browser, familyUrl],
        [organizer.browser, organizerUrl],
      ] as const) {
        const pdf = await downloaded(browser, url);
        expect([url, pdf.status]).toEqual([url, 200]);
        expect(pdfText(pdf.bytes)).toContain(`1er janvier ${nextYear + 1}`);
      }
      const filing = await downloaded(organizer.browser, belcotaxUrl);
      expect(filing.status).toBe(200);
      // The file is created in the year after the income year, as the schema asks.
      expect(filing.bytes.toString('utf8')).toContain(
        `<v0011_aanmaakdatum>01-01-${nextYear + 1}</v0011_aanmaakdatum>`,
      );
    },
  );
  withPoppler(
    `names every file it sends twice: an ASCII name beside the exact one, as RFC 6266 recommends${needsPoppler}`,
    async () => {
      const organizer = await certifyingOrganizer();
      const ann = await make.family();
      await ann.browser.put('/api/v1/parent/edit/', parentProfile('Rue de Fer')).expect(200);
      const paid = await paidStay(ann, organizer);
      const cancelled = await make.accepted(ann, organizer, await make.stage(organizer));
      await ann.browser.post(`${ENROLLMENTS}${cancelled.id}/cancel/`, {}).expect(200);
      await eventually(async () => {
        const bill = await make.billOf(ann, cancelled.id);
        expect(bill.credit_note_number).not.toBeNull();
        return bill;
      });
      const upload = async (kind: string, bytes: Buffer, name: string) => {
        const uploaded = await organizer.browser
          .post(`/api/v1/organization/edit/files/${kind}/`)
          .attach('file', bytes, name);
        expect(uploaded.status, uploaded.text).toBe(201);
        return uploaded.body.url as string;
      };
      const idCard = await upload('id_card', pdfDocument(), 'Carte d’identité « été ».pdf');
      const logo = await upload('logo', pngImage(400, 400), 'Logo Château.png');
      // The day sheet, while the stage's health sheets may still be read: before the year ends.
      const daySheet = await downloaded(
        organizer.browser,
        `/api/v1/organization/stages/${paid.stage_slug}/day-sheet.pdf?day=${brusselsDay(paid.starts_at!)}`,
      );
      clock.setDay(`${nextYear + 1}-01-10`);
      const year = await taxYear(organizer, nextYear);
      const family = FamilyDocument.array().parse(
        (await ann.browser.get('/api/v1/documents/').expect(200)).body,
      );
      const stage = `/api/v1/organization/stages/${paid.stage_slug}`;
      const anonymous = await world.browser();

      /** Each download: the operation it is, who asks, and the exact name when not ASCII already. */
      const downloads: [operation: string, browser: Browser, url: string, exact?: string][] = [
        ['/api/v1/enrollments/{id}/invoice', ann.browser, invoiceOf(paid.id)],
        [
          '/api/v1/enrollments/{id}/invoice',
          ann.browser,
          invoiceOf(cancelled.id, '?document=credit-note'),
        ],
        [
          '/api/v1/enrollments/{id}/mutual-certificate',
          ann.browser,
          `${ENROLLMENTS}${paid.id}/mutual-certificate/`,
        ],
        [
          '/api/v1/documents/tax-certificates/{year}/{organizationId}/{childId}/{part}',
          ann.browser,
          family.find((each) => each.kind === 'tax_certificate')!.url!,
        ],
        [
          '/api/v1/organization/tax-certificates/{year}/{childId}/{part}',
          organizer.browser,
          year.certificates[0]!.url!,
        ],
        [
          '/api/v1/organization/tax-certificates/{year}/belcotax',
          organizer.browser,
          year.belcotax_url!,
        ],
        [
          '/api/v1/organization/stages/{slug}/documents',
          organizer.browser,
          `${stage}/documents/?kind=invoices`,
        ],
        [
          '/api/v1/organization/stages/{slug}/documents',
          organizer.browser,
          `${stage}/documents/?kind=mutual-certificates`,
        ],
        [
          '/api/v1/organization/stages/{slug}/enrollments/export',
          organizer.browser,
          `${stage}/enrollments/export/`,
        ],
        [
          '/api/v1/organization/enrollments/export',
          organizer.browser,
          `/api/v1/organization/enrollments/export/?year=${nextYear}`,
        ],
        ['/api/v1/files/{id}', organizer.browser, idCard, 'Carte d’identité « été ».pdf'],
        ['/api/v1/files/{id}', anonymous, logo, 'Logo Château.png'],
      ];
      const answers: [operation: string, file: Downloaded, url: string, exact?: string][] = [
        [DAY_SHEET, daySheet, 'the day sheet'],
      ];
      for (const [operation, browser, url, exact] of downloads) {
        const file = await downloaded(browser, url);
        answers.push(exact ? [operation, file, url, exact] : [operation, file, url]);
      }
      for (const [operation, file, url, exact] of answers) {
        expect([url, file.status]).toEqual([url, 200]);
        const header = String(file.headers['content-disposition']);
        const names = /^(?:attachment|inline); filename="([^"]*)"; filename\*=UTF-8''(\S+)$/.exec(
          header,
        );
        expect(names, `${operation}: ${header}`).not.toBeNull();
        const [, plain, encoded] = names!;
        expect(plain, header).toMatch(/^[A-Za-z0-9 ._+,()[\]-]+\.[a-z]+$/);
        expect(decodeURIComponent(encoded!)).toBe(exact ?? plain);
      }
      // The names as a person would read them in the two headers above.
      expect((await downloaded(organizer.browser, idCard)).headers['content-disposition']).toBe(
        `attachment; filename="Carte d_identite _ ete _.pdf"; filename*=UTF-8''Carte%20d%E2%80%99identit%C3%A9%20%C2%AB%20%C3%A9t%C3%A9%20%C2%BB.pdf`,
      );
      expect((await downloaded(anonymous, logo)).headers['content-disposition']).toBe(
        `inline; filename="Logo Chateau.png"; filename*=UTF-8''Logo%20Ch%C3%A2teau.png`,
      );

      // Every operation that answers a file is one of those: the PNG of a transfer's QR code is
      // shown in the page, not downloaded.
      const document = (await world.api.http().get('/api/v1/openapi.json').expect(200)).body as {
        paths: Record<string, Record<string, { responses: Record<string, { content?: object }> }>>;
      };
      const files = Object.entries(document.paths)
        .filter(([, methods]) => methods.get && !methods.get.responses['200']?.content)
        .map(([path]) => path);
      expect(files.sort()).toEqual(
        [
          ...new Set(answers.map(([operation]) => operation)),
          '/api/v1/enrollments/{id}/payment-qr',
        ].sort(),
      );
    },
  );

  it('certifies on the 281.86 only the days the child was recorded present, to the cent', async () => {
    const organizer = await certifyingOrganizer();
    const ann = await make.family();
    await ann.browser.put('/api/v1/parent/edit/', parentProfile('Rue de Fer')).expect(200);
    // 250 € for the five days from Monday 6 to Friday 10 July.
    const stay = await paidStay(ann, organizer, 25_000);
    const days = [6, 7, 8, 9, 10].map((day) => `${nextYear}-07-${String(day).padStart(2, '0')}`);
    const present = new Set([days[0], days[1], days[4]]);
    for (const day of days) {
      clock.setDay(day, 18);
      await organizer.browser
        .put(`/api/v1/organization/stages/${stay.stage_slug}/attendance/${day}/`, {
          present: present.has(day) ? [stay.id] : [],
        })
        .expect(200);
    }
    clock.setDay(`${nextYear + 1}-01-10`);
    const year = await taxYear(organizer, nextYear);
    expect(year.certificates).toHaveLength(1);
    const [certificate] = year.certificates;
    // Three days of five: three fifths of 250 €, 50 € a day.
    expect(certificate!.periods).toEqual([
      expect.objectContaining({
        from: days[0],
        to: days[4],
        days: 3,
        amount_cents: 15_000,
        deductible_cents: Math.min(15_000, 3 * year.daily_maximum_cents),
      }),
    ]);
    expect(certificate!.total_cents).toBe(15_000);
    const filing = await downloaded(organizer.browser, year.belcotax_url!);
    const xml = filing.bytes.toString('utf8');
    expect(await belcotaxErrors(xml)).toEqual([]);
    expect(xml).toContain('<f86_2064_totalamount>15000</f86_2064_totalamount>');
  });
});
