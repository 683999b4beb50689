import { Enrollment } from '@stages/contracts';
import { expect } from 'vitest';
import type { Browser } from '../../support/browser.js';
import { actors, stageForm, type Organizer } from '../actors.js';
import { childForm } from '../families/forms.js';
import type { IdentityWorld } from '../identity/world.js';

export const ENROLLMENTS = '/api/v1/enrollments/';
export const WAITING_LIST = '/api/v1/waiting-list/';

export interface Family {
  readonly browser: Browser;
  readonly email: string;
  readonly id: string;
}

export interface StageUnderTest {
  readonly id: string;
  readonly slug: string;
  readonly name: string;
  readonly cost_cents: number;
}

/**
 * Families, their children and their registrations, made through the API of the world the
 * suite opens (read when called, since suites open it in `beforeAll`).
 */
export function enrolling(world: () => IdentityWorld) {
  async function family(): Promise<Family> {
    const { browser, email } = await actors(world()).account('parent');
    await browser
      .put('/api/v1/registration/finalize/parent/', { phone: '0470 12 34 56' })
      .expect(200);
    const id = (await browser.get('/api/v1/auth/user/').expect(200)).body.id as string;
    return { browser, email, id };
  }

  async function child(owner: Family, overrides: Record<string, unknown> = {}) {
    const response = await owner.browser.post('/api/v1/children/', childForm(overrides));
    expect(response.status, response.text).toBe(201);
    return response.body as { id: string };
  }

  async function stage(by: Organizer, overrides: Record<string, unknown> = {}) {
    const response = await by.browser.post('/api/v1/stage/manage/', stageForm(overrides));
    expect(response.status, response.text).toBe(201);
    return response.body as StageUnderTest;
  }

  const register = (
    owner: Family,
    target: { id: string; cost_cents: number },
    childId: string,
    price = target.cost_cents,
  ) =>
    owner.browser.post(ENROLLMENTS, {
      stage_id: target.id,
      child_id: childId,
      confirmed_price_cents: price,
    });

  /** A new child of the family, registered and pending. */
  async function registered(
    owner: Family,
    target: StageUnderTest,
    overrides: Record<string, unknown> = {},
  ) {
    const { id } = await child(owner, overrides);
    const response = await register(owner, target, id);
    expect(response.status, response.text).toBe(201);
    return Enrollment.parse(response.body);
  }

  return { family, child, stage, register, registered };
}
