import type { SqlDatabase } from '@stages/projections';
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

/** The API with real mail (an in-process SMTP server) and two local OpenID issuers. */
export async function openIdentityWorld(env: Record<string, string> = {}): Promise<IdentityWorld> {
  const db = await openPglite();
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

/** Registers, and confirms through the link of the received e-mail. */
export async function registerConfirmed(world: IdentityWorld, email = newEmail()) {
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
  const mail = await world.mailbox.take(email);
  const key = linkIn(mail, '/account-email-confirmation/').pathname.split('/').at(-1)!;
  await browser.post('/api/v1/registration/account-confirm-email/', { key }).expect(200);
  return { browser, email };
}
