import {
  addDays,
  BillListItem,
  brusselsDay,
  Enrollment,
  EnrollmentListItem,
  ErrorCode,
  isValidStructuredCommunication,
} from '@stages/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { verifyDecisionChains } from '../../../api/src/enrollments/audit/decision-audit.js';
import { SettableClock } from '../../support/clock.js';
import { eventually } from '../../support/wait.js';
import { readQrCode } from '../../support/qr-codes.js';
import { actors, type Organizer } from '../actors.js';
import { ENROLLMENTS } from '../enrollments/enrolling.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { BIC, IBAN, paying } from './paying.js';

describe('Bills and payments', () => {
  let world: IdentityWorld;
  let organizer: Organizer;
  const clock = new SettableClock();
  beforeAll(async () => {
    world = await openIdentityWorld({}, undefined, clock);
  });
  beforeEach(() => clock.reset());
  afterAll(() => world.close());

  const { family, stage, accepted, registered, billOf, ...make } = paying(() => world);
  beforeAll(async () => {
    organizer = await make.organizer();
  });
  const today = () => brusselsDay();
  /** The next message to `email` whose subject names `about`, passing over the others. */
  async function mailAbout(email: string, about: string) {
    for (;;) {
      const mail = await world.mailbox.take(email);
      if (mail.subject?.includes(about)) return mail;
    }
  }

  const markPaid = (by: Organizer, id: string, payment_date: string) =>
    by.browser.post(`${ENROLLMENTS}${id}/mark-paid/`, { payment_date });

  it('issues the bill of an accepted enrollment, numbered, due, with its communication and its QR code', async () => {
    const ann = await family();
    const target = await stage(organizer, { cost_cents: 13_750 });
    const bill = await accepted(ann, organizer, target);
    expect(bill.invoice_number).toMatch(new RegExp(`^${today().slice(0, 4)}-\\d{5}$`));
    expect(bill).toMatchObject({
      issued_on: today(),
      amount_cents: 13_750,
      due_date: addDays(today(), 14),
      payment_status: 'unpaid',
      payment_date: null,
      organization_iban: IBAN,
    });
    expect(isValidStructuredCommunication(bill.structured_communication!)).toBe(true);

    const mail = await mailAbout(ann.email, bill.invoice_number!);
    expect(mail.text).toContain(bill.structured_communication);
    expect(mail.text).toContain('BE68 5390 0754 7034');

    const qr = await ann.browser.get(`${ENROLLMENTS}${bill.id}/payment-qr/`).expect(200);
    expect(qr.headers['content-type']).toBe('image/png');
    expect(readQrCode(qr.body as Buffer)?.split('\n')).toEqual([
      'BCD',
      '002',
      '1',
      'SCT',
      BIC,
      organizer.name,
      IBAN,
      'EUR137.50',
      '',
      '',
      bill.structured_communication,
    ]);
  });

  it('numbers each organization’s bills of the year without gaps, in the order accepted', async () => {
    const own = await make.organizer();
    const target = await stage(own);
    const ann = await family();
    const numbers = [];
    for (let index = 0; index < 3; index += 1) {
      numbers.push((await accepted(ann, own, target)).invoice_number);
    }
    const year = today().slice(0, 4);
    expect(numbers).toEqual([`${year}-00001`, `${year}-00002`, `${year}-00003`]);
  });

  it('records a payment once, with its date, and tells the parent', async () => {
    const ann = await family();
    const bill = await accepted(ann, organizer, await stage(organizer));
    await mailAbout(ann.email, bill.invoice_number!);

    const future = await markPaid(organizer, bill.id, addDays(today(), 1));
    expect([future.status, future.body.code]).toEqual([422, ErrorCode.paymentDateInFuture]);
    const early = await markPaid(organizer, bill.id, addDays(today(), -1));
    expect([early.status, early.body.code]).toEqual([422, ErrorCode.paymentDateBeforeBill]);
    const other = await make.organizer();
    const foreign = await markPaid(other, bill.id, today());
    expect([foreign.status, foreign.body.code]).toEqual([404, ErrorCode.enrollmentNotFound]);
    const byParent = await ann.browser.post(`${ENROLLMENTS}${bill.id}/mark-paid/`, {
      payment_date: today(),
    });
    expect(byParent.status).toBe(403);

    const paid = await markPaid(organizer, bill.id, today());
    expect(paid.status, paid.text).toBe(200);
    expect(Enrollment.parse(paid.body)).toMatchObject({
      payment_status: 'paid',
      payment_date: today(),
    });
    const again = await markPaid(organizer, bill.id, today());
    expect([again.status, again.body.code]).toEqual([409, ErrorCode.paymentAlreadyPaid]);
    const mail = await mailAbout(ann.email, bill.invoice_number!);
    expect(mail.text).toContain('125,00');
    // It links to the invoice, stamped paid, through the downloader's page.
    expect(mail.text).toContain(`/invoices/${bill.id}.pdf`);
    const qr = await ann.browser.get(`${ENROLLMENTS}${bill.id}/payment-qr/`);
    expect([qr.status, qr.body.code]).toEqual([409, ErrorCode.paymentAlreadyPaid]);
  });

  it('chains a payment with who marked it paid, so that another actor in its metadata shows', async () => {
    const ann = await family();
    const bill = await accepted(ann, organizer, await stage(organizer));
    await markPaid(organizer, bill.id, today()).expect(200);
    const { rows } = await world.db.query<{ event_id: string; actor: string }>(
      `SELECT event_id::text, metadata->>'actorId' AS actor FROM events
        WHERE type = 'PaymentRecorded' AND data->>'enrollmentId' = $1`,
      [bill.id],
    );
    const [{ event_id: eventId, actor }] = rows as [(typeof rows)[number]];
    expect(actor).toMatch(/^[0-9a-f-]{36}$/); // the organizer's account
    const setActor = (id: string) =>
      world.db.query(
        `UPDATE events SET metadata = jsonb_set(metadata, '{actorId}', to_jsonb($2::text))
          WHERE event_id = $1`,
        [eventId, id],
      );
    const { store } = world.api.infrastructure;
    expect((await verifyDecisionChains(store)).broken).toBeNull();
    await setActor(randomUUID());
    expect((await verifyDecisionChains(store)).broken).toMatchObject({
      eventId,
      type: 'PaymentRecorded',
    });
    await setActor(actor);
    expect((await verifyDecisionChains(store)).broken).toBeNull();
  });

  it('has no bill to pay before the enrollment is accepted', async () => {
    const ann = await family();
    const pending = await registered(ann, await stage(organizer));
    expect(pending.payment_status).toBeNull();
    const early = await markPaid(organizer, pending.id, today());
    expect([early.status, early.body.code]).toEqual([409, ErrorCode.paymentNoBill]);
    const qr = await ann.browser.get(`${ENROLLMENTS}${pending.id}/payment-qr/`);
    expect(qr.status).toBe(404);
  });

  it('shows a bill overdue from the day after its due date, in Belgian time', async () => {
    const ann = await family();
    const bill = await accepted(ann, organizer, await stage(organizer));
    const status = async () =>
      Enrollment.parse((await ann.browser.get(`${ENROLLMENTS}${bill.id}/`).expect(200)).body)
        .payment_status;
    clock.setDay(bill.due_date!, 23);
    expect(await status()).toBe('unpaid');
    // 00:30 in Brussels is still the evening before in UTC.
    clock.setDay(addDays(bill.due_date!, 1), 0);
    expect(await status()).toBe('overdue');
    const overdue = await ann.browser
      .get(ENROLLMENTS)
      .query({ filter: JSON.stringify({ payment_status: 'overdue' }) })
      .expect(200);
    expect((overdue.body as Enrollment[]).map((each) => each.id)).toContain(bill.id);
  });

  it('owes back a paid enrollment cancelled, until the refund is recorded; a cancelled unpaid bill is no longer payable', async () => {
    const ann = await family();
    const target = await stage(organizer);
    const paidOne = await accepted(ann, organizer, target);
    await markPaid(organizer, paidOne.id, today()).expect(200);
    const unpaidOne = await accepted(ann, organizer, target);

    const early = await organizer.browser.post(`${ENROLLMENTS}${paidOne.id}/record-refund/`, {
      refund_date: today(),
    });
    expect([early.status, early.body.code]).toEqual([409, ErrorCode.paymentRefundNotDue]);
    for (const { id } of [paidOne, unpaidOne]) {
      await ann.browser.post(`${ENROLLMENTS}${id}/cancel/`, {}).expect(200);
    }
    expect((await billOf(ann, paidOne.id)).payment_status).toBe('refund_due');
    expect((await billOf(ann, unpaidOne.id)).payment_status).toBe('cancelled');
    // Each cancelled bill gets a credit note, numbered in the invoices' own sequence.
    const credited = await eventually(async () => {
      const bills = await Promise.all([paidOne, unpaidOne].map(({ id }) => billOf(ann, id)));
      expect(bills.every((bill) => bill.credit_note_number !== null)).toBe(true);
      return bills;
    });
    const sequence = (number: string | null) => Number(number!.slice(5));
    expect(credited.map((bill) => bill.invoice_number)).toEqual([
      paidOne.invoice_number,
      unpaidOne.invoice_number,
    ]);
    expect(credited.map((bill) => sequence(bill.credit_note_number))).toEqual([
      sequence(unpaidOne.invoice_number) + 1,
      sequence(unpaidOne.invoice_number) + 2,
    ]);
    const late = await markPaid(organizer, unpaidOne.id, today());
    expect([late.status, late.body.code]).toEqual([409, ErrorCode.paymentNotPayable]);
    const qr = await ann.browser.get(`${ENROLLMENTS}${unpaidOne.id}/payment-qr/`);
    expect([qr.status, qr.body.code]).toEqual([409, ErrorCode.paymentNotPayable]);

    const refunded = await organizer.browser.post(`${ENROLLMENTS}${paidOne.id}/record-refund/`, {
      refund_date: today(),
    });
    expect(refunded.status, refunded.text).toBe(200);
    expect(refunded.body).toMatchObject({ payment_status: 'refunded', refund_date: today() });
    const twice = await organizer.browser.post(`${ENROLLMENTS}${paidOne.id}/record-refund/`, {
      refund_date: today(),
    });
    expect([twice.status, twice.body.code]).toEqual([409, ErrorCode.paymentAlreadyRefunded]);
    // No child holds a place any more, but the bills still name the stage: it stays.
    const deleted = await organizer.browser.delete(`/api/v1/stage/manage/${target.slug}/`);
    expect([deleted.status, deleted.body.code]).toEqual([409, ErrorCode.stageHasRegistrations]);
  });

  it('carries the account to pay to on one enrollment, and on no list; the bills lists carry what they show', async () => {
    const own = await make.organizer();
    const target = await stage(own, { cost_cents: 10_000 });
    const ann = await family();
    const bill = await accepted(ann, own, target);

    const one = await ann.browser.get(`${ENROLLMENTS}${bill.id}/`).expect(200);
    expect(Enrollment.strict().parse(one.body)).toMatchObject({
      organization_iban: IBAN,
      organization_bic: BIC,
    });
    const family_ = await ann.browser.get(ENROLLMENTS).expect(200);
    const row = (family_.body as EnrollmentListItem[]).find((each) => each.id === bill.id);
    expect(EnrollmentListItem.strict().parse(row)).toMatchObject({
      invoice_number: bill.invoice_number,
    });
    expect(row).not.toHaveProperty('organization_iban');

    const bills = await own.browser.get('/api/v1/organization/bills/').expect(200);
    const [line] = bills.body as BillListItem[];
    expect(BillListItem.strict().parse(line)).toMatchObject({
      id: bill.id,
      invoice_number: bill.invoice_number,
      structured_communication: bill.structured_communication,
      payment_status: 'unpaid',
      stage_name: target.name,
    });
    expect(line).not.toHaveProperty('parent_email');
    const admin = await actors(world).administrator();
    const all = await admin
      .get('/api/v1/admin/bills/')
      .query({ filter: JSON.stringify({ organization_id: own.id }) })
      .expect(200);
    expect((all.body as unknown[]).map((each) => BillListItem.strict().parse(each).id)).toEqual([
      bill.id,
    ]);
  });

  it('lists the organization’s bills with their totals, and none of another organization’s', async () => {
    const own = await make.organizer();
    const target = await stage(own, { cost_cents: 10_000 });
    const ann = await family();
    const first = await accepted(ann, own, target);
    await accepted(ann, own, target);
    await markPaid(own, first.id, today()).expect(200);

    const list = await own.browser.get('/api/v1/organization/bills/').expect(200);
    expect(list.headers['content-range']).toBe('bills 0-1/2');
    const totals = await own.browser.get('/api/v1/organization/bills/totals/').expect(200);
    expect(totals.body).toEqual({
      bills: 2,
      due_cents: 10_000,
      overdue_cents: 0,
      paid_cents: 10_000,
      refund_due_cents: 0,
    });
    const paidOnly = await own.browser
      .get('/api/v1/organization/bills/')
      .query({ filter: JSON.stringify({ payment_status: 'paid' }) })
      .expect(200);
    expect((paidOnly.body as Enrollment[]).map((each) => each.id)).toEqual([first.id]);

    const others = await organizer.browser.get('/api/v1/organization/bills/').expect(200);
    expect((others.body as Enrollment[]).map((each) => each.id)).not.toContain(first.id);
    await ann.browser.get('/api/v1/organization/bills/').expect(403);
    const admin = await actors(world).administrator();
    const all = await admin
      .get('/api/v1/admin/bills/')
      .query({ filter: JSON.stringify({ organization_id: own.id }) })
      .expect(200);
    expect(all.headers['content-range']).toBe('bills 0-1/2');
    await own.browser.get('/api/v1/admin/bills/').expect(403);
  });

  it('finds bills by the words of their stage’s name, as by the child’s or the invoice', async () => {
    const own = await make.organizer();
    const camp = await stage(own, { cost_cents: 10_000 });
    const other = await stage(own, { cost_cents: 10_000 });
    const ann = await family();
    const bill = await accepted(ann, own, camp);
    await accepted(ann, own, other);
    const search = (q: string) => ({ filter: JSON.stringify({ organization_id: own.id, q }) });
    const admin = await actors(world).administrator();
    const words = camp.name.split(' ').slice(-2).join(' ').toUpperCase();
    const found = await admin.get('/api/v1/admin/bills/').query(search(words)).expect(200);
    expect((found.body as BillListItem[]).map((each) => each.id)).toEqual([bill.id]);
    const own_ = await own.browser
      .get('/api/v1/organization/bills/')
      .query({ filter: JSON.stringify({ q: words }) })
      .expect(200);
    expect((own_.body as BillListItem[]).map((each) => each.id)).toEqual([bill.id]);
  });

  it('offers no online payment on a server without Stripe’s keys, and refuses each of its calls', async () => {
    const ann = await family();
    const bill = await accepted(ann, organizer, await stage(organizer));
    expect(bill.online_payment).toBe(false);
    const connection = await organizer.browser
      .get('/api/v1/organization/payments/stripe/')
      .expect(200);
    expect(connection.body).toMatchObject({ configured: false, connected: false });
    const refusals = await Promise.all([
      organizer.browser.post('/api/v1/organization/payments/stripe/connect/', {}),
      ann.browser.post(`${ENROLLMENTS}${bill.id}/checkout/`, {}),
      world.api.http().post('/api/v1/payments/stripe/webhook/').send({}),
    ]);
    expect(refusals.map((refusal) => [refusal.status, refusal.body.code as string])).toEqual([
      [503, ErrorCode.paymentsNotConfigured],
      [503, ErrorCode.paymentsNotConfigured],
      [503, ErrorCode.paymentsNotConfigured],
    ]);
    expect((await billOf(ann, bill.id)).payment_status).toBe('unpaid');
  });
});
