import { randomUUID } from 'node:crypto';
import type { Browser } from '../support/browser.js';
import { grantPlanUntil, verifyOrganization } from '../support/organizations.js';
import { newEmail, registerConfirmed, type IdentityWorld } from './identity/world.js';

/** A short lower-case tag, so that each test's names (and slugs) are its own. */
export const tag = () => randomUUID().slice(0, 8);

/** Next summer, so that stages take registrations whenever the tests run. */
export const nextYear = new Date().getUTCFullYear() + 1;
export const at = (year: number, month: number, day: number, hour: number) =>
  new Date(Date.UTC(year, month - 1, day, hour)).toISOString();

/** A complete, coherent stage form; each test changes what it is about. */
export function stageForm(overrides: Record<string, unknown> = {}) {
  return {
    name: `Stage poney ${tag()}`,
    description: '<p>Des <strong>poneys</strong> et des balades.</p>',
    starts_at: at(nextYear, 7, 6, 7),
    ends_at: at(nextYear, 7, 10, 14),
    registration_deadline: at(nextYear, 6, 22, 10),
    max_children: 12,
    min_age: 6,
    max_age: 10,
    address: { street: 'Rue de Fer', number: '20', postal_code: '5000', city: 'Namur' },
    activity_start: '09:00',
    activity_end: '16:00',
    daycare_start: '08:00',
    daycare_end: '17:30',
    effective_days: 5,
    cost_cents: 12_500,
    ...overrides,
  };
}

export interface Organizer {
  readonly browser: Browser;
  readonly email: string;
  readonly id: string;
  readonly slug: string;
  readonly name: string;
}

/** Signed-in users of each role, made through the API as people would. */
export function actors(world: IdentityWorld) {
  /**
   * A confirmed account, signed in. Tests make more than the 20 accounts an hour one network
   * may register: the count is reset first, as the identity tests do.
   */
  async function account(kind: string) {
    await world.db.query(`DELETE FROM rate_limits WHERE bucket LIKE 'register:%'`);
    return registerConfirmed(world, newEmail(kind));
  }

  /** The plan of the organization `email` owns ends on `day`. */
  async function subscribeUntil(email: string, day: string) {
    const { rows } = await world.db.query<{ id: string }>(
      `SELECT o.id::text FROM organizations o JOIN users u ON u.id = o.owner_user_id
        WHERE u.email = lower($1)`,
      [email],
    );
    await grantPlanUntil(world.api, rows[0]!.id, day);
  }

  return {
    account,
    subscribeUntil,
    async organizer({
      name = `Club ${tag()}`,
      verified = true,
      subscribed = false,
    }: { name?: string; verified?: boolean; subscribed?: boolean } = {}): Promise<Organizer> {
      const { browser, email } = await account('orga');
      await browser
        .put('/api/v1/registration/finalize/organization/', { name, phone: '02 123 45 67' })
        .expect(200);
      const profile = (await browser.get('/api/v1/organization/edit/').expect(200)).body;
      if (verified) await verifyOrganization(world.api, profile.id);
      if (subscribed) await subscribeUntil(email, `${nextYear}-12-31`);
      return { browser, email, id: profile.id, slug: profile.slug, name };
    },
    async parent() {
      const { browser } = await account('parent');
      await browser
        .put('/api/v1/registration/finalize/parent/', { phone: '0470 12 34 56' })
        .expect(200);
      return browser;
    },
    async administrator() {
      const { browser, email } = await account('admin');
      await world.db.query('UPDATE users SET role = 1 WHERE email = $1', [email]);
      return browser;
    },
  };
}
