import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  newEmail,
  openIdentityWorld,
  PASSWORD,
  registerConfirmed,
  resetLinkFor,
  type IdentityWorld,
} from './world.js';

const NEW_PASSWORD = 'Nouveau-mot-2028';

describe('Passwords', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());

  const signIn = async (email: string, password: string) =>
    (await world.browser()).post('/api/v1/auth/login/', { email, password });

  it('changes the password of a signed-in user and signs out their other sessions', async () => {
    const { browser, email } = await registerConfirmed(world);
    const elsewhere = await world.browser();
    await elsewhere.post('/api/v1/auth/login/', { email, password: PASSWORD }).expect(200);

    const changed = await browser.post('/api/v1/auth/password/change/', {
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(changed.body).toEqual({ detail: 'password.changed' });
    expect((await browser.get('/api/v1/auth/user/')).status).toBe(200);
    expect((await elsewhere.get('/api/v1/auth/user/')).status).toBe(401);
    expect((await signIn(email, PASSWORD)).status).toBe(400);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a weak or mismatched new password, and strangers', async () => {
    const { browser } = await registerConfirmed(world);
    const weak = await browser.post('/api/v1/auth/password/change/', {
      new_password1: 'short',
      new_password2: 'short',
    });
    expect(weak.body).toMatchObject({
      code: 'form.password_rule',
      errors: { new_password1: 'form.password_rule' },
    });
    const mismatch = await browser.post('/api/v1/auth/password/change/', {
      new_password1: NEW_PASSWORD,
      new_password2: `${NEW_PASSWORD}!`,
    });
    expect(mismatch.body.code).toBe('form.passwords_mismatch');
    const stranger = await (
      await world.browser()
    ).post('/api/v1/auth/password/change/', {
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(stranger.status).toBe(401);
  });

  it('answers a reset request the same way for any address, and mails only real accounts', async () => {
    const { email } = await registerConfirmed(world);
    const unknown = newEmail('nobody');
    const browser = await world.browser();
    const forUnknown = await browser.post('/api/v1/auth/password/reset/', { email: unknown });
    const forKnown = await browser.post('/api/v1/auth/password/reset/', { email });
    expect(forUnknown.status).toBe(200);
    expect(forKnown.status).toBe(200);
    expect(forUnknown.body).toEqual(forKnown.body);
    expect(forKnown.body).toEqual({ detail: 'password_reset.sent' });
    const mail = await world.mailbox.take(email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe');
    expect(world.mailbox.messages.some((message) => message.text?.includes(unknown))).toBe(false);
  });

  it('sets the password from the e-mailed link once, signing out every session', async () => {
    const { browser, email } = await registerConfirmed(world);
    const { uid, token } = await resetLinkFor(world, email);

    const reset = await (
      await world.browser()
    ).post('/api/v1/auth/password/reset/confirm/', {
      uid,
      token,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(reset.body).toEqual({ detail: 'password_reset.done' });
    expect((await browser.get('/api/v1/auth/user/')).status).toBe(401);
    expect((await signIn(email, NEW_PASSWORD)).status).toBe(200);

    const reused = await (
      await world.browser()
    ).post('/api/v1/auth/password/reset/confirm/', {
      uid,
      token,
      new_password1: 'Encore-autre-2029',
      new_password2: 'Encore-autre-2029',
    });
    expect(reused.status).toBe(400);
    expect(reused.body.code).toBe('password_reset.invalid_token');
  });

  it('refuses an expired token, a token for another user, and a weak password', async () => {
    const { email } = await registerConfirmed(world);
    const { email: other } = await registerConfirmed(world);
    const browser = await world.browser();
    const { uid, token } = await resetLinkFor(world, email);
    const { uid: otherUid } = await resetLinkFor(world, other);

    const weak = await browser.post('/api/v1/auth/password/reset/confirm/', {
      uid,
      token,
      new_password1: 'weakweak',
      new_password2: 'weakweak',
    });
    expect(weak.body.code).toBe('form.password_rule');
    const crossed = await browser.post('/api/v1/auth/password/reset/confirm/', {
      uid: otherUid,
      token,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(crossed.body.code).toBe('password_reset.invalid_token');
    await world.db.query(`UPDATE password_resets SET expires_at = now() - interval '1 second'`);
    const expired = await browser.post('/api/v1/auth/password/reset/confirm/', {
      uid,
      token,
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(expired.body.code).toBe('password_reset.invalid_token');
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });

  it('limits reset requests per address', async () => {
    const { email } = await registerConfirmed(world);
    const browser = await world.browser();
    for (let attempt = 0; attempt < 5; attempt += 1) {
      await browser.post('/api/v1/auth/password/reset/', { email }).expect(200);
    }
    const limited = await browser.post('/api/v1/auth/password/reset/', { email });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('refuses a malformed user id with a clear code, never a server error', async () => {
    const refused = await (
      await world.browser()
    ).post('/api/v1/auth/password/reset/confirm/', {
      uid: '-'.repeat(36),
      token: 'any',
      new_password1: NEW_PASSWORD,
      new_password2: NEW_PASSWORD,
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual({ uid: 'form.invalid' });
  });

  it('limits attempts to use reset links from one address', async () => {
    await world.db.query('DELETE FROM rate_limits');
    const browser = await world.browser();
    const guess = () =>
      browser.post('/api/v1/auth/password/reset/confirm/', {
        uid: randomUUID(),
        token: 'guessed',
        new_password1: NEW_PASSWORD,
        new_password2: NEW_PASSWORD,
      });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await guess()).body.code).toBe('password_reset.invalid_token');
    }
    expect((await guess()).status).toBe(429);
    await world.db.query('DELETE FROM rate_limits');
  });
});
