import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../support/mailbox.js';
import { newEmail, openIdentityWorld, PASSWORD, type IdentityWorld } from './world.js';

describe('A parent’s account, from registration to a forgotten password', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());

  it('registers, confirms by the e-mailed link, becomes a parent, signs out, resets the password and signs in', async () => {
    const email = newEmail();
    const browser = await world.browser();
    const registered = await browser.post('/api/v1/registration/', {
      email,
      password1: PASSWORD,
      password2: PASSWORD,
      first_name: 'Sofie',
      last_name: 'Janssens',
      language: 'nl',
    });
    expect(registered.body).toMatchObject({ verified: false, role: null });

    const welcome = await world.mailbox.take(email);
    expect(welcome.subject).toBe('Bevestig uw e-mailadres');
    const confirmation = linkIn(welcome, '/account-email-confirmation/');
    await browser
      .post('/api/v1/registration/account-confirm-email/', {
        key: confirmation.pathname.split('/').at(-1),
      })
      .expect(200);

    const parent = await browser.put('/api/v1/registration/finalize/parent/', {
      phone: '+32 478 00 00 00',
    });
    expect(parent.body).toMatchObject({ email, role: 2, verified: true });

    await browser.post('/api/v1/auth/logout/').expect(200);
    expect((await browser.get('/api/v1/auth/user/')).status).toBe(401);

    await browser.post('/api/v1/auth/password/reset/', { email }).expect(200);
    const reset = await world.mailbox.take(email);
    expect(reset.subject).toBe('Stel uw wachtwoord opnieuw in');
    const [, , uid, token] = linkIn(reset, '/password-reset/').pathname.split('/');
    const newPassword = 'Zomerkamp-2028!';
    await browser
      .post('/api/v1/auth/password/reset/confirm/', {
        uid,
        token,
        new_password1: newPassword,
        new_password2: newPassword,
      })
      .expect(200);

    expect(
      (await browser.post('/api/v1/auth/login/', { email, password: PASSWORD })).body.code,
    ).toBe('auth.invalid_credentials');
    const signedIn = await browser.post('/api/v1/auth/login/', { email, password: newPassword });
    expect(signedIn.body).toMatchObject({ email, role: 2, language: 'nl' });
    expect((await browser.get('/api/v1/auth/user/')).body.first_name).toBe('Sofie');
  });
});
