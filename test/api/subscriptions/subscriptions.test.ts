import {
  brusselsDay,
  DE_FACTO_ASSOCIATION,
  ErrorCode,
  OrganizationSubscription,
} from '@stages/contracts';
import request from 'supertest';
import type Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPLAYED_HEADER } from '../../../api/src/platform/idempotency/idempotency-key.js';
import { IdempotencyStore } from '../../../api/src/platform/idempotency/idempotency.store.js';
import { yearPaid } from '../../../api/src/subscriptions/domain/subscription.js';
import { openBrowser, type Browser } from '../../support/browser.js';
import { grantPlanUntil } from '../../support/organizations.js';
import {
  startStripeStandIn,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
  type StripeStandIn,
} from '../../support/stripe-stand-in.js';
import { actors, tag, type Organizer } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

const CHECKOUT = '/api/v1/subscriptions/checkout/';
const WEBHOOK = '/api/v1/subscriptions/webhook/';
const GOLD_CENTS = 24_900;

describe('Subscriptions', () => {
  let world: IdentityWorld;
  let stripe: StripeStandIn;
  let admin: Browser;
  let adminEmail: string;
  const today = () => brusselsDay();

  beforeAll(async () => {
    stripe = await startStripeStandIn();
    world = await openIdentityWorld({
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    const account = await actors(world).account('admin');
    adminEmail = account.email;
    await world.db.query('UPDATE users SET role = 1 WHERE email = $1', [adminEmail]);
    admin = account.browser;
  });
  afterAll(async () => {
    await world?.close();
    await stripe?.close();
  });

  /** Stripe's delivery of `event`, signed as Stripe signs it unless told otherwise. */
  const deliver = (event: Stripe.Event | string, signature?: string | null) => {
    const payload = typeof event === 'string' ? event : JSON.stringify(event);
    const call = request(world.api.app.getHttpServer())
      .post(WEBHOOK)
      .set('content-type', 'application/json; charset=utf-8');
    if (signature !== null) call.set('stripe-signature', signature ?? stripe.signature(payload));
    return call.send(payload);
  };

  const history = async (organizationId: string) =>
    (
      await world.db.query<{ kind: string; end_date: string | null }>(
        `SELECT kind, end_date::text FROM subscription_history
          WHERE organization_id = $1 ORDER BY stream_version`,
        [organizationId],
      )
    ).rows;

  const endDateOf = async (owner: Organizer) =>
    (await owner.browser.get('/api/v1/auth/user/').expect(200)).body.end_date as string | null;

  const plan = async (organizationId: string) =>
    OrganizationSubscription.parse(
      (await admin.get(`/api/v1/admin/subscriptions/${organizationId}/`).expect(200)).body,
    );

  /** An organizer who paid a year of Gold through the checkout. */
  async function subscribed() {
    const owner = await actors(world).organizer();
    const opened = await owner.browser.post(CHECKOUT, {}).expect(201);
    const event = stripe.completed(opened.body.id);
    await deliver(event).expect(200);
    const session = stripe.sessions.get(opened.body.id)!;
    return { owner, checkoutId: opened.body.id as string, subscriptionId: session.subscriptionId! };
  }

  describe('checkout', () => {
    it('opens a Stripe Checkout of a year of Gold for the organization, with its VAT number', async () => {
      const owner = await actors(world).organizer({ name: `Patro ${tag()}` });
      const profile = (await owner.browser.get('/api/v1/organization/edit/').expect(200)).body;
      const saved = await owner.browser.put('/api/v1/organization/edit/', {
        ...profile,
        type: DE_FACTO_ASSOCIATION,
        vat_number: 'BE0403019261',
      });
      expect(saved.status, saved.text).toBe(200);
      const before = stripe.calls.length;
      const opened = await owner.browser.post(CHECKOUT, {}).expect(201);
      expect(opened.body).toEqual({ id: expect.stringMatching(/^cs_/), url: expect.any(String) });
      expect(new URL(opened.body.url).origin).toBe(stripe.url);

      const [customer, session] = stripe.calls.slice(before);
      expect(customer!.path).toBe('/v1/customers');
      expect(customer!.authorization).toBe(`Bearer ${STAND_IN_SECRET_KEY}`);
      expect(customer!.fields.get('email')).toBe(owner.email);
      expect(customer!.fields.get('tax_id_data[0][type]')).toBe('eu_vat');
      expect(customer!.fields.get('tax_id_data[0][value]')).toBe('BE0403019261');
      expect(session!.path).toBe('/v1/checkout/sessions');
      const fields = Object.fromEntries(session!.fields);
      expect(fields).toMatchObject({
        mode: 'subscription',
        client_reference_id: owner.id,
        'metadata[organization_id]': owner.id,
        'subscription_data[metadata][organization_id]': owner.id,
        'line_items[0][price_data][currency]': 'eur',
        'line_items[0][price_data][unit_amount]': String(GOLD_CENTS),
        'line_items[0][price_data][recurring][interval]': 'year',
        success_url: 'http://stages.test/subscription-success/{CHECKOUT_SESSION_ID}',
        cancel_url: 'http://stages.test/subscription-failed',
      });
      // Nothing is recorded until Stripe confirms the payment.
      expect(await history(owner.id)).toEqual([]);
      const state = await owner.browser.get(`${CHECKOUT}${opened.body.id}/`).expect(200);
      expect(state.body).toEqual({ id: opened.body.id, state: 'pending', end_date: null });
    });

    it('answers a retried checkout whose first answer was lost with that answer, opening no second one', async () => {
      const owner = await actors(world).organizer();
      const keys = world.api.app.get(IdempotencyStore);
      const complete = keys.complete.bind(keys);
      keys.complete = () => Promise.reject(new Error('the server died before answering'));
      const before = stripe.sessions.size;
      try {
        await owner.browser.post(CHECKOUT, {}).set('Idempotency-Key', 'checkout-1').expect(500);
      } finally {
        keys.complete = complete;
      }
      const retried = await owner.browser
        .post(CHECKOUT, {})
        .set('Idempotency-Key', 'checkout-1')
        .expect(201);
      expect(retried.headers[REPLAYED_HEADER]).toBe('true');
      expect(stripe.sessions.size).toBe(before + 1);
      expect(stripe.sessions.has(retried.body.id)).toBe(true);
    });

    it('refuses a parent, a visitor, and another organization asking about the checkout', async () => {
      const parent = await actors(world).parent();
      const refused = await parent.post(CHECKOUT, {}).expect(403);
      expect(refused.body.code).toBe(ErrorCode.subscriptionOrganizerOnly);
      const visitor = await openBrowser(world.api);
      expect((await visitor.post(CHECKOUT, {}).expect(401)).body.code).toBe(
        ErrorCode.notAuthenticated,
      );

      const owner = await actors(world).organizer();
      const opened = await owner.browser.post(CHECKOUT, {}).expect(201);
      const other = await actors(world).organizer();
      const hidden = await other.browser.get(`${CHECKOUT}${opened.body.id}/`).expect(404);
      expect(hidden.body.code).toBe(ErrorCode.subscriptionCheckoutNotFound);
      await parent.get(`${CHECKOUT}${opened.body.id}/`).expect(404);
      await admin.get(`${CHECKOUT}${opened.body.id}/`).expect(200);
    });

    it('closes the checkout left open when another opens, and keeps one Stripe customer', async () => {
      const owner = await actors(world).organizer();
      const first = await owner.browser.post(CHECKOUT, {}).expect(201);
      const customers = stripe.calls.filter((call) => call.path === '/v1/customers').length;
      const second = await owner.browser.post(CHECKOUT, {}).expect(201);
      expect(stripe.sessions.get(first.body.id)!.expired).toBe(true);
      expect(stripe.sessions.get(second.body.id)!.expired).toBe(false);
      expect(stripe.calls.filter((call) => call.path === '/v1/customers')).toHaveLength(customers);
      expect(stripe.sessions.get(second.body.id)!.customer).toBe(
        stripe.sessions.get(first.body.id)!.customer,
      );
    });

    it('refuses an administrator, and a visitor asking about a checkout', async () => {
      const refused = await admin.post(CHECKOUT, {}).expect(403);
      expect(refused.body.code).toBe(ErrorCode.subscriptionOrganizerOnly);
      const visitor = await openBrowser(world.api);
      const unknown = await visitor.get(`${CHECKOUT}cs_test_anything/`).expect(401);
      expect(unknown.body.code).toBe(ErrorCode.notAuthenticated);
    });

    it('opens renewals within the last 60 days of a plan only', async () => {
      const owner = await actors(world).organizer();
      const in61Days = brusselsDay(Date.now() + 61 * 86_400_000);
      await grantPlanUntil(world.api, owner.id, in61Days);
      const early = await owner.browser.post(CHECKOUT, {}).expect(409);
      expect(early.body.code).toBe(ErrorCode.subscriptionAlreadyActive);
      await grantPlanUntil(world.api, owner.id, brusselsDay(Date.now() + 59 * 86_400_000));
      await owner.browser.post(CHECKOUT, {}).expect(201);
      // An expired plan is renewable too.
      await grantPlanUntil(world.api, owner.id, '2024-01-31');
      await owner.browser.post(CHECKOUT, {}).expect(201);
    });
  });

  describe('webhooks', () => {
    it('starts the plan for a year once Stripe confirms the checkout, and the success page says so', async () => {
      const owner = await actors(world).organizer();
      const allowance = await owner.browser
        .get('/api/v1/organization/stage-allowance/')
        .expect(200);
      expect(allowance.body.limit).toBe(2);
      const opened = await owner.browser.post(CHECKOUT, {}).expect(201);
      await deliver(stripe.completed(opened.body.id)).expect(200, { received: true });

      const endDate = yearPaid(null, today());
      expect(await endDateOf(owner)).toBe(endDate);
      const user = (await owner.browser.get('/api/v1/auth/user/').expect(200)).body;
      expect(user.renews_automatically).toBe(true);
      const state = await owner.browser.get(`${CHECKOUT}${opened.body.id}/`).expect(200);
      expect(state.body).toEqual({ id: opened.body.id, state: 'completed', end_date: endDate });
      const unlimited = await owner.browser
        .get('/api/v1/organization/stage-allowance/')
        .expect(200);
      expect(unlimited.body.limit).toBeNull();
      expect(await plan(owner.id)).toMatchObject({
        plan: 'gold',
        status: 'active',
        end_date: endDate,
        renews_automatically: true,
        payment_failed: false,
        last_payment_on: today(),
        last_payment_cents: GOLD_CENTS,
      });
      // The plan renews itself: a second checkout would charge twice.
      const again = await owner.browser.post(CHECKOUT, {}).expect(409);
      expect(again.body.code).toBe(ErrorCode.subscriptionAlreadyActive);
    });

    it('records a webhook delivered twice once, and the first invoice once whichever comes first', async () => {
      const owner = await actors(world).organizer();
      const opened = await owner.browser.post(CHECKOUT, {}).expect(201);
      const completed = stripe.completed(opened.body.id);
      const session = stripe.sessions.get(opened.body.id)!;
      // The subscription's first invoice, paid: its checkout stands for it.
      const firstInvoice = stripe.renewalPaid(session.subscriptionId!, owner.id, GOLD_CENTS);
      (firstInvoice.data.object as { billing_reason: string }).billing_reason =
        'subscription_create';
      await deliver(firstInvoice).expect(200);
      await deliver(completed).expect(200);
      await deliver(completed).expect(200);
      await deliver(firstInvoice).expect(200);
      expect(await history(owner.id)).toEqual([
        { kind: 'started', end_date: yearPaid(null, today()) },
      ]);
    });

    it('records a webhook Stripe sends five times at once, once', async () => {
      const owner = await actors(world).organizer();
      const opened = await owner.browser.post(CHECKOUT, {}).expect(201);
      const completed = stripe.completed(opened.body.id);
      const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(completed)));
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
      expect((await history(owner.id)).map((row) => row.kind)).toEqual(['started']);
    });

    it('refuses an unsigned, a forged or a tampered webhook, and records nothing', async () => {
      const owner = await actors(world).organizer();
      const opened = await owner.browser.post(CHECKOUT, {}).expect(201);
      const event = stripe.completed(opened.body.id);
      const payload = JSON.stringify(event);
      for (const attempt of [
        deliver(payload, null),
        deliver(payload, stripe.signature(payload, 'whsec_someone_else')),
        deliver(
          payload.replace(owner.id, '00000000-0000-4000-8000-000000000000'),
          stripe.signature(payload),
        ),
        deliver(payload, 't=1,v1=00'),
      ]) {
        const refused = await attempt.expect(400);
        expect(refused.body.code).toBe(ErrorCode.subscriptionInvalidSignature);
      }
      expect(await history(owner.id)).toEqual([]);
      expect(await endDateOf(owner)).toBeNull();
    });

    it('extends the plan a year on each renewal, and tells the organizer when a renewal fails', async () => {
      const { owner, subscriptionId } = await subscribed();
      const firstYear = yearPaid(null, today());
      const renewal = stripe.renewalPaid(subscriptionId, owner.id, GOLD_CENTS);
      await deliver(renewal).expect(200);
      await deliver(renewal).expect(200);
      expect(await endDateOf(owner)).toBe(yearPaid(firstYear, today()));

      const nextAttempt = new Date(Date.now() + 3 * 86_400_000);
      await deliver(stripe.renewalFailed(subscriptionId, owner.id, GOLD_CENTS, nextAttempt)).expect(
        200,
      );
      expect(await plan(owner.id)).toMatchObject({
        payment_failed: true,
        renews_automatically: true,
      });
      // The organization heard of its verification first; this is the renewal's mail.
      const mail = await world.mailbox.take(owner.email, /Gold/);
      expect(mail.text).toContain('249,00');
      // A later payment clears the failure.
      await deliver(stripe.renewalPaid(subscriptionId, owner.id, GOLD_CENTS)).expect(200);
      expect((await plan(owner.id)).payment_failed).toBe(false);
    });

    it('starts the plan when a debit settles after the checkout completed unpaid', async () => {
      const owner = await actors(world).organizer();
      const opened = await owner.browser.post(CHECKOUT, {}).expect(201);
      const completed = stripe.completed(opened.body.id);
      const session = completed.data.object as { payment_status: string };
      session.payment_status = 'unpaid';
      await deliver(completed).expect(200);
      expect(await history(owner.id)).toEqual([]);
      const settled = stripe.completed(opened.body.id);
      (settled as { type: string }).type = 'checkout.session.async_payment_succeeded';
      await deliver(settled).expect(200);
      expect((await history(owner.id)).map((row) => row.kind)).toEqual(['started']);
    });

    it('lets an organization buy again once its plan lapsed, even when Stripe never said it ended', async () => {
      const { owner } = await subscribed();
      await grantPlanUntil(world.api, owner.id, '2024-01-31');
      await owner.browser.post(CHECKOUT, {}).expect(201);
    });

    it('stops the renewals when Stripe ends the subscription, even when a renewal arrives after', async () => {
      const { owner, subscriptionId } = await subscribed();
      const endDate = await endDateOf(owner);
      const deleted = stripe.subscriptionDeleted(subscriptionId, owner.id);
      await deliver(deleted).expect(200);
      await deliver(deleted).expect(200);
      await deliver(stripe.renewalPaid(subscriptionId, owner.id, GOLD_CENTS)).expect(200);
      expect(await endDateOf(owner)).toBe(endDate);
      expect(await plan(owner.id)).toMatchObject({ renews_automatically: false, status: 'active' });
      const user = (await owner.browser.get('/api/v1/auth/user/').expect(200)).body;
      expect(user).toMatchObject({ end_date: endDate, renews_automatically: false });
      expect((await history(owner.id)).map((row) => row.kind)).toEqual(['started', 'ended']);
      // Nothing renews it any more: its owner may buy again once the renewal window opens.
      const early = await owner.browser.post(CHECKOUT, {}).expect(409);
      expect(early.body.code).toBe(ErrorCode.subscriptionAlreadyActive);
    });

    it('finds the organization by its subscription when an event names none, and passes over strangers', async () => {
      const { owner, subscriptionId } = await subscribed();
      const renewal = stripe.renewalPaid(subscriptionId, owner.id, GOLD_CENTS);
      const invoice = renewal.data.object as Stripe.Invoice;
      invoice.parent!.subscription_details!.metadata = null;
      await deliver(renewal).expect(200);
      expect((await history(owner.id)).map((row) => row.kind)).toEqual(['started', 'renewed']);
      await deliver(
        stripe.renewalPaid('sub_unknown', '00000000-0000-4000-8000-000000000000', 100),
      ).expect(200);
      await deliver(stripe.subscriptionDeleted('sub_unknown', 'not-an-id')).expect(200);
    });
  });

  describe('administrators', () => {
    it('grant and extend a plan by hand, with a note in the organization history', async () => {
      const owner = await actors(world).organizer();
      const until = yearPaid(null, today());
      const granted = await admin
        .post(`/api/v1/admin/subscriptions/${owner.id}/grant/`, {
          plan: 'enterprise',
          end_date: until,
          note: 'Contrat Enterprise signé le 12/11',
        })
        .expect(201);
      const subscription = OrganizationSubscription.parse(granted.body);
      expect(subscription).toMatchObject({ plan: 'enterprise', status: 'active', end_date: until });
      expect(subscription.history[0]).toMatchObject({
        kind: 'granted',
        plan: 'enterprise',
        end_date: until,
        note: 'Contrat Enterprise signé le 12/11',
        actor_name: expect.any(String),
      });
      expect(await endDateOf(owner)).toBe(until);

      const past = await admin
        .post(`/api/v1/admin/subscriptions/${owner.id}/grant/`, {
          plan: 'gold',
          end_date: '2020-01-01',
          note: 'Too late',
        })
        .expect(400);
      expect(past.body.code).toBe(ErrorCode.subscriptionGrantInPast);
      await admin
        .post(`/api/v1/admin/subscriptions/${owner.id}/grant/`, { plan: 'gold', end_date: until })
        .expect(400);
      await admin
        .post('/api/v1/admin/subscriptions/00000000-0000-4000-8000-000000000000/grant/', {
          plan: 'gold',
          end_date: until,
          note: 'Nobody',
        })
        .expect(404);
      expect(await history(owner.id)).toHaveLength(1);
    });

    it('list every organization with its plan, filtered by status and plan', async () => {
      const { owner } = await subscribed();
      const lapsed = await actors(world).organizer({ name: `Lapsed ${tag()}` });
      await grantPlanUntil(world.api, lapsed.id, '2024-06-30');
      const list = await admin
        .get(
          `/api/v1/admin/subscriptions/?filter=${encodeURIComponent(JSON.stringify({ q: owner.name }))}`,
        )
        .expect(200);
      expect(list.headers['content-range']).toMatch(/^subscriptions 0-0\/1$/);
      expect(list.body[0]).toMatchObject({
        id: owner.id,
        plan: 'gold',
        status: 'active',
        owner_email: owner.email,
      });
      const expired = await admin
        .get(
          `/api/v1/admin/subscriptions/?filter=${encodeURIComponent(JSON.stringify({ status: 'expired', q: 'Lapsed' }))}&range=[0,99]`,
        )
        .expect(200);
      expect(expired.body.map((row: { id: string }) => row.id)).toContain(lapsed.id);
      expect(
        expired.body.every(
          (row: { plan: string; status: string }) =>
            row.plan === 'free' && row.status === 'expired',
        ),
      ).toBe(true);
      const trial = await admin
        .get(
          `/api/v1/admin/subscriptions/?filter=${encodeURIComponent(JSON.stringify({ plan: 'free' }))}&range=[0,99]`,
        )
        .expect(200);
      expect(trial.body.map((row: { id: string }) => row.id)).not.toContain(owner.id);
    });

    it('are the only ones to see or grant plans', async () => {
      const owner = await actors(world).organizer();
      const parent = await actors(world).parent();
      const visitor = await openBrowser(world.api);
      await visitor.get('/api/v1/admin/subscriptions/').expect(401);
      await visitor.get(`/api/v1/admin/subscriptions/${owner.id}/`).expect(401);
      for (const caller of [owner.browser, parent]) {
        await caller.get('/api/v1/admin/subscriptions/').expect(403);
        await caller.get(`/api/v1/admin/subscriptions/${owner.id}/`).expect(403);
        await caller
          .post(`/api/v1/admin/subscriptions/${owner.id}/grant/`, {
            plan: 'gold',
            end_date: yearPaid(null, today()),
            note: 'Myself',
          })
          .expect(403);
      }
      expect(await history(owner.id)).toEqual([]);
    });
  });

  describe('Enterprise offers', () => {
    it('reach the administrators by mail, from anyone', async () => {
      const visitor = await openBrowser(world.api);
      await visitor
        .post('/api/v1/subscriptions/enterprise-offer/', {
          name: 'Anne Dupont',
          email: 'anne@federation.example',
          organization: 'Fédération des patros',
          phone: '+32 81 00 00 00',
          message: 'Nous avons 120 groupes locaux et voudrions une offre.',
        })
        .expect(202);
      const mail = await world.mailbox.take(adminEmail);
      expect(mail.subject).toContain('Enterprise');
      expect(mail.text).toContain('anne@federation.example');
      expect(mail.text).toContain('120 groupes locaux');
      const invalid = await visitor
        .post('/api/v1/subscriptions/enterprise-offer/', {
          name: 'A',
          email: 'nope',
          organization: '',
          message: 'short',
        })
        .expect(400);
      expect(invalid.body.errors).toMatchObject({
        email: 'form.invalid_email',
        organization: expect.any(String),
        message: expect.any(String),
      });
    });
  });
});

describe('Subscriptions without Stripe', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world?.close());

  it('answer that card payments are not configured, and take grants by hand', async () => {
    const owner = await actors(world).organizer();
    const refused = await owner.browser.post(CHECKOUT, {}).expect(503);
    expect(refused.body.code).toBe(ErrorCode.subscriptionPaymentsNotConfigured);
    const webhook = await request(world.api.app.getHttpServer())
      .post(WEBHOOK)
      .set('content-type', 'application/json')
      .set('stripe-signature', 't=1,v1=00')
      .send('{}')
      .expect(503);
    expect(webhook.body.code).toBe(ErrorCode.subscriptionPaymentsNotConfigured);

    const admin = await actors(world).administrator();
    const until = yearPaid(null, brusselsDay());
    await admin
      .post(`/api/v1/admin/subscriptions/${owner.id}/grant/`, {
        plan: 'gold',
        end_date: until,
        note: 'Paid by bank transfer',
      })
      .expect(201);
    expect((await owner.browser.get('/api/v1/auth/user/').expect(200)).body.end_date).toBe(until);
  });
});
