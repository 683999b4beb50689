import { AdminOrganization } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../support/browser.js';
import { eventually } from '../../support/wait.js';
import { actors, stageForm } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

describe('Administration: verification, settings, moderation and reports', () => {
  let world: IdentityWorld;
  let admin: Browser;
  let organizer: Browser;
  let organizationId: string;
  let parent: Browser;

  beforeAll(async () => {
    world = await openIdentityWorld();
    const people = actors(world);
    admin = await people.administrator();
    const hirondelles = await people.organizer({ name: 'Les Hirondelles', verified: false });
    organizer = hirondelles.browser;
    organizationId = hirondelles.id;
    parent = await people.parent();
  });
  afterAll(() => world.close());

  it('keeps every administration call from anyone but administrators', async () => {
    const anonymous = await world.browser();
    for (const path of [
      '/api/v1/admin/organizations/',
      '/api/v1/admin/organization-types/',
      '/api/v1/admin/price-plans/',
      '/api/v1/admin/stages/',
      '/api/v1/admin/reports/',
    ]) {
      expect((await anonymous.get(path)).status, path).toBe(401);
      for (const caller of [organizer, parent]) {
        const denied = await caller.get(path);
        expect(denied.status, path).toBe(403);
        expect(denied.body.code).toBe('auth.wrong_role');
      }
    }
    const verify = await organizer.post(`/api/v1/admin/organizations/${organizationId}/verify/`);
    expect(verify.status).toBe(403);
    expect((await organizer.get('/api/v1/organization/edit/')).body.verified).toBe(false);
    expect((await organizer.get('/api/v1/auth/user/')).body.is_verified).toBe(false);
  });

  it('lets an administrator find an unverified organization and verify it', async () => {
    const refused = await organizer.post(
      '/api/v1/stage/manage/',
      stageForm({ name: 'Camp des Hirondelles' }),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('organization.awaiting_verification');

    const waiting = await admin
      .get('/api/v1/admin/organizations/')
      .query({ filter: JSON.stringify({ verified: false, q: 'hirondelles' }) })
      .expect(200);
    expect(waiting.headers['content-range']).toBe('organizations 0-0/1');
    expect(waiting.body[0]).toMatchObject({ id: organizationId, verified: false, stages: 0 });

    const verified = await admin
      .post(`/api/v1/admin/organizations/${organizationId}/verify/`)
      .expect(201);
    expect(verified.body).toMatchObject({ id: organizationId, verified: true });
    await eventually(async () => {
      const profile = await organizer.get('/api/v1/organization/edit/');
      return profile.body.verified ? true : undefined;
    });
    // The signed-in user says it too, for the screens that show verified organizations' users.
    expect((await organizer.get('/api/v1/auth/user/')).body.is_verified).toBe(true);
    const [event] = await world.api.infrastructure.store.readStream(
      `organization-${organizationId}`,
    );
    expect(event).toMatchObject({ type: 'OrganizationVerified', data: { organizationId } });
    expect(event!.metadata.actorRole).toBe('administrator');

    await organizer
      .post('/api/v1/stage/manage/', stageForm({ name: 'Camp des Hirondelles' }))
      .expect(201);

    // An edit after verification is flagged for a second look.
    const listed = async () => {
      const response = await admin
        .get('/api/v1/admin/organizations/')
        .query({ filter: JSON.stringify({ id: [organizationId] }) });
      return AdminOrganization.parse(response.body[0]);
    };
    expect(await listed()).toMatchObject({ verified: true, changed_since_verification: false });
    const profile = (await organizer.get('/api/v1/organization/edit/')).body;
    await organizer
      .put('/api/v1/organization/edit/', {
        ...profile,
        type: 'de_facto_association',
        iban: 'BE68 5390 0754 7034',
      })
      .expect(200);
    expect(await listed()).toMatchObject({ changed_since_verification: true });
    const missing = await admin.post(
      '/api/v1/admin/organizations/00000000-0000-4000-8000-000000000000/verify/',
    );
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe('organization.not_found');
  });

  it('shows what is on file before verifying, warns of a shared enterprise number, and tells the organization in its language', async () => {
    const people = actors(world);
    const first = await people.organizer({ name: 'Les Grives', verified: true });
    const second = await people.organizer({ name: 'Les Grives de Namur', verified: false });
    for (const { browser } of [first, second]) {
      const profile = (await browser.get('/api/v1/organization/edit/').expect(200)).body;
      const saved = await browser.put('/api/v1/organization/edit/', {
        ...profile,
        type: 'asbl',
        enterprise_number: '0403.019.261',
        language: 'nl',
        responsible_first_name: 'Els',
        responsible_last_name: 'Maes',
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    }
    const review = await admin
      .get(`/api/v1/admin/organizations/${second.id}/verification-review/`)
      .expect(200);
    expect(review.body).toEqual({
      checklist: [
        { item: 'logo', status: 'missing' },
        { item: 'id_card', status: 'missing' },
        { item: 'insurance_certificate', status: 'missing' },
        { item: 'responsible_person', status: 'on_file' },
        { item: 'enterprise_number', status: 'on_file' },
      ],
      same_enterprise_number: [{ id: first.id, name: 'Les Grives', verified: true }],
    });
    for (const caller of [organizer, parent, second.browser]) {
      const denied = await caller.get(
        `/api/v1/admin/organizations/${second.id}/verification-review/`,
      );
      expect(denied.status).toBe(403);
    }

    await admin.post(`/api/v1/admin/organizations/${second.id}/verify/`).expect(201);
    const mail = await world.mailbox.take(second.email);
    expect(mail.subject).toBe('Les Grives de Namur is geverifieerd');
    expect(mail.text).toContain('U kunt nu uw kampen publiceren');
    expect(mail.text).toContain('/stage/manage/');
  });

  it('manages organization types, keeping built-in and used ones', async () => {
    const created = await admin
      .post('/api/v1/admin/organization-types/', {
        id: 'sports_club',
        label_fr: 'Club sportif',
        label_en: 'Sports club',
        label_nl: 'Sportclub',
      })
      .expect(201);
    expect(created.body).toMatchObject({ id: 'sports_club', built_in: false });
    const twice = await admin.post('/api/v1/admin/organization-types/', created.body);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('organization_type.exists');
    const renamed = await admin
      .put('/api/v1/admin/organization-types/sports_club', {
        label_fr: 'Club de sport',
        label_en: 'Sports club',
        label_nl: 'Sportclub',
      })
      .expect(200);
    expect(renamed.body.label_fr).toBe('Club de sport');
    const types = await world.browser().then((anyone) => anyone.get('/api/v1/organization-types/'));
    expect(types.body.map((type: { id: string }) => type.id)).toContain('sports_club');

    const builtIn = await admin.delete('/api/v1/admin/organization-types/asbl');
    expect(builtIn.status).toBe(409);
    expect(builtIn.body.code).toBe('organization_type.in_use');
    await admin.delete('/api/v1/admin/organization-types/sports_club').expect(200);
    expect((await admin.get('/api/v1/admin/organization-types/sports_club')).status).toBe(404);
  });

  it("sets the free plan's stage limit, which stage creation then follows", async () => {
    const plans = await (await world.browser()).get('/api/v1/price-plans/').expect(200);
    expect(plans.body.map((plan: { id: string }) => plan.id)).toEqual([
      'free',
      'gold',
      'enterprise',
    ]);
    const free = plans.body[0];
    expect(free).toMatchObject({ max_stages: 2 });
    expect(plans.body[1]).toMatchObject({
      max_stages: null,
      update_years: 1,
      support_tickets_per_year: 50,
    });

    await organizer.post('/api/v1/stage/manage/', stageForm({ name: 'Deuxième camp' })).expect(201);
    const third = await organizer.post(
      '/api/v1/stage/manage/',
      stageForm({ name: 'Troisième camp' }),
    );
    expect(third.status).toBe(402);
    expect(third.body.code).toBe('stage.plan_limit_reached');

    await admin.put('/api/v1/admin/price-plans/free', { ...free, max_stages: 3 }).expect(200);
    await organizer
      .post('/api/v1/stage/manage/', stageForm({ name: 'Troisième camp' }))
      .expect(201);
    await admin.put('/api/v1/admin/price-plans/free', free).expect(200);
  });

  it('lists every stage for moderation, taken-down ones included, and lets an administrator take one down', async () => {
    const moderated = await admin
      .put('/api/v1/admin/stages/camp-des-hirondelles/moderation/', {
        hidden: true,
        reason: 'Signalé comme trompeur',
      })
      .expect(200);
    expect(moderated.body).toMatchObject({
      moderated: true,
      closed_reason: 'hidden',
      moderation_reason: 'Signalé comme trompeur',
    });
    const all = await eventually(async () => {
      const response = await admin
        .get('/api/v1/admin/stages/')
        .query({ filter: JSON.stringify({ organization: 'les-hirondelles', moderated: true }) });
      return response.body.length === 1 ? response : undefined;
    });
    expect(all.body[0].slug).toBe('camp-des-hirondelles');
    const publicList = await (
      await world.browser()
    )
      .get('/api/v1/stages/')
      .query({ filter: JSON.stringify({ organization: 'les-hirondelles' }) });
    expect(publicList.body.map((stage: { slug: string }) => stage.slug)).not.toContain(
      'camp-des-hirondelles',
    );
  });

  it('takes reports from anyone and brings them to the administrators', async () => {
    const anonymous = await world.browser();
    const report = {
      target_type: 'organization',
      target_slug: 'les-hirondelles',
      reason: 'misleading',
      message: "Les prix affichés ne sont pas ceux qu'on nous a demandés.",
    };
    await eventually(async () => {
      const response = await anonymous.post('/api/v1/reports/', report);
      return response.status === 201 ? response : undefined;
    });
    const unknown = await anonymous.post('/api/v1/reports/', { ...report, target_slug: 'nobody' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.code).toBe('organization.not_found');
    const invalid = await anonymous.post('/api/v1/reports/', { ...report, reason: 'boring' });
    expect(invalid.status).toBe(400);

    const open = await admin
      .get('/api/v1/admin/reports/')
      .query({ filter: JSON.stringify({ status: 'open' }) })
      .expect(200);
    expect(open.headers['content-range']).toBe('reports 0-0/1');
    expect(open.body[0]).toMatchObject({
      target_name: 'Les Hirondelles',
      reason: 'misleading',
      reporter_email: null,
    });
    const resolved = await admin
      .put(`/api/v1/admin/reports/${open.body[0].id}`, { status: 'resolved' })
      .expect(200);
    expect(resolved.body.status).toBe('resolved');
    expect(resolved.body.resolved_at).not.toBeNull();
  });
});
