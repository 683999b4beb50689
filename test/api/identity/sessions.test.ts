import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { cookieValue, freshVisit } from '../../support/browser.js';
import {
  newEmail,
  register,
  openIdentityWorld,
  PASSWORD,
  registerConfirmed,
  type IdentityWorld,
} from './world.js';

const setCookies = (response: { headers: Record<string, unknown> }) =>
  (response.headers['set-cookie'] as string[] | undefined) ?? [];
const cookie = (response: { headers: Record<string, unknown> }, name: string) =>
  setCookies(response).find((line) => line.startsWith(`${name}=`));

describe('Sessions', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    // One proxy believed, so a test can sign in from several networks (X-Forwarded-For).
    world = await openIdentityWorld({ TRUST_PROXY: '1' });
  });
  afterAll(() => world.close());

  it('signs in with HttpOnly cookies that end with the browser unless remembered', async () => {
    const { email } = await registerConfirmed(world);
    const browser = await world.browser();
    const session = await browser.post('/api/v1/auth/login/', { email, password: PASSWORD });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ email, verified: true });
    const access = cookie(session, 'stages_access')!;
    const refresh = cookie(session, 'stages_refresh')!;
    expect(access).toMatch(/HttpOnly/);
    expect(access).toMatch(/SameSite=Lax/);
    expect(access).not.toMatch(/Expires|Max-Age/);
    expect(refresh).toMatch(/HttpOnly/);
    expect(refresh).toMatch(/SameSite=Strict/);
    expect(refresh).toMatch(/Path=\/api\/v1\/auth\//);
    expect(refresh).not.toMatch(/Expires|Max-Age/);
    // Served over plain HTTP here (PUBLIC_URL is http), so not Secure.
    expect(access).not.toMatch(/Secure/);

    const remembered = await (
      await world.browser()
    ).post('/api/v1/auth/login/', { email, password: PASSWORD, remember: true });
    const lasting = cookie(remembered, 'stages_refresh')!.match(/Expires=([^;]+)/)?.[1];
    const days = (Date.parse(lasting!) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(cookie(remembered, 'stages_access')).toMatch(/Expires=/);
  });

  it('gives one answer for a wrong password and an unknown address', async () => {
    const { email } = await registerConfirmed(world);
    const browser = await world.browser();
    const wrongPassword = await browser.post('/api/v1/auth/login/', {
      email,
      password: 'Not-the-password-1',
    });
    const unknown = await browser.post('/api/v1/auth/login/', {
      email: newEmail(),
      password: PASSWORD,
    });
    expect(wrongPassword.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(wrongPassword.body).toEqual(unknown.body);
    expect(wrongPassword.body.code).toBe('auth.invalid_credentials');
    expect(cookie(wrongPassword, 'stages_access')).toBeUndefined();
  });

  it('tells an account whose address is not confirmed so, and keeps it signed in to ask again', async () => {
    const { email } = await register(world);
    const browser = await world.browser();
    const signedIn = await browser.post('/api/v1/auth/login/', { email, password: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.verified).toBe(false);
    const resend = await browser.post('/api/v1/registration/resent-account-confirm-email/');
    expect(resend.status).toBe(200);
  });

  it('rotates the refresh token, and revokes the session when a replaced one comes back', async () => {
    const { email } = await registerConfirmed(world);
    const server = world.api.app.getHttpServer();
    const browser = await world.browser();
    const login = await browser.post('/api/v1/auth/login/', { email, password: PASSWORD });
    const firstRefresh = cookieValue(setCookies(login), 'stages_refresh')!;

    const refreshed = await browser.post('/api/v1/auth/token/refresh/');
    expect(refreshed.status).toBe(200);
    const secondRefresh = cookieValue(setCookies(refreshed), 'stages_refresh')!;
    expect(secondRefresh).not.toBe(firstRefresh);
    expect((await browser.get('/api/v1/auth/user/')).status).toBe(200);

    // The first token comes back long after it was replaced: someone copied it.
    await world.db.query(
      `UPDATE refresh_tokens SET replaced_at = now() - interval '1 minute' WHERE replaced_at IS NOT NULL`,
    );
    const thief = await (await refresher(server))(firstRefresh);
    expect(thief.status).toBe(401);
    expect(thief.body.code).toBe('auth.session_revoked');
    // The whole family is gone, the legitimate browser included.
    expect((await browser.get('/api/v1/auth/user/')).status).toBe(401);
    expect((await browser.post('/api/v1/auth/token/refresh/')).body.code).toBe(
      'auth.session_expired',
    );
  });

  it('keeps one live refresh token when a token is answered twice within the grace period', async () => {
    const { email } = await registerConfirmed(world);
    const server = world.api.app.getHttpServer();
    const login = await (
      await world.browser()
    ).post('/api/v1/auth/login/', { email, password: PASSWORD });
    const token = cookieValue(setCookies(login), 'stages_refresh')!;
    const refresh = await refresher(server);
    const first = cookieValue(setCookies(await refresh(token).expect(200)), 'stages_refresh')!;
    // A copy of the old token comes back at once: it is answered, and the first successor
    // stops being live, so whoever still holds it is found out when they use it.
    const copy = cookieValue(setCookies(await refresh(token).expect(200)), 'stages_refresh')!;
    await world.db.query(
      `UPDATE refresh_tokens SET replaced_at = now() - interval '1 minute' WHERE replaced_at IS NOT NULL`,
    );
    expect((await refresh(first)).body.code).toBe('auth.session_revoked');
    expect((await refresh(copy)).body.code).toBe('auth.session_expired');
  });

  it('lets two tabs refresh with the same token at the same moment', async () => {
    const { email } = await registerConfirmed(world);
    const server = world.api.app.getHttpServer();
    const login = await (
      await world.browser()
    ).post('/api/v1/auth/login/', { email, password: PASSWORD });
    const token = cookieValue(setCookies(login), 'stages_refresh')!;
    const refresh = await refresher(server);
    const [first, second] = await Promise.all([refresh(token), refresh(token)]);
    expect([first.status, second.status]).toEqual([200, 200]);
  });

  it('leaves the cookies alone when a refresh comes without one', async () => {
    // A page asks who is signed in while a sign-in is under way; its refresh must not erase
    // the cookies the sign-in is setting.
    const browser = await world.browser();
    const refused = await browser.post('/api/v1/auth/token/refresh/');
    expect(refused.status).toBe(401);
    expect(refused.body.code).toBe('auth.session_expired');
    expect(setCookies(refused).filter((line) => line.startsWith('stages_'))).toEqual([]);
  });

  it('signs out: the session is revoked and its cookies cleared', async () => {
    const { browser } = await registerConfirmed(world);
    expect((await browser.get('/api/v1/auth/user/')).status).toBe(200);
    const out = await browser.post('/api/v1/auth/logout/');
    expect(out.body).toEqual({ detail: 'auth.signed_out' });
    expect(cookie(out, 'stages_access')).toMatch(/Expires=Thu, 01 Jan 1970/);
    expect((await browser.get('/api/v1/auth/user/')).body.code).toBe('auth.not_authenticated');
    expect((await browser.post('/api/v1/auth/token/refresh/')).status).toBe(401);
  });

  it('refuses an expired or forged access token, which a refresh then replaces', async () => {
    const { browser } = await registerConfirmed(world);
    const server = world.api.app.getHttpServer();
    const forged = await request(server)
      .get('/api/v1/auth/user/')
      .set('Cookie', 'stages_access=v1.eyJzaWQiOiJ4In0.forged');
    expect(forged.status).toBe(401);
    expect((await browser.post('/api/v1/auth/token/refresh/')).status).toBe(200);
    expect((await browser.get('/api/v1/auth/user/')).status).toBe(200);
  });

  it('refuses a state change without the CSRF token, or from another site', async () => {
    const server = world.api.app.getHttpServer();
    const { cookie: cookies, token: csrf } = await freshVisit(server);
    const noHeader = await request(server).post('/api/v1/auth/logout/').set('Cookie', cookies);
    expect(noHeader.status).toBe(403);
    expect(noHeader.body.code).toBe('auth.csrf_failed');
    const wrongHeader = await request(server)
      .post('/api/v1/auth/logout/')
      .set('Cookie', cookies)
      .set('X-CSRF-Token', `${csrf}x`);
    expect(wrongHeader.status).toBe(403);
    const otherSite = await request(server)
      .post('/api/v1/auth/logout/')
      .set('Cookie', cookies)
      .set('X-CSRF-Token', csrf)
      .set('Origin', 'https://evil.example');
    expect(otherSite.status).toBe(403);
    const thisSite = await request(server)
      .post('/api/v1/auth/logout/')
      .set('Cookie', cookies)
      .set('X-CSRF-Token', csrf)
      .set('Origin', 'http://stages.test');
    expect(thisSite.status).toBe(200);
  });

  it('renews the CSRF token at sign-in and sign-out, and says in a readable cookie who holds a session', async () => {
    const { email } = await registerConfirmed(world);
    const server = world.api.app.getHttpServer();
    const { cookie: visitor, token: before } = await freshVisit(server);
    const signedIn = await request(server)
      .post('/api/v1/auth/login/')
      .set('Cookie', visitor)
      .set('X-CSRF-Token', before)
      .send({ email, password: PASSWORD })
      .expect(200);
    const during = cookieValue(setCookies(signedIn), 'stages_csrf')!;
    expect(during).toBeDefined();
    expect(during).not.toBe(before);
    const marker = cookie(signedIn, 'stages_signed_in')!;
    expect(marker).toMatch(/^stages_signed_in=1;/);
    expect(marker).not.toMatch(/HttpOnly/);
    const access = cookieValue(setCookies(signedIn), 'stages_access')!;
    const refresh = cookieValue(setCookies(signedIn), 'stages_refresh')!;

    // A page still holding the token from before the sign-in is refused.
    const stale = await request(server)
      .post('/api/v1/auth/logout/')
      .set('Cookie', `stages_csrf=${during}; stages_access=${access}`)
      .set('X-CSRF-Token', before);
    expect(stale.status).toBe(403);

    const signedOut = await request(server)
      .post('/api/v1/auth/logout/')
      .set('Cookie', `stages_csrf=${during}; stages_access=${access}; stages_refresh=${refresh}`)
      .set('X-CSRF-Token', during)
      .expect(200);
    const after = cookieValue(setCookies(signedOut), 'stages_csrf')!;
    expect(after).toBeDefined();
    expect([before, during]).not.toContain(after);
    expect(cookie(signedOut, 'stages_signed_in')).toMatch(/^stages_signed_in=;/);
  });

  it('limits failed sign-ins to an account from one network, answering 429 with when to retry', async () => {
    const { email } = await registerConfirmed(world);
    const browser = await world.browser();
    const signIn = (password: string, network = '198.51.100.7') =>
      browser.post('/api/v1/auth/login/', { email, password }).set('X-Forwarded-For', network);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn('Wrong-pass-0')).status).toBe(400);
    }
    const limited = await signIn(PASSWORD);
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('auth.too_many_attempts');
    expect(limited.body.retry_after_seconds).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBe(limited.body.retry_after_seconds);
    // The stranger's guesses do not lock the owner out from their own network...
    expect((await signIn(PASSWORD, '203.0.113.20')).status).toBe(200);
    // ...nor another account from the stranger's.
    const { email: other } = await registerConfirmed(world);
    const otherSignIn = await browser
      .post('/api/v1/auth/login/', { email: other, password: PASSWORD })
      .set('X-Forwarded-For', '198.51.100.7');
    expect(otherSignIn.status).toBe(200);
  });

  it('limits sign-in attempts per address across accounts', async () => {
    const browser = await world.browser();
    const network = '198.51.100.77';
    const attempt = () =>
      browser
        .post('/api/v1/auth/login/', { email: newEmail(), password: 'Wrong-pass-0' })
        .set('X-Forwarded-For', network);
    // Ninety-five attempts on as many accounts were already made from this network.
    await world.db.query(
      `INSERT INTO rate_limits (bucket, hits, window_started_at) VALUES ($1, 95, now())`,
      [`login:ip:${network}`],
    );
    const statuses: number[] = [];
    for (let count = 0; count < 6; count += 1) statuses.push((await attempt()).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

/**
 * Refreshes with a given token, as a browser holding only that cookie (besides its visitor's
 * CSRF pair) would.
 */
async function refresher(server: Parameters<typeof request>[0]) {
  const { cookie, token } = await freshVisit(server);
  return (refreshToken: string) =>
    request(server)
      .post('/api/v1/auth/token/refresh/')
      .set('Cookie', [`stages_refresh=${refreshToken}`, cookie].join('; '))
      .set('X-CSRF-Token', token);
}
