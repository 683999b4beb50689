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
