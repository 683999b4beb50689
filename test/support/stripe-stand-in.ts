import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

export const STAND_IN_SECRET_KEY = 'sk_test_stand_in';
export const STAND_IN_WEBHOOK_SECRET = 'whsec_stand_in';

/** A call the SDK made, with its form fields as Stripe reads them (`metadata[organization_id]`). */
export interface StandInCall {
  readonly method: string;
  readonly path: string;
  readonly fields: URLSearchParams;
  readonly authorization: string | undefined;
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
}

export interface StripeStandIn {
  /** STRIPE_API_URL for the server under test. */
  readonly url: string;
  readonly calls: StandInCall[];
  readonly sessions: Map<string, StandInSession>;
  /** The events the hosted page sent, in order. */
  readonly delivered: Stripe.Event[];
  /** Where the hosted page sends its webhooks; set once the server under test is known. */
  webhookUrl: string | null;
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

function event(type: string, object: object, created = new Date()): Stripe.Event {
  return {
    id: newId('evt'),
    object: 'event',
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

/**
 * What this product asks of Stripe, answered the way Stripe answers it, on a local port: the
 * official SDK is pointed here by STRIPE_API_URL. Its hosted page stands in for Stripe Checkout:
 * paying there sends the signed `checkout.session.completed` webhook, then returns to the
 * success address, as Stripe does.
 */
export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const calls: StandInCall[] = [];
  const sessions = new Map<string, StandInSession>();
  const delivered: Stripe.Event[] = [];
  let base = '';

  const standIn: StripeStandIn = {
    get url() {
      return base;
    },
    calls,
    sessions,
    delivered,
    webhookUrl: null,
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

  async function deliver(stripeEvent: Stripe.Event) {
    if (!standIn.webhookUrl) throw new Error('The stand-in does not know where to send webhooks');
    const payload = JSON.stringify(stripeEvent);
    const response = await fetch(standIn.webhookUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': standIn.signature(payload),
      },
      body: payload,
    });
    if (!response.ok) throw new Error(`The webhook answered ${response.status}`);
    delivered.push(stripeEvent);
  }

  function answer(response: http.ServerResponse, status: number, body: object) {
    response.writeHead(status, { 'content-type': 'application/json', 'request-id': newId('req') });
    response.end(JSON.stringify(body));
  }

  function hostedPage(session: StandInSession) {
    const euros = (session.amountCents / 100).toFixed(2);
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Stripe Checkout (stand-in)</title></head>
<body style="font-family: sans-serif; max-width: 28rem; margin: 3rem auto; padding: 0 1rem">
<h1>Gold: ${euros} EUR a year</h1>
<p>This page stands in for Stripe's hosted checkout in tests.</p>
<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/${session.id}/cancel"><button type="submit">Cancel</button></form>
</body></html>`;
  }

  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = new URL(request.url ?? '/', 'http://stand-in');
      const fields = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const route = `${request.method} ${url.pathname}`;
      const page = /^\/checkout\/([^/]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
      if (page) {
        const session = sessions.get(page[1]!);
        if (!session) return answer(response, 404, { error: { message: 'No such session' } });
        if (session.expired) {
          response.writeHead(410, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(
            '<!doctype html><title>Expired</title><h1>This checkout expired</h1>',
          );
        }
        if (!page[2]) {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return response.end(hostedPage(session));
        }
        const back = (to: string) => {
          response.writeHead(303, { location: to });
          response.end();
        };
        if (page[2] === 'cancel') return back(session.cancelUrl);
        return void deliver(standIn.completed(session.id)).then(
          () => back(session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id)),
          (error: Error) => answer(response, 502, { error: { message: error.message } }),
        );
      }
      calls.push({
        method: request.method ?? '',
        path: url.pathname,
        fields,
        authorization: request.headers.authorization,
      });
      if (request.headers.authorization !== `Bearer ${STAND_IN_SECRET_KEY}`) {
        return answer(response, 401, {
          error: { type: 'invalid_request_error', message: 'Invalid API Key provided' },
        });
      }
      if (route === 'POST /v1/customers') {
        return answer(response, 200, {
          id: newId('cus'),
          object: 'customer',
          email: fields.get('email'),
          name: fields.get('name'),
          metadata: { organization_id: fields.get('metadata[organization_id]') },
        });
      }
      if (route === 'POST /v1/checkout/sessions') {
        const id = newId('cs');
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
        };
        sessions.set(id, session);
        return answer(response, 200, {
          id,
          object: 'checkout.session',
          mode: fields.get('mode'),
          status: 'open',
          payment_status: 'unpaid',
          client_reference_id: session.clientReferenceId,
          customer: session.customer,
          url: `${base}/checkout/${id}`,
          success_url: session.successUrl,
          cancel_url: session.cancelUrl,
        });
      }
      const expiring = /^POST \/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(route);
      const closing = expiring ? sessions.get(expiring[1]!) : undefined;
      if (closing && !closing.expired && closing.subscriptionId === null) {
        closing.expired = true;
        return answer(response, 200, {
          id: closing.id,
          object: 'checkout.session',
          status: 'expired',
        });
      }
      answer(response, expiring ? 400 : 404, {
        error: {
          type: 'invalid_request_error',
          message: expiring ? 'Only an open session can be expired' : 'Unrecognized request URL',
        },
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return standIn;
}
