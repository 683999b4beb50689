import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../support/mailbox.js';
import {
  newEmail,
  openIdentityWorld,
  PASSWORD,
  PUBLIC_URL,
  registerConfirmed,
  type IdentityWorld,
} from './world.js';

describe('Registration and e-mail confirmation', () => {
  let world: IdentityWorld;
  const form = (overrides: Record<string, unknown> = {}) => ({
    email: newEmail(),
    password1: PASSWORD,
    password2: PASSWORD,
    first_name: 'Ann',
    last_name: 'Peeters',
    ...overrides,
  });

  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());

  it('creates an unconfirmed account without a role, signs it in and mails the link in French', async () => {
    const browser = await world.browser();
    const email = newEmail();
    const response = await browser.post(
      '/api/v1/registration/',
      form({ email: `  ${email.toUpperCase()} ` }),
    );
    expect(response.status).toBe(201);
    expect(response.body).toMatchObject({
      email,
      role: null,
      verified: false,
      social_account: false,
      language: 'fr',
    });
    const cookies = response.headers['set-cookie'] as unknown as string[];
    expect(cookies.find((cookie) => cookie.startsWith('stages_access='))).toMatch(/HttpOnly/);
    expect((await browser.get('/api/v1/auth/user/')).body).toMatchObject({
      email,
      verified: false,
    });

    const mail = await world.mailbox.take(email);
    expect(mail.subject).toBe('Confirmez votre adresse e-mail');
    expect(mail.text).toContain('Bonjour Ann,');
    const link = linkIn(mail, '/account-email-confirmation/');
    expect(link.origin).toBe(PUBLIC_URL);
    expect(mail.html).toContain(link.href);

    const key = link.pathname.split('/').at(-1)!;
    const confirmed = await browser.post('/api/v1/registration/account-confirm-email/', { key });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ detail: 'registration.confirmed' });
    expect((await browser.get('/api/v1/auth/user/')).body.verified).toBe(true);

    const again = await browser.post('/api/v1/registration/account-confirm-email/', { key });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe('registration.confirm_failed');
  });

  it('keeps the type chosen on the form on the account, for whichever device finishes the registration', async () => {
    const email = newEmail();
    const laptop = await world.browser();
    await laptop
      .post('/api/v1/registration/', form({ email, account_type: 'organization' }))
      .expect(201);
    const key = linkIn(await world.mailbox.take(email), '/account-email-confirmation/')
      .pathname.split('/')
      .at(-1)!;
    // The link opened on a phone, which signs in there: the account says which form comes next.
    const phone = await world.browser();
    await phone.post('/api/v1/registration/account-confirm-email/', { key }).expect(200);
    await phone.post('/api/v1/auth/login/', { email, password: PASSWORD }).expect(200);
    const user = (await phone.get('/api/v1/auth/user/').expect(200)).body;
    expect(user).toMatchObject({ role: null, verified: true, account_type: 'organization' });
    expect(user.is_verified).toBe(false);

    // Once the account has its role, the type is history: the role says it.
    await phone
      .put('/api/v1/registration/finalize/organization/', {
        name: `Patro ${email}`,
        phone: '02 123 45 67',
      })
      .expect(200);
    expect((await phone.get('/api/v1/auth/user/')).body).toMatchObject({
      role: 3,
      account_type: null,
      is_verified: false,
    });

    // A form that named no type leaves the choice for later, and a type it does not know is refused.
    const untyped = await world.browser();
    const created = await untyped.post('/api/v1/registration/', form()).expect(201);
    expect(created.body.account_type).toBeNull();
    const unknown = await (
      await world.browser()
    ).post('/api/v1/registration/', form({ account_type: 'administrator' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toEqual({ account_type: 'form.invalid' });
  });

  it('writes the e-mail in the language the form or the browser asked for', async () => {
    const english = newEmail();
    await (
      await world.browser()
    )
      .post('/api/v1/registration/', form({ email: english, language: 'en' }))
      .expect(201);
    expect((await world.mailbox.take(english)).subject).toBe('Confirm your e-mail address');

    const dutch = newEmail();
    const browser = await world.browser();
    await browser
      .post('/api/v1/registration/', form({ email: dutch }))
      .set('Accept-Language', 'nl-BE,nl;q=0.9')
      .expect(201);
    const mail = await world.mailbox.take(dutch);
    expect(mail.subject).toBe('Bevestig uw e-mailadres');
    expect(mail.text).toContain('Hallo Ann,');
  });

  it.each([
    [
      'a missing field',
      { first_name: undefined },
      'form.fill_all_fields',
      { first_name: 'form.required' },
    ],
    [
      'empty fields',
      { last_name: '  ', email: '' },
      'form.fill_all_fields',
      { last_name: 'form.required', email: 'form.required' },
    ],
    [
      'an invalid e-mail address',
      { email: 'ann.example.be' },
      'form.invalid_email',
      { email: 'form.invalid_email' },
    ],
    [
      'a short password',
      { password1: 'Ab1!', password2: 'Ab1!' },
      'form.password_rule',
      { password1: 'form.password_rule' },
    ],
    [
      'a password without an uppercase letter',
      { password1: 'kamp-zomer-2027', password2: 'kamp-zomer-2027' },
      'form.password_rule',
      { password1: 'form.password_rule' },
    ],
    [
      'a password without a lowercase letter',
      { password1: 'KAMP-ZOMER-2027', password2: 'KAMP-ZOMER-2027' },
      'form.password_rule',
      { password1: 'form.password_rule' },
    ],
    [
      'a password without a digit',
      { password1: 'Kamp-zomer-deux', password2: 'Kamp-zomer-deux' },
      'form.password_rule',
      { password1: 'form.password_rule' },
    ],
    [
      'a password without a special character',
      { password1: 'Kampzomer2027', password2: 'Kampzomer2027' },
      'form.password_rule',
      { password1: 'form.password_rule' },
    ],
    [
      'a confirmation that differs',
      { password2: 'Kamp-zomer-2028' },
      'form.passwords_mismatch',
      { password2: 'form.passwords_mismatch' },
    ],
  ])('refuses %s with a stable code, creating nothing', async (_case, overrides, code, errors) => {
    const email = newEmail();
    const response = await (
      await world.browser()
    ).post('/api/v1/registration/', form({ email, ...overrides }));
    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ code, errors });
    const { rowCount } = await world.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rowCount).toBe(0);
  });

  it('refuses an address that has an account, whatever its case', async () => {
    const email = newEmail();
    await (await world.browser()).post('/api/v1/registration/', form({ email })).expect(201);
    const twice = await (
      await world.browser()
    ).post('/api/v1/registration/', form({ email: email.toUpperCase() }));
    expect(twice.status).toBe(409);
    expect(twice.body).toMatchObject({
      code: 'registration.email_exists',
      errors: { email: 'registration.email_exists' },
    });
  });

  it('refuses to create an account from a browser signed in to another one', async () => {
    const { browser } = await registerConfirmed(world);
    const email = newEmail();
    const refused = await browser.post('/api/v1/registration/', form({ email }));
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('auth.already_signed_in');
    const { rowCount } = await world.db.query('SELECT 1 FROM users WHERE email = $1', [email]);
    expect(rowCount).toBe(0);
    // Signed out, the same browser may.
    await browser.post('/api/v1/auth/logout/').expect(200);
    await browser.post('/api/v1/registration/', form({ email })).expect(201);
  });

  it('refuses unknown and expired confirmation keys', async () => {
    const browser = await world.browser();
    const unknown = await browser.post('/api/v1/registration/account-confirm-email/', {
      key: 'not-a-key',
    });
    expect(unknown.body.code).toBe('registration.confirm_failed');

    const email = newEmail();
    await browser.post('/api/v1/registration/', form({ email })).expect(201);
    const key = linkIn(await world.mailbox.take(email), '/account-email-confirmation/')
      .pathname.split('/')
      .at(-1)!;
    await world.db.query(`UPDATE email_confirmations SET expires_at = now() - interval '1 minute'`);
    const expired = await browser.post('/api/v1/registration/account-confirm-email/', { key });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe('registration.confirm_failed');
  });

  it('sends a new link to a signed-in, unconfirmed account, and only to it', async () => {
    const anonymous = await world.browser();
    expect(
      (await anonymous.post('/api/v1/registration/resent-account-confirm-email/')).body.code,
    ).toBe('auth.not_authenticated');

    const browser = await world.browser();
    const email = newEmail();
    await browser.post('/api/v1/registration/', form({ email })).expect(201);
    const first = linkIn(await world.mailbox.take(email), '/account-email-confirmation/');
    const resent = await browser.post('/api/v1/registration/resent-account-confirm-email/');
    expect(resent.body).toEqual({ detail: 'registration.confirmation_sent' });
    const second = linkIn(await world.mailbox.take(email), '/account-email-confirmation/');
    expect(second.href).not.toBe(first.href);

    await browser
      .post('/api/v1/registration/account-confirm-email/', {
        key: second.pathname.split('/').at(-1),
      })
      .expect(200);
    const confirmedAlready = await browser.post(
      '/api/v1/registration/resent-account-confirm-email/',
    );
    expect(confirmedAlready.status).toBe(409);
    expect(confirmedAlready.body.code).toBe('registration.already_confirmed');
  });
});
