import { readFileSync } from 'node:fs';
import {
  BankStatementReport,
  brusselsDay,
  Enrollment,
  ErrorCode,
  STATEMENT_MAX_BYTES,
  type StatementCredit,
} from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  camt053Statement,
  codaStatement,
  hostileStatements,
  type BuiltMovement,
} from '../../support/bank-statements.js';
import { pngImage } from '../../support/image-files.js';
import { actors, type Organizer } from '../actors.js';
import { ENROLLMENTS, type Family } from '../enrollments/enrolling.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { IBAN, paying } from './paying.js';

const STATEMENTS = '/api/v1/organization/bank-statements/';
const BOOKED = brusselsDay();

const formats = {
  coda: (movements: BuiltMovement[], sequence = 17) => ({
    content: codaStatement({ iban: IBAN, date: BOOKED, sequence, movements }),
    name: `statement-${sequence}.cod`,
  }),
  'camt.053': (movements: BuiltMovement[], sequence = 17) => ({
    content: camt053Statement({ iban: IBAN, id: `STMT-${sequence}`, date: BOOKED, movements }),
    name: `statement-${sequence}.xml`,
  }),
};

describe.each(Object.keys(formats) as (keyof typeof formats)[])(
  'Bank statement import (%s)',
  (format) => {
    let world: IdentityWorld;
    let organizer: Organizer;
    let ann: Family;
    beforeAll(async () => {
      world = await openIdentityWorld();
      organizer = await make.organizer();
      ann = await make.family();
    });
    afterAll(() => world.close());
    const make = paying(() => world);
    const statement = formats[format];

    const upload = (file: { content: Buffer; name: string }, by = organizer) =>
      by.browser.post(STATEMENTS).attach('file', file.content, file.name);

    const credit = (bill: Enrollment, amountCents = bill.amount_cents!): BuiltMovement => ({
      amountCents,
      communication: bill.structured_communication!,
      counterpartyName: 'Peeters Ann',
      bookingDate: BOOKED,
    });

    const reasons = (report: BankStatementReport) =>
      Object.fromEntries(
        report.unmatched.map((each) => [
          each.invoice_number ?? each.communication ?? '-',
          each.reason,
        ]),
      );
    const invoices = (credits: StatementCredit[]) => credits.map((each) => each.invoice_number);

    it('marks paid each bill a credit pays exactly, with the booking date, and lists the rest', async () => {
      const target = await make.stage(organizer, { cost_cents: 9_000 });
      const [exact, short, over, typed] = await Promise.all(
        [1, 2, 3, 4].map(() => make.accepted(ann, organizer, target)),
      );
      const file = statement([
        credit(exact!),
        credit(short!, 4_500),
        credit(over!, 9_900),
        // Typed by the payer into the free text: still read as the bill's communication.
        {
          amountCents: 9_000,
          freeText: `Stage ${typed!.structured_communication} Lotte`,
          bookingDate: BOOKED,
        },
        { amountCents: 2_000, communication: '+++090/9337/55493+++', bookingDate: BOOKED },
        { amountCents: 1_500, freeText: 'Cotisation', bookingDate: BOOKED },
        { amountCents: -3_000, freeText: 'Location salle', bookingDate: BOOKED },
      ]);
      const response = await upload(file);
      expect(response.status, response.text).toBe(201);
      const report = BankStatementReport.parse(response.body);
      expect(report).toMatchObject({ format, credits: 6, debits: 1, imported_before: false });
      expect(invoices(report.matched).sort()).toEqual(
        [exact!.invoice_number, typed!.invoice_number].sort(),
      );
      expect(reasons(report)).toEqual({
        [short!.invoice_number!]: 'amount_short',
        [over!.invoice_number!]: 'amount_over',
        '+++090/9337/55493+++': 'unknown_communication',
        '-': 'no_communication',
      });

      const paid = await make.billOf(ann, exact!.id);
      expect(paid).toMatchObject({ payment_status: 'paid', payment_date: BOOKED });
      expect((await make.billOf(ann, short!.id)).payment_status).toBe('unpaid');

      // Once more: every movement is known, and nothing changes.
      const again = BankStatementReport.parse((await upload(file)).body);
      expect(again.imported_before).toBe(true);
      expect(again.matched).toEqual([]);
      expect(reasons(again)[exact!.invoice_number!]).toBe('already_imported');
      const history = await organizer.browser.get(STATEMENTS).expect(200);
      expect((history.body as BankStatementReport[]).map((each) => each.id)).toEqual([
        again.id,
        report.id,
      ]);
    });

    it('reports a bill already paid by hand, or cancelled, and a second credit for one bill', async () => {
      const target = await make.stage(organizer);
      const byHand = await make.accepted(ann, organizer, target);
      const cancelled = await make.accepted(ann, organizer, target);
      const twice = await make.accepted(ann, organizer, target);
      await organizer.browser
        .post(`${ENROLLMENTS}${byHand.id}/mark-paid/`, { payment_date: byHand.issued_on })
        .expect(200);
      await ann.browser.post(`${ENROLLMENTS}${cancelled.id}/cancel/`, {}).expect(200);
      const report = BankStatementReport.parse(
        (
          await upload(
            statement([credit(byHand), credit(cancelled), credit(twice), credit(twice)], 18),
          )
        ).body,
      );
      expect(invoices(report.matched)).toEqual([twice.invoice_number]);
      expect(report.unmatched.map((each) => [each.invoice_number, each.reason])).toEqual([
        [byHand.invoice_number, 'already_paid'],
        [cancelled.invoice_number, 'not_payable'],
        [twice.invoice_number, 'already_paid'],
      ]);
    });

    it('refuses a file it cannot read, or another account’s statement, recording nothing', async () => {
      const target = await make.stage(organizer);
      const bill = await make.accepted(ann, organizer, target);
      const good = statement([credit(bill)], 19);
      const broken = {
        content: Buffer.from(good.content.toString('latin1').slice(0, -40), 'latin1'),
        name: good.name,
      };
      for (const file of [broken, { content: pngImage(40, 40), name: 'photo.png' }]) {
        const refused = await upload(file);
        expect([refused.status, refused.body.code]).toEqual([422, ErrorCode.statementUnreadable]);
      }
      const otherAccount =
        format === 'coda'
          ? codaStatement({
              iban: 'BE71096123456769',
              date: BOOKED,
              sequence: 20,
              movements: [credit(bill)],
            })
          : camt053Statement({
              iban: 'BE71096123456769',
              id: 'OTHER',
              date: BOOKED,
              movements: [credit(bill)],
            });
      const foreign = await upload({ content: otherAccount, name: 'other' });
      expect([foreign.status, foreign.body.code]).toEqual([422, ErrorCode.statementOtherAccount]);
      expect((await make.billOf(ann, bill.id)).payment_status).toBe('unpaid');

      const parent = await upload(good, { ...organizer, browser: ann.browser });
      expect(parent.status).toBe(403);
      const withoutAccount = await actors(world).organizer({ subscribed: true });
      const unknownAccount = await upload(good, withoutAccount);
      expect([unknownAccount.status, unknownAccount.body.code]).toEqual([
        422,
        ErrorCode.paymentNoBankAccount,
      ]);
      const missing = await organizer.browser.post(STATEMENTS, {});
      expect([missing.status, missing.body.code]).toEqual([400, ErrorCode.uploadMissing]);
    });
  },
);

