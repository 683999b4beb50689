import { randomUUID } from 'node:crypto';
import {
  eventCatalogue,
  NO_STREAM,
  StageDetail,
  stageSlugStreamId,
  stageStreamId,
  type StageSummary,
} from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stageData, testMetadata } from '../../support/events.js';
import { pdfDocument, jpegHeader, pngImage } from '../../support/image-files.js';
import { verifyOrganization } from '../../support/organizations.js';
import { eventually } from '../../support/wait.js';
import { actors, at, nextYear, stageForm, tag, type Organizer } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

const MALICIOUS_DESCRIPTION =
  '<p>Bienvenue</p><script>alert(1)</script><a href="javascript:alert(1)">x</a>' +
  '<img src=x onerror=alert(1)><p onclick="x">ok</p>';
const CLEAN_DESCRIPTION = '<p>Bienvenue</p>x<p>ok</p>';

/** A form as PUT takes it: everything, the price only as it already is. */
function editForm(stage: StageDetail, overrides: Record<string, unknown> = {}) {
  return {
    name: stage.name,
    description: stage.description,
    starts_at: stage.starts_at,
    ends_at: stage.ends_at,
    registration_deadline: stage.registration_deadline,
    max_children: stage.max_children,
    min_age: stage.min_age,
    max_age: stage.max_age,
    address: stage.address,
    activity_start: stage.activity_start,
    activity_end: stage.activity_end,
    daycare_start: stage.daycare_start,
    daycare_end: stage.daycare_end,
    effective_days: stage.effective_days,
    image_file_id: stage.image_file_id,
    ...overrides,
  };
}

