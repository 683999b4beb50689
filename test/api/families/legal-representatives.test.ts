import {
  ErrorCode,
  FieldErrorCode,
  LegalRepresentative,
  LegalRepresentativePage,
} from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../support/browser.js';
import { actors } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import {
  childForm,
  expectParentsOnly,
  nationalNumber,
  printed,
  representativeForm,
  withWrongCheck,
} from './forms.js';

const BASE = '/api/v1/legal-representative/';

describe('Legal representatives', () => {
  let world: IdentityWorld;
  let parent: Browser;
  beforeAll(async () => {
    world = await openIdentityWorld();
    parent = await actors(world).parent();
  });
  afterAll(() => world.close());

  async function created(browser: Browser, form: Record<string, unknown> = representativeForm()) {
    const response = await browser.post(BASE, form);
    expect(response.status, response.text).toBe(201);
    return LegalRepresentative.parse(response.body);
  }

  async function page(browser: Browser, query: Record<string, string | number> = {}) {
    const response = await browser.get(BASE).query(query);
    expect(response.status, response.text).toBe(200);
    return LegalRepresentativePage.parse(response.body);
  }

  describe('each call', () => {
    it('creates one, and answers it with its id and the eleven digits of its number', async () => {
      const form = representativeForm({ last_name: ' Van den Bossche ', first_name: 'Éloïse' });
      const representative = await created(parent, form);
      expect(representative).toEqual({
        id: expect.any(String),
        last_name: 'Van den Bossche',
        first_name: 'Éloïse',
        national_register_number: form.national_register_number.replace(/\D/g, ''),
      });
      expect((await parent.get(`${BASE}${representative.id}/`).expect(200)).body).toEqual(
        representative,
      );
      // Without the trailing slash too, as the product calls it.
      expect((await parent.get(`${BASE}${representative.id}`).expect(200)).body).toEqual(
        representative,
      );
    });

    it('changes only the fields a PATCH sends', async () => {
      const representative = await created(parent);
      const renamed = await parent.patch(`${BASE}${representative.id}/`, { first_name: 'Anne' });
      expect(renamed.status, renamed.text).toBe(200);
      expect(renamed.body).toEqual({ ...representative, first_name: 'Anne' });
      const number = nationalNumber('1979-02-11', 41);
      const renumbered = await parent
        .patch(`${BASE}${representative.id}/`, { national_register_number: printed(number) })
        .expect(200);
      expect(renumbered.body).toEqual({
        ...representative,
        first_name: 'Anne',
        national_register_number: number,
      });
      expect((await parent.get(`${BASE}${representative.id}/`).expect(200)).body).toEqual(
        renumbered.body,
      );
      await parent.patch(`${BASE}${representative.id}/`, {}).expect(200);
    });

    it('deletes one no child names (204), and refuses while a child does (409)', async () => {
      const unused = await created(parent);
      const deleted = await parent.delete(`${BASE}${unused.id}/`);
      expect(deleted.status).toBe(204);
      expect(deleted.text).toBe('');
      const gone = await parent.get(`${BASE}${unused.id}/`);
      expect(gone.status).toBe(404);
      expect(gone.body.code).toBe(ErrorCode.legalRepresentativeNotFound);
      expect((await parent.delete(`${BASE}${unused.id}/`)).status).toBe(404);

      const named = await created(parent);
      const child = (
        await parent
          .post('/api/v1/children/', childForm({ legal_representative_id: named.id }))
          .expect(201)
      ).body as { id: string };
      const inUse = await parent.delete(`${BASE}${named.id}/`);
      expect(inUse.status).toBe(409);
      expect(inUse.body.code).toBe(ErrorCode.legalRepresentativeInUse);
      await parent.get(`${BASE}${named.id}/`).expect(200);

      await parent.delete(`/api/v1/children/${child.id}/`).expect(200);
      await parent.delete(`${BASE}${named.id}/`).expect(204);
    });
  });

  describe('refuses', () => {
    it('a number that is malformed or miscomputed, and names that are not names', async () => {
      const good = nationalNumber('1985-07-30', 33);
      const cases: [Record<string, unknown>, Record<string, string>][] = [
        [
          { national_register_number: '85.07.30-033' },
          { national_register_number: FieldErrorCode.nrnFormat },
        ],
        [
          { national_register_number: nationalNumber('1985-13-30', 33) },
          { national_register_number: FieldErrorCode.nrnFormat },
        ],
        [
          { national_register_number: withWrongCheck(good) },
          { national_register_number: FieldErrorCode.nrnChecksum },
        ],
        [{ national_register_number: '' }, { national_register_number: FieldErrorCode.required }],
        [{ last_name: '' }, { last_name: FieldErrorCode.required }],
        [{ first_name: 'x'.repeat(101) }, { first_name: FieldErrorCode.tooLong }],
        [{ first_name: 'Ann2' }, { first_name: FieldErrorCode.invalidName }],
      ];
      for (const [fields, errors] of cases) {
        const response = await parent.post(BASE, representativeForm(fields));
        expect(response.status, JSON.stringify(fields)).toBe(400);
        expect(response.body.errors).toEqual(errors);
      }
      const missing = await parent.post(BASE, { last_name: 'Dubois' });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({
        first_name: FieldErrorCode.required,
        national_register_number: FieldErrorCode.required,
      });

      const representative = await created(parent);
      const patched = await parent.patch(`${BASE}${representative.id}/`, {
        national_register_number: withWrongCheck(good),
      });
      expect(patched.status).toBe(400);
      expect(patched.body.errors).toEqual({ national_register_number: FieldErrorCode.nrnChecksum });
      expect((await parent.get(`${BASE}${representative.id}/`).expect(200)).body).toEqual(
        representative,
      );
    });

    it('ids that are not ids', async () => {
      expect((await parent.get(`${BASE}42/`)).status).toBe(400);
      expect((await parent.delete(`${BASE}not-an-id/`)).status).toBe(400);
    });
  });

  describe('the list', () => {
    it('pages by three unless asked, with links to the neighbouring pages', async () => {
      const family = await actors(world).parent();
      const names = ['Dubois', 'Claes', 'Aerts', 'Bertrand'];
      const ids: Record<string, string> = {};
      for (const last_name of names) {
        ids[last_name] = (await created(family, representativeForm({ last_name }))).id;
      }

      const first = await page(family);
      expect(first.count).toBe(4);
      expect(first.previous).toBeNull();
      expect(first.next).toBe(`${BASE}?page=2&page_size=3`);
      expect(first.results.map((r) => r.last_name)).toEqual(['Aerts', 'Bertrand', 'Claes']);

      const second = await family.get(first.next!).expect(200);
      expect(second.body).toEqual({
        count: 4,
        next: null,
        previous: `${BASE}?page=1&page_size=3`,
        results: [expect.objectContaining({ id: ids.Dubois, last_name: 'Dubois' })],
      });

      const twoByTwo = await page(family, { page: 2, page_size: 2 });
      expect(twoByTwo).toMatchObject({
        count: 4,
        next: null,
        previous: `${BASE}?page=1&page_size=2`,
      });
      expect(twoByTwo.results.map((r) => r.last_name)).toEqual(['Claes', 'Dubois']);

      const all = await page(family, { page_size: 100 });
      expect(all.results).toHaveLength(4);
      expect(all.next).toBeNull();

      const beyond = await page(family, { page: 5 });
      expect(beyond).toMatchObject({ count: 4, next: null, results: [] });
    });

    it('searches the names, case and accents aside, and keeps the search in its links', async () => {
      const family = await actors(world).parent();
      for (const [last_name, first_name] of [
        ['Lefèvre', 'Anne'],
        ['Lefevre', 'Paul'],
        ['Lefebvre', 'Zoé'],
        ['Martin', 'Léa'],
        ['Lefèvre-Dupont', 'Jean'],
      ]) {
        await created(family, representativeForm({ last_name, first_name }));
      }
      const lefevre = await page(family, { search: 'LEFEVRE', page_size: 2 });
      expect(lefevre.count).toBe(3);
      expect(lefevre.next).toBe(`${BASE}?page=2&page_size=2&search=LEFEVRE`);
      const rest = await family.get(lefevre.next!).expect(200);
      expect(rest.body.results).toHaveLength(1);
      expect(rest.body.previous).toBe(`${BASE}?page=1&page_size=2&search=LEFEVRE`);
      const both = await page(family, { search: 'lea martin' });
      expect(both.results.map((r) => r.first_name)).toEqual(['Léa']);
      expect((await page(family, { search: 'zoe' })).count).toBe(1);
      expect((await page(family, { search: 'nobody' })).count).toBe(0);
      expect((await page(family, { search: '' })).count).toBe(5);
    });

    it('refuses a page or a page size out of bounds', async () => {
      for (const query of [{ page: 0 }, { page: 'x' }, { page_size: 0 }, { page_size: 101 }]) {
        const response = await parent.get(BASE).query(query);
        expect(response.status, JSON.stringify(query)).toBe(400);
      }
    });
  });

  describe('denies', () => {
    let representative: LegalRepresentative;
    beforeAll(async () => {
      representative = await created(parent);
    });
    const calls = (id: string) =>
      [
        ['GET', BASE, (b: Browser) => b.get(BASE)],
        ['POST', BASE, (b: Browser) => b.post(BASE, representativeForm())],
        ['GET', `${BASE}{id}/`, (b: Browser) => b.get(`${BASE}${id}/`)],
        ['PATCH', `${BASE}{id}/`, (b: Browser) => b.patch(`${BASE}${id}/`, { first_name: 'X' })],
        ['DELETE', `${BASE}{id}/`, (b: Browser) => b.delete(`${BASE}${id}/`)],
      ] as const;

    it("another family's representative: not found, nothing of it told", async () => {
      const other = await actors(world).parent();
      for (const [method, path, call] of calls(representative.id).slice(2)) {
        const response = await call(other);
        expect(response.status, `${method} ${path}`).toBe(404);
        expect(response.body.code).toBe(ErrorCode.legalRepresentativeNotFound);
        expect(response.text).not.toContain(representative.last_name);
        expect(response.text).not.toContain(representative.national_register_number);
      }
      expect(await page(other)).toEqual({ count: 0, next: null, previous: null, results: [] });
      expect((await parent.get(`${BASE}${representative.id}/`).expect(200)).body).toEqual(
        representative,
      );
    });

    it('organizers and administrators (403), and anyone not signed in (401)', async () => {
      await expectParentsOnly(
        world,
        calls(representative.id),
        representative.national_register_number,
      );
      expect((await parent.get(`${BASE}${representative.id}/`).expect(200)).body).toEqual(
        representative,
      );
    });
  });
});
