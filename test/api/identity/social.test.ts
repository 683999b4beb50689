import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../../support/api.js';
import { openBrowser } from '../../support/browser.js';
import { openPglite } from '../../support/databases.js';
import type { IssuerAccount } from '../../support/oidc-issuer.js';
import {
  newEmail,
  register,
  resetLinkFor,
  openIdentityWorld,
  PASSWORD,
  PUBLIC_URL,
  registerConfirmed,
  type IdentityWorld,
} from './world.js';

const GOOGLE_RETURN = `${PUBLIC_URL}/register/google/`;
const MICROSOFT_RETURN = `${PUBLIC_URL}/register/microsoft/`;
const RETURNS = { google: GOOGLE_RETURN, microsoft: MICROSOFT_RETURN };

/** What the return page posts, with a real code the issuer gave for `account`. */
async function returnBody(
  world: IdentityWorld,
  provider: keyof typeof RETURNS,
  account: IssuerAccount,
) {
  const grant = await world[provider].authorize(account, RETURNS[provider]);
  return {
    code: grant.code,
    code_verifier: grant.codeVerifier,
    redirect_uri: RETURNS[provider],
    state: grant.state,
    iss: grant.iss,
  };
}

describe('Google and Microsoft sign-in', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());

  it('lists the configured providers with where to send the browser', async () => {
    const response = await (await world.browser()).get('/api/v1/auth/providers/');
    expect(response.body).toEqual([
      {
        name: 'google',
        authorization_endpoint: `${world.google.url}/auth`,
        client_id: world.google.clientId,
        scope: 'openid email profile',
      },
      {
        name: 'microsoft',
        authorization_endpoint: `${world.microsoft.url}/auth`,
        client_id: world.microsoft.clientId,
        scope: 'openid email profile',
      },
    ]);
  });

  it('creates a confirmed account without a role on first sign-in, and finds it again', async () => {
    const account = {
      sub: randomUUID(),
      email: newEmail('google'),
      given_name: 'Lise',
      family_name: 'Dubois',
    };
    const browser = await world.browser();
    const first = await browser.post('/api/v1/auth/google/', {
      ...(await returnBody(world, 'google', account)),
      language: 'en',
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      email: account.email,
      first_name: 'Lise',
      last_name: 'Dubois',
      role: null,
      verified: true,
      social_account: true,
      language: 'en',
    });
    expect((await browser.get('/api/v1/auth/user/')).body.id).toBe(first.body.id);
    // A social account passes the "confirmed" rule without any e-mail.
    await browser
      .put('/api/v1/registration/finalize/parent/', { phone: '0470 12 34 56' })
      .expect(200);

    const second = await (
      await world.browser()
    ).post('/api/v1/auth/google/', await returnBody(world, 'google', account));
    expect(second.body).toMatchObject({ id: first.body.id, role: 2 });
  });

  it('joins a Microsoft account to the password account of the same address', async () => {
    const { email } = await registerConfirmed(world);
    const signedIn = await (
      await world.browser()
    ).post(
      '/api/v1/auth/microsoft/',
      await returnBody(world, 'microsoft', { sub: randomUUID(), email }),
    );
    expect(signedIn.body).toMatchObject({ email, social_account: true, verified: true });
    expect(
      (await (await world.browser()).post('/api/v1/auth/login/', { email, password: PASSWORD }))
        .status,
    ).toBe(200);
  });

  it('does not join an account to an address the provider does not vouch for', async () => {
    const { email } = await registerConfirmed(world);
    const unverified = { sub: randomUUID(), email, email_verified: false };
    const refused = await (
      await world.browser()
    ).post('/api/v1/auth/microsoft/', await returnBody(world, 'microsoft', unverified));
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('auth.social_email_exists');
    expect(refused.headers['set-cookie']?.toString() ?? '').not.toMatch(/stages_access=v1/);
    const [row] = (
      await world.db.query<{ social_account: boolean; identities: number }>(
        `SELECT social_account, (SELECT count(*)::int FROM user_identities i WHERE i.user_id = u.id)
                AS identities
           FROM users u WHERE email = $1`,
        [email],
      )
    ).rows;
    expect(row).toEqual({ social_account: false, identities: 0 });
  });

  it('takes an unconfirmed address back for its owner: the password set on it goes', async () => {
    // Someone registered the address without owning it, and stays signed in.
    const { browser: squatter, email } = await register(world, newEmail('squatted'));
    expect((await squatter.get('/api/v1/auth/user/')).status).toBe(200);

    const owner = await (
      await world.browser()
    ).post('/api/v1/auth/google/', await returnBody(world, 'google', { sub: randomUUID(), email }));
    expect(owner.body).toMatchObject({ email, verified: true, social_account: true });
    expect((await squatter.get('/api/v1/auth/user/')).status).toBe(401);
    const withPassword = await (
      await world.browser()
    ).post('/api/v1/auth/login/', { email, password: PASSWORD });
    expect(withPassword.body.code).toBe('auth.invalid_credentials');
  });

  it('gives the address back to its owner when another provider had only claimed it', async () => {
    const email = newEmail('claimed');
    // Someone's Microsoft tenant says the address is theirs; Microsoft does not vouch for it.
    const claimer = await world.browser();
    const claimed = await claimer.post(
      '/api/v1/auth/microsoft/',
      await returnBody(world, 'microsoft', { sub: randomUUID(), email, email_verified: false }),
    );
    expect(claimed.body).toMatchObject({ email, verified: false, social_account: true });

    const owner = await (
      await world.browser()
    ).post('/api/v1/auth/google/', await returnBody(world, 'google', { sub: randomUUID(), email }));
    expect(owner.body).toMatchObject({ id: claimed.body.id, verified: true });
    expect((await claimer.get('/api/v1/auth/user/')).status).toBe(401);
    const identities = await world.db.query<{ provider: string }>(
      'SELECT provider FROM user_identities WHERE user_id = $1',
      [claimed.body.id],
    );
    expect(identities.rows).toEqual([{ provider: 'google' }]);
  });

  it('lets the owner of an address only claimed by a provider take it back by e-mail', async () => {
    const email = newEmail('claimed');
    const microsoftAccount = { sub: randomUUID(), email, email_verified: false };
    await (
      await world.browser()
    )
      .post('/api/v1/auth/microsoft/', await returnBody(world, 'microsoft', microsoftAccount))
      .expect(200);

    const { uid, token } = await resetLinkFor(world, email);
    const browser = await world.browser();
    await browser
      .post('/api/v1/auth/password/reset/confirm/', {
        uid,
        token,
        new_password1: PASSWORD,
        new_password2: PASSWORD,
      })
      .expect(200);
    await browser.post('/api/v1/auth/login/', { email, password: PASSWORD }).expect(200);
    const again = await (
      await world.browser()
    ).post('/api/v1/auth/microsoft/', await returnBody(world, 'microsoft', microsoftAccount));
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('auth.social_email_exists');
  });

  it('refuses a code that is wrong, reused, or without its verifier', async () => {
    const browser = await world.browser();
    const forged = await browser.post('/api/v1/auth/google/', {
      code: 'forged',
      redirect_uri: GOOGLE_RETURN,
    });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('auth.social_sign_in_failed');

    const { code_verifier: _verifier, ...withoutVerifier } = await returnBody(world, 'google', {
      sub: randomUUID(),
      email: newEmail('g'),
    });
    const noVerifier = await browser.post('/api/v1/auth/google/', withoutVerifier);
    expect(noVerifier.body.code).toBe('auth.social_sign_in_failed');
    const ok = await returnBody(world, 'google', { sub: randomUUID(), email: newEmail('g') });
    await browser.post('/api/v1/auth/google/', ok).expect(200);
    expect((await browser.post('/api/v1/auth/google/', ok)).body.code).toBe(
      'auth.social_sign_in_failed',
    );

    expect((await browser.post('/api/v1/auth/facebook/', ok)).status).toBe(400);
  });

  it('answers a password reset for a social-only account with password_reset.forbidden', async () => {
    const account = { sub: randomUUID(), email: newEmail('social') };
    const user = (
      await (
        await world.browser()
      ).post('/api/v1/auth/google/', await returnBody(world, 'google', account))
    ).body;
    const browser = await world.browser();
    await browser.post('/api/v1/auth/password/reset/', { email: account.email }).expect(200);
    const mail = await world.mailbox.take(account.email);
    expect(mail.text).toContain('Google ou Microsoft');
    const refused = await browser.post('/api/v1/auth/password/reset/confirm/', {
      uid: user.id,
      token: 'any',
      new_password1: PASSWORD,
      new_password2: PASSWORD,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('password_reset.forbidden');
  });
});

describe('Social sign-in with a provider that cannot be reached', () => {
  it('lists the one that answers, and refuses the other with a clear code', async () => {
    const world = await openIdentityWorld({ MICROSOFT_ISSUER: 'http://127.0.0.1:9/unreachable' });
    try {
      const browser = await world.browser();
      const listed = await browser.get('/api/v1/auth/providers/');
      expect(listed.body).toEqual([expect.objectContaining({ name: 'google' })]);
      const response = await browser.post('/api/v1/auth/microsoft/', {
        code: 'x',
        redirect_uri: MICROSOFT_RETURN,
      });
      expect(response.status).toBe(400);
      expect(response.body.code).toBe('auth.social_sign_in_failed');
    } finally {
      await world.close();
    }
  });
});

describe('Social sign-in without a configured provider', () => {
  it('says the provider is not configured, and lists none', async () => {
    const api = await startApi(await openPglite());
    try {
      const browser = await openBrowser(api);
      expect((await browser.get('/api/v1/auth/providers/')).body).toEqual([]);
      const response = await browser.post('/api/v1/auth/microsoft/', {
        code: 'x',
        redirect_uri: MICROSOFT_RETURN,
      });
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('auth.provider_not_configured');
    } finally {
      await api.close();
    }
  });
});
