import { brusselsDay, ParentProfile } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../support/browser.js';
import { actors } from '../actors.js';
import { openIdentityWorld, register, type IdentityWorld } from '../identity/world.js';
import { namurAddress } from './forms.js';

const PROFILE = '/api/v1/parent/edit/';

/** A complete profile, typed the loose way people type it. */
function fullProfile(overrides: Record<string, unknown> = {}) {
  return {
    first_name: 'Pauline',
    last_name: 'Dupont-Lefèvre',
    phone: '+32 470 12 34 56',
    address: {
      street: 'Rue de Fer',
      number: '20',
      postal_code: '5000',
      city: 'Namur',
      country: 'be',
    },
    national_register_number: '85.07.30-033.28',
    birth_date: '1985-07-30',
    language: 'nl',
    ...overrides,
  };
}

/** A day relative to today in Belgium, `YYYY-MM-DD`. */
function daysFromToday(days: number) {
  const today = new Date(`${brusselsDay()}T12:00:00Z`);
  return new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

describe("A parent's profile", () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());

  /** A new parent, signed in, with the e-mail address they registered. */
  async function parent(): Promise<{ browser: Browser; email: string }> {
    const { browser, email } = await actors(world).account('parent');
    await browser
      .put('/api/v1/registration/finalize/parent/', { phone: '0470 00 00 00' })
      .expect(200);
    return { browser, email };
  }

  async function refusal(browser: Browser, body: object) {
    const response = await browser.put(PROFILE, body);
    expect(response.status, JSON.stringify(response.body)).toBe(400);
    // A missing field is summed up as "fill in all fields", anything else as an invalid request.
    expect(['request.invalid', 'form.fill_all_fields']).toContain(response.body.code);
    return response.body.errors as Record<string, string>;
  }

  describe('reading and saving', () => {
    it('reads what registration gave: the names, address, language and phone', async () => {
      const { browser, email } = await parent();
      const response = await browser.get(PROFILE);
      expect(response.status).toBe(200);
      expect(ParentProfile.parse(response.body)).toEqual({
        id: expect.any(String),
        first_name: 'Ann',
        last_name: 'Peeters',
        email,
        phone: '+32 470 00 00 00',
        address: null,
        national_register_number: null,
        birth_date: null,
        language: 'fr',
      });
    });

    it('stores the whole profile, the number as its 11 digits, and the names and language on the account', async () => {
      const { browser, email } = await parent();
      const saved = await browser.put(PROFILE, fullProfile());
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const expected = {
        first_name: 'Pauline',
        last_name: 'Dupont-Lefèvre',
        email,
        phone: '+32 470 12 34 56',
        address: namurAddress,
        national_register_number: '85073003328',
        birth_date: '1985-07-30',
        language: 'nl',
      };
      expect(saved.body).toMatchObject(expected);
      expect((await browser.get(PROFILE)).body).toMatchObject(expected);

      // One language and one set of names: the account's, as the signed-in user object says.
      const user = (await browser.get('/api/v1/auth/user/')).body;
      expect(user).toMatchObject({
        first_name: 'Pauline',
        last_name: 'Dupont-Lefèvre',
        language: 'nl',
        phone: '+32 470 12 34 56',
        address: { city: 'Namur' },
      });
      await browser.patch('/api/v1/user/', { language: 'en' }).expect(200);
      expect((await browser.get(PROFILE)).body.language).toBe('en');
    });

    it('clears what is sent blank or null, and takes the number without its dots and dash', async () => {
      const { browser } = await parent();
      await browser.put(PROFILE, fullProfile()).expect(200);
      const cleared = await browser.put(PROFILE, {
        ...fullProfile({ national_register_number: '', birth_date: null, phone: ' ' }),
        address: { street: '', number: '', postal_code: '', city: '', country: 'BE' },
      });
      expect(cleared.status, JSON.stringify(cleared.body)).toBe(200);
      expect(cleared.body).toMatchObject({
        national_register_number: null,
        birth_date: null,
        phone: null,
        address: null,
      });
      // A number alone is checked on its own; the user object loses the phone and address too.
      const numberOnly = await browser.put(
        PROFILE,
        fullProfile({ national_register_number: '85073003328', birth_date: undefined }),
      );
      expect(numberOnly.status).toBe(200);
      expect(numberOnly.body).toMatchObject({
        national_register_number: '85073003328',
        birth_date: null,
      });
    });

    it('takes the e-mail address back as it was read, and refuses to change it', async () => {
      const { browser, email } = await parent();
      await browser.put(PROFILE, fullProfile({ email: email.toUpperCase() })).expect(200);
      const errors = await refusal(browser, fullProfile({ email: 'someone.else@example.be' }));
      expect(errors).toEqual({ email: 'form.read_only' });
      expect((await browser.get(PROFILE)).body.email).toBe(email);
      expect((await browser.get('/api/v1/auth/user/')).body.email).toBe(email);
    });

    it('ignores fields it does not know, such as a role', async () => {
      const { browser } = await parent();
      const saved = await browser.put(PROFILE, fullProfile({ role: 1, id: 'someone' }));
      expect(saved.status).toBe(200);
      expect((await browser.get('/api/v1/auth/user/')).body.role).toBe(2);
    });
  });

  describe('refusals', () => {
    it.each([
      ['too few digits', '85.07.30-033.2', 'form.nrn_format'],
      ['letters', '85.07.30-O33.28', 'form.nrn_format'],
      ['an impossible date', '85.13.30-033.70', 'form.nrn_format'],
      ['wrong check digits', '85.07.30-033.29', 'form.nrn_checksum'],
    ])('a national register number with %s', async (_what, number, code) => {
      const { browser } = await parent();
      const errors = await refusal(
        browser,
        fullProfile({ national_register_number: number, birth_date: null }),
      );
      expect(errors).toEqual({ national_register_number: code });
    });

    it('a number whose date is not the birth date', async () => {
      const { browser } = await parent();
      const errors = await refusal(browser, fullProfile({ birth_date: '1985-07-31' }));
      expect(errors).toEqual({ national_register_number: 'form.nrn_birth_date_mismatch' });
      expect((await browser.get(PROFILE)).body.national_register_number).toBeNull();
    });

    it('a birth date today or later, or that is no date', async () => {
      const { browser } = await parent();
      for (const birth_date of [daysFromToday(0), daysFromToday(1), '2999-01-01']) {
        const errors = await refusal(
          browser,
          fullProfile({ birth_date, national_register_number: null }),
        );
        expect(errors, birth_date).toHaveProperty('birth_date');
      }
      const errors = await refusal(
        browser,
        fullProfile({ birth_date: daysFromToday(1), national_register_number: null }),
      );
      expect(errors).toEqual({ birth_date: 'form.date_not_past' });
      for (const birth_date of ['30/07/1985', '1985-02-30', '1899-12-31']) {
        const refused = await refusal(
          browser,
          fullProfile({ birth_date, national_register_number: null }),
        );
        expect(refused, birth_date).toEqual({ birth_date: 'form.invalid' });
      }
      await browser
        .put(
          PROFILE,
          fullProfile({ birth_date: daysFromToday(-1), national_register_number: null }),
        )
        .expect(200);
    });

    it('names that are not names, text no one types, a missing name, an unknown language', async () => {
      const { browser } = await parent();
      expect(await refusal(browser, fullProfile({ first_name: 'www.example.com' }))).toEqual({
        first_name: 'form.invalid_name',
      });
      expect(await refusal(browser, fullProfile({ last_name: '\u200b\u200b' }))).toEqual({
        last_name: 'form.no_visible_text',
      });
      expect(
        await refusal(
          browser,
          fullProfile({ address: { ...fullProfile().address, city: 'a\u0000' } }),
        ),
      ).toEqual({ 'address.city': 'form.invalid_text' });
      expect(
        await refusal(
          browser,
          fullProfile({ address: { ...fullProfile().address, street: 'a\nb' } }),
        ),
      ).toEqual({ 'address.street': 'form.invalid_text' });
      expect(await refusal(browser, fullProfile({ first_name: '' }))).toEqual({
        first_name: 'form.required',
      });
      expect(await refusal(browser, fullProfile({ phone: '1'.repeat(41) }))).toEqual({
        phone: 'form.too_long',
      });
      for (const phone of ['abc', '12', '0470 12 34 56 78 90']) {
        expect(await refusal(browser, fullProfile({ phone })), phone).toEqual({
          phone: 'form.invalid_phone',
        });
      }
      expect(await refusal(browser, fullProfile({ language: 'de' }))).toEqual({
        language: 'form.invalid',
      });
      // Nothing of the refused requests was kept.
      expect((await browser.get(PROFILE)).body.first_name).toBe('Ann');
    });
  });

  describe('who may', () => {
    it('turns away anyone signed out with 401', async () => {
      const browser = await world.browser();
      for (const response of [
        await browser.get(PROFILE),
        await browser.put(PROFILE, fullProfile()),
      ]) {
        expect(response.status).toBe(401);
        expect(response.body.code).toBe('auth.not_authenticated');
      }
    });

    it('turns away an organizer and an administrator with 403', async () => {
      const organizer = (await actors(world).organizer({ verified: false })).browser;
      const administrator = await actors(world).administrator();
      for (const browser of [organizer, administrator]) {
        for (const response of [
          await browser.get(PROFILE),
          await browser.put(PROFILE, fullProfile()),
        ]) {
          expect(response.status).toBe(403);
          expect(response.body.code).toBe('auth.wrong_role');
        }
      }
    });

    it('turns away a parent whose address is not confirmed', async () => {
      const { browser, email } = await register(world);
      await world.db.query('UPDATE users SET role = 2 WHERE email = $1', [email]);
      for (const response of [
        await browser.get(PROFILE),
        await browser.put(PROFILE, fullProfile()),
      ]) {
        expect(response.status).toBe(403);
        expect(response.body.code).toBe('auth.email_not_confirmed');
      }
    });
  });
});