describe('Bank statement import of files it must not read', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());
  const make = paying(() => world);

  it('answers 422 statement.unreadable to each, and records nothing', async () => {
    const organizer = await make.organizer();
    const ann = await make.family();
    const bill = await make.accepted(ann, organizer, await make.stage(organizer));
    const pays: BuiltMovement[] = [
      {
        amountCents: bill.amount_cents!,
        communication: bill.structured_communication!,
        bookingDate: BOOKED,
      },
      { amountCents: 1_500, freeText: 'Cotisation annuelle', bookingDate: BOOKED },
    ];
    const imports = async () =>
      (
        await world.db.query<{ count: string }>(
          'SELECT count(*) FROM bank_statement_imports i JOIN organizations o ON o.id = i.organization_id WHERE o.slug = $1',
          [organizer.slug],
        )
      ).rows[0]?.count;
    const before = await imports();
    const hostile = hostileStatements({
      coda: codaStatement({ iban: IBAN, date: BOOKED, sequence: 30, movements: pays }),
      camt: camt053Statement({ iban: IBAN, id: 'HOSTILE', date: BOOKED, movements: pays }),
    });
    const answers: Record<string, string> = {};
    for (const [name, content] of Object.entries(hostile)) {
      const refused = await organizer.browser.post(STATEMENTS).attach('file', content, 'statement');
      answers[name] = `${refused.status} ${refused.body.code}`;
    }
    expect(answers).toEqual(
      Object.fromEntries(Object.keys(hostile).map((name) => [name, '422 statement.unreadable'])),
    );
    expect(await imports()).toBe(before);
    expect((await make.billOf(ann, bill.id)).payment_status).toBe('unpaid');
  });

  it('reads a file of exactly the size limit, refuses one byte more with 413, and reads only the field file', async () => {
    const organizer = await make.organizer();
    const ann = await make.family();
    const bill = await make.accepted(ann, organizer, await make.stage(organizer));
    const xml = camt053Statement({
      iban: IBAN,
      id: 'AT-THE-LIMIT',
      date: BOOKED,
      movements: [
        {
          amountCents: bill.amount_cents!,
          communication: bill.structured_communication!,
          bookingDate: BOOKED,
        },
      ],
    }).toString('utf8');
    // White space between two elements changes nothing to what the statement says.
    const ofSize = (size: number) => {
      const at = xml.lastIndexOf('</BkToCstmrStmt>');
      return Buffer.from(
        `${xml.slice(0, at)}${' '.repeat(size - Buffer.byteLength(xml))}${xml.slice(at)}`,
        'utf8',
      );
    };
    const unpaid = async () =>
      expect((await make.billOf(ann, bill.id)).payment_status).toBe('unpaid');

    const over = await organizer.browser
      .post(STATEMENTS)
      .attach('file', ofSize(STATEMENT_MAX_BYTES + 1), 'statement.xml');
    expect([over.status, over.body.code]).toEqual([413, ErrorCode.uploadTooLarge]);
    await unpaid();
    for (const field of ['statement', 'File', 'upload']) {
      const elsewhere = await organizer.browser
        .post(STATEMENTS)
        .attach(field, ofSize(xml.length), 'statement.xml');
      expect([elsewhere.status, elsewhere.body.code], field).toEqual([
        400,
        ErrorCode.uploadWrongField,
      ]);
    }
    await unpaid();

    const atTheLimit = ofSize(STATEMENT_MAX_BYTES);
    expect(atTheLimit.length).toBe(STATEMENT_MAX_BYTES);
    const read = await organizer.browser
      .post(STATEMENTS)
      .attach('file', atTheLimit, 'statement.xml');
    expect(read.status, read.text).toBe(201);
    expect(BankStatementReport.parse(read.body).matched.map((each) => each.invoice_number)).toEqual(
      [bill.invoice_number],
    );
  });

  it('keeps the name of the file it read printable, whatever the browser sent', async () => {
    const organizer = await make.organizer();
    const ann = await make.family();
    const bill = await make.accepted(ann, organizer, await make.stage(organizer));
    const statement = codaStatement({
      iban: IBAN,
      date: BOOKED,
      sequence: 40,
      movements: [
        {
          amountCents: bill.amount_cents!,
          communication: bill.structured_communication!,
          bookingDate: BOOKED,
        },
      ],
    });
    const read = await organizer.browser
      .post(STATEMENTS)
      .attach('file', statement, 'relev\u00e9\u0000\u0007 juillet\u009b.cod');
    expect(read.status, read.text).toBe(201);
    const report = BankStatementReport.parse(read.body);
    expect(report.file_name).toBe('relevé juillet.cod');
    expect(report.matched.map((each) => each.invoice_number)).toEqual([bill.invoice_number]);
  });
});

