import { BYTES_PER_MB, OrganizationProfile, type StageSummary } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfDocument, pngImage } from '../../support/image-files.js';
import { grantPlanUntil, verifyOrganization } from '../../support/organizations.js';
import { eventually } from '../../support/wait.js';
import { actors, nextYear, stageForm, tag, type Organizer } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

/** Everything a profile may say, written the loose way people type it. */
function fullProfile(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Les Castors de Wépion',
    type: 'asbl',
    vat_number: 'be 0403.019.261',
    enterprise_number: '0403 019 261',
    iban: 'BE68 5390 0754 7034',
    bic: 'gkccbebb',
    phone: '+32 81 12 34 56',
    email: 'Contact@Castors.be',
    address: {
      street: 'Chaussée de Dinant',
      number: '1120',
      postal_code: '5100',
      city: 'Wépion',
      country: 'be',
    },
    description: 'Stages nature au bord de la Meuse.',
    language: 'nl',
    tax_certificates: true,
    signature_authorization: true,
    certification: 'b',
    certifier_name: 'ONE',
    certifier_enterprise_number: 'BE0403.019.261',
    certifier_address: 'Chaussée de Charleroi 95, 1060 Bruxelles',
    certification_from: '2024-01-01',
    certification_until: '2026-12-31',
    responsible_first_name: 'Ann',
    responsible_last_name: 'Peeters',
    responsible_capacity: 'Présidente',
    ...overrides,
  };
}

/** The smallest profile an informal group may have. */
function minimalProfile(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Les Amis du Bois',
    type: 'de_facto_association',
    address: { street: 'Rue du Bois', number: '3', postal_code: '4000', city: 'Liège' },
    ...overrides,
  };
}

