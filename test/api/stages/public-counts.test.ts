import type { OrganizationPage, OrganizationSummary } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../support/browser.js';
import { eventually } from '../../support/wait.js';
import { actors, at, nextYear, stageForm, tag } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

describe('The public counts of an organization’s stages', () => {
  let world: IdentityWorld;
  let admin: Browser;
  beforeAll(async () => {
    world = await openIdentityWorld();
    admin = await actors(world).administrator();
  });
  afterAll(() => world.close());

  it('agree between the directory, the organization page and the stage list, whatever hides a stage', async () => {
    const people = actors(world);
    const organizer = await people.organizer({ name: `Les Grives ${tag()}`, subscribed: true });
    const create = async (name: string, overrides: Record<string, unknown> = {}) =>
      (
        await organizer.browser
          .post('/api/v1/stage/manage/', stageForm({ name, ...overrides }))
          .expect(201)
      ).body as { slug: string };
    const listed = await create(`Camp listé ${tag()}`);
    const hidden = await create(`Camp masqué ${tag()}`, { visible: false });
    const takenDown = await create(`Camp retiré ${tag()}`);
    await create(`Camp d'automne ${tag()}`, {
      starts_at: at(nextYear, 10, 18, 8),
      ends_at: at(nextYear, 10, 22, 15),
      registration_deadline: at(nextYear, 10, 4, 10),
    });
    await admin
      .put(`/api/v1/admin/stages/${takenDown.slug}/moderation/`, {
        hidden: true,
        reason: 'Signalé par un parent',
      })
      .expect(200);
    expect(hidden.slug).not.toBe(listed.slug);

    const anonymous = await world.browser();
    const counts = async () => {
      const directory = await anonymous
        .get('/api/v1/organizations/')
        .query({ filter: JSON.stringify({ q: organizer.name }) })
        .expect(200);
      const [summary] = directory.body as OrganizationSummary[];
      const page = (await anonymous.get(`/api/v1/organizations/${organizer.slug}/`).expect(200))
        .body as OrganizationPage;
      const stages = await anonymous
        .get('/api/v1/stages/')
        .query({ filter: JSON.stringify({ organization: organizer.slug }) })
        .expect(200);
      return {
        directory: summary?.upcoming_stages,
        page: page.upcoming_stages,
        pageStages: page.stages.length,
        stageList: Number(String(stages.headers['content-range']).split('/')[1]),
      };
    };
    // The read model follows the log a few milliseconds behind.
    const settled = await eventually(async () => {
      const now = await counts();
      return now.pageStages === 2 ? now : undefined;
    });
    expect(settled).toEqual({ directory: 2, page: 2, pageStages: 2, stageList: 2 });

    // Given back by the administrator, it counts again everywhere at once.
    await admin
      .put(`/api/v1/admin/stages/${takenDown.slug}/moderation/`, { hidden: false })
      .expect(200);
    const restored = await eventually(async () => {
      const now = await counts();
      return now.pageStages === 3 ? now : undefined;
    });
    expect(restored).toEqual({ directory: 3, page: 3, pageStages: 3, stageList: 3 });
  });
});
