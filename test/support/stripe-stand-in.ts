import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in';
export const STAND_IN_CONNECT_WEBHOOK_SECRET = 'whsec_connect_stand_in';

/** A call the SDK made, with its form fields as Stripe reads them (`metadata[organization_id]`). */
export interface StandInCall {
  readonly method: string;
  readonly path: string;
  readonly fields: URLSearchParams;
  readonly authorization: string | undefined;
  /** The connected account the call was made for (`Stripe-Account`), if any. */
  readonly stripeAccount: string | undefined;
  readonly idempotencyKey: string | undefined;
}

/** An organization's connected account, as onboarding left it. */
export interface StandInAccount {
  readonly id: string;
  readonly email: string | null;
  readonly organizationId: string | null;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  /** Where the last onboarding link returns to. */
  returnUrl: string;
}

export interface StandInRefund {
  readonly id: string;
  readonly account: string;
  readonly paymentIntentId: string;
  readonly amountCents: number;
}

export interface StandInSession {
  readonly id: string;
  readonly customer: string;
  readonly clientReferenceId: string;
  readonly successUrl: string;
  readonly cancelUrl: string;
  readonly amountCents: number;
  subscriptionId: string | null;
  invoiceId: string | null;
  /** Closed by a newer checkout: it can no longer be paid. */
  expired: boolean;
  readonly mode: 'subscription' | 'payment';
  /** The connected account a bill's checkout was opened on; null for the platform's own. */
  readonly account: string | null;
  readonly metadata: Record<string, string>;
  readonly paymentIntentId: string;
  /** How the hosted page paid it, once paid. */
  method: 'bancontact' | 'card' | null;
}

export interface StripeStandIn {
  /** STRIPE_API_URL for the server under test. */
  readonly url: string;
  readonly calls: StandInCall[];
  readonly sessions: Map<string, StandInSession>;
  readonly accounts: Map<string, StandInAccount>;
  readonly refunds: StandInRefund[];
  /** The events the hosted page sent, in order. */
  readonly delivered: Stripe.Event[];
  /** Where the hosted page sends its webhooks; set once the server under test is known. */
  webhookUrl: string | null;
  /** Where events of connected accounts go (the Connect webhook endpoint). */
  connectWebhookUrl: string | null;
  /** Whether a refund is followed by its `charge.refunded`, as Stripe does a moment later. */
  reportsRefunds: boolean;
  /** A bill's checkout paid: `checkout.session.completed`, or a delayed method's success. */
  paid(
    sessionId: string,
    options?: {
      method?: 'bancontact' | 'card';
      amountCents?: number;
      currency?: string;
      type?: 'checkout.session.completed' | 'checkout.session.async_payment_succeeded';
      paymentStatus?: 'paid' | 'unpaid';
    },
  ): Stripe.Event;
  accountUpdated(accountId: string): Stripe.Event;
  chargeRefunded(paymentIntentId: string): Stripe.Event;
  /** Sends an event as Stripe would, signed, to the endpoint its kind goes to. */
  deliver(event: Stripe.Event): Promise<Response>;
  /** What Stripe reports when the session's payment goes through. */
  completed(sessionId: string): Stripe.Event;
  renewalPaid(
    subscriptionId: string,
    organizationId: string,
    amountCents: number,
    paidAt?: Date,
  ): Stripe.Event;
  renewalFailed(
    subscriptionId: string,
    organizationId: string,
    amountCents: number,
    nextAttempt: Date | null,
  ): Stripe.Event;
  subscriptionDeleted(subscriptionId: string, organizationId: string, endedAt?: Date): Stripe.Event;
  /** The `Stripe-Signature` header Stripe would send with `payload`, by the SDK's own helper. */
  signature(payload: string, secret?: string): string;
  close(): Promise<void>;
}

const stripe = new Stripe(STAND_IN_SECRET_KEY);
const newId = (prefix: string) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const unix = (date = new Date()) => Math.floor(date.getTime() / 1000);

