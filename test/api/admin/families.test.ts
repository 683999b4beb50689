import {
  AdminChild,
  AdminChildDetail,
  AdminParent,
  AdminParentDetail,
  ChildHealthView,
  ErrorCode,
  FieldErrorCode,
} from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../support/browser.js';
import { actors, tag } from '../actors.js';
import { childForm, nationalNumber, nextSequence, printed, yearsAgo } from '../families/forms.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

const PARENTS = '/api/v1/admin/parents/';
const CHILDREN = '/api/v1/admin/children/';
const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const json = (value: unknown) => JSON.stringify(value);

/** The fields of a child's health sheet, none of which a list may carry. */
const HEALTH_FIELDS = [
  'can_swim',
  'tetanus_vaccine',
  'disabled',
  'allergies',
  'diet',
  'medications',
  'important_info',
  'height',
  'weight',
  'doctor_last_name',
  'doctor_first_name',
  'doctor_phone',
  'health',
];

describe('Administration: parents and children', () => {
  let world: IdentityWorld;
  let admin: Browser;
  let adminId: string;
  let family: string;
  let parent: Browser;
  let parentId: string;
  let otherParentId: string;
  let daughter: { id: string; national_register_number: string };
  let son: { id: string };

  const idOf = async (browser: Browser) =>
    (await browser.get('/api/v1/auth/user/').expect(200)).body.id as string;

  async function registerChild(browser: Browser, form: Record<string, unknown>) {
    const response = await browser.post('/api/v1/children/', form);
    expect(response.status, response.text).toBe(201);
    return response.body as { id: string; national_register_number: string };
  }

  /** A parent named after the test's family, in `language`, with their profile saved. */
  async function namedParent(first: string, language: 'fr' | 'nl') {
    const browser = await actors(world).parent();
    await browser
      .put('/api/v1/parent/edit/', { first_name: first, last_name: family, language })
      .expect(200);
    return browser;
  }

  beforeAll(async () => {
    world = await openIdentityWorld();
    admin = await actors(world).administrator();
    adminId = await idOf(admin);
    family = `Vermeulen${tag().replace(/[0-9]/g, '')}`;
    parent = await namedParent('Annelies', 'nl');
    parentId = await idOf(parent);
    const other = await namedParent('Bruno', 'fr');
    otherParentId = await idOf(other);
    daughter = await registerChild(
      parent,
      childForm({ first_name: 'Zoë', last_name: family, allergies: 'Pollen de bouleau' }),
    );
    son = await registerChild(
      parent,
      childForm({
        first_name: 'Arno',
        last_name: family,
        sex: 'male',
        birth_date: yearsAgo(5, '06-01'),
      }),
    );
    await registerChild(other, childForm({ first_name: 'Camille', last_name: family }));
  });
  afterAll(() => world.close());

  describe('access', () => {
    it('refuses every call to anyone but an administrator', async () => {
      const people = actors(world);
      const callers = [
        ['anonymous', await world.browser(), 401, ErrorCode.notAuthenticated],
        ['parent', parent, 403, ErrorCode.wrongRole],
        ['organizer', (await people.organizer()).browser, 403, ErrorCode.wrongRole],
      ] as const;
      const calls = [
        ['GET', PARENTS, (browser: Browser) => browser.get(PARENTS)],
        ['GET', `${PARENTS}:id`, (browser: Browser) => browser.get(`${PARENTS}${parentId}`)],
        [
          'PUT',
          `${PARENTS}:id`,
          (browser: Browser) =>
            browser.put(`${PARENTS}${parentId}`, { first_name: 'X', last_name: 'Y' }),
        ],
        ['GET', CHILDREN, (browser: Browser) => browser.get(CHILDREN)],
        ['GET', `${CHILDREN}:id`, (browser: Browser) => browser.get(`${CHILDREN}${daughter.id}`)],
        [
          'GET',
          `${CHILDREN}:id/health-views/`,
          (browser: Browser) => browser.get(`${CHILDREN}${daughter.id}/health-views/`),
        ],
        [
          'PUT',
          `${CHILDREN}:id`,
          (browser: Browser) => browser.put(`${CHILDREN}${daughter.id}`, { first_name: 'X' }),
        ],
      ] as const;
      for (const [who, browser, status, code] of callers) {
        for (const [method, path, call] of calls) {
          const response = await call(browser);
          expect(response.status, `${who} ${method} ${path}`).toBe(status);
          expect(response.body.code).toBe(code);
          expect(response.text).not.toContain('Pollen');
        }
      }
      const views = await world.db.query('SELECT 1 FROM child_health_views WHERE child_id = $1', [
        daughter.id,
      ]);
      expect(views.rows).toHaveLength(0);
    });

    it('answers 404 for an unknown parent or child', async () => {
      for (const path of [
        `${PARENTS}${UNKNOWN}`,
        `${CHILDREN}${UNKNOWN}`,
        `${CHILDREN}${UNKNOWN}/health-views/`,
      ]) {
        const response = await admin.get(path);
        expect(response.status, path).toBe(404);
      }
      expect((await admin.get(`${CHILDREN}${UNKNOWN}`)).body.code).toBe(ErrorCode.childNotFound);
      // An account that is no parent is no parent record either.
      expect((await admin.get(`${PARENTS}${adminId}`)).status).toBe(404);
      const update = await admin.put(`${CHILDREN}${UNKNOWN}`, childForm());
      expect(update.status).toBe(404);
    });
  });

  describe('the parents grid', () => {
    const list = (filter: object, extra: Record<string, string> = {}) =>
      admin.get(PARENTS).query({ filter: json(filter), ...extra });

    it('finds parents by name or e-mail, with their children counted', async () => {
      const found = await list({ q: family.toLowerCase() }).expect(200);
      expect(found.headers['content-range']).toBe('parents 0-1/2');
      const rows = found.body.map((row: unknown) => AdminParent.parse(row));
      expect(rows.map((row: AdminParent) => row.first_name).sort()).toEqual(['Annelies', 'Bruno']);
      expect(rows.find((row: AdminParent) => row.id === parentId)).toMatchObject({
        last_name: family,
        language: 'nl',
        children: 2,
        email_confirmed: true,
      });
      const email = rows.find((row: AdminParent) => row.id === parentId)!.email;
      expect((await list({ q: email }).expect(200)).body.map((row: AdminParent) => row.id)).toEqual(
        [parentId],
      );
      const byLanguage = await list({ q: family, language: 'fr' }).expect(200);
      expect(byLanguage.body.map((row: AdminParent) => row.id)).toEqual([otherParentId]);
    });

    it('sorts and pages', async () => {
      const sorted = await list(
        { q: family },
        { sort: json(['first_name', 'DESC']), range: json([0, 0]) },
      ).expect(200);
      expect(sorted.headers['content-range']).toBe('parents 0-0/2');
      expect(sorted.body.map((row: AdminParent) => row.first_name)).toEqual(['Bruno']);
      const second = await list(
        { q: family },
        { sort: json(['first_name', 'DESC']), range: json([1, 1]) },
      ).expect(200);
      expect(second.body.map((row: AdminParent) => row.first_name)).toEqual(['Annelies']);
      const past = await list({ q: family }, { range: json([10, 19]) }).expect(200);
      expect(past.headers['content-range']).toBe('parents 10-10/2');
      expect(past.body).toEqual([]);
      expect((await list({}, { sort: json(['password_hash', 'ASC']) })).status).toBe(400);
    });

    it("shows a parent's details and children, never their health data", async () => {
      const detail = AdminParentDetail.parse(
        (await admin.get(`${PARENTS}${parentId}`).expect(200)).body,
      );
      expect(detail.child_list.map((child) => child.first_name)).toEqual(['Arno', 'Zoë']);
      expect(detail.child_list[0]).toEqual({
        id: son.id,
        first_name: 'Arno',
        last_name: family,
        birth_date: yearsAgo(5, '06-01'),
        age: expect.any(Number),
      });
      expect(JSON.stringify(detail)).not.toContain('Pollen');
    });

    it("corrects a parent's identity, keeping the e-mail address", async () => {
      const detail = (await admin.get(`${PARENTS}${parentId}`).expect(200)).body;
      const changed = await admin
        .put(`${PARENTS}${parentId}`, {
          ...detail,
          first_name: 'Anneliese',
          phone: '+32 470 12 34 56',
          address: { street: 'Grote Markt', number: '1', postal_code: '2000', city: 'Antwerpen' },
          language: 'fr',
        })
        .expect(200);
      expect(changed.body).toMatchObject({
        first_name: 'Anneliese',
        phone: '+32 470 12 34 56',
        city: 'Antwerpen',
        language: 'fr',
        email: detail.email,
      });
      const own = (await parent.get('/api/v1/parent/edit/').expect(200)).body;
      expect(own).toMatchObject({
        first_name: 'Anneliese',
        phone: '+32 470 12 34 56',
        address: { city: 'Antwerpen', country: 'BE' },
        language: 'fr',
      });
      const email = await admin.put(`${PARENTS}${parentId}`, {
        ...changed.body,
        email: 'someone.else@example.be',
      });
      expect(email.status).toBe(400);
      expect(email.body.errors).toEqual({ email: FieldErrorCode.readOnly });
      const blank = await admin.put(`${PARENTS}${parentId}`, { ...changed.body, last_name: '' });
      expect(blank.status).toBe(400);
      expect(Object.keys(blank.body.errors)).toEqual(['last_name']);
      expect((await admin.put(`${PARENTS}${UNKNOWN}`, changed.body)).status).toBe(404);
    });
  });

  describe('the children grid', () => {
    const list = (filter: object, extra: Record<string, string> = {}) =>
      admin.get(CHILDREN).query({ filter: json(filter), ...extra });

    it('finds children by name, parent or sex, without any health data', async () => {
      const found = await list({ q: `zoe ${family}` }).expect(200);
      expect(found.headers['content-range']).toBe('children 0-0/1');
      const row = AdminChild.parse(found.body[0]);
      expect(row).toMatchObject({
        id: daughter.id,
        first_name: 'Zoë',
        sex: 'female',
        parent_id: parentId,
        city: 'Namur',
      });
      expect(row.parent_name).toMatch(/^Anneliese? Vermeulen/);
      for (const field of HEALTH_FIELDS) expect(found.body[0]).not.toHaveProperty(field);
      expect(found.text).not.toContain('Pollen');
      expect(found.body[0]).not.toHaveProperty('national_register_number');

      const ofParent = await list({ parent_id: parentId }, { sort: json(['first_name', 'ASC']) });
      expect(ofParent.body.map((child: AdminChild) => child.first_name)).toEqual(['Arno', 'Zoë']);
      const boys = await list({ q: family, sex: 'male' });
      expect(boys.body.map((child: AdminChild) => child.id)).toEqual([son.id]);
    });

    it('sorts by birth date and pages', async () => {
      const youngestFirst = await list(
        { q: family },
        { sort: json(['birth_date', 'DESC']), range: json([0, 1]) },
      ).expect(200);
      expect(youngestFirst.headers['content-range']).toBe('children 0-1/3');
      expect(youngestFirst.body[0].id).toBe(son.id);
      const last = await list(
        { q: family },
        { sort: json(['birth_date', 'DESC']), range: json([2, 3]) },
      ).expect(200);
      expect(last.headers['content-range']).toBe('children 2-2/3');
      expect(last.body).toHaveLength(1);
    });
  });

  describe("a child's health sheet", () => {
    it('is in the detail, and each reading is recorded: who, when, which child', async () => {
      const before = Date.now();
      const detail = AdminChildDetail.parse(
        (await admin.get(`${CHILDREN}${daughter.id}`).expect(200)).body,
      );
      expect(detail.health).toMatchObject({ allergies: 'Pollen de bouleau', weight: 26.5 });
      expect(detail.national_register_number).toBe(daughter.national_register_number);
      // The family's answer about photos, read as the organizers read it.
      expect([detail.photo_consent, detail.photo_consent_answered]).toEqual(['group_only', true]);

      const recorded = await world.db.query<{
        child_id: string;
        viewed_by: string;
        viewed_at: Date;
      }>('SELECT child_id, viewed_by, viewed_at FROM child_health_views WHERE child_id = $1', [
        daughter.id,
      ]);
      expect(recorded.rows).toHaveLength(1);
      expect(recorded.rows[0]).toMatchObject({ child_id: daughter.id, viewed_by: adminId });
      expect(new Date(recorded.rows[0]!.viewed_at).getTime()).toBeGreaterThanOrEqual(
        before - 1_000,
      );

      await admin.get(`${CHILDREN}${daughter.id}`).expect(200);
      const views = await admin.get(`${CHILDREN}${daughter.id}/health-views/`).expect(200);
      expect(views.headers['content-range']).toBe('health-views 0-1/2');
      const [latest] = views.body.map((view: unknown) => ChildHealthView.parse(view));
      expect(latest).toMatchObject({
        child_id: daughter.id,
        viewed_by: adminId,
        viewer_name: 'Ann Peeters',
      });
      // Another child's sheet was not read.
      const none = await admin.get(`${CHILDREN}${son.id}/health-views/`).expect(200);
      expect(none.headers['content-range']).toBe('health-views 0-0/0');
    });

    it('is left out, and nothing recorded, when the identity alone is asked for', async () => {
      const identity = await admin.get(`${CHILDREN}${son.id}`).query({ health: 'false' });
      expect(identity.status).toBe(200);
      expect(identity.body.health).toBeNull();
      expect(identity.body.first_name).toBe('Arno');
      const none = await admin.get(`${CHILDREN}${son.id}/health-views/`).expect(200);
      expect(none.body).toEqual([]);
    });
  });

  describe("correcting a child's identity", () => {
    const identityOf = async (id: string) =>
      (await admin.get(`${CHILDREN}${id}`).query({ health: 'false' }).expect(200))
        .body as AdminChildDetail;

    it('changes names, birth date, sex and address, with a number that agrees', async () => {
      const child = await identityOf(son.id);
      const born = yearsAgo(6, '02-20');
      const number = nationalNumber(born, nextSequence('female'));
      const changed = await admin
        .put(`${CHILDREN}${son.id}`, {
          ...child,
          first_name: 'Arne',
          birth_date: born,
          sex: 'female',
          national_register_number: printed(number),
          address: { street: 'Kerkstraat', number: '3', postal_code: '9000', city: 'Gent' },
          health: { allergies: 'ignored' },
          photo_consent: 'yes',
        })
        .expect(200);
      expect(changed.body).toMatchObject({
        first_name: 'Arne',
        birth_date: born,
        sex: 'female',
        national_register_number: number,
        city: 'Gent',
        health: null,
      });
      const own = (await parent.get(`/api/v1/children/${son.id}/`).expect(200)).body;
      // Only a parent answers for the child's photos: the correction leaves the answer as it was.
      expect(own).toMatchObject({
        first_name: 'Arne',
        allergies: 'Arachides',
        photo_consent: 'group_only',
      });
    });

    it('refuses a birth date or a sex the national register number contradicts', async () => {
      const child = await identityOf(daughter.id);
      const otherDay = await admin.put(`${CHILDREN}${daughter.id}`, {
        ...child,
        birth_date: yearsAgo(9, '12-24'),
      });
      expect(otherDay.status).toBe(400);
      expect(otherDay.body.errors).toEqual({
        national_register_number: FieldErrorCode.nrnBirthDateMismatch,
      });
      const otherSex = await admin.put(`${CHILDREN}${daughter.id}`, { ...child, sex: 'male' });
      expect(otherSex.body.errors).toEqual({
        national_register_number: FieldErrorCode.nrnSexMismatch,
      });
      expect((await identityOf(daughter.id)).sex).toBe('female');
    });

    it("refuses another child's number", async () => {
      const child = await identityOf(son.id);
      const taken = await admin.put(`${CHILDREN}${son.id}`, {
        ...child,
        birth_date: (await identityOf(daughter.id)).birth_date,
        national_register_number: daughter.national_register_number,
      });
      expect(taken.status).toBe(409);
      expect(taken.body.code).toBe(ErrorCode.childDuplicateNationalRegisterNumber);
    });
  });
});
