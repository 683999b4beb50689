/**
 * The product with online payments, on a machine without Stripe: the server (embedded database
 * and demo data unless told otherwise) with its Stripe calls sent to the local stand-in the
 * tests use, whose hosted pages play Stripe's onboarding and checkout. `npm run
 * demo:online-payments`; the organizer connects from the settings' Payments tab, then parents
 * pay on the stand-in's page.
 */
import { spawn } from 'node:child_process';
import {
  startStripeStandIn,
  STAND_IN_CONNECT_WEBHOOK_SECRET,
  STAND_IN_SECRET_KEY,
  STAND_IN_WEBHOOK_SECRET,
} from './stripe-stand-in.js';
import { serverNodeFlags } from './server-process.js';

const port = Number(process.env.PORT ?? 3000);
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${port}`;
const stripe = await startStripeStandIn(Number(process.env.STRIPE_STAND_IN_PORT ?? 12111));
stripe.webhookUrl = `${publicUrl}/api/v1/subscriptions/webhook/`;
stripe.connectWebhookUrl = `${publicUrl}/api/v1/payments/stripe/webhook/`;
console.log(`Stripe stand-in at ${stripe.url}; the product at ${publicUrl}`);

const server = spawn(process.execPath, [...serverNodeFlags, 'api/dist/main.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(port),
    PUBLIC_URL: publicUrl,
    STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: STAND_IN_CONNECT_WEBHOOK_SECRET,
    STRIPE_API_URL: stripe.url,
  },
});
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  void stripe.close().then(() => process.exit(code ?? 0));
});