function event(
  type: string,
  object: object,
  created = new Date(),
  account: string | null = null,
): Stripe.Event {
  return {
    id: newId('evt'),
    object: 'event',
    ...(account ? { account } : {}),
    api_version: '2026-10-28.endive',
    created: unix(created),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  } as unknown as Stripe.Event;
}

function invoice(
  subscriptionId: string,
  organizationId: string,
  fields: { amountCents: number; paidAt: Date | null; attempt: number; nextAttempt: Date | null },
) {
  return {
    id: newId('in'),
    object: 'invoice',
    billing_reason: 'subscription_cycle',
    currency: 'eur',
    amount_due: fields.amountCents,
    amount_paid: fields.paidAt ? fields.amountCents : 0,
    attempt_count: fields.attempt,
    next_payment_attempt: fields.nextAttempt ? unix(fields.nextAttempt) : null,
    status: fields.paidAt ? 'paid' : 'open',
    status_transitions: { paid_at: fields.paidAt ? unix(fields.paidAt) : null },
    parent: {
      type: 'subscription_details',
      quote_details: null,
      subscription_details: {
        subscription: subscriptionId,
        metadata: { organization_id: organizationId },
      },
    },
  };
}

const noSuch = (what: string) => ({
  error: { type: 'invalid_request_error', message: `No such ${what}` },
});

function accountObject(account: StandInAccount) {
  return {
    id: account.id,
    object: 'account',
    type: 'standard',
    country: 'BE',
    email: account.email,
    charges_enabled: account.chargesEnabled,
    details_submitted: account.detailsSubmitted,
    metadata: { organization_id: account.organizationId },
  };
}

/**
 * What this product asks of Stripe, answered the way Stripe answers it, on a local port: the
 * official SDK is pointed here by STRIPE_API_URL. Its hosted page stands in for Stripe Checkout:
 * paying there sends the signed `checkout.session.completed` webhook, then returns to the
 * success address, as Stripe does.
 */
