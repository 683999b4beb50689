import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paceDelay } from '../../../api/src/platform/rate-limit/rate-limiter.js';
import { ACCOUNT_PACE } from '../../../api/src/identity/commands/sign-in.service.js';
import { RESET_MAIL_SPACING_SECONDS } from '../../../api/src/identity/commands/password.service.js';
import { BackgroundWork } from '../../../api/src/platform/background-work.js';
import { freshVisit } from '../../support/browser.js';
import {
  openIdentityWorld,
  PASSWORD,
  registerConfirmed,
  resetLinkFor,
  type IdentityWorld,
} from './world.js';

/**
 * Both sides of the guessing rules (docs/identity.md, "Guessing and lock-out"): strangers who
 * guess are slowed down, and the owner of the account still signs in.
 */
// Each sign-in hashes a password: on a busy machine these take a while.
describe('Guessing passwords', { timeout: 120_000 }, () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    // One proxy believed, so that the test can speak from several networks.
    world = await openIdentityWorld({ TRUST_PROXY: '1' });
  });
  afterAll(() => world.close());

  const signIn = (
    browser: Awaited<ReturnType<IdentityWorld['browser']>>,
    email: string,
    password: string,
    network: string,
  ) => browser.post('/api/v1/auth/login/', { email, password }).set('X-Forwarded-For', network);

  /** As if the account's last counted attempt were `seconds` further in the past. */
  const timePasses = (email: string, seconds: number) =>
    world.db.query(
      `UPDATE rate_limits SET last_hit_at = last_hit_at - make_interval(secs => $2)
        WHERE bucket = $1`,
      [ACCOUNT_PACE(email).bucket, seconds],
    );

  /** Fifty wrong passwords from six networks, as the outside probe sent them. */
  async function guessFromSixNetworks(email: string) {
    const stranger = await world.browser();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const response = await signIn(stranger, email, 'Wrong-pass-0', `192.0.2.${attempt % 6}`);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(response.body.retry_after_seconds).toBeGreaterThan(0);
        expect(response.body.retry_after_seconds).toBeLessThanOrEqual(60);
      }
    }
    return statuses;
  }

  it('slows a stranger guessing from many networks to a few tries, with growing waits', async () => {
    const { email } = await registerConfirmed(world);
    const started = Date.now();
    const statuses = await guessFromSixNetworks(email);
    const elapsedSeconds = (Date.now() - started) / 1000;
    const guesses = statuses.filter((status) => status === 400).length;
    // Twenty free guesses, then one per wait of 1, 2, 4... seconds: however slow the machine,
    // no more than the waits that fit in the time the loop took.
    expect(guesses).toBeGreaterThanOrEqual(20);
    expect(guesses).toBeLessThanOrEqual(20 + Math.ceil(Math.log2(elapsedSeconds + 1)) + 1);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(20);
    // Each wait is twice the last, up to a minute.
    const waits = [19, 20, 21, 22, 23, 26, 40].map((hits) => paceDelay(hits, ACCOUNT_PACE(email)));
    expect(waits).toEqual([0, 1, 2, 4, 8, 60, 60]);
  });

  it('lets the owner in at once from a browser that signed in before', async () => {
    const { browser: ownersBrowser, email } = await registerConfirmed(world);
    await guessFromSixNetworks(email);
    // Registering signed the owner in on that browser: it is known to the account.
    expect((await signIn(ownersBrowser, email, PASSWORD, '203.0.113.5')).status).toBe(200);
  });

  it('lets the owner in from a new browser after a short wait, or at once after a reset', async () => {
    const { email } = await registerConfirmed(world);
    await guessFromSixNetworks(email);
    const newBrowser = await world.browser();
    const waiting = await signIn(newBrowser, email, PASSWORD, '203.0.113.6');
    expect(waiting.status).toBe(429);
    expect(waiting.body.retry_after_seconds).toBeLessThanOrEqual(60);
    await timePasses(email, 60);
    expect((await signIn(newBrowser, email, PASSWORD, '203.0.113.6')).status).toBe(200);

    // The attack goes on; the owner, on yet another browser, resets the password.
    await guessFromSixNetworks(email);
    const { uid, token } = await resetLinkFor(world, email);
    const resetBrowser = await world.browser();
    await resetBrowser
      .post('/api/v1/auth/password/reset/confirm/', {
        uid,
        token,
        new_password1: 'Nouveau-mot-2027',
        new_password2: 'Nouveau-mot-2027',
      })
      .expect(200);
    expect((await signIn(resetBrowser, email, 'Nouveau-mot-2027', '203.0.113.7')).status).toBe(200);
  });

  it("gives a known browser its own allowance, which a stranger's guesses do not use", async () => {
    const { browser: ownersBrowser, email } = await registerConfirmed(world);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await signIn(ownersBrowser, email, 'Wrong-pass-0', '203.0.113.8')).status).toBe(400);
    }
    // The owner's browser has used its allowance up: it waits, like anyone who mistypes ten times.
    expect((await signIn(ownersBrowser, email, PASSWORD, '203.0.113.8')).status).toBe(429);
    // A stranger elsewhere is not refused because of the owner's mistakes, nor the reverse.
    const stranger = await world.browser();
    expect((await signIn(stranger, email, PASSWORD, '198.51.100.9')).status).toBe(200);
  });

  it('counts reset e-mail requests per network, and mails the owner at most every few minutes', async () => {
    const { email } = await registerConfirmed(world);
    const resetMails = async () => {
      await world.api.app.get(BackgroundWork).settled();
      return world.mailbox.messages.filter(
        (message) =>
          message.text?.includes('/password-reset/') &&
          [message.to].flat().some((to) => to?.text.includes(email)),
      ).length;
    };
    const visit = await freshVisit(world.api.app.getHttpServer());
    const requestReset = (network: string) =>
      world.api
        .http()
        .post('/api/v1/auth/password/reset/')
        .set('Cookie', visit.cookie)
        .set('X-CSRF-Token', visit.token)
        .set('X-Forwarded-For', network)
        .send({ email });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      await requestReset(`192.0.2.${attempt % 6}`).expect(200);
    }
    expect(await resetMails()).toBe(1);
    // The owner's own request from home is still answered: the strangers' counts are theirs.
    await requestReset('203.0.113.9').expect(200);
    // The link mailed a moment ago still works for the hour; a new one follows a few minutes on.
    expect(await resetMails()).toBe(1);
    await world.db.query(
      `UPDATE rate_limits SET window_started_at = window_started_at - make_interval(secs => $2)
        WHERE bucket = (SELECT 'reset:mail:' || id FROM users WHERE email = $1)`,
      [email, RESET_MAIL_SPACING_SECONDS],
    );
    await requestReset('203.0.113.9').expect(200);
    expect(await resetMails()).toBe(2);
  });
});