describe('An organization profile', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());
  const account = (kind: string) => actors(world).account(kind);
  const organizer = (name?: string) => actors(world).organizer({ name, verified: false });
  const administrator = () => actors(world).administrator();

  /** Verifies, and waits until the profile says so. */
  async function verified(owner: Organizer) {
    await verifyOrganization(world.api, owner.id);
    return eventually(async () => {
      const response = await owner.browser.get('/api/v1/organization/edit/');
      return response.body.verified ? OrganizationProfile.parse(response.body) : undefined;
    });
  }

  const uploadTo = (owner: Organizer, kind: string, content: Buffer, name: string) =>
    owner.browser.post(`/api/v1/organization/edit/files/${kind}/`).attach('file', content, name);

  describe('editing', () => {
    it('says the organization is unverified, then verified with the time of verification', async () => {
      const name = `Patro ${tag()}`;
      const owner = await organizer(name);
      const before = await owner.browser.get('/api/v1/organization/edit/');
      expect(before.status).toBe(200);
      expect(before.body).toMatchObject({
        id: owner.id,
        name,
        slug: name.toLowerCase().replace(/ /g, '-'),
        verified: false,
        verified_at: null,
      });

      const started = Date.now();
      const after = await verified(owner);
      expect(after.verified).toBe(true);
      const verifiedAt = Date.parse(after.verified_at!);
      expect(verifiedAt).toBeGreaterThanOrEqual(started - 5_000);
      expect(verifiedAt).toBeLessThanOrEqual(Date.now());
    });

    it('stores a full profile in its normalized form and gives it back', async () => {
      const owner = await organizer();
      const saved = await owner.browser.put('/api/v1/organization/edit/', fullProfile());
      expect(saved.status).toBe(200);
      const expected = {
        id: owner.id,
        slug: owner.slug,
        name: 'Les Castors de Wépion',
        type: 'asbl',
        vat_number: 'BE0403019261',
        enterprise_number: '0403.019.261',
        iban: 'BE68539007547034',
        bic: 'GKCCBEBB',
        phone: '+32 81 12 34 56',
        email: 'contact@castors.be',
        address: {
          street: 'Chaussée de Dinant',
          number: '1120',
          postal_code: '5100',
          city: 'Wépion',
          country: 'BE',
        },
        description: 'Stages nature au bord de la Meuse.',
        language: 'nl',
        tax_certificates: true,
        signature_authorization: true,
        certification: 'b',
        certifier_name: 'ONE',
        certifier_enterprise_number: '0403.019.261',
        certifier_address: 'Chaussée de Charleroi 95, 1060 Bruxelles',
        certification_from: '2024-01-01',
        certification_until: '2026-12-31',
        responsible_first_name: 'Ann',
        responsible_last_name: 'Peeters',
        responsible_capacity: 'Présidente',
        enrollment_request_mails: true,
        payment_reminders: true,
        logo_file_id: null,
        logo_url: null,
        id_card_file_id: null,
        insurance_file_id: null,
        verified: false,
        verified_at: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      };
      expect(saved.body).toEqual(expected);
      expect((await owner.browser.get('/api/v1/organization/edit/')).body).toEqual(saved.body);
    });

    it.each([
      ['enterprise_number', '0403.019.262', 'form.invalid_enterprise_number'],
      ['iban', 'BE68 5390 0754 7035', 'form.invalid_iban'],
      ['bic', 'GKCC1EBB', 'form.invalid_bic'],
      ['vat_number', '0403019261', 'form.invalid_vat'],
      ['vat_number', 'BE0403019262', 'form.invalid_vat'],
    ])('refuses an invalid %s (%s) with its own key', async (field, value, key) => {
      const owner = await organizer();
      const before = (await owner.browser.get('/api/v1/organization/edit/')).body;
      const response = await owner.browser.put(
        '/api/v1/organization/edit/',
        fullProfile({ [field]: value }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ [field]: key });
      expect((await owner.browser.get('/api/v1/organization/edit/')).body).toEqual(before);
    });

    it('lets a de facto association go without an enterprise number, but not an ASBL', async () => {
      const owner = await organizer();
      const informal = await owner.browser.put('/api/v1/organization/edit/', minimalProfile());
      expect(informal.status).toBe(200);
      expect(informal.body).toMatchObject({
        type: 'de_facto_association',
        enterprise_number: null,
        vat_number: null,
        tax_certificates: false,
        language: 'fr',
        address: { city: 'Liège', country: 'BE' },
      });

      for (const missing of [{}, { enterprise_number: '' }, { enterprise_number: null }]) {
        const asbl = await owner.browser.put(
          '/api/v1/organization/edit/',
          minimalProfile({ type: 'asbl', ...missing }),
        );
        expect(asbl.status, JSON.stringify(missing)).toBe(400);
        expect(asbl.body.errors, JSON.stringify(missing)).toEqual({
          enterprise_number: 'form.required',
        });
      }
      expect((await owner.browser.get('/api/v1/organization/edit/')).body.type).toBe(
        'de_facto_association',
      );
    });

    it('requires what a tax certificate prints from an organization that issues them', async () => {
      const owner = await organizer();
      const response = await owner.browser.put(
        '/api/v1/organization/edit/',
        minimalProfile({ tax_certificates: true, certifier_name: '  ' }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({
        certification: 'form.required',
        certifier_name: 'form.required',
        certifier_enterprise_number: 'form.required',
        certifier_address: 'form.required',
      });
      expect((await owner.browser.get('/api/v1/organization/edit/')).body.tax_certificates).toBe(
        false,
      );
    });

    it('refuses a type that does not exist', async () => {
      const owner = await organizer();
      const response = await owner.browser.put(
        '/api/v1/organization/edit/',
        fullProfile({ type: 'cooperative' }),
      );
      expect(response.status).toBe(400);
      expect(response.body.errors).toEqual({ type: 'form.invalid' });
      expect((await owner.browser.get('/api/v1/organization/edit/')).body).toMatchObject({
        type: null,
        name: expect.stringMatching(/^Club /),
      });
    });

    it('turns a parent away with wrong_role and an anonymous caller with not_authenticated', async () => {
      const { browser: parent } = await account('parent');
      await parent
        .put('/api/v1/registration/finalize/parent/', { phone: '0470 12 34 56' })
        .expect(200);
      const anonymous = await world.browser();
      for (const [method, path, body] of [
        ['get', '/api/v1/organization/edit/', undefined],
        ['put', '/api/v1/organization/edit/', minimalProfile()],
        ['post', '/api/v1/organization/edit/files/logo/', undefined],
      ] as const) {
        const asParent = await parent[method](path, body);
        expect(asParent.status, `${method} ${path}`).toBe(403);
        expect(asParent.body.code, `${method} ${path}`).toBe('auth.wrong_role');
        const asNobody = await anonymous[method](path, body);
        expect(asNobody.status, `${method} ${path}`).toBe(401);
        expect(asNobody.body.code, `${method} ${path}`).toBe('auth.not_authenticated');
      }
    });
  });

  describe('files', () => {
    it('shows an uploaded logo on the profile and serves it to anyone', async () => {
      const owner = await organizer();
      const png = pngImage(400, 400);
      const uploaded = await uploadTo(owner, 'logo', png, 'logo.png');
      expect(uploaded.status).toBe(201);
      expect(uploaded.body).toMatchObject({
        kind: 'logo',
        mime: 'image/png',
        width: 400,
        height: 400,
        size: png.length,
        url: `/api/v1/files/${uploaded.body.id}`,
      });
      const profile = (await owner.browser.get('/api/v1/organization/edit/')).body;
      expect(profile).toMatchObject({
        logo_file_id: uploaded.body.id,
        logo_url: `/api/v1/files/${uploaded.body.id}`,
      });

      const file = await world.api.http().get(profile.logo_url).responseType('blob');
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['content-disposition']).toBe(
        `inline; filename="logo.png"; filename*=UTF-8''logo.png`,
      );
      expect(Buffer.compare(file.body as Buffer, png)).toBe(0);
    });

    it('refuses a logo too small, and a PDF named as a PNG for an ID card', async () => {
      const owner = await organizer();
      const small = await uploadTo(owner, 'logo', pngImage(150, 400), 'logo.png');
      expect(small.status).toBe(422);
      expect(small.body.code).toBe('upload.image_too_small');
      const renamed = await uploadTo(owner, 'id_card', pdfDocument(), 'photo.png');
      expect(renamed.status).toBe(415);
      expect(renamed.body.code).toBe('upload.type_mismatch');
      const unknownKind = await uploadTo(owner, 'passport', pdfDocument(), 'passport.pdf');
      expect(unknownKind.status).toBe(400);
      expect((await owner.browser.get('/api/v1/organization/edit/')).body).toMatchObject({
        logo_file_id: null,
        id_card_file_id: null,
      });
    });

    it('gives an ID card to its organization and the administrators only, as a download', async () => {
      const owner = await organizer();
      const pdf = pdfDocument();
      const uploaded = await uploadTo(owner, 'id_card', pdf, 'carte-identité.pdf');
      expect(uploaded.status).toBe(201);
      expect(uploaded.body).toMatchObject({
        kind: 'id_card',
        mime: 'application/pdf',
        width: null,
        height: null,
      });
      expect((await owner.browser.get('/api/v1/organization/edit/')).body.id_card_file_id).toBe(
        uploaded.body.id,
      );
      const url: string = uploaded.body.url;

      const anonymous = await world.api.http().get(url);
      expect(anonymous.status).toBe(401);
      expect(anonymous.body.code).toBe('auth.not_authenticated');

      const stranger = await organizer();
      const forbidden = await stranger.browser.get(url);
      expect(forbidden.status).toBe(403);
      expect(forbidden.body.code).toBe('file.forbidden');

      const own = await owner.browser.get(url).responseType('blob');
      expect(own.status).toBe(200);
      expect(own.headers['content-type']).toBe('application/pdf');
      expect(own.headers['content-disposition']).toBe(
        `attachment; filename="carte-identite.pdf"; filename*=UTF-8''carte-identit%C3%A9.pdf`,
      );
      expect(own.headers['cache-control']).toBe('private, no-store');
      expect(Buffer.compare(own.body as Buffer, pdf)).toBe(0);

      const admin = await (await administrator()).get(url).responseType('blob');
      expect(admin.status).toBe(200);
      expect(Buffer.compare(admin.body as Buffer, pdf)).toBe(0);
    });
  });

  describe('reference data', () => {
    it('lists the three built-in organization types in every language', async () => {
      const response = await world.api.http().get('/api/v1/organization-types/');
      expect(response.status).toBe(200);
      expect(response.body).toEqual([
        {
          id: 'asbl',
          label_fr: 'ASBL',
          label_en: 'Non-profit (ASBL)',
          label_nl: 'Vzw',
          built_in: true,
        },
        {
          id: 'de_facto_association',
          label_fr: 'Association de fait',
          label_en: 'De facto association',
          label_nl: 'Feitelijke vereniging',
          built_in: true,
        },
        {
          id: 'youth_movement',
          label_fr: 'Mouvement de jeunesse',
          label_en: 'Youth movement',
          label_nl: 'Jeugdbeweging',
          built_in: true,
        },
      ]);
    });

    it('gives the upload rules of each kind', async () => {
      const response = await world.api.http().get('/api/v1/uploads/rules/');
      expect(response.status).toBe(200);
      const images = ['image/png', 'image/jpeg', 'image/webp'];
      const documents = ['application/pdf', 'image/png', 'image/jpeg'];
      expect(response.body).toEqual({
        logo: { mime_types: images, max_bytes: 2 * BYTES_PER_MB, min_width: 200, min_height: 200 },
        stage_image: {
          mime_types: images,
          max_bytes: 5 * BYTES_PER_MB,
          min_width: 800,
          min_height: 450,
        },
        id_card: {
          mime_types: documents,
          max_bytes: 10 * BYTES_PER_MB,
          min_width: null,
          min_height: null,
        },
        insurance: {
          mime_types: documents,
          max_bytes: 10 * BYTES_PER_MB,
          min_width: null,
          min_height: null,
        },
      });
    });
  });

  describe('public pages', () => {
    it('lists verified organizations only, each with its upcoming stages, and shows only visible stages on its page', async () => {
      const shown = await organizer(`Scouts ${tag()}`);
      await shown.browser
        .put(
          '/api/v1/organization/edit/',
          minimalProfile({ name: `Scouts de Namur ${tag()}`, description: 'Au grand air' }),
        )
        .expect(200);
      const profile = await verified(shown);
      const waiting = await organizer(`Attente ${tag()}`);
      // Room for three stages: one listed, one hidden, one over.
      await grantPlanUntil(world.api, profile.id, `${nextYear}-12-31`);
      const create = async (overrides: Record<string, unknown>) => {
        const response = await shown.browser.post('/api/v1/stage/manage/', stageForm(overrides));
        expect(response.status, JSON.stringify(response.body)).toBe(201);
        return response.body as StageSummary;
      };
      const listed = await create({});
      const hidden = await create({});
      await shown.browser
        .put(`/api/v1/stage/manage/${hidden.slug}/visibility/`, { visible: false })
        .expect(200);
      const over = await create({
        starts_at: '2024-07-01T07:00:00.000Z',
        ends_at: '2024-07-05T14:00:00.000Z',
        registration_deadline: '2024-06-20T10:00:00.000Z',
      });
      // Once the organizer's own list (the same read model) has all three as they are.
      await eventually(async () => {
        const own = await shown.browser.get('/api/v1/organization/stages/');
        const hiddenNow = (own.body as StageSummary[]).filter((stage) => !stage.visible);
        return own.body.length === 3 && hiddenNow.length === 1 ? true : undefined;
      });

      const list = await world.api.http().get('/api/v1/organizations/').query({ range: '[0,99]' });
      expect(list.status).toBe(200);
      const slugs = list.body.map((organization: { slug: string }) => organization.slug);
      expect(slugs).toContain(shown.slug);
      expect(slugs).not.toContain(waiting.slug);
      const { rows } = await world.db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM organization_verification',
      );
      expect(list.body).toHaveLength(rows[0]!.n);
      expect(list.headers['content-range']).toBe(`organizations 0-${rows[0]!.n - 1}/${rows[0]!.n}`);
      const summary = {
        id: shown.id,
        slug: shown.slug,
        name: profile.name,
        type: 'de_facto_association',
        city: 'Liège',
        description: 'Au grand air',
        logo_url: null,
        upcoming_stages: 1,
      };
      expect(list.body.find((item: { id: string }) => item.id === shown.id)).toEqual(summary);

      const page = await world.api.http().get(`/api/v1/organizations/${shown.slug}/`);
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({
        ...summary,
        email: null,
        phone: null,
        address: { street: 'Rue du Bois', number: '3', postal_code: '4000', city: 'Liège' },
      });
      expect(page.body.stages.map((stage: StageSummary) => stage.slug)).toEqual([listed.slug]);
      expect(page.body.stages.map((stage: StageSummary) => stage.slug)).not.toContain(over.slug);

      const unverified = await world.api.http().get(`/api/v1/organizations/${waiting.slug}/`);
      expect(unverified.status).toBe(404);
      expect(unverified.body.code).toBe('organization.not_found');
    });

    it('answers not_found for an unknown organization', async () => {
      const response = await world.api.http().get(`/api/v1/organizations/nobody-${tag()}/`);
      expect(response.status).toBe(404);
      expect(response.body.code).toBe('organization.not_found');
    });
  });
});
