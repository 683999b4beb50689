import { billingStreamId, brusselsDay } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillIssuer } from '../../../api/src/payments/issuing/bill-issuer.js';
import { eventually } from '../../support/wait.js';
import { ENROLLMENTS } from '../enrollments/enrolling.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { paying } from './paying.js';

describe('Issuing bills from the log', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());
  const make = paying(() => world);

  it('issues a bill left waiting when the issuer stopped after the acceptance, once', async () => {
    const organizer = await make.organizer();
    const ann = await make.family();
    const enrollment = await make.registered(ann, await make.stage(organizer));
    // The issuer is down, as in a process that stopped right after the acceptance.
    const issuer = world.api.app.get(BillIssuer);
    await issuer.onApplicationShutdown();
    await organizer.browser.post(`${ENROLLMENTS}${enrollment.id}/accept/`, {}).expect(200);
    const waiting = await eventually(async () => {
      const { rows } = await world.db.query<{ invoice_number: string | null }>(
        'SELECT invoice_number FROM bills WHERE enrollment_id = $1',
        [enrollment.id],
      );
      return rows[0];
    });
    expect(waiting.invoice_number).toBeNull();

    // Back up: the bill is issued; asked again, nothing more is.
    expect(await issuer.issued([enrollment.id])).toBe(true);
    expect(await issuer.issueAwaiting()).toBe(0);
    const { rows } = await world.db.query<{ count: string }>(
      `SELECT count(*) FROM events WHERE stream_id = $1 AND type = 'BillIssued'`,
      [billingStreamId(organizer.id, Number(brusselsDay().slice(0, 4)))],
    );
    expect(Number(rows[0]!.count)).toBe(1);
    expect((await make.billOf(ann, enrollment.id)).invoice_number).toMatch(/-00001$/);
  });
});
