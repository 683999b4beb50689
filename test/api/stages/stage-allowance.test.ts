import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, stageForm } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';

const ALLOWANCE = '/api/v1/organization/stage-allowance/';

describe('Whether an organization may create a stage, asked before the form', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());

  it('says an organization awaiting verification will be refused, as a creation is', async () => {
    const { browser } = await actors(world).organizer({ verified: false });
    const allowance = await browser.get(ALLOWANCE).expect(200);
    expect(allowance.body).toEqual({
      verified: false,
      stages: 0,
      limit: 2,
      refusal: 'organization.awaiting_verification',
    });
    const created = await browser.post('/api/v1/stage/manage/', stageForm());
    expect(created.body.code).toBe(allowance.body.refusal);
  });

  it('counts the stages against the free plan, and says when it is full', async () => {
    const { browser } = await actors(world).organizer();
    expect((await browser.get(ALLOWANCE).expect(200)).body).toEqual({
      verified: true,
      stages: 0,
      limit: 2,
      refusal: null,
    });
    await browser.post('/api/v1/stage/manage/', stageForm()).expect(201);
    const second = await browser.post('/api/v1/stage/manage/', stageForm()).expect(201);
    const full = await browser.get(ALLOWANCE).expect(200);
    expect(full.body).toEqual({
      verified: true,
      stages: 2,
      limit: 2,
      refusal: 'stage.plan_limit_reached',
    });
    const refused = await browser.post('/api/v1/stage/manage/', stageForm());
    expect(refused.body.code).toBe(full.body.refusal);

    // A deleted stage frees its place.
    await browser.delete(`/api/v1/stage/manage/${second.body.slug}/`).expect(200);
    expect((await browser.get(ALLOWANCE).expect(200)).body).toMatchObject({
      stages: 1,
      refusal: null,
    });
  });

  it('has no limit while a subscription runs', async () => {
    const { browser } = await actors(world).organizer({ subscribed: true });
    expect((await browser.get(ALLOWANCE).expect(200)).body).toEqual({
      verified: true,
      stages: 0,
      limit: null,
      refusal: null,
    });
  });

  it('answers organizations only', async () => {
    const parent = await actors(world).parent();
    expect((await parent.get(ALLOWANCE)).status).toBe(403);
    expect((await (await world.browser()).get(ALLOWANCE)).status).toBe(401);
  });
});