describe('Bank statement import of real files from other projects’ test suites', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());
  const make = paying(() => world);
  const sample = (name: string) =>
    readFileSync(new URL(`../../fixtures/bank-statements/${name}`, import.meta.url));
  const edited = (file: Buffer, edit: (text: string) => string) =>
    Buffer.from(edit(file.toString('latin1')), 'latin1');
  const tomorrow = new Date(Date.parse(`${BOOKED}T12:00:00Z`) + 86_400_000)
    .toISOString()
    .slice(0, 10);
  const ddmmyy = (day: string) => `${day.slice(8, 10)}${day.slice(5, 7)}${day.slice(2, 4)}`;

  /** An organizer whose profile gives the sample's account, and a bill of `costCents` to pay. */
  async function billedAt(iban: string, costCents: number) {
    const organizer = await make.organizer();
    const profile = (await organizer.browser.get('/api/v1/organization/edit/').expect(200)).body;
    const saved = await organizer.browser.put('/api/v1/organization/edit/', { ...profile, iban });
    expect(saved.status, saved.text).toBe(200);
    const ann = await make.family();
    const bill = await make.accepted(
      ann,
      organizer,
      await make.stage(organizer, { cost_cents: costCents }),
    );
    const upload = async (content: Buffer) => {
      const response = await organizer.browser.post(STATEMENTS).attach('file', content, 'sample');
      return response;
    };
    const report = async (content: Buffer) => {
      const response = await upload(content);
      expect(response.status, response.text).toBe(201);
      return BankStatementReport.parse(response.body);
    };
    const status = async () => (await make.billOf(ann, bill.id)).payment_status;
    return {
      bill,
      upload,
      report,
      status,
      digits: bill.structured_communication!.replace(/\D/g, ''),
    };
  }

  it('lists, and does not record, a credit of Odoo’s CODA file booked years before the bill, or after today', async () => {
    const odoo = sample('Ontvangen_CODA.2013-01-11-18.59.15.txt');
    const { bill, report, status, digits } = await billedAt('BE33737018595246', 304_445);
    // The credit of 3,044.45 on 11 January 2011 now names the bill.
    const naming = edited(odoo, (coda) => coda.replace('240283842818', digits));
    const old = await report(naming);
    expect(old.matched).toEqual([]);
    const credit = old.unmatched.find((each) => each.amount_cents === 304_445);
    expect(credit).toMatchObject({
      reason: 'date_before_bill',
      booking_date: '2011-01-11',
      currency: 'EUR',
      invoice_number: bill.invoice_number,
      communication: bill.structured_communication,
      counterparty: 'PARTNER 2',
    });
    expect(await status()).toBe('unpaid');

    // The same movement booked tomorrow is no more a payment; booked today, it is.
    const bookedOn = (day: string) =>
      edited(naming, (coda) => coda.replace(/^(21000200.{107})110111/m, `$1${ddmmyy(day)}`));
    const future = await report(bookedOn(tomorrow));
    expect(future.unmatched.find((each) => each.amount_cents === 304_445)?.reason).toBe(
      'date_in_future',
    );
    expect(await status()).toBe('unpaid');
    const today = await report(bookedOn(BOOKED));
    expect(today.matched.map((each) => [each.invoice_number, each.booking_date])).toEqual([
      [bill.invoice_number, BOOKED],
    ]);
    expect(await status()).toBe('paid');
  });

  it('pays no euro bill with Swiss francs, as the OCA’s camt.053 file books them', async () => {
    const swiss = sample('test-camt053-multi-currency');
    const { bill, report, upload, status, digits } = await billedAt(
      'CH1904835028789771000',
      13_400,
    );
    const as = await report(swiss);
    expect([as.format, as.account_iban, as.credits, as.debits]).toEqual([
      'camt.053',
      'CH1904835028789771000',
      1,
      1,
    ]);
    expect(as.unmatched.map((each) => [each.amount_cents, each.currency, each.reason])).toEqual([
      [13_400, 'CHF', 'other_currency'],
    ]);

    // The credit of 134.00 CHF, booked today, names the bill of 134.00 EUR: still not its payment.
    const naming = edited(swiss, (xml) =>
      xml
        .replaceAll('2021-09-14</Dt>', `${BOOKED}</Dt>`)
        .replace(
          '<Ustrd>/INV/09.2021/01 7.9.2021</Ustrd>',
          `<Ustrd>/INV/09.2021/01 7.9.2021</Ustrd><Strd><CdtrRefInf><Tp><CdOrPrtry><Prtry>BBA</Prtry></CdOrPrtry></Tp><Ref>${digits}</Ref></CdtrRefInf></Strd>`,
        ),
    );
    const francs = await report(naming);
    expect(francs.unmatched.map((each) => [each.invoice_number, each.reason])).toEqual([
      [bill.invoice_number, 'other_currency'],
    ]);
    expect(await status()).toBe('unpaid');

    // A closing balance that the entries do not reach: the statement is not read at all.
    const euros = edited(naming, (xml) => xml.replaceAll('Ccy="CHF"', 'Ccy="EUR"'));
    const unbalanced = edited(euros, (xml) =>
      xml.replace(/(<Cd>CLBD<\/Cd>[\s\S]*?<Amt Ccy="EUR">)350332.64/, '$1350332.74'),
    );
    const refused = await upload(unbalanced);
    expect([refused.status, refused.body.code]).toEqual([422, ErrorCode.statementUnreadable]);
    expect(refused.body.message).toMatch(/closing balance 350332.74 is not the opening balance/);
    expect(await status()).toBe('unpaid');

    // In euros, and balanced, it pays the bill.
    const paid = await report(euros);
    expect(paid.matched.map((each) => [each.invoice_number, each.currency])).toEqual([
      [bill.invoice_number, 'EUR'],
    ]);
    expect(await status()).toBe('paid');
  });

  it('reads only the organization’s own account: not another, nor a number whose check digits fail', async () => {
    const odoo = sample('Ontvangen_CODA.2013-01-11-18.59.15.txt');
    const { upload, report, status, digits } = await billedAt('BE33737018595246', 304_445);
    const paying = edited(odoo, (coda) =>
      coda
        .replace('240283842818', digits)
        .replace(/^(21000200.{107})110111/m, `$1${ddmmyy(BOOKED)}`),
    );
    const ofAccount = (iban: string) =>
      edited(paying, (coda) => coda.replace(/^12135BE33737018595246/m, `12135${iban}`));
    for (const iban of ['BE68539007547034', 'BE33737018595247', 'BE00000000000000']) {
      const refused = await upload(ofAccount(iban));
      expect([refused.status, refused.body.code], iban).toEqual([
        422,
        ErrorCode.statementOtherAccount,
      ]);
    }
    const batch = await upload(sample('test-camt053-txdtls'));
    expect([batch.status, batch.body.code]).toEqual([422, ErrorCode.statementOtherAccount]);
    expect(batch.body.message).toMatch(/CH1111000000123456789/);
    expect(await status()).toBe('unpaid');

    expect((await report(paying)).matched).toHaveLength(1);
    expect(await status()).toBe('paid');
  });
});
