import type { SqlDatabase } from '@stages/projections';
import type { Clock } from '../../../api/src/infrastructure/clock.js';
import { startApi, type TestApi } from '../../support/api.js';
import { openBrowser, type Browser } from '../../support/browser.js';
import { openPglite } from '../../support/databases.js';
import { openMailbox, linkIn, type Mailbox } from '../../support/mailbox.js';
import { startIssuer, type LocalIssuer } from '../../support/oidc-issuer.js';

export const PUBLIC_URL = 'http://stages.test';
export const PASSWORD = 'Kamp-zomer-2027';

export interface IdentityWorld {
  readonly api: TestApi;
  readonly db: SqlDatabase;
  readonly mailbox: Mailbox;
  readonly google: LocalIssuer;
  readonly microsoft: LocalIssuer;
  browser(): Promise<Browser>;
  close(): Promise<void>;
}

/**
 * The API with real mail (an in-process SMTP server) and two local OpenID issuers, on `database`
 * or else a fresh in-memory PGlite.
 */
export async function openIdentityWorld(
  env: Record<string, string> = {},
  database?: SqlDatabase,
  clock?: Clock,
): Promise<IdentityWorld> {
  const db = database ?? (await openPglite());
  const mailbox = await openMailbox();
  const google = await startIssuer('google', [`${PUBLIC_URL}/register/google/`]);
  const microsoft = await startIssuer('microsoft', [`${PUBLIC_URL}/register/microsoft/`]);
  const api = await startApi(db, {
    env: {
      PUBLIC_URL,
      SMTP_URL: mailbox.url,
      GOOGLE_ISSUER: google.url,
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      MICROSOFT_ISSUER: microsoft.url,
      MICROSOFT_CLIENT_ID: microsoft.clientId,
      MICROSOFT_CLIENT_SECRET: microsoft.clientSecret,
      ...env,
    },
    ...(clock ? { clock } : {}),
  });
  return {
    api,
    db,
    mailbox,
    google,
    microsoft,
    browser: () => openBrowser(api),
    async close() {
      await api.close();
      await Promise.all([mailbox.close(), google.close(), microsoft.close()]);
    },
  };
}

let accounts = 0;

/** A fresh address for each account a test makes. */
export function newEmail(name = 'parent') {
  accounts += 1;
  return `${name}.${accounts}.${Date.now()}@example.be`;
}

/** Registers, signed in but not confirmed; the confirmation e-mail is taken from the mailbox. */
export async function register(world: IdentityWorld, email = newEmail()) {
  const browser = await world.browser();
  await browser
    .post('/api/v1/registration/', {
      email,
      password1: PASSWORD,
      password2: PASSWORD,
      first_name: 'Ann',
      last_name: 'Peeters',
    })
    .expect(201);
  const confirmation = linkIn(await world.mailbox.take(email), '/account-email-confirmation/');
  return { browser, email, key: confirmation.pathname.split('/').at(-1)! };
}

/** Registers, and confirms through the link of the received e-mail. */
export async function registerConfirmed(world: IdentityWorld, email = newEmail()) {
  const { browser, key } = await register(world, email);
  await browser.post('/api/v1/registration/account-confirm-email/', { key }).expect(200);
  return { browser, email };
}

/** Asks for a password reset for `email`, and reads the link of the e-mail it sends. */
export async function resetLinkFor(world: IdentityWorld, email: string) {
  await (await world.browser()).post('/api/v1/auth/password/reset/', { email }).expect(200);
  const [, , uid = '', token = ''] = linkIn(
    await world.mailbox.take(email),
    '/password-reset/',
  ).pathname.split('/');
  return { uid, token };
}