export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const calls: StandInCall[] = [];
  const sessions = new Map<string, StandInSession>();
  const accounts = new Map<string, StandInAccount>();
  const refunds: StandInRefund[] = [];
  /** What a POST answered under its Idempotency-Key, answered again as Stripe does. */
  const idempotent = new Map<string, object>();
  const delivered: Stripe.Event[] = [];
  let base = '';

  const standIn: StripeStandIn = {
    get url() {
      return base;
    },
    calls,
    sessions,
    accounts,
    refunds,
    delivered,
    webhookUrl: null,
    connectWebhookUrl: null,
    reportsRefunds: true,
    paid(sessionId, options = {}) {
      const session = sessions.get(sessionId);
      if (!session?.account) throw new Error(`No bill checkout ${sessionId}`);
      session.method = options.method ?? session.method ?? 'bancontact';
      return event(
        options.type ?? 'checkout.session.completed',
        {
          id: session.id,
          object: 'checkout.session',
          mode: 'payment',
          status: 'complete',
          payment_status: options.paymentStatus ?? 'paid',
          payment_intent: session.paymentIntentId,
          amount_total: options.amountCents ?? session.amountCents,
          currency: options.currency ?? 'eur',
          metadata: session.metadata,
        },
        new Date(),
        session.account,
      );
    },
    accountUpdated(accountId) {
      const account = accounts.get(accountId);
      if (!account) throw new Error(`No account ${accountId}`);
      return event('account.updated', accountObject(account), new Date(), account.id);
    },
    chargeRefunded(paymentIntentId) {
      const session = [...sessions.values()].find((one) => one.paymentIntentId === paymentIntentId);
      if (!session?.account) throw new Error(`No payment ${paymentIntentId}`);
      const refund = refunds.find((one) => one.paymentIntentId === paymentIntentId);
      return event(
        'charge.refunded',
        {
          id: `ch_${paymentIntentId.slice(3)}`,
          object: 'charge',
          amount: session.amountCents,
          amount_refunded: session.amountCents,
          refunded: true,
          currency: 'eur',
          payment_intent: paymentIntentId,
          ...(refund ? { refunds: { object: 'list', data: [{ id: refund.id }] } } : {}),
        },
        new Date(),
        session.account,
      );
    },
    deliver: (stripeEvent) => send(stripeEvent),
    completed(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`No session ${sessionId}`);
      session.subscriptionId ??= newId('sub');
      session.invoiceId ??= newId('in');
      return event('checkout.session.completed', {
        id: session.id,
        object: 'checkout.session',
        mode: 'subscription',
        status: 'complete',
        payment_status: 'paid',
        client_reference_id: session.clientReferenceId,
        customer: session.customer,
        subscription: session.subscriptionId,
        invoice: session.invoiceId,
        amount_total: session.amountCents,
        currency: 'eur',
        metadata: { organization_id: session.clientReferenceId },
      });
    },
    renewalPaid(subscriptionId, organizationId, amountCents, paidAt = new Date()) {
      return event(
        'invoice.paid',
        invoice(subscriptionId, organizationId, {
          amountCents,
          paidAt,
          attempt: 1,
          nextAttempt: null,
        }),
      );
    },
    renewalFailed(subscriptionId, organizationId, amountCents, nextAttempt) {
      return event(
        'invoice.payment_failed',
        invoice(subscriptionId, organizationId, {
          amountCents,
          paidAt: null,
          attempt: 1,
          nextAttempt,
        }),
      );
    },
    subscriptionDeleted(subscriptionId, organizationId, endedAt = new Date()) {
      return event('customer.subscription.deleted', {
        id: subscriptionId,
        object: 'subscription',
        status: 'canceled',
        ended_at: unix(endedAt),
        metadata: { organization_id: organizationId },
      });
    },
    signature: (payload, secret = STAND_IN_WEBHOOK_SECRET) =>
      stripe.webhooks.generateTestHeaderString({ payload, secret }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };

  /** Events of a connected account go to the Connect endpoint, with its own secret. */
  async function send(stripeEvent: Stripe.Event) {
    const connect = Boolean(stripeEvent.account);
    const url = connect ? standIn.connectWebhookUrl : standIn.webhookUrl;
    if (!url) throw new Error('The stand-in does not know where to send webhooks');
    const payload = JSON.stringify(stripeEvent);
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': standIn.signature(
          payload,
          connect ? STAND_IN_CONNECT_WEBHOOK_SECRET : STAND_IN_WEBHOOK_SECRET,
        ),
      },
      body: payload,
    });
    if (response.ok) delivered.push(stripeEvent);
    return response;
  }

  async function deliver(stripeEvent: Stripe.Event) {
    const response = await send(stripeEvent);
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
  }

  function answer(response: http.ServerResponse, status: number, body: object) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(body));
  }

  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${title}</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem">
${body}
<p>This page stands in for Stripe's in tests.</p>
</body></html>`;

  const form = (action: string, label: string) =>
    `<form method="post" action="${action}"><button type="submit">${label}</button></form>`;

  function hostedPage(session: StandInSession) {
    const euros = (session.amountCents / 100).toFixed(2);
    if (session.mode === 'payment') {
      return page(
        'Stripe Checkout (stand-in)',
        `<h1>${session.metadata.invoice_number ?? 'Bill'}: ${euros} EUR</h1>
${form(`/checkout/${session.id}/pay?method=bancontact`, 'Pay with Bancontact')}
${form(`/checkout/${session.id}/pay?method=card`, 'Pay by card')}
${form(`/checkout/${session.id}/cancel`, 'Cancel')}`,
      );
    }
    return page(
      'Stripe Checkout (stand-in)',
      `<h1>Gold: ${euros} EUR a year</h1>