describe('An organizer managing stages', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());
  const people = () => actors(world);
  const organizer = (options?: { verified?: boolean; subscribed?: boolean }) =>
    people().organizer(options);
  const subscribeUntil = (email: string, day: string) => people().subscribeUntil(email, day);
  const parent = () => people().parent();
  const administrator = () => people().administrator();

  async function createStage(owner: Organizer, overrides: Record<string, unknown> = {}) {
    const response = await owner.browser.post('/api/v1/stage/manage/', stageForm(overrides));
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return StageDetail.parse(response.body);
  }

  /** The organization's stages as its own list shows them, once the read model has them. */
  async function ownList(owner: Organizer) {
    const response = await owner.browser.get('/api/v1/organization/stages/').expect(200);
    return {
      slugs: (response.body as StageSummary[]).map((stage) => stage.slug).sort(),
      range: response.headers['content-range'],
    };
  }

  /** The types of the events that name the organization, oldest first. */
  async function eventsAbout(owner: Organizer) {
    const { rows } = await world.db.query<{ type: string }>(
      `SELECT type FROM events WHERE data->>'organizationId' = $1 ORDER BY global_position`,
      [owner.id],
    );
    return rows.map((row) => row.type);
  }

  /** The public detail, once the read model agrees with `ready`. */
  const publicDetail = (
    slug: string,
    ready: (response: { status: number; body: Partial<StageDetail> }) => boolean,
  ) =>
    eventually(async () => {
      const response = await world.api.http().get(`/api/v1/stages/${slug}/`);
      return ready(response) ? response : undefined;
    });

  /** The public list of one organization's stages, once `ready` holds for its slugs. */
  const publicSlugs = (organization: string, ready: (slugs: string[]) => boolean) =>
    eventually(async () => {
      const response = await world.api
        .http()
        .get('/api/v1/stages/')
        .query({ filter: JSON.stringify({ organization }) })
        .expect(200);
      const slugs = (response.body as StageSummary[]).map((stage) => stage.slug);
      return ready(slugs) ? slugs : undefined;
    });

  describe('creating', () => {
    it('refuses an unverified organization with awaiting_verification, then creates the same stage once verified', async () => {
      const owner = await organizer({ verified: false });
      const suffix = tag();
      const form = stageForm({
        name: `Été à la Ferme ${suffix}`,
        description: '<p onclick="steal()">Traire les <em>vaches</em></p><script>x()</script>',
        image_file_id: null,
      });

      const refused = await owner.browser.post('/api/v1/stage/manage/', form);
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('organization.awaiting_verification');
      const empty = await owner.browser.get('/api/v1/organization/stages/').expect(200);
      expect(empty.body).toEqual([]);
      expect(empty.headers['content-range']).toBe('stages 0-0/0');

      await verifyOrganization(world.api, owner.id);
      const created = await owner.browser.post('/api/v1/stage/manage/', form);
      expect(created.status).toBe(201);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        // The refusal reserved nothing: the slug is the name's own, without "-2".
        slug: `ete-a-la-ferme-${suffix}`,
        name: `Été à la Ferme ${suffix}`,
        organization: { id: owner.id, slug: owner.slug, name: owner.name },
        starts_at: form.starts_at,
        ends_at: form.ends_at,
        registration_deadline: form.registration_deadline,
        cost_cents: 12_500,
        max_children: 12,
        remaining_places: 12,
        min_age: 6,
        max_age: 10,
        city: 'Namur',
        postal_code: '5000',
        image_url: null,
        visible: true,
        moderated: false,
        registration_open: true,
        closed_reason: null,
        waiting_count: 0,
        waiting_list_open: true,
        description: '<p>Traire les <em>vaches</em></p>',
        address: {
          street: 'Rue de Fer',
          number: '20',
          postal_code: '5000',
          city: 'Namur',
          country: 'BE',
        },
        activity_start: '09:00',
        activity_end: '16:00',
        daycare_start: '08:00',
        daycare_end: '17:30',
        effective_days: 5,
        image_file_id: null,
        registered: 0,
        held_places: 0,
        waiting_list: true,
        offer_hours: 48,
        siblings_first: true,
        moderation_reason: null,
        reduced_cost_cents: null,
        reduced_price_policy: null,
        sibling_discounts: null,
        options: [],
      });

      // Only the accepted creation ever shows in the organization's list.
      const list = await eventually(async () => {
        const own = await ownList(owner);
        return own.slugs.length > 0 ? own : undefined;
      });
      expect(list).toEqual({ slugs: [created.body.slug], range: 'stages 0-0/1' });
    });

    it('allows two stages on the free plan, refuses a third with plan_limit_reached, and counts a deleted one out', async () => {
      const owner = await organizer();
      const first = await createStage(owner);
      await createStage(owner);

      const third = await owner.browser.post('/api/v1/stage/manage/', stageForm());
      expect(third.status).toBe(402);
      expect(third.body.code).toBe('stage.plan_limit_reached');

      await owner.browser.delete(`/api/v1/stage/manage/${first.slug}/`).expect(200);
      await createStage(owner);
      const fourth = await owner.browser.post('/api/v1/stage/manage/', stageForm());
      expect(fourth.status).toBe(402);
      expect(fourth.body.code).toBe('stage.plan_limit_reached');

      // A subscription that has run out is the free plan again.
      await subscribeUntil(owner.email, `${nextYear - 3}-01-31`);
      expect((await owner.browser.post('/api/v1/stage/manage/', stageForm())).status).toBe(402);

      const own = await eventually(async () => {
        const list = await ownList(owner);
        return list.slugs.length === 2 && !list.slugs.includes(first.slug) ? list : undefined;
      });
      expect(own.range).toBe('stages 0-1/2');
    });

    it('does not limit an organization whose subscription runs', async () => {
      const owner = await organizer();
      await subscribeUntil(owner.email, `${nextYear}-06-30`);
      const slugs = [];
      for (let count = 0; count < 4; count += 1) slugs.push((await createStage(owner)).slug);
      expect(new Set(slugs).size).toBe(4);
      const own = await eventually(async () => {
        const list = await ownList(owner);
        return list.slugs.length === 4 ? list : undefined;
      });
      expect(own).toEqual({ slugs: [...slugs].sort(), range: 'stages 0-3/4' });
    });

    it('gives a second stage of the same name the next free slug', async () => {
      const owner = await organizer();
      const name = `Stage Cirque ${tag()}`;
      const first = await createStage(owner, { name });
      const second = await createStage(owner, { name });
      const base = name.toLowerCase().replace(/ /g, '-');
      expect([first.slug, second.slug]).toEqual([base, `${base}-2`]);
      expect(first.id).not.toBe(second.id);
      expect((await owner.browser.get(`/api/v1/stage/manage/${base}-2/`)).body.id).toBe(second.id);
    });

    it('strips scripts, javascript: links, event handlers and unsafe images from the description, everywhere it is read', async () => {
      const owner = await organizer();
      const created = await createStage(owner, { description: MALICIOUS_DESCRIPTION });
      expect(created.description).toBe(CLEAN_DESCRIPTION);

      const managed = await owner.browser.get(`/api/v1/stage/manage/${created.slug}/`).expect(200);
      expect(managed.body.description).toBe(CLEAN_DESCRIPTION);

      const shown = await publicDetail(created.slug, (response) => response.status === 200);
      expect(shown.body.description).toBe(CLEAN_DESCRIPTION);
      for (const dangerous of ['script', 'javascript:', 'onerror', 'onclick', '<img']) {
        expect(shown.body.description).not.toContain(dangerous);
      }
    });

    it('refuses incoherent or incomplete forms field by field, creating nothing', async () => {
      const owner = await organizer();
      const cases: [string, Record<string, unknown>, Record<string, string>][] = [
        [
          'a deadline after the start',
          { registration_deadline: at(nextYear, 7, 7, 10) },
          { registration_deadline: 'stage.invalid_dates' },
        ],
        [
          'an end before the start',
          { ends_at: at(nextYear, 7, 5, 10) },
          { ends_at: 'stage.invalid_dates' },
        ],
        [
          'a minimum age over the maximum',
          { min_age: 11, max_age: 8 },
          { max_age: 'stage.invalid_ages' },
        ],
        [
          'care starting after the activities',
          { daycare_start: '09:30' },
          { daycare_start: 'stage.invalid_hours' },
        ],
        [
          'more days of activity than the five days from its start to its end',
          { effective_days: 6 },
          { effective_days: 'stage.invalid_effective_days' },
        ],
        [
          '123 days of activity for a five-day stage',
          { effective_days: 123 },
          { effective_days: 'stage.invalid_effective_days' },
        ],
        ['no day of activity', { effective_days: 0 }, { effective_days: 'form.too_small' }],
        ['fewer than none', { effective_days: -2 }, { effective_days: 'form.too_small' }],
        ['no name', { name: undefined }, { name: 'form.required' }],
        ['a blank name', { name: '   ' }, { name: 'form.required' }],
      ];
      for (const [title, overrides, errors] of cases) {
        const response = await owner.browser.post('/api/v1/stage/manage/', stageForm(overrides));
        expect(response.status, title).toBe(400);
        expect(response.body.errors, title).toEqual(errors);
      }

      const unknownField = await owner.browser.post(
        '/api/v1/stage/manage/',
        stageForm({ registered: 3 }),
      );
      expect(unknownField.status).toBe(400);
      // Unknown keys belong to the body itself, which the answer names "_".
      expect(unknownField.body.errors).toEqual({ _: 'form.unknown_field' });

      expect(await eventsAbout(owner)).toEqual(['OrganizationVerified']);
      expect(await ownList(owner)).toEqual({ slugs: [], range: 'stages 0-0/0' });
    });
  });

  describe('editing', () => {
    it('lets the owner change the name, places and description, keeping the slug', async () => {
      const owner = await organizer();
      const stage = await createStage(owner);
      const name = `Stage poney et nature ${tag()}`;
      const changed = await owner.browser.put(
        `/api/v1/stage/manage/${stage.slug}/`,
        editForm(stage, {
          name,
          max_children: 20,
          description: '<p>Nouveau <u>programme</u></p><script>x()</script>',
          cost_cents: stage.cost_cents, // sent back unchanged, as the form shows it
        }),
      );
      expect(changed.status).toBe(200);
      const expected = {
        ...stage,
        name,
        max_children: 20,
        remaining_places: 20,
        description: '<p>Nouveau <u>programme</u></p>',
      };
      expect(changed.body).toEqual(expected);
      expect((await owner.browser.get(`/api/v1/stage/manage/${stage.slug}/`)).body).toEqual(
        expected,
      );
      const shown = await publicDetail(stage.slug, (response) => response.body.name === name);
      expect(shown.body).toMatchObject({ max_children: 20, remaining_places: 20 });
    });

    it('counts the days of activity against the calendar days in Belgium, on creation and on edit', async () => {
      const owner = await organizer();
      // From midnight on 6 July to 23:00 on 10 July in Brussels: five days, six in UTC.
      const dates = { starts_at: at(nextYear, 7, 5, 22), ends_at: at(nextYear, 7, 10, 21) };
      const refused = await owner.browser.post(
        '/api/v1/stage/manage/',
        stageForm({ ...dates, effective_days: 6 }),
      );
      expect(refused.status).toBe(400);
      expect(refused.body.errors).toEqual({ effective_days: 'stage.invalid_effective_days' });
      const stage = await createStage(owner, { ...dates, effective_days: 5 });

      const path = `/api/v1/stage/manage/${stage.slug}/`;
      for (const effective_days of [6, 123, 0]) {
        const edited = await owner.browser.put(path, editForm(stage, { effective_days }));
        expect(edited.status, String(effective_days)).toBe(400);
        expect(Object.keys(edited.body.errors)).toEqual(['effective_days']);
      }
      // A shorter stage must give up the days it no longer has.
      const shortened = await owner.browser.put(
        path,
        editForm(stage, { ends_at: at(nextYear, 7, 8, 14) }),
      );
      expect(shortened.status).toBe(400);
      expect(shortened.body.errors).toEqual({ effective_days: 'stage.invalid_effective_days' });
      expect((await owner.browser.get(path)).body).toMatchObject({
        effective_days: 5,
        ends_at: stage.ends_at,
      });
    });

    it('reads a stage recorded with more days of activity than it spans, and saves it only corrected', async () => {
      const owner = await organizer();
      const slug = `stage-ancien-${tag()}`;
      const data = {
        ...stageData({ organizationId: owner.id, slug }),
        startsAt: at(nextYear, 7, 5, 7),
        endsAt: at(nextYear, 7, 9, 14),
        registrationDeadline: at(nextYear, 6, 20, 10),
        effectiveDays: 123,
      };
      const record = (stream: string, type: 'StageSlugReserved' | 'StageCreated', data: object) =>
        world.api.infrastructure.store.append(
          stream,
          [
            {
              type,
              schemaVersion: eventCatalogue[type].schemaVersion,
              data,
              metadata: testMetadata(),
            },
          ],
          NO_STREAM,
        );
      await record(stageSlugStreamId(slug), 'StageSlugReserved', { slug, stageId: data.stageId });
      await record(stageStreamId(data.stageId), 'StageCreated', data);
      const path = `/api/v1/stage/manage/${slug}/`;
      const stage = await eventually(async () => {
        const response = await owner.browser.get(path);
        return response.status === 200 ? StageDetail.parse(response.body) : undefined;
      });
      expect(stage.effective_days).toBe(123);

      const unchanged = await owner.browser.put(path, editForm(stage, { name: 'Renommé' }));
      expect(unchanged.status).toBe(400);
      expect(unchanged.body.errors).toEqual({ effective_days: 'stage.invalid_effective_days' });
      const corrected = await owner.browser.put(path, editForm(stage, { effective_days: 5 }));
      expect(corrected.status).toBe(200);
      expect(corrected.body.effective_days).toBe(5);
    });

    it('refuses another price with cost_locked', async () => {
      const owner = await organizer();
      const stage = await createStage(owner);
      const response = await owner.browser.put(
        `/api/v1/stage/manage/${stage.slug}/`,
        editForm(stage, { cost_cents: stage.cost_cents + 100, max_children: 30 }),
      );
      expect(response.status).toBe(422);
      expect(response.body.code).toBe('stage.cost_locked');
      const after = await owner.browser.get(`/api/v1/stage/manage/${stage.slug}/`);
      expect(after.body).toMatchObject({ cost_cents: 12_500, max_children: 12 });
    });

    it("turns another organization's organizer away with not_owner on every action", async () => {
      const owner = await organizer();
      const stranger = await organizer();
      const stage = await createStage(owner);
      const path = `/api/v1/stage/manage/${stage.slug}/`;
      for (const [method, target, body] of [
        ['get', path, undefined],
        ['put', path, editForm(stage, { name: 'Pris' })],
        ['put', `${path}visibility/`, { visible: false }],
        ['delete', path, undefined],
      ] as const) {
        const response = await stranger.browser[method](target, body);
        expect(response.status, `${method} ${target}`).toBe(403);
        expect(response.body.code, `${method} ${target}`).toBe('stage.not_owner');
      }
      const after = await owner.browser.get(path).expect(200);
      expect(after.body).toEqual(stage);
    });

    it('turns a parent away with not_owner on an edit', async () => {
      const owner = await organizer();
      const stage = await createStage(owner);
      const response = await (
        await parent()
      ).put(`/api/v1/stage/manage/${stage.slug}/`, editForm(stage, { name: 'Pris' }));
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('stage.not_owner');
      expect((await owner.browser.get(`/api/v1/stage/manage/${stage.slug}/`)).body.name).toBe(
        stage.name,
      );
    });

    it('turns an anonymous caller away with not_authenticated', async () => {
      const owner = await organizer();
      const stage = await createStage(owner);
      const anonymous = await world.browser();
      const path = `/api/v1/stage/manage/${stage.slug}/`;
      for (const [method, target, body] of [
        ['post', '/api/v1/stage/manage/', stageForm()],
        ['post', '/api/v1/stage/manage/image/', undefined],
        ['get', '/api/v1/organization/stages/', undefined],
        ['get', path, undefined],
        ['put', path, editForm(stage)],
        ['put', `${path}visibility/`, { visible: false }],
        ['delete', path, undefined],
      ] as const) {
        const response = await anonymous[method](target, body);
        expect(response.status, `${method} ${target}`).toBe(401);
        expect(response.body.code, `${method} ${target}`).toBe('auth.not_authenticated');
      }
    });

    it('answers not_found for a slug no stage has', async () => {
      const owner = await organizer();
      const stage = await createStage(owner);
      const path = `/api/v1/stage/manage/no-such-stage-${tag()}/`;
      for (const [method, target, body] of [
        ['get', path, undefined],
        ['put', path, editForm(stage)],
        ['put', `${path}visibility/`, { visible: false }],
        ['delete', path, undefined],
      ] as const) {
        const response = await owner.browser[method](target, body);
        expect(response.status, `${method} ${target}`).toBe(404);
        expect(response.body.code, `${method} ${target}`).toBe('stage.not_found');
      }
    });

    it('refuses to edit a stage that has ended, with stage.ended', async () => {
      const owner = await organizer();
      const stage = await createStage(owner, {
        starts_at: at(2024, 7, 1, 7),
        ends_at: at(2024, 7, 5, 14),
        registration_deadline: at(2024, 6, 20, 10),
      });
      expect(stage).toMatchObject({ registration_open: false, closed_reason: 'ended' });
      const response = await owner.browser.put(
        `/api/v1/stage/manage/${stage.slug}/`,
        editForm(stage, { name: 'Trop tard' }),
      );
      expect(response.status).toBe(409);
      expect(response.body.code).toBe('stage.ended');
      expect((await owner.browser.get(`/api/v1/stage/manage/${stage.slug}/`)).body.name).toBe(
        stage.name,
      );
    });
  });

  describe('hiding and showing', () => {
    it('takes a hidden stage off the public list and closes it, and brings it back when shown', async () => {
      const owner = await organizer();
      const stage = await createStage(owner);
      const other = await createStage(owner);
      await publicSlugs(owner.slug, (slugs) => slugs.length === 2);

      const hidden = await owner.browser.put(`/api/v1/stage/manage/${stage.slug}/visibility/`, {
        visible: false,
      });
      expect(hidden.status).toBe(200);
      expect(hidden.body).toEqual({
        ...stage,
        visible: false,
        registration_open: false,
        closed_reason: 'hidden',
        waiting_list_open: false,
      });
      expect(await publicSlugs(owner.slug, (slugs) => !slugs.includes(stage.slug))).toEqual([
        other.slug,
      ]);
      const closed = await publicDetail(stage.slug, (response) => response.body.visible === false);
      expect(closed.status).toBe(200);
      expect(closed.body).toMatchObject({ registration_open: false, closed_reason: 'hidden' });
      // The organizer still sees it in its own list.
      expect((await ownList(owner)).slugs).toEqual([stage.slug, other.slug].sort());

      const shown = await owner.browser.put(`/api/v1/stage/manage/${stage.slug}/visibility/`, {
        visible: true,
      });
      expect(shown.body).toMatchObject({
        visible: true,
        registration_open: true,
        closed_reason: null,
      });
      expect((await publicSlugs(owner.slug, (slugs) => slugs.length === 2)).sort()).toEqual(
        [stage.slug, other.slug].sort(),
      );
      const open = await publicDetail(stage.slug, (response) => response.body.visible === true);
      expect(open.body).toMatchObject({ registration_open: true, closed_reason: null });
    });

    it('lets an administrator take any stage down, which its organizer cannot undo, and nothing more', async () => {
      const owner = await organizer();
      const stage = await createStage(owner);
      const admin = await administrator();
      const path = `/api/v1/stage/manage/${stage.slug}/`;
      const moderation = `/api/v1/admin/stages/${stage.slug}/moderation/`;
      await publicDetail(stage.slug, (response) => response.status === 200);

      for (const [method, body] of [
        ['put', { visible: false }],
        ['put', editForm(stage, { name: 'Modéré' })],
        ['get', undefined],
        ['delete', undefined],
      ] as const) {
        const target = body && 'visible' in body ? `${path}visibility/` : path;
        const response = await admin[method](target, body);
        expect(response.status, `${method} ${target}`).toBe(403);
        expect(response.body.code, method).toBe('stage.not_owner');
      }
      const reason = { reason: 'Signalé par des parents' };
      const byOrganizer = await owner.browser.put(moderation, { hidden: true, ...reason });
      expect(byOrganizer.status).toBe(403);
      expect(byOrganizer.body.code).toBe('auth.wrong_role');

      const down = await admin.put(moderation, { hidden: true, ...reason });
      expect(down.status).toBe(200);
      expect(down.body).toMatchObject({ visible: true, moderated: true, closed_reason: 'hidden' });
      await publicDetail(stage.slug, (response) => response.status === 404);
      const reshown = await owner.browser.put(`${path}visibility/`, { visible: true });
      expect(reshown.status).toBe(403);
      expect(reshown.body.code).toBe('stage.moderated');
      expect((await owner.browser.get(path)).body).toMatchObject({
        name: stage.name,
        moderated: true,
      });

      const back = await admin.put(moderation, { hidden: false });
      expect(back.body).toMatchObject({ visible: true, moderated: false, registration_open: true });
      await publicDetail(stage.slug, (response) => response.status === 200);
    });

    it('asks the administrator why a stage is taken down, and shows the reason to its organizer until it is given back', async () => {
      const owner = await organizer();
      const stage = await createStage(owner);
      const admin = await administrator();
      const path = `/api/v1/stage/manage/${stage.slug}/`;
      const moderation = `/api/v1/admin/stages/${stage.slug}/moderation/`;

      for (const [body, key] of [
        [{ hidden: true }, 'form.required'],
        [{ hidden: true, reason: null }, 'form.required'],
        [{ hidden: true, reason: '   ' }, 'form.required'],
        [{ hidden: true, reason: ' ok ' }, 'form.too_short'],
        [{ hidden: true, reason: 'x'.repeat(501) }, 'form.too_long'],
      ] as const) {
        const refused = await admin.put(moderation, body);
        expect(refused.status, JSON.stringify(body)).toBe(400);
        expect(refused.body.errors, JSON.stringify(body)).toEqual({ reason: key });
        expect(refused.body.code).toBe(
          key === 'form.required' ? 'form.fill_all_fields' : 'request.invalid',
        );
      }
      expect((await owner.browser.get(path).expect(200)).body).toMatchObject({
        moderated: false,
        moderation_reason: null,
      });

      const reason = 'Des photos d’enfants publiées sans leur accord';
      const down = await admin.put(moderation, { hidden: true, reason: `  ${reason}\n` });
      expect(down.status, JSON.stringify(down.body)).toBe(200);
      expect(down.body).toMatchObject({ moderated: true, moderation_reason: reason });
      expect((await owner.browser.get(path).expect(200)).body).toMatchObject({
        moderated: true,
        moderation_reason: reason,
      });

      const back = await admin.put(moderation, { hidden: false, reason: 'Corrigé' });
      expect(back.status, JSON.stringify(back.body)).toBe(200);
      expect(back.body).toMatchObject({ moderated: false, moderation_reason: null });
      expect((await owner.browser.get(path).expect(200)).body).toMatchObject({
        moderated: false,
        moderation_reason: null,
      });
    });
  });

  describe('deleting', () => {
    it('returns the deleted stage, after which neither the organizer nor the public finds it', async () => {
      const owner = await organizer();
      const stage = await createStage(owner);
      await publicDetail(stage.slug, (response) => response.status === 200);

      const deleted = await owner.browser.delete(`/api/v1/stage/manage/${stage.slug}/`);
      expect(deleted.status).toBe(200);
      expect(deleted.body).toEqual(stage);

      const managed = await owner.browser.get(`/api/v1/stage/manage/${stage.slug}/`);
      expect(managed.status).toBe(404);
      expect(managed.body.code).toBe('stage.not_found');
      const gone = await publicDetail(stage.slug, (response) => response.status === 404);
      expect(gone.body.code).toBe('stage.not_found');
      await eventually(async () => ((await ownList(owner)).slugs.length === 0 ? true : undefined));

      const twice = await owner.browser.delete(`/api/v1/stage/manage/${stage.slug}/`);
      expect(twice.status).toBe(404);
      expect(twice.body.code).toBe('stage.not_found');
    });
  });

  describe('images', () => {
    const upload = (owner: Organizer, content: Buffer, name: string) =>
      owner.browser.post('/api/v1/stage/manage/image/').attach('file', content, name);

    it('stores an uploaded image that a stage then shows, and serves it to anyone', async () => {
      const owner = await organizer();
      const png = pngImage(1200, 675);
      const uploaded = await upload(owner, png, 'camp.png');
      expect([200, 201]).toContain(uploaded.status);
      expect(uploaded.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        url: `/api/v1/files/${uploaded.body.id}`,
        kind: 'stage_image',
        mime: 'image/png',
        size: png.length,
        width: 1200,
        height: 675,
        original_name: 'camp.png',
      });

      const stage = await createStage(owner, { image_file_id: uploaded.body.id });
      expect(stage).toMatchObject({
        image_file_id: uploaded.body.id,
        image_url: uploaded.body.url,
      });
      const shown = await publicDetail(stage.slug, (response) => response.status === 200);
      expect(shown.body.image_url).toBe(uploaded.body.url);

      const file = await world.api.http().get(uploaded.body.url).responseType('blob');
      expect(file.status).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(file.body as Buffer, png)).toBe(0);
    });

    it('refuses a PDF, a JPEG named as a PNG and a small image', async () => {
      const owner = await organizer();
      const pdf = await upload(owner, pdfDocument(), 'photo.png');
      expect(pdf.status).toBe(415);
      // A PDF is not an image a stage may show at all, whatever its name.
      expect(pdf.body.code).toBe('upload.type_not_allowed');

      const renamed = await upload(owner, jpegHeader(1200, 675), 'photo.png');
      expect(renamed.status).toBe(415);
      expect(renamed.body.code).toBe('upload.type_mismatch');

      const small = await upload(owner, pngImage(300, 200), 'small.png');
      expect(small.status).toBe(422);
      expect(small.body.code).toBe('upload.image_too_small');

      const nothing = await owner.browser.post('/api/v1/stage/manage/image/', {});
      expect(nothing.status).toBe(400);
      expect(nothing.body.code).toBe('upload.missing');

      const { rows } = await world.db.query<{ n: number }>(
        'SELECT count(*)::integer AS n FROM stored_files WHERE organization_id = $1',
        [owner.id],
      );
      expect(rows[0]!.n).toBe(0);
    });

    it("refuses a stage naming another organization's image, or a file that is not a stage image", async () => {
      const owner = await organizer();
      const stranger = await organizer();
      const theirs = await upload(stranger, pngImage(1200, 675), 'theirs.png');
      expect(theirs.status).toBe(201);
      const logo = await owner.browser
        .post('/api/v1/organization/edit/files/logo/')
        .attach('file', pngImage(900, 900), 'logo.png');
      expect(logo.status).toBe(201);

      for (const imageFileId of [theirs.body.id, logo.body.id, randomUUID()]) {
        const response = await owner.browser.post(
          '/api/v1/stage/manage/',
          stageForm({ image_file_id: imageFileId }),
        );
        expect(response.status).toBe(400);
        expect(response.body.errors).toEqual({ image_file_id: 'form.invalid' });
      }
      expect(await eventsAbout(owner)).toEqual(['OrganizationVerified']);
    });
  });
});
