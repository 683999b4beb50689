import {
  ChildHealthView,
  Enrollment,
  ErrorCode,
  OrganizationChild,
  OrganizationChildDetail,
} from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { linkIn } from '../../support/mailbox.js';
import { actors, type Organizer } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { enrolling, type Family } from './enrolling.js';

const CHILDREN = '/api/v1/organization/children/';
const HEALTH_FIELDS = ['allergies', 'diet', 'medications', 'doctor_phone', 'can_swim', 'weight'];

describe("The organization's children", () => {
  let world: IdentityWorld;
  let organizer: Organizer;
  beforeAll(async () => {
    world = await openIdentityWorld();
    organizer = await actors(world).organizer({ subscribed: true });
  });
  afterAll(() => world.close());

  const { family, child, ...make } = enrolling(() => world);
  const stage = (by = organizer, overrides: Record<string, unknown> = {}) =>
    make.stage(by, overrides);

  async function register(owner: Family, target: { id: string; cost_cents: number }, id: string) {
    const response = await make.register(owner, target, id);
    expect(response.status, response.text).toBe(201);
    return Enrollment.parse(response.body);
  }

  const decide = (id: string, what: 'accept' | 'reject', by = organizer) =>
    by.browser.post(`/api/v1/enrollments/${id}/${what}/`, {}).expect(200);

  async function listed(by = organizer, query = '') {
    const response = await by.browser.get(`${CHILDREN}${query}`);
    expect(response.status, response.text).toBe(200);
    return z.array(OrganizationChild.strict()).parse(response.body);
  }

  const detail = async (id: string, by = organizer) => {
    const response = await by.browser.get(`${CHILDREN}${id}/`);
    expect(response.status, response.text).toBe(200);
    return OrganizationChildDetail.parse(response.body);
  };

  const readings = async (childId: string) =>
    (
      await world.db.query<{ viewed_by: string; viewer_role: string; organization_id: string }>(
        `SELECT viewed_by::text, viewer_role, organization_id::text FROM child_health_views
          WHERE child_id = $1`,
        [childId],
      )
    ).rows;

  /** As if the stage had ended `days` days ago: the catalogue row the window is read from. */
  const endedDaysAgo = (stageId: string, days: number) =>
    world.db.query(
      `UPDATE stage_catalogue
          SET ends_at = now() - make_interval(days => $2), starts_at = now() - make_interval(days => $2 + 5)
        WHERE stage_id = $1`,
      [stageId, days],
    );

  it('lists the children holding a pending or accepted place, without any health field', async () => {
    const ann = await family();
    const camp = await stage();
    const other = await stage();
    const [noor, lien, mats, wout] = [
      await child(ann, { first_name: 'Noor' }),
      await child(ann, { first_name: 'Lien' }),
      await child(ann, { first_name: 'Mats', sex: 'male' }),
      await child(ann, { first_name: 'Wout', sex: 'male' }),
    ];
    await register(ann, camp, noor.id);
    await decide((await register(ann, camp, lien.id)).id, 'accept');
    await decide((await register(ann, camp, mats.id)).id, 'reject');
    const cancelled = await register(ann, other, wout.id);
    await ann.browser.post(`/api/v1/enrollments/${cancelled.id}/cancel/`, {}).expect(200);
    await register(ann, other, noor.id);

    const response = await organizer.browser.get(
      `${CHILDREN}?filter=${encodeURIComponent(JSON.stringify({ q: 'peeters' }))}`,
    );
    expect(response.status, response.text).toBe(200);
    const mine = z.array(OrganizationChild.strict()).parse(response.body);
    const names = mine.map((each) => each.first_name);
    expect(names).toEqual(expect.arrayContaining(['Noor', 'Lien']));
    expect(names).not.toContain('Mats');
    expect(names).not.toContain('Wout');
    for (const field of HEALTH_FIELDS) expect(response.text).not.toContain(`"${field}"`);
    expect(response.text).not.toContain('Arachides');

    const row = mine.find((each) => each.id === noor.id)!;
    expect(row).toMatchObject({
      last_name: 'Peeters',
      parent_name: 'Ann Peeters',
      parent_email: expect.stringContaining('@example.be'),
      health_available: true,
    });
    expect(row.stages.map((each) => [each.stage_id, each.status]).sort()).toEqual(
      [
        [camp.id, 'pending'],
        [other.id, 'pending'],
      ].sort(),
    );

    // Filtered by stage, searched by name, paged.
    const byStage = await listed(
      organizer,
      `?filter=${encodeURIComponent(JSON.stringify({ stage_id: other.id }))}`,
    );
    expect(byStage.map((each) => each.id)).toEqual([noor.id]);
    const searched = await listed(
      organizer,
      `?filter=${encodeURIComponent(JSON.stringify({ q: 'lien peet' }))}`,
    );
    expect(searched.map((each) => each.id)).toEqual([lien.id]);
    const page = await organizer.browser
      .get(`${CHILDREN}?sort=${encodeURIComponent('["first_name","DESC"]')}&range=[0,0]`)
      .expect(200);
    expect(page.headers['content-range']).toMatch(/^children 0-0\/\d+$/);
    expect(page.body).toHaveLength(1);

    // Another organization's organizer lists none of them, and finds none.
    const stranger = await actors(world).organizer();
    expect(await listed(stranger)).toEqual([]);
    const hidden = await stranger.browser.get(`${CHILDREN}${noor.id}/`);
    expect([hidden.status, hidden.body.code]).toEqual([404, ErrorCode.childNotFound]);
  });

  it('opens the health sheet while registered, records each reading, and the family sees who read it', async () => {
    const ann = await family();
    const camp = await stage();
    const noor = await child(ann, { first_name: 'Noor' });
    await decide((await register(ann, camp, noor.id)).id, 'accept');

    const sheet = await detail(noor.id);
    expect(sheet).toMatchObject({
      first_name: 'Noor',
      health_available: true,
      health: { allergies: 'Arachides', diet: 'Végétarien', can_swim: true, weight: 26.5 },
    });
    expect(await readings(noor.id)).toEqual([
      { viewed_by: expect.any(String), viewer_role: 'organization', organization_id: organizer.id },
    ]);

    const views = await ann.browser.get(`/api/v1/children/${noor.id}/health-views/`);
    expect(views.status, views.text).toBe(200);
    const [view] = z.array(ChildHealthView).parse(views.body);
    expect(view).toMatchObject({
      child_id: noor.id,
      viewer_role: 'organization',
      organization_name: organizer.name,
      viewer_name: 'Ann Peeters',
    });
    expect(views.headers['content-range']).toBe('health-views 0-0/1');

    // Another family does not learn the child exists.
    const bart = await family();
    const foreign = await bart.browser.get(`/api/v1/children/${noor.id}/health-views/`);
    expect([foreign.status, foreign.body.code]).toEqual([404, ErrorCode.childNotFound]);

    // A parent the family is shared with reads the same record.
    await ann.browser.post('/api/v1/account-sharing/', { email: bart.email }).expect(201);
    const message = await world.mailbox.take(bart.email);
    const token = linkIn(message, '/parent/account-sharing/').pathname.split('/')[3]!;
    await bart.browser.post(`/api/v1/account-sharing/${token}/accept/`, {}).expect(200);
    const shared = await bart.browser.get(`/api/v1/children/${noor.id}/health-views/`);
    expect(shared.status, shared.text).toBe(200);
    expect(shared.body).toHaveLength(1);
  });

  it('closes the sheet 30 days after the latest stage ends, keeping the identity', async () => {
    const ann = await family();
    const past = await stage();
    const later = await stage();
    const noor = await child(ann, { first_name: 'Noor' });
    await decide((await register(ann, past, noor.id)).id, 'accept');

    await endedDaysAgo(past.id, 29);
    expect((await detail(noor.id)).health).not.toBeNull();

    await endedDaysAgo(past.id, 31);
    const response = await organizer.browser.get(`${CHILDREN}${noor.id}/`).expect(200);
    const closed = OrganizationChildDetail.parse(response.body);
    expect(closed).toMatchObject({ first_name: 'Noor', health_available: false, health: null });
    expect(response.text).not.toContain('Arachides');
    expect(await readings(noor.id)).toHaveLength(1);
    expect((await listed()).find((each) => each.id === noor.id)?.health_available).toBe(false);

    // A registration on a later stage opens it again: the latest stage's end decides.
    await register(ann, later, noor.id);
    expect((await detail(noor.id)).health_available).toBe(true);
    expect(await readings(noor.id)).toHaveLength(2);
  });

  it('keeps the identity of a child no longer registered, without the sheet; a stranger is not found', async () => {
    const ann = await family();
    const camp = await stage();
    const [mats, wout, lone] = [
      await child(ann, { first_name: 'Mats', sex: 'male' }),
      await child(ann, { first_name: 'Wout', sex: 'male' }),
      await child(ann, { first_name: 'Lone' }),
    ];
    await decide((await register(ann, camp, mats.id)).id, 'reject');
    const cancelled = await register(ann, camp, wout.id);
    await ann.browser.post(`/api/v1/enrollments/${cancelled.id}/cancel/`, {}).expect(200);

    for (const { id } of [mats, wout]) {
      expect(await detail(id)).toMatchObject({
        health_available: false,
        health_available_until: null,
        health: null,
        stages: [],
      });
      expect(await readings(id)).toEqual([]);
    }
    const never = await organizer.browser.get(`${CHILDREN}${lone.id}/`);
    expect([never.status, never.body.code]).toEqual([404, ErrorCode.childNotFound]);
    const unknown = await organizer.browser.get(`${CHILDREN}${crypto.randomUUID()}/`);
    expect(unknown.status).toBe(404);
  });

  it('refuses parents, administrators and anyone not signed in', async () => {
    const ann = await family();
    const camp = await stage();
    const noor = await child(ann);
    await register(ann, camp, noor.id);
    const people = actors(world);
    const callers = [
      [ann.browser, 403],
      [await people.administrator(), 403],
      [await world.browser(), 401],
    ] as const;
    for (const [browser, status] of callers) {
      for (const path of [CHILDREN, `${CHILDREN}${noor.id}/`]) {
        const response = await browser.get(path);
        expect(response.status, path).toBe(status);
        expect(response.text).not.toContain('Arachides');
      }
    }
    // Organizers do not read a family's record of readings.
    const asOrganizer = await organizer.browser.get(`/api/v1/children/${noor.id}/health-views/`);
    expect([asOrganizer.status, asOrganizer.body.code]).toEqual([403, ErrorCode.wrongRole]);
    expect(await readings(noor.id)).toEqual([]);
  });
});
