import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from './world.js';

/**
 * What authenticating costs: the session and its user in one lookup. The organization's plan is
 * read only by the answers that show it (the current user), and only for an organizer.
 */
describe('The cost of an authenticated request', () => {
  let world: IdentityWorld;
  let statements: string[] = [];
  beforeAll(async () => {
    world = await openIdentityWorld();
    const query = world.db.query.bind(world.db);
    world.db.query = (text, params) => {
      statements.push(text);
      return query(text, params);
    };
  });
  afterAll(() => world.close());

  /** The statements one request ran about sessions, users and plans (workers run others). */
  async function statementsOf(request: () => Promise<unknown>) {
    statements = [];
    await request();
    return {
      sessions: statements.filter((text) => /\bsessions\b/.test(text)),
      plans: statements.filter((text) => /\bsubscription_history\b/.test(text)),
      users: statements.filter((text) => /\bFROM users\b|\bJOIN users\b/.test(text)),
    };
  }

  it("reads a parent's session with its user in one statement, and no plan", async () => {
    const { browser } = await actors(world).account('parent');
    await browser.put('/api/v1/registration/finalize/parent/', { phone: '0470 12 34 56' });
    const asked = await statementsOf(() => browser.get('/api/v1/auth/user/').expect(200));
    expect(asked.sessions).toHaveLength(1);
    expect(asked.sessions[0]).toMatch(/FROM sessions JOIN users/);
    expect(asked.users).toEqual(asked.sessions);
    expect(asked.plans).toEqual([]);
    const listed = await statementsOf(() => browser.get('/api/v1/children/').expect(200));
    expect(listed.sessions).toHaveLength(1);
    expect(listed.plans).toEqual([]);
  });

  it("reads an organizer's plan only where the answer shows it", async () => {
    const organizer = await actors(world).organizer({ subscribed: true });
    const shown = await statementsOf(() => organizer.browser.get('/api/v1/auth/user/').expect(200));
    expect(shown.sessions).toHaveLength(1);
    expect(shown.plans).toHaveLength(1);
    const profile = await statementsOf(() =>
      organizer.browser.get('/api/v1/organization/edit/').expect(200),
    );
    expect(profile.sessions).toHaveLength(1);
    expect(profile.plans).toEqual([]);
  });
});
