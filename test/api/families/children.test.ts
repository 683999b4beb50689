import { Child, ErrorCode, FieldErrorCode } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../support/browser.js';
import { actors } from '../actors.js';
import { ENROLLMENTS, enrolling } from '../enrollments/enrolling.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import {
  childForm,
  expectParentsOnly,
  nationalNumber,
  nextSequence,
  printed,
  representativeForm,
  today,
  withWrongCheck,
  yearsAgo,
} from './forms.js';

const CHILDREN = '/api/v1/children/';
const json = (value: unknown) => JSON.stringify(value);

describe('Children', () => {
  let world: IdentityWorld;
  let parent: Browser;
  let parentId: string;
  beforeAll(async () => {
    world = await openIdentityWorld();
    parent = await actors(world).parent();
    parentId = (await parent.get('/api/v1/auth/user/').expect(200)).body.id as string;
  });
  afterAll(() => world.close());

  const create = (browser: Browser, form: Record<string, unknown> = childForm()) =>
    browser.post(CHILDREN, form);
  async function created(browser: Browser, form: Record<string, unknown> = childForm()) {
    const response = await create(browser, form);
    expect(response.status, response.text).toBe(201);
    return Child.parse(response.body);
  }

  describe('registering', () => {
    it('stores every field, and answers them with the id, the age and the primary parent', async () => {
      const form = childForm();
      const child = await created(parent, form);
      const expectedAge = today.slice(5) >= '01-15' ? 8 : 7;
      expect(child).toEqual({
        ...form,
        id: expect.any(String),
        age: expectedAge,
        primary_parent_id: parentId,
        national_register_number: form.national_register_number.replace(/\D/g, ''),
        legal_representative_id: null,
        photo_consent_answered: true,
      });
      expect((await parent.get(`${CHILDREN}${child.id}/`).expect(200)).body).toEqual(child);
    });

    it('keeps the health data in child_health, apart from the identity, and records no event', async () => {
      const events = async () =>
        (await world.db.query<{ n: number }>('SELECT count(*)::integer AS n FROM events')).rows[0]!
          .n;
      const before = await events();
      const child = await created(parent);
      expect(await events()).toBe(before);

      const health = await world.db.query('SELECT * FROM child_health WHERE child_id = $1', [
        child.id,
      ]);
      expect(health.rows[0]).toMatchObject({
        can_swim: true,
        tetanus_vaccine: true,
        disabled: false,
        allergies: 'Arachides',
        diet: 'Végétarien',
        medications: 'Ventolin si besoin',
        important_info: 'Porte des lunettes',
        height_cm: 128,
        doctor_last_name: 'Janssens',
        doctor_first_name: 'Marc',
        doctor_phone: '+32 81 22 33 44',
      });
      expect(Number(health.rows[0]!.weight_kg)).toBe(26.5);
      const identityColumns = (
        await world.db.query<{ column_name: string }>(
          `SELECT column_name FROM information_schema.columns WHERE table_name = 'children'`,
        )
      ).rows.map((row) => row.column_name);
      for (const column of ['allergies', 'diet', 'medications', 'height_cm', 'doctor_phone']) {
        expect(identityColumns).not.toContain(column);
      }
    });

    it("takes the parent's address when the form leaves it out", async () => {
      const people = actors(world);
      const { browser } = await people.account('parent');
      const address = {
        street: 'Chaussée de Dinant',
        number: '1120',
        postal_code: '5100',
        city: 'Wépion',
        country: 'BE',
      };
      await browser
        .put('/api/v1/registration/finalize/parent/', { phone: '0470 12 34 56', address })
        .expect(200);
      const form: Record<string, unknown> = childForm();
      delete form.address;
      expect((await created(browser, form)).address).toEqual(address);

      // A parent without an address gives none.
      const withoutAddress: Record<string, unknown> = childForm();
      delete withoutAddress.address;
      expect((await created(parent, withoutAddress)).address).toBeNull();
    });

    it('takes the smallest form: identity and photo consent only, health data empty', async () => {
      const birthDate = yearsAgo(3, '02-01');
      const child = await created(parent, {
        last_name: 'Maes',
        first_name: 'Noah',
        birth_date: birthDate,
        sex: 'other',
        national_register_number: nationalNumber(birthDate, nextSequence('female')),
        photo_consent: 'no',
      });
      expect(child).toMatchObject({
        can_swim: false,
        tetanus_vaccine: false,
        disabled: false,
        allergies: '',
        height: null,
        weight: null,
        doctor_phone: '',
        legal_representative_id: null,
      });
    });

    it('names one of the family’s legal representatives', async () => {
      const representative = (
        await parent.post('/api/v1/legal-representative/', representativeForm()).expect(201)
      ).body as { id: string };
      const child = await created(
        parent,
        childForm({ legal_representative_id: representative.id }),
      );
      expect(child.legal_representative_id).toBe(representative.id);
    });
  });

  describe('refuses', () => {
    async function refused(form: Record<string, unknown>, errors: Record<string, string>) {
      const response = await create(parent, form);
      expect(response.status, response.text).toBe(400);
      expect(response.body.errors).toEqual(errors);
    }

    it('a national register number that is malformed, miscomputed or not the child’s', async () => {
      const birthDate = yearsAgo(8, '01-15');
      const boy = nationalNumber(birthDate, nextSequence('male'));
      await refused(childForm({ national_register_number: '12.34.56' }), {
        national_register_number: FieldErrorCode.nrnFormat,
      });
      await refused(childForm({ national_register_number: withWrongCheck(boy) }), {
        national_register_number: FieldErrorCode.nrnChecksum,
      });
      await refused(childForm({ national_register_number: boy, sex: 'female' }), {
        national_register_number: FieldErrorCode.nrnSexMismatch,
      });
      await refused(
        childForm({ national_register_number: boy, birth_date: yearsAgo(8, '01-16'), sex: 'male' }),
        { national_register_number: FieldErrorCode.nrnBirthDateMismatch },
      );
      // A child of another sex has a number of either parity.
      await created(parent, childForm({ national_register_number: printed(boy), sex: 'other' }));
    });

    it('a birth date in the future or more than 25 years ago', async () => {
      const tomorrow = new Date(Date.parse(today) + 86_400_000).toISOString().slice(0, 10);
      for (const birthDate of [today, tomorrow, yearsAgo(26)]) {
        await refused(childForm({ birth_date: birthDate }), {
          birth_date: FieldErrorCode.birthDateOutOfRange,
        });
      }
      await created(parent, childForm({ birth_date: yearsAgo(25) }));
    });

    it('a height or a weight out of bounds, text too long, a sex it does not know', async () => {
      await refused(childForm({ height: 29 }), { height: FieldErrorCode.tooSmall });
      await refused(childForm({ height: 251 }), { height: FieldErrorCode.tooBig });
      await refused(childForm({ height: 120.5 }), { height: FieldErrorCode.invalid });
      await refused(childForm({ weight: 1.9 }), { weight: FieldErrorCode.tooSmall });
      await refused(childForm({ weight: 200.5 }), { weight: FieldErrorCode.tooBig });
      await refused(childForm({ allergies: 'x'.repeat(2001) }), {
        allergies: FieldErrorCode.tooLong,
      });
      await refused(childForm({ last_name: 'x'.repeat(101) }), {
        last_name: FieldErrorCode.tooLong,
      });
      await refused(childForm({ first_name: '' }), { first_name: FieldErrorCode.required });
      await refused(childForm({ doctor_last_name: 'www.example.com' }), {
        doctor_last_name: FieldErrorCode.invalidName,
      });
      await refused(childForm({ sex: 'x' }), { sex: FieldErrorCode.invalid });
      await refused(
        childForm({
          birth_date: '2020-02-30',
          national_register_number: nationalNumber('2020-02-03', nextSequence('female')),
        }),
        { birth_date: FieldErrorCode.invalid },
      );
      await created(parent, childForm({ height: 30, weight: 2 }));
      await created(parent, childForm({ height: 250, weight: 200 }));
    });

    it('a national register number another child has, in any family (409)', async () => {
      const form = childForm();
      await created(parent, form);
      const again = await create(parent, { ...form, first_name: 'Jules' });
      expect(again.status).toBe(409);
      expect(again.body).toMatchObject({
        code: ErrorCode.childDuplicateNationalRegisterNumber,
        errors: { national_register_number: ErrorCode.childDuplicateNationalRegisterNumber },
      });
      const other = await actors(world).parent();
      expect((await create(other, form)).status).toBe(409);

      // Nor may an update take another child's number.
      const second = await created(parent);
      const taking = await parent.put(`${CHILDREN}${second.id}/`, {
        ...childForm(),
        national_register_number: form.national_register_number,
      });
      expect(taking.status).toBe(409);
      expect(taking.body.code).toBe(ErrorCode.childDuplicateNationalRegisterNumber);
    });

    it('a legal representative that is not the family’s, or none at all', async () => {
      const other = await actors(world).parent();
      const theirs = (
        await other.post('/api/v1/legal-representative/', representativeForm()).expect(201)
      ).body as { id: string };
      for (const id of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
        const response = await create(parent, childForm({ legal_representative_id: id }));
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({
          legal_representative_id: ErrorCode.legalRepresentativeNotFound,
        });
      }
    });
  });

  describe('changing and deleting', () => {
    it('replaces every field with PUT, keeping the address when left out', async () => {
      const child = await created(parent);
      const birthDate = yearsAgo(10, '06-01');
      const changes = {
        first_name: 'Jules',
        birth_date: birthDate,
        sex: 'male',
        can_swim: false,
        allergies: '',
        height: 140,
        weight: 33,
      };
      const replacement: Record<string, unknown> = childForm(changes);
      delete replacement.address;
      const response = await parent.put(`${CHILDREN}${child.id}/`, {
        ...replacement,
        // What react-admin sends back, ignored.
        id: child.id,
        age: 3,
        primary_parent_id: '00000000-0000-4000-8000-000000000000',
      });
      expect(response.status, response.text).toBe(200);
      expect(response.body).toMatchObject({
        id: child.id,
        primary_parent_id: parentId,
        ...changes,
        address: child.address,
      });
      expect((await parent.get(`${CHILDREN}${child.id}/`).expect(200)).body).toEqual(response.body);
      // Its own number stays its own.
      await parent.put(`${CHILDREN}${child.id}/`, replacement).expect(200);
      // The same checks as on creation.
      const wrong = await parent.put(`${CHILDREN}${child.id}/`, { ...replacement, height: 10 });
      expect(wrong.status).toBe(400);
    });

    it('saves a child without an address as the add and edit forms send it: empty lines are no address', async () => {
      const blank = { street: '', number: '', postal_code: '', city: '', country: 'BE' };
      const child = await created(parent, childForm({ address: blank }));
      // A parent without an address gives the child none.
      expect(child.address).toBeNull();
      // The edit form sends the record back with its address fields empty (or absent): saved.
      for (const address of [blank, { country: '' }, null, { street: ' ' }]) {
        const saved = await parent.put(`${CHILDREN}${child.id}/`, {
          ...childForm({ first_name: 'Anaïs' }),
          national_register_number: child.national_register_number,
          address,
        });
        expect(saved.status, JSON.stringify(address)).toBe(200);
        expect(saved.body.address).toBeNull();
      }
      // Clearing a child's address is saying it has none.
      const withAddress = await created(parent);
      const cleared = await parent.put(`${CHILDREN}${withAddress.id}/`, {
        ...childForm(),
        national_register_number: withAddress.national_register_number,
        address: blank,
      });
      expect(cleared.body.address).toBeNull();
    });

    it("checks the doctor's telephone number, keeps it international, and lets it be blank", async () => {
      const child = await created(parent, childForm({ doctor_phone: '081/22.33.44' }));
      expect(child.doctor_phone).toBe('+32 81 22 33 44');
      expect((await created(parent, childForm({ doctor_phone: ' ' }))).doctor_phone).toBe('');
      const refused = await parent.post(CHILDREN, childForm({ doctor_phone: 'abc' }));
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ doctor_phone: 'form.invalid_phone' });
    });

    it('deletes the child with its health data, and answers what it deleted', async () => {
      const child = await created(parent);
      const deleted = await parent.delete(`${CHILDREN}${child.id}/`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual(child);
      const gone = await parent.get(`${CHILDREN}${child.id}/`);
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe(ErrorCode.childNotFound);
      expect(
        (await world.db.query('SELECT 1 FROM child_health WHERE child_id = $1', [child.id])).rows,
      ).toEqual([]);
      expect((await parent.delete(`${CHILDREN}${child.id}/`)).status).toBe(404);
    });
  });

  describe('the list', () => {
    it('pages, sorts and searches the family’s children for react-admin', async () => {
      const family = await actors(world).parent();
      const name = 'Aerts';
      const [anna, bert, carla] = [
        await created(family, childForm({ last_name: name, first_name: 'Anna' })),
        await created(family, childForm({ last_name: name, first_name: 'Bert', sex: 'male' })),
        await created(family, childForm({ last_name: 'Zénon', first_name: 'Carla' })),
      ];
      const all = await family.get(CHILDREN).expect(200);
      expect(all.headers['content-range']).toBe('children 0-2/3');
      expect(all.headers['access-control-expose-headers']).toBe('Content-Range');
      expect(all.body.map((child: Child) => child.id)).toEqual([anna.id, bert.id, carla.id]);

      const page = await family
        .get(CHILDREN)
        .query({ sort: json(['first_name', 'DESC']), range: json([0, 1]) })
        .expect(200);
      expect(page.headers['content-range']).toBe('children 0-1/3');
      expect(page.body.map((child: Child) => child.first_name)).toEqual(['Carla', 'Bert']);
      const rest = await family
        .get(CHILDREN)
        .query({ sort: json(['first_name', 'DESC']), range: json([2, 3]) })
        .expect(200);
      expect(rest.headers['content-range']).toBe('children 2-2/3');
      expect(rest.body.map((child: Child) => child.first_name)).toEqual(['Anna']);

      const zenon = await family
        .get(CHILDREN)
        .query({ filter: json({ q: 'zenon' }) })
        .expect(200);
      expect(zenon.body.map((child: Child) => child.id)).toEqual([carla.id]);
      const bertOnly = await family
        .get(CHILDREN)
        .query({ filter: json({ q: `bert ${name}` }) })
        .expect(200);
      expect(bertOnly.body.map((child: Child) => child.id)).toEqual([bert.id]);
      const none = await family
        .get(CHILDREN)
        .query({ filter: json({ q: 'nobody' }) })
        .expect(200);
      expect(none.headers['content-range']).toBe('children 0-0/0');
      expect(none.body).toEqual([]);
      const many = await family
        .get(CHILDREN)
        .query({ filter: json({ id: [anna.id, carla.id] }) })
        .expect(200);
      expect(many.body.map((child: Child) => child.id)).toEqual([anna.id, carla.id]);

      expect((await family.get(CHILDREN).query({ sort: json(['age', 'ASC']) })).status).toBe(400);
      expect((await family.get(CHILDREN).query({ range: json([0, 100]) })).status).toBe(400);
    });
  });

  describe('photo consent', () => {
    it('is required, one of yes, group_only and no, when a child is added or changed', async () => {
      const { photo_consent: _left, ...withoutConsent } = childForm();
      for (const form of [withoutConsent, childForm({ photo_consent: 'portraits' })]) {
        const refused = await create(parent, form);
        expect(refused.status).toBe(400);
        expect(Object.keys(refused.body.errors as object)).toEqual(['photo_consent']);
      }
      const child = await created(parent, childForm({ photo_consent: 'no' }));
      const changed = await parent
        .put(`${CHILDREN}${child.id}/`, {
          ...childForm(),
          photo_consent: 'yes',
          national_register_number: child.national_register_number,
        })
        .expect(200);
      expect(changed.body).toMatchObject({ photo_consent: 'yes', photo_consent_answered: true });
      const { photo_consent: _dropped, ...unanswered } = {
        ...childForm(),
        national_register_number: child.national_register_number,
      };
      expect((await parent.put(`${CHILDREN}${child.id}/`, unanswered)).status).toBe(400);
      expect((await parent.get(`${CHILDREN}${child.id}/`).expect(200)).body.photo_consent).toBe(
        'yes',
      );
    });

    it('reads no for a child added before the question, until the family answers it when registering the child', async () => {
      const organizer = await actors(world).organizer({ subscribed: true });
      const make = enrolling(() => world);
      const [first, second] = [await make.stage(organizer), await make.stage(organizer)];
      const family = await make.family();
      const { id } = await make.child(family);
      await world.db.query('UPDATE children SET photo_consent = NULL WHERE id = $1', [id]);
      const before = (await family.browser.get(`${CHILDREN}${id}/`).expect(200)).body as Child;
      expect(before).toMatchObject({ photo_consent: 'no', photo_consent_answered: false });

      const register = (by: Browser, photos?: unknown) =>
        by.post(ENROLLMENTS, {
          stage_id: first.id,
          child_id: id,
          confirmed_price_cents: first.cost_cents,
          ...(photos === undefined ? {} : { photo_consent: photos }),
        });
      const unanswered = await register(family.browser);
      expect([unanswered.status, unanswered.body.code, unanswered.body.errors]).toEqual([
        422,
        ErrorCode.enrollmentPhotoConsentRequired,
        { photo_consent: ErrorCode.enrollmentPhotoConsentRequired },
      ]);
      expect((await register(family.browser, 'maybe')).status).toBe(400);
      const foreign = await register((await make.family()).browser, 'yes');
      expect([foreign.status, foreign.body.code]).toEqual([404, ErrorCode.childNotFound]);
      expect((await family.browser.get(`${CHILDREN}${id}/`).expect(200)).body).toEqual(before);
      expect((await family.browser.get(ENROLLMENTS).expect(200)).body).toEqual([]);

      await register(family.browser, 'group_only').expect(201);
      expect((await family.browser.get(`${CHILDREN}${id}/`).expect(200)).body).toEqual({
        ...before,
        photo_consent: 'group_only',
        photo_consent_answered: true,
      });
      // Answered once: the next registration needs no answer, and cannot change it.
      const next = await family.browser.post(ENROLLMENTS, {
        stage_id: second.id,
        child_id: id,
        confirmed_price_cents: second.cost_cents,
        photo_consent: 'no',
      });
      expect(next.status, next.text).toBe(201);
      expect((await family.browser.get(`${CHILDREN}${id}/`).expect(200)).body.photo_consent).toBe(
        'group_only',
      );
    });
  });

  describe('denies', () => {
    let child: Child;
    beforeAll(async () => {
      child = await created(parent);
    });
    const calls = (id: string) =>
      [
        ['GET', CHILDREN, (b: Browser) => b.get(CHILDREN)],
        ['POST', CHILDREN, (b: Browser) => b.post(CHILDREN, childForm())],
        ['GET', `${CHILDREN}{id}/`, (b: Browser) => b.get(`${CHILDREN}${id}/`)],
        ['PUT', `${CHILDREN}{id}/`, (b: Browser) => b.put(`${CHILDREN}${id}/`, childForm())],
        ['DELETE', `${CHILDREN}{id}/`, (b: Browser) => b.delete(`${CHILDREN}${id}/`)],
      ] as const;

    it("another family's child: not found, nothing of it told", async () => {
      const other = await actors(world).parent();
      for (const [method, path, call] of calls(child.id).slice(2)) {
        const response = await call(other);
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.body.code).toBe(ErrorCode.childNotFound);
        expect(response.text).not.toContain(child.last_name);
        expect(response.text).not.toContain(child.national_register_number);
      }
      const list = await other.get(CHILDREN).expect(200);
      expect(list.body).toEqual([]);
      expect(list.headers['content-range']).toBe('children 0-0/0');
      // Untouched by the attempts.
      expect((await parent.get(`${CHILDREN}${child.id}/`).expect(200)).body).toEqual(child);
    });

    it('organizers and administrators (403), and anyone not signed in (401)', async () => {
      await expectParentsOnly(world, calls(child.id), child.national_register_number);
      expect((await parent.get(`${CHILDREN}${child.id}/`).expect(200)).body).toEqual(child);
    });
  });
});
