import type Stripe from 'stripe';
import { onFirstUse } from '../../infrastructure/on-first-use.js';

/** The SDK: about 20 MiB, which a server without Stripe never needs. */
const loadStripe = onFirstUse(() => import('stripe').then((module) => module.default));

/**
 * Stripe's official SDK with the platform's key, at Stripe's address or at the one configured
 * instead (a stand-in in tests). Two retries: the SDK sends an idempotency key with each POST,
 * so a retried creation creates nothing twice.
 */
export async function stripeClient(config: { secretKey: string; apiUrl: string }): Promise<Stripe> {
  const Sdk = await loadStripe();
  const api = new URL(config.apiUrl);
  return new Sdk(config.secretKey, {
    host: api.hostname,
    port: api.port || (api.protocol === 'https:' ? 443 : 80),
    protocol: api.protocol === 'https:' ? 'https' : 'http',
    maxNetworkRetries: 2,
    timeout: 20_000,
  });
}

/**
 * The event a webhook carries, once its signature over the exact bytes received checks out with
 * the endpoint's secret; otherwise the refusal `invalid` makes of the reason.
 */
export function signedEvent(
  client: Stripe,
  rawBody: Buffer | undefined,
  signature: string | undefined,
  secret: string,
  invalid: (reason: string) => Error,
): Stripe.Event {
  if (!rawBody || !signature) throw invalid('The webhook carries no signature');
  try {
    return client.webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    throw invalid((error as Error).message);
  }
}
