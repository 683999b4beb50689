import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../support/wait.js';
import { openIdentityWorld, type IdentityWorld } from './world.js';

/**
 * The dispatcher reads the outbox from shortly before the newest mail it sent, not the whole
 * week: a mail whose event committed a moment after a newer one was sent must still go out.
 * The mails owed here are invitations to shares that do not exist: they are handled (recorded
 * as delivered) with nothing to send, which is all the dispatcher's choice needs.
 */
describe('Mail dispatch', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());

  /**
   * A mail owed `minutes` ago appearing now, as its event's late commit would bring it; its
   * event at `transaction` in the log (0: before every read model's checkpoint).
   */
  async function owe(minutes: number, transaction = 0n) {
    const key = `${randomUUID()}:account_share_invitation:${randomUUID()}`;
    await world.db.query(
      `INSERT INTO mail_outbox (key, kind, subject_id, params, owed_at, position_transaction)
       VALUES ($1, 'account_share_invitation', $2, $3, now() - make_interval(mins => $4), $5)`,
      [key, randomUUID(), JSON.stringify({ shareId: randomUUID() }), minutes, String(transaction)],
    );
    return key;
  }

  const delivered = async (key: string) =>
    (await world.db.query('SELECT 1 FROM mail_deliveries WHERE key = $1', [key])).rows.length > 0;
  const sent = async (key: string) => (await delivered(key)) || undefined;

  it('handles a mail owed a little before the newest one it handled', async () => {
    const newest = await owe(0);
    await eventually(() => sent(newest));
    const late = await owe(3);
    await eventually(() => sent(late));
  });

  it('waits until every read model has applied the event a mail was owed for', async () => {
    // An event far past every checkpoint: the invitation's share would not be read yet.
    const ahead = await owe(0, 2n ** 62n);
    const fresh = await owe(0);
    await eventually(() => sent(fresh));
    expect(await delivered(ahead)).toBe(false);
    // The read models have caught up with it: it goes.
    await world.db.query('UPDATE mail_outbox SET position_transaction = 0 WHERE key = $1', [ahead]);
    await eventually(() => sent(ahead));
  });

  it('leaves a mail owed more than a week ago alone', async () => {
    const stale = await owe(8 * 24 * 60);
    const fresh = await owe(0);
    await eventually(() => sent(fresh));
    expect(await delivered(stale)).toBe(false);
  });
});