${form(`/checkout/${session.id}/pay`, 'Pay')}
${form(`/checkout/${session.id}/cancel`, 'Cancel')}`,
    );
  }

  const redirect = (response: http.ServerResponse, to: string) => {
    response.writeHead(303, { location: to });
    response.end();
  };
  const html = (response: http.ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8' });
    response.end(body);
  };

  /** Stripe's hosted pages: a checkout, and the onboarding of a connected account. */
  function hosted(request: http.IncomingMessage, response: http.ServerResponse, url: URL) {
    const onboarding = /^\/connect\/([^/]+)(?:\/(finish))?$/.exec(url.pathname);
    if (onboarding) {
      const account = accounts.get(onboarding[1]!);
      if (!account) return answer(response, 404, { error: { message: 'No such account' } });
      if (!onboarding[2]) {
        return html(
          response,
          200,
          page(
            'Stripe onboarding (stand-in)',
            `<h1>Set up payments for ${account.email ?? account.id}</h1>
${form(`/connect/${account.id}/finish`, 'Finish onboarding')}`,
          ),
        );
      }
      account.chargesEnabled = true;
      account.detailsSubmitted = true;
      return void deliver(standIn.accountUpdated(account.id)).then(
        () => redirect(response, account.returnUrl),
        (error: Error) => answer(response, 502, { error: { message: error.message } }),
      );
    }
    const checkout = /^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/.exec(url.pathname)!;
    const session = sessions.get(checkout[1]!);
    if (!session) return answer(response, 404, { error: { message: 'No such session' } });
    if (session.expired) {
      return html(response, 410, page('Expired', '<h1>This checkout expired</h1>'));
    }
    if (!checkout[2]) return html(response, 200, hostedPage(session));
    if (checkout[2] === 'cancel' || request.method !== 'POST') {
      return redirect(response, session.cancelUrl);
    }
    const method = url.searchParams.get('method') === 'card' ? 'card' : 'bancontact';
    const report =
      session.mode === 'payment'
        ? standIn.paid(session.id, { method })
        : standIn.completed(session.id);
    return void deliver(report).then(
      () => redirect(response, session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id)),
      (error: Error) => answer(response, 502, { error: { message: error.message } }),
    );
  }

  /** Answers a POST as its first attempt under the same Idempotency-Key was answered. */
  function once(key: string | undefined, make: () => object): object {
    if (!key) return make();
    const earlier = idempotent.get(key);
    if (earlier) return earlier;
    const made = make();
    idempotent.set(key, made);
    return made;
  }

  function api(route: string, fields: URLSearchParams, call: StandInCall): [number, object] {
    const account = call.stripeAccount;
    if (route === 'POST /v1/customers') {
      return [
        200,
        {
          id: newId('cus'),
          object: 'customer',
          email: fields.get('email'),
          name: fields.get('name'),
          metadata: { organization_id: fields.get('metadata[organization_id]') },
        },
      ];
    }
    if (route === 'POST /v1/accounts') {
      return [
        200,
        once(call.idempotencyKey, () => {
          const created: StandInAccount = {
            id: newId('acct'),
            email: fields.get('email'),
            organizationId: fields.get('metadata[organization_id]'),
            chargesEnabled: false,
            detailsSubmitted: false,
            returnUrl: '',
          };
          accounts.set(created.id, created);
          return accountObject(created);
        }),
      ];
    }
    const reading = /^GET \/v1\/accounts\/([^/]+)$/.exec(route);
    if (reading) {
      const found = accounts.get(reading[1]!);
      return found ? [200, accountObject(found)] : [404, noSuch('account')];
    }
    if (route === 'POST /v1/account_links') {
      const found = accounts.get(fields.get('account') ?? '');
      if (!found) return [400, noSuch('account')];
      found.returnUrl = fields.get('return_url') ?? '';
      return [
        200,
        {
          object: 'account_link',
          url: `${base}/connect/${found.id}`,
          expires_at: unix() + 300,
        },
      ];
    }
    if (route === 'POST /v1/checkout/sessions') {
      const id = newId('cs');
      const metadata: Record<string, string> = {};
      for (const [name, value] of fields) {
        const key = /^metadata\[(.+)\]$/.exec(name)?.[1];
        if (key) metadata[key] = value;
      }
      const session: StandInSession = {
        id,
        customer: fields.get('customer') ?? newId('cus'),
        clientReferenceId: fields.get('client_reference_id') ?? '',
        successUrl: fields.get('success_url') ?? '',
        cancelUrl: fields.get('cancel_url') ?? '',
        amountCents: Number(fields.get('line_items[0][price_data][unit_amount]') ?? 24_900),
        subscriptionId: null,
        invoiceId: null,
        expired: false,
        mode: fields.get('mode') === 'payment' ? 'payment' : 'subscription',
        account: account ?? null,
        metadata,
        paymentIntentId: newId('pi'),
        method: null,
      };
      sessions.set(id, session);
      return [
        200,
        {
          id,
          object: 'checkout.session',
          mode: session.mode,
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: session.clientReferenceId,
          customer: session.customer,
          url: `${base}/checkout/${id}`,
          success_url: session.successUrl,
          cancel_url: session.cancelUrl,
          metadata,
        },
      ];
    }
    const expiring = /^POST \/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(route);
    if (expiring) {
      const closing = sessions.get(expiring[1]!);
      const open =
        closing &&
        !closing.expired &&
        closing.subscriptionId === null &&
        closing.method === null &&
        (closing.account ?? undefined) === account;
      if (!open) return [400, { error: { message: 'Only an open session can be expired' } }];
      closing.expired = true;
      return [200, { id: closing.id, object: 'checkout.session', status: 'expired' }];
    }
    const intent = /^GET \/v1\/payment_intents\/([^/]+)$/.exec(route);
    if (intent) {
      const session = [...sessions.values()].find(
        (one) => one.paymentIntentId === intent[1] && one.account === account,
      );
      if (!session) return [404, noSuch('payment_intent')];
      return [
        200,
        {
          id: session.paymentIntentId,
          object: 'payment_intent',
          amount: session.amountCents,
          currency: 'eur',
          status: session.method ? 'succeeded' : 'requires_payment_method',
          latest_charge: {
            id: `ch_${session.paymentIntentId.slice(3)}`,
            object: 'charge',
            payment_method_details: { type: session.method ?? 'card' },
          },
        },
      ];
    }
    if (route === 'POST /v1/refunds') {
      const paymentIntentId = fields.get('payment_intent') ?? '';
      const session = [...sessions.values()].find(
        (one) => one.paymentIntentId === paymentIntentId && one.account === account,
      );
      if (!session?.method) return [400, noSuch('payment_intent')];
      return [
        200,
        once(call.idempotencyKey, () => {
          const refund: StandInRefund = {
            id: newId('re'),
            account: session.account!,
            paymentIntentId,
            amountCents: Number(fields.get('amount') ?? session.amountCents),
          };
          refunds.push(refund);
          if (standIn.reportsRefunds) {
            setTimeout(() => void send(standIn.chargeRefunded(paymentIntentId)), 50);
          }
          return {
            id: refund.id,
            object: 'refund',
            amount: refund.amountCents,
            currency: 'eur',
            payment_intent: paymentIntentId,
            status: 'pending',
          };
        }),
      ];
    }
    return [404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } }];
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      if (/^\/(checkout|connect)\//.test(url.pathname)) return hosted(request, response, url);
      const body = Buffer.concat(chunks).toString('utf8');
      const fields = new URLSearchParams(request.method === 'GET' ? url.search : body);
      const header = (name: string) => {
        const value = request.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const call: StandInCall = {
        method: request.method ?? '',
        path: url.pathname,
        fields,
        authorization: request.headers.authorization,
        stripeAccount: header('stripe-account'),
        idempotencyKey: header('idempotency-key'),
      };
      calls.push(call);
      if (request.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
        return answer(response, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      const [status, answered] = api(`${request.method} ${url.pathname}`, fields, call);
      answer(response, status, answered);
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
