import { NO_STREAM, START } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testMetadata } from '../../support/events.js';
import {
  newEmail,
  register,
  openIdentityWorld,
  PASSWORD,
  registerConfirmed,
  type IdentityWorld,
} from './world.js';

describe('Access rules, finalizing and deleting accounts', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());

  it('turns away callers who are not signed in, with 401', async () => {
    const browser = await world.browser();
    for (const [method, path] of [
      ['get', '/api/v1/auth/user/'],
      ['patch', '/api/v1/user/'],
      ['put', '/api/v1/registration/finalize/parent/'],
      ['put', '/api/v1/registration/finalize/organization/'],
      ['delete', '/api/v1/parent/edit/'],
      ['delete', '/api/v1/organization/edit/'],
      ['post', '/api/v1/auth/password/change/'],
    ] as const) {
      const response = await browser[method](path);
      expect(response.status, `${method} ${path}`).toBe(401);
      expect(response.body.code).toBe('auth.not_authenticated');
    }
  });

  it('lets a new user choose a type once, after confirming the address', async () => {
    const { browser: unconfirmed } = await register(world);
    const early = await unconfirmed.put('/api/v1/registration/finalize/parent/', {
      phone: '0470 12 34 56',
    });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe('auth.email_not_confirmed');

    const { browser } = await registerConfirmed(world);
    const parent = await browser.put('/api/v1/registration/finalize/parent/', {
      phone: '+32 470 12 34 56',
      address: {
        street: 'Rue Haute',
        number: '10',
        postal_code: '1000',
        city: 'Bruxelles',
        country: 'BE',
      },
    });
    expect(parent.status).toBe(200);
    expect(parent.body).toMatchObject({
      role: 2,
      phone: '+32 470 12 34 56',
      address: { city: 'Bruxelles' },
    });
    const { rowCount } = await world.db.query('SELECT 1 FROM parents WHERE user_id = $1', [
      parent.body.id,
    ]);
    expect(rowCount).toBe(1);

    for (const path of [
      '/api/v1/registration/finalize/parent/',
      '/api/v1/registration/finalize/organization/',
    ]) {
      const twice = await browser.put(path, { name: 'Les Scouts' });
      expect(twice.status).toBe(403);
      expect(twice.body.code).toBe('auth.already_has_role');
    }
  });

  it('asks a telephone number anyone could dial, and keeps it in its international form', async () => {
    for (const type of ['parent', 'organization'] as const) {
      const { browser } = await registerConfirmed(world);
      const path = `/api/v1/registration/finalize/${type}/`;
      const name = type === 'organization' ? { name: `Patro ${Math.random()}` } : {};
      const missing = await browser.put(path, name);
      expect(missing.status, type).toBe(400);
      expect(missing.body).toMatchObject({ errors: { phone: 'form.required' } });
      for (const phone of ['abc', '1234', '+32 0']) {
        const refused = await browser.put(path, { ...name, phone });
        expect(refused.status, `${type} ${phone}`).toBe(400);
        expect(refused.body.errors).toEqual({ phone: 'form.invalid_phone' });
      }
      const user = await browser.get('/api/v1/auth/user/').expect(200);
      expect(user.body.role, 'nothing was finalized').toBeNull();

      await browser.put(path, { ...name, phone: '0470/12.34.56' }).expect(200);
      const profile = await browser.get(`/api/v1/${type}/edit/`).expect(200);
      expect(profile.body.phone).toBe('+32 470 12 34 56');
    }
  });

  it('creates an organization under a free slug of its name', async () => {
    const first = await (
      await registerConfirmed(world, newEmail('orga'))
    ).browser.put('/api/v1/registration/finalize/organization/', {
      name: 'Les Éclaireurs de Liège',
      phone: '02 123 45 67',
    });
    const second = await (
      await registerConfirmed(world, newEmail('orga'))
    ).browser.put('/api/v1/registration/finalize/organization/', {
      name: 'Les éclaireurs de Liège',
      phone: '02 123 45 67',
    });
    expect(first.body.role).toBe(3);
    const { rows } = await world.db.query<{ slug: string }>(
      'SELECT slug FROM organizations WHERE owner_user_id = ANY($1::uuid[]) ORDER BY created_at',
      [[first.body.id, second.body.id]],
    );
    expect(rows.map((row) => row.slug)).toEqual([
      'les-eclaireurs-de-liege',
      'les-eclaireurs-de-liege-2',
    ]);
    const nameless = await (
      await registerConfirmed(world)
    ).browser.put('/api/v1/registration/finalize/organization/', {});
    expect(nameless.body).toMatchObject({
      code: 'form.fill_all_fields',
      errors: { name: 'form.required' },
    });
  });

  it('refuses a parent an organization endpoint with wrong_role, and the reverse', async () => {
    const { browser: parent } = await registerConfirmed(world);
    await parent
      .put('/api/v1/registration/finalize/parent/', { phone: '0470 12 34 56' })
      .expect(200);
    const asParent = await parent.delete('/api/v1/organization/edit/', { confirmation: 'x' });
    expect(asParent.status).toBe(403);
    expect(asParent.body.code).toBe('auth.wrong_role');

    const { browser: organization } = await registerConfirmed(world);
    await organization
      .put('/api/v1/registration/finalize/organization/', { name: 'Patro', phone: '02 123 45 67' })
      .expect(200);
    expect(
      (await organization.delete('/api/v1/parent/edit/', { confirmation: 'x' })).body.code,
    ).toBe('auth.wrong_role');
  });

  it('changes the language and the cookie consent, and refuses other values', async () => {
    const { browser } = await registerConfirmed(world);
    const changed = await browser.patch('/api/v1/user/', {
      language: 'nl',
      cookie_consent: 'essential',
    });
    expect(changed.body).toMatchObject({ language: 'nl', cookie_consent: 'essential' });
    const reset = await browser.patch('/api/v1/user/', { cookie_consent: null });
    expect(reset.body).toMatchObject({ language: 'nl', cookie_consent: null });
    const wrong = await browser.patch('/api/v1/user/', { language: 'de' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual({ language: 'form.invalid' });
    const unknownField = await browser.patch('/api/v1/user/', { role: 1 });
    expect(unknownField.status).toBe(400);
    expect((await browser.get('/api/v1/auth/user/')).body.role).toBeNull();
  });

  it('deletes an account once its address is typed, erasing the person but not the history', async () => {
    const { browser, email } = await registerConfirmed(world);
    const parent = (
      await browser.put('/api/v1/registration/finalize/parent/', { phone: '0470 12 34 56' })
    ).body;
    // A decision this parent took earlier is in the log, by id only.
    await world.api.infrastructure.store.append(
      `enrollment-${parent.id}`,
      [
        {
          type: 'Noted',
          schemaVersion: 1,
          data: { parentId: parent.id },
          metadata: testMetadata({ actorId: parent.id, actorRole: 'parent' }),
        },
      ],
      NO_STREAM,
    );

    const mistyped = await browser.delete('/api/v1/parent/edit/', {
      confirmation: 'someone@else.be',
    });
    expect(mistyped.status).toBe(400);
    expect(mistyped.body.code).toBe('account.deletion_not_confirmed');
    expect((await browser.get('/api/v1/auth/user/')).status).toBe(200);

    const deleted = await browser.delete('/api/v1/parent/edit/', {
      confirmation: email.toUpperCase(),
    });
    expect(deleted.body).toEqual({ detail: 'account.deleted' });
    expect((await browser.get('/api/v1/auth/user/')).status).toBe(401);
    for (const table of ['users WHERE id', 'parents WHERE user_id', 'sessions WHERE user_id']) {
      const { rowCount } = await world.db.query(`SELECT 1 FROM ${table} = $1`, [parent.id]);
      expect(rowCount, table).toBe(0);
    }
    const { rows } = await world.db.query<{ found: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM events WHERE data::text LIKE $1 OR metadata::text LIKE $1) AS found`,
      [`%${email}%`],
    );
    expect(rows[0]!.found).toBe(false);
    const history = (await world.api.infrastructure.store.readAll(START, 10_000)).filter(
      (event) => event.metadata.actorId === parent.id,
    );
    expect(history).toHaveLength(1);
    expect(
      (await (await world.browser()).post('/api/v1/auth/login/', { email, password: PASSWORD }))
        .status,
    ).toBe(400);
  });

  it('deletes an account that never chose a type, confirmed or not, and only such an account', async () => {
    const { browser, email } = await register(world, newEmail('unfinished'));
    await browser.delete('/api/v1/user/', { confirmation: email }).expect(200);
    expect((await world.db.query('SELECT 1 FROM users WHERE email = $1', [email])).rowCount).toBe(
      0,
    );

    const { browser: parent, email: parentEmail } = await registerConfirmed(world);
    await parent
      .put('/api/v1/registration/finalize/parent/', { phone: '0470 12 34 56' })
      .expect(200);
    const refused = await parent.delete('/api/v1/user/', { confirmation: parentEmail });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('auth.already_has_role');
  });

  it('deletes an organization account with its organization', async () => {
    const { browser, email } = await registerConfirmed(world);
    const user = (
      await browser.put('/api/v1/registration/finalize/organization/', {
        name: 'Club de voile',
        phone: '02 123 45 67',
      })
    ).body;
    await browser.delete('/api/v1/organization/edit/', { confirmation: email }).expect(200);
    const { rowCount } = await world.db.query(
      'SELECT 1 FROM organizations WHERE owner_user_id = $1',
      [user.id],
    );
    expect(rowCount).toBe(0);
  });
});
