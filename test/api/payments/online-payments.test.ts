import {
  BankStatementReport,
  BillCheckoutStatus,
  brusselsDay,
  Enrollment,
  ErrorCode,
  StripeConnection,
} from '@stages/contracts';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyDecisionChains } from '../../../api/src/enrollments/audit/decision-audit.js';
import { camt053Statement } from '../../support/bank-statements.js';
import { linkIn } from '../../support/mailbox.js';
import {
  startStripeStandIn,
  STAND_IN_CONNECT_WEBHOOK_SECRET,
  STAND_IN_SECRET_KEY,
  type StripeStandIn,
} from '../../support/stripe-stand-in.js';
import { eventually } from '../../support/wait.js';
import type { Organizer } from '../actors.js';
import { ENROLLMENTS, type Family } from '../enrollments/enrolling.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { IBAN, paying } from './paying.js';

const STRIPE = '/api/v1/organization/payments/stripe/';
const CONNECT = `${STRIPE}connect/`;
const WEBHOOK = '/api/v1/payments/stripe/webhook/';
const CHECKOUTS = '/api/v1/payments/checkout/';

describe('Online payments through Stripe Connect', () => {
  let world: IdentityWorld;
  let stripe: StripeStandIn;
  const make = paying(() => world);
  const today = () => brusselsDay();

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    world = await openIdentityWorld({
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_CONNECT_WEBHOOK_SECRET: STAND_IN_CONNECT_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    // Stripe reports refunds by itself, a moment later: the stand-in needs the server's address.
    await world.api.app.listen(0, '127.0.0.1');
    const { port } = world.api.app.getHttpServer().address() as AddressInfo;
    stripe.connectWebhookUrl = `http://127.0.0.1:${port}${WEBHOOK}`;
  });
  afterAll(async () => {
    await world?.close();
    await stripe?.close();
  });

  /** Stripe's delivery of `event`, signed with the Connect endpoint's secret unless told otherwise. */
  const deliver = (event: Stripe.Event | string, signature?: string | null) => {
    const payload = typeof event === 'string' ? event : JSON.stringify(event);
    const call = request(world.api.app.getHttpServer())
      .post(WEBHOOK)
      .set('content-type', 'application/json; charset=utf-8');
    if (signature !== null) {
      call.set(
        'stripe-signature',
        signature ?? stripe.signature(payload, STAND_IN_CONNECT_WEBHOOK_SECRET),
      );
    }
    return call.send(payload);
  };

  const connection = async (by: Organizer) =>
    StripeConnection.parse((await by.browser.get(STRIPE).expect(200)).body);

  /** An organizer whose Stripe account finished onboarding: it can take payments. */
  async function connected() {
    const organizer = await make.organizer();
    await organizer.browser.post(CONNECT, {}).expect(200);
    const { account_id: accountId } = await connection(organizer);
    const account = stripe.accounts.get(accountId!)!;
    account.chargesEnabled = true;
    account.detailsSubmitted = true;
    await deliver(stripe.accountUpdated(account.id)).expect(200);
    return { organizer, accountId: account.id };
  }

  const checkout = (by: Family, enrollmentId: string) =>
    by.browser.post(`${ENROLLMENTS}${enrollmentId}/checkout/`, {});

  const status = async (by: Family, id: string) =>
    BillCheckoutStatus.parse((await by.browser.get(`${CHECKOUTS}${id}/`).expect(200)).body);

  const billFor = async (by: Family, id: string) =>
    Enrollment.parse((await by.browser.get(`${ENROLLMENTS}${id}/`).expect(200)).body);

  const decisions = async (type: string, enrollmentId: string) =>
    (
      await world.db.query<{ data: Record<string, unknown>; actor: string | null }>(
        `SELECT data, metadata->>'actorRole' AS actor FROM events
          WHERE type = $1 AND data->>'enrollmentId' = $2`,
        [type, enrollmentId],
      )
    ).rows;

  /** The next message to `email` whose subject matches `about`, passing over the others. */
  async function mailAbout(email: string, about: string | RegExp) {
    for (;;) {
      const mail = await world.mailbox.take(email);
      const subject = mail.subject ?? '';
      if (typeof about === 'string' ? subject.includes(about) : about.test(subject)) return mail;
    }
  }
  const receiptOf = (invoice: string) =>
    new RegExp(`^(Paiement reçu|Payment received|Betaling ontvangen).*${invoice}$`);
  const refundOf = (invoice: string) =>
    new RegExp(`^(Remboursement|Refund|Terugbetaling).*${invoice}$`);

  /** An accepted bill of a new family on a new stage of `organizer`. */
  async function billOf(organizer: Organizer, cost_cents = 12_000) {
    const family = await make.family();
    const bill = await make.accepted(
      family,
      organizer,
      await make.stage(organizer, { cost_cents }),
    );
    return { family, bill };
  }

  describe('connecting the organization’s account', () => {
    it('creates one Standard account in Belgium and sends the organizer to Stripe’s onboarding, back to the Payments tab', async () => {
      const organizer = await make.organizer();
      expect(await connection(organizer)).toEqual({
        configured: true,
        connected: false,
        charges_enabled: false,
        details_submitted: false,
        account_id: null,
        payments_to_review: [],
      });
      const before = stripe.calls.length;
      // Two clicks at once make one account.
      const [first, second] = await Promise.all([
        organizer.browser.post(CONNECT, {}),
        organizer.browser.post(CONNECT, {}),
      ]);
      expect([first.status, second.status]).toEqual([200, 200]);
      const made = stripe.calls.slice(before).filter((call) => call.path === '/v1/accounts');
      expect(made.length).toBeGreaterThan(0);
      expect(Object.fromEntries(made[0]!.fields)).toMatchObject({
        type: 'standard',
        country: 'BE',
        email: organizer.email,
        'metadata[organization_id]': organizer.id,
      });
      expect(made[0]!.idempotencyKey).toBe(`connect-account-${organizer.id}`);
      const state = await connection(organizer);
      expect(state).toMatchObject({ connected: true, charges_enabled: false });
      expect(stripe.accounts.has(state.account_id!)).toBe(true);
      expect(new Set(made.map((call) => call.idempotencyKey)).size).toBe(1);
      expect(new URL(first.body.url).pathname).toBe(`/connect/${state.account_id}`);
      const link = stripe.calls.slice(before).find((call) => call.path === '/v1/account_links')!;
      expect(Object.fromEntries(link.fields)).toMatchObject({
        account: state.account_id,
        type: 'account_onboarding',
        return_url: 'http://stages.test/organization/settings/?tab=payments',
      });

      // Onboarding finished: Stripe reports the account able to charge.
      const account = stripe.accounts.get(state.account_id!)!;
      account.chargesEnabled = true;
      account.detailsSubmitted = true;
      await deliver(stripe.accountUpdated(account.id)).expect(200);
      expect(await connection(organizer)).toMatchObject({
        connected: true,
        charges_enabled: true,
        details_submitted: true,
        account_id: account.id,
      });
      // Connecting again opens the onboarding of the same account.
      await organizer.browser.post(CONNECT, {}).expect(200);
      expect((await connection(organizer)).account_id).toBe(account.id);
    });

    it('asks Stripe about an account not yet able to charge, in case its report is late', async () => {
      const organizer = await make.organizer();
      await organizer.browser.post(CONNECT, {}).expect(200);
      const account = stripe.accounts.get((await connection(organizer)).account_id!)!;
      account.chargesEnabled = true;
      expect((await connection(organizer)).charges_enabled).toBe(true);
    });

    it('is the organization’s owner’s to connect', async () => {
      const family = await make.family();
      expect((await family.browser.post(CONNECT, {})).status).toBe(403);
      expect((await family.browser.get(STRIPE)).status).toBe(403);
    });
  });

  describe('paying a bill', () => {
    it('opens a checkout on the organization’s own account, and records the Bancontact payment Stripe reports in the stage’s chain', async () => {
      const { organizer, accountId } = await connected();
      const { family, bill } = await billOf(organizer, 13_750);
      expect(bill.online_payment).toBe(true);
      const before = stripe.calls.length;
      const opened = await checkout(family, bill.id);
      expect(opened.status, opened.text).toBe(201);
      expect(opened.body).toEqual({ id: expect.stringMatching(/^cs_/), url: expect.any(String) });
      const [session] = stripe.calls.slice(before);
      expect(session!.path).toBe('/v1/checkout/sessions');
      expect(session!.stripeAccount).toBe(accountId);
      const fields = Object.fromEntries(session!.fields);
      expect(fields).toMatchObject({
        mode: 'payment',
        'allowed_payment_method_types[0]': 'bancontact',
        'allowed_payment_method_types[1]': 'card',
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': '13750',
        'line_items[0][price_data][product_data][name]': bill.invoice_number,
        'metadata[enrollment_id]': bill.id,
        'metadata[invoice_number]': bill.invoice_number,
        success_url: 'http://stages.test/payment-success/{CHECKOUT_SESSION_ID}',
        cancel_url: `http://stages.test/payment-failure/${bill.id}`,
      });
      const lifetime = Number(fields.expires_at) - Math.floor(Date.now() / 1000);
      expect(lifetime).toBeGreaterThan(29 * 60);
      expect(lifetime).toBeLessThanOrEqual(30 * 60);
      expect(await status(family, opened.body.id)).toMatchObject({
        status: 'pending',
        payment_date: null,
        enrollment_id: bill.id,
        invoice_number: bill.invoice_number,
        amount_cents: 13_750,
      });

      await deliver(stripe.paid(opened.body.id, { method: 'bancontact' })).expect(200);
      expect(await status(family, opened.body.id)).toMatchObject({
        status: 'paid',
        payment_date: today(),
      });
      expect(await billFor(family, bill.id)).toMatchObject({
        payment_status: 'paid',
        payment_date: today(),
        paid_cents: 13_750,
        payment_method: 'bancontact',
      });
      const [recorded] = await decisions('PaymentRecorded', bill.id);
      expect(recorded!.actor).toBe('system');
      expect(recorded!.data).toMatchObject({
        paymentDate: today(),
        amountCents: 13_750,
        statement: null,
        decidedBy: null,
        online: {
          provider: 'stripe',
          method: 'bancontact',
          accountId,
          checkoutSessionId: opened.body.id,
          paymentIntentId: expect.stringMatching(/^pi_/),
        },
      });
      expect((await verifyDecisionChains(world.api.infrastructure.store)).broken).toBeNull();
      // Every call made for the organization named its account.
      const forOrganization = stripe.calls
        .slice(before)
        .filter((call) => !call.path.startsWith('/v1/account'));
      expect(forOrganization.map((call) => call.path)).toContain(
        `/v1/payment_intents/${String((recorded!.data.online as { paymentIntentId: string }).paymentIntentId)}`,
      );
      expect(forOrganization.every((call) => call.stripeAccount === accountId)).toBe(true);

      // As for a transfer: the receipt, and no second payment by hand.
      const receipt = await mailAbout(family.email, receiptOf(bill.invoice_number!));
      expect(receipt.text).toMatch(/137[,.]50/);
      const byHand = await organizer.browser.post(`${ENROLLMENTS}${bill.id}/mark-paid/`, {
        payment_date: today(),
      });
      expect([byHand.status, byHand.body.code]).toEqual([409, ErrorCode.paymentAlreadyPaid]);
      const again = await checkout(family, bill.id);
      expect([again.status, again.body.code]).toEqual([409, ErrorCode.paymentAlreadyPaid]);
    });

    it('records a payment once, whether Stripe delivers its report again or twice at once', async () => {
      const { organizer } = await connected();
      const { family, bill } = await billOf(organizer);
      const opened = (await checkout(family, bill.id).expect(201)).body as { id: string };
      const report = stripe.paid(opened.id, { method: 'card' });
      const answers = await Promise.all([deliver(report), deliver(report), deliver(report)]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      await deliver(report).expect(200);
      expect(await decisions('PaymentRecorded', bill.id)).toHaveLength(1);
      expect((await billFor(family, bill.id)).payment_method).toBe('card');
    });

    it('records nothing of a report without a valid signature', async () => {
      const { organizer } = await connected();
      const { family, bill } = await billOf(organizer);
      const opened = (await checkout(family, bill.id).expect(201)).body as { id: string };
      const report = JSON.stringify(stripe.paid(opened.id));
      const forged = await deliver(report, stripe.signature(report, 'whsec_someone_else'));
      expect([forged.status, forged.body.code]).toEqual([400, ErrorCode.paymentInvalidSignature]);
      const unsigned = await deliver(report, null);
      expect([unsigned.status, unsigned.body.code]).toEqual([
        400,
        ErrorCode.paymentInvalidSignature,
      ]);
      const altered = await deliver(
        report.replace('"amount_total":12000', '"amount_total":1'),
        stripe.signature(report, STAND_IN_CONNECT_WEBHOOK_SECRET),
      );
      expect(altered.status).toBe(400);
      expect(await decisions('PaymentRecorded', bill.id)).toEqual([]);
      expect((await status(family, opened.id)).status).toBe('pending');
    });

    it('leaves a payment of another amount or currency for the organizer to look at', async () => {
      const { organizer } = await connected();
      const { family, bill } = await billOf(organizer, 12_000);
      const short = (await checkout(family, bill.id).expect(201)).body as { id: string };
      await deliver(stripe.paid(short.id, { amountCents: 100 })).expect(200);
      const { bill: other, family: otherFamily } = await billOf(organizer, 12_000);
      const dollars = (await checkout(otherFamily, other.id).expect(201)).body as { id: string };
      await deliver(stripe.paid(dollars.id, { currency: 'usd' })).expect(200);

      expect((await billFor(family, bill.id)).payment_status).toBe('unpaid');
      expect(await decisions('PaymentRecorded', bill.id)).toEqual([]);
      const { payments_to_review: toReview } = await connection(organizer);
      expect(
        toReview.map((each) => [each.invoice_number, each.issue, each.received_cents]),
      ).toEqual([
        [other.invoice_number, 'currency_mismatch', 12_000],
        [bill.invoice_number, 'amount_mismatch', 100],
      ]);
      expect(toReview[1]).toMatchObject({ expected_cents: 12_000, currency: 'eur' });
    });

    it('waits for a delayed method to settle, then records it', async () => {
      const { organizer } = await connected();
      const { family, bill } = await billOf(organizer);
      const opened = (await checkout(family, bill.id).expect(201)).body as { id: string };
      await deliver(stripe.paid(opened.id, { paymentStatus: 'unpaid' })).expect(200);
      expect((await status(family, opened.id)).status).toBe('pending');
      await deliver(
        stripe.paid(opened.id, { type: 'checkout.session.async_payment_succeeded' }),
      ).expect(200);
      expect((await status(family, opened.id)).status).toBe('paid');
      expect((await billFor(family, bill.id)).payment_status).toBe('paid');
    });

    it('closes the family’s earlier checkout of the bill when it opens a new one', async () => {
      const { organizer, accountId } = await connected();
      const { family, bill } = await billOf(organizer);
      const first = (await checkout(family, bill.id).expect(201)).body as { id: string };
      const before = stripe.calls.length;
      const second = (await checkout(family, bill.id).expect(201)).body as { id: string };
      expect(stripe.sessions.get(first.id)!.expired).toBe(true);
      expect(stripe.sessions.get(second.id)!.expired).toBe(false);
      const expire = stripe.calls.slice(before).find((call) => call.path.endsWith('/expire'))!;
      expect(expire.stripeAccount).toBe(accountId);
      expect((await status(family, first.id)).status).toBe('expired');
    });

    it('lets a parent sharing the family pay; refuses another family’s bill, a bill already paid, and an organization not taking online payments', async () => {
      const { organizer } = await connected();
      const { family, bill } = await billOf(organizer);
      const partner = await make.family();
      await family.browser.post('/api/v1/account-sharing/', { email: partner.email }).expect(201);
      const invitation = await mailAbout(partner.email, '');
      const token = linkIn(invitation, '/parent/account-sharing/').pathname.split('/')[3]!;
      await partner.browser.post(`/api/v1/account-sharing/${token}/accept/`, {}).expect(200);
      const byPartner = await checkout(partner, bill.id);
      expect(byPartner.status, byPartner.text).toBe(201);
      expect((await status(family, byPartner.body.id)).status).toBe('pending');

      const stranger = await make.family();
      const foreign = await checkout(stranger, bill.id);
      expect([foreign.status, foreign.body.code]).toEqual([404, ErrorCode.enrollmentNotFound]);
      const peek = await stranger.browser.get(`${CHECKOUTS}${byPartner.body.id}/`);
      expect([peek.status, peek.body.code]).toEqual([404, ErrorCode.paymentCheckoutNotFound]);
      const byOrganizer = await organizer.browser.post(`${ENROLLMENTS}${bill.id}/checkout/`, {});
      expect(byOrganizer.status).toBe(403);

      const offline = await make.organizer();
      const { family: other, bill: transferOnly } = await billOf(offline);
      expect(transferOnly.online_payment).toBe(false);
      const unavailable = await checkout(other, transferOnly.id);
      expect([unavailable.status, unavailable.body.code]).toEqual([
        409,
        ErrorCode.paymentOnlineUnavailable,
      ]);
      // Connected, but Stripe does not let it charge yet.
      await offline.browser.post(CONNECT, {}).expect(200);
      const pending = await checkout(other, transferOnly.id);
      expect([pending.status, pending.body.code]).toEqual([
        409,
        ErrorCode.paymentOnlineUnavailable,
      ]);
    });

    it('shows a bank statement crediting a bill paid online as a double payment', async () => {
      const { organizer } = await connected();
      const { family, bill } = await billOf(organizer);
      const opened = (await checkout(family, bill.id).expect(201)).body as { id: string };
      await deliver(stripe.paid(opened.id)).expect(200);
      const statement = camt053Statement({
        iban: IBAN,
        id: 'STMT-ONLINE',
        date: today(),
        movements: [
          {
            amountCents: bill.amount_cents!,
            communication: bill.structured_communication!,
            counterpartyName: 'Peeters Ann',
            bookingDate: today(),
          },
        ],
      });
      const imported = await organizer.browser
        .post('/api/v1/organization/bank-statements/')
        .attach('file', statement, 'statement.xml');
      expect(imported.status, imported.text).toBe(201);
      const report = BankStatementReport.parse(imported.body);
      expect(report.unmatched.map((each) => [each.invoice_number, each.reason])).toEqual([
        [bill.invoice_number, 'already_paid'],
      ]);
      expect(await decisions('PaymentRecorded', bill.id)).toHaveLength(1);
    });
  });

  describe('refunds', () => {
    it('refunds through Stripe a bill paid online whose enrollment was cancelled, recorded when Stripe reports it', async () => {
      const { organizer, accountId } = await connected();
      const { family, bill } = await billOf(organizer, 9_000);
      const opened = (await checkout(family, bill.id).expect(201)).body as { id: string };
      await deliver(stripe.paid(opened.id)).expect(200);
      await mailAbout(family.email, receiptOf(bill.invoice_number!));

      const early = await organizer.browser.post(`${ENROLLMENTS}${bill.id}/refund/`, {});
      expect([early.status, early.body.code]).toEqual([409, ErrorCode.paymentRefundNotDue]);
      await family.browser.post(`${ENROLLMENTS}${bill.id}/cancel/`, {}).expect(200);
      expect((await billFor(family, bill.id)).payment_status).toBe('refund_due');

      const byParent = await family.browser.post(`${ENROLLMENTS}${bill.id}/refund/`, {});
      expect(byParent.status).toBe(403);
      const other = await make.organizer();
      const foreign = await other.browser.post(`${ENROLLMENTS}${bill.id}/refund/`, {});
      expect([foreign.status, foreign.body.code]).toEqual([404, ErrorCode.enrollmentNotFound]);

      const before = stripe.calls.length;
      const refunded = await organizer.browser.post(`${ENROLLMENTS}${bill.id}/refund/`, {});
      expect(refunded.status, refunded.text).toBe(200);
      expect(refunded.body).toEqual({
        enrollment_id: bill.id,
        refund_id: expect.stringMatching(/^re_/),
        amount_cents: 9_000,
        status: 'pending',
      });
      const [call] = stripe.calls.slice(before);
      expect(call!.path).toBe('/v1/refunds');
      expect(call!.stripeAccount).toBe(accountId);
      expect(call!.idempotencyKey).toBe(`refund-${bill.id}`);
      expect(Object.fromEntries(call!.fields)).toMatchObject({
        payment_intent: stripe.sessions.get(opened.id)!.paymentIntentId,
        amount: '9000',
      });

      // Stripe reports the refund a moment later: the bill is refunded, the parent told.
      const after = await eventually(async () => {
        const read = await billFor(family, bill.id);
        expect(read.payment_status).toBe('refunded');
        return read;
      });
      expect(after.refund_date).toBe(today());
      const [recorded] = await decisions('RefundRecorded', bill.id);
      expect(recorded!.data).toMatchObject({
        amountCents: 9_000,
        online: { provider: 'stripe', accountId, refundId: refunded.body.refund_id },
      });
      await mailAbout(family.email, refundOf(bill.invoice_number!));
      // Stripe's report again changes nothing; asking again is refused.
      const paymentIntentId = stripe.sessions.get(opened.id)!.paymentIntentId;
      await deliver(stripe.chargeRefunded(paymentIntentId)).expect(200);
      expect(await decisions('RefundRecorded', bill.id)).toHaveLength(1);
      const twice = await organizer.browser.post(`${ENROLLMENTS}${bill.id}/refund/`, {});
      expect([twice.status, twice.body.code]).toEqual([409, ErrorCode.paymentAlreadyRefunded]);
      expect(stripe.refunds.filter((one) => one.paymentIntentId === paymentIntentId)).toHaveLength(
        1,
      );
    });

    it('leaves the refund of a transfer to be recorded by hand', async () => {
      const { organizer } = await connected();
      const { family, bill } = await billOf(organizer);
      await organizer.browser
        .post(`${ENROLLMENTS}${bill.id}/mark-paid/`, { payment_date: today() })
        .expect(200);
      await family.browser.post(`${ENROLLMENTS}${bill.id}/cancel/`, {}).expect(200);
      const refused = await organizer.browser.post(`${ENROLLMENTS}${bill.id}/refund/`, {});
      expect([refused.status, refused.body.code]).toEqual([409, ErrorCode.paymentNotPaidOnline]);
    });
  });
});
