import { AccountShare, AccountShareList, Child, ErrorCode } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from '../../support/browser.js';
import { linkIn } from '../../support/mailbox.js';
import { actors } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { childForm, expectParentsOnly, representativeForm } from './forms.js';

const SHARING = '/api/v1/account-sharing/';
const CHILDREN = '/api/v1/children/';
const REPRESENTATIVES = '/api/v1/legal-representative/';

interface Parent {
  readonly browser: Browser;
  readonly email: string;
  readonly id: string;
}

describe('Account sharing', () => {
  let world: IdentityWorld;
  beforeAll(async () => {
    world = await openIdentityWorld();
  });
  afterAll(() => world.close());

  async function parent(language: 'fr' | 'nl' | 'en' = 'fr'): Promise<Parent> {
    const { browser, email } = await actors(world).account('parent');
    await browser
      .put('/api/v1/registration/finalize/parent/', { phone: '0470 12 34 56' })
      .expect(200);
    await world.db.query('UPDATE users SET language = $2 WHERE email = $1', [email, language]);
    const id = (await browser.get('/api/v1/auth/user/').expect(200)).body.id as string;
    return { browser, email, id };
  }

  async function invite(inviter: Parent, email: string) {
    const response = await inviter.browser.post(SHARING, { email });
    expect(response.status, response.text).toBe(201);
    return AccountShare.parse(response.body);
  }

  /** The token of the link the invited parent received. */
  async function mailedToken(invitee: Parent) {
    const message = await world.mailbox.take(invitee.email);
    return { message, token: linkIn(message, '/parent/account-sharing/').pathname.split('/')[3]! };
  }

  const accept = (browser: Browser, token: string) =>
    browser.post(`${SHARING}${encodeURIComponent(token)}/accept/`, {});

  async function shares({ browser }: Parent) {
    return AccountShareList.parse((await browser.get(SHARING).expect(200)).body);
  }

  async function childOf(owner: Parent) {
    const response = await owner.browser.post(CHILDREN, childForm());
    expect(response.status, response.text).toBe(201);
    return Child.parse(response.body);
  }

  it('invites by e-mail, mails the invited parent in their language, and opens the family once accepted', async () => {
    const ann = await parent('fr');
    const bart = await parent('nl');
    const child = await childOf(ann);
    const representative = (
      await ann.browser.post(REPRESENTATIVES, representativeForm()).expect(201)
    ).body as { id: string };

    const share = await invite(ann, bart.email.toUpperCase());
    expect(share).toMatchObject({ direction: 'given', status: 'pending', accepted_at: null });
    expect(share.parent.email).toBe(bart.email);
    const hours = (Date.parse(share.expires_at) - Date.parse(share.invited_at)) / 3_600_000;
    expect(hours).toBeCloseTo(48, 1);

    const { message, token } = await mailedToken(bart);
    expect(message.subject).toBe('Ann Peeters deelt het gezin met u');
    expect(message.text).toContain('48 uur');

    // Not yet accepted: nothing of Ann's family shows to Bart.
    await bart.browser.get(`${CHILDREN}${child.id}/`).expect(404);
    expect(await shares(bart)).toEqual([
      expect.objectContaining({ id: share.id, direction: 'received', status: 'pending' }),
    ]);

    const accepted = await accept(bart.browser, token);
    expect(accepted.status, accepted.text).toBe(200);
    expect(AccountShare.parse(accepted.body)).toMatchObject({
      id: share.id,
      direction: 'received',
      status: 'active',
      parent: { email: ann.email },
    });
    // A second click on the link answers the same.
    expect((await accept(bart.browser, token)).status).toBe(200);

    // Bart now sees and edits Ann's child and representatives; Ann stays its primary parent.
    const listed = (await bart.browser.get(CHILDREN).expect(200)).body as Child[];
    expect(listed.map((each) => each.id)).toEqual([child.id]);
    const edited = await bart.browser
      .put(`${CHILDREN}${child.id}/`, {
        ...childForm(),
        national_register_number: child.national_register_number,
        allergies: 'Arachides',
      })
      .expect(200);
    expect(edited.body).toMatchObject({ allergies: 'Arachides', primary_parent_id: ann.id });
    await bart.browser.get(`${REPRESENTATIVES}${representative.id}`).expect(200);
    // Deleting the child is Ann's alone.
    const deletion = await bart.browser.delete(`${CHILDREN}${child.id}/`);
    expect([deletion.status, deletion.body.code]).toEqual([403, ErrorCode.childNotPrimaryParent]);
    await ann.browser.get(`${CHILDREN}${child.id}/`).expect(200);

    // Sharing goes one way: Ann does not see Bart's own child.
    const bartsOwn = await childOf(bart);
    await ann.browser.get(`${CHILDREN}${bartsOwn.id}/`).expect(404);
    expect(await shares(ann)).toEqual([
      expect.objectContaining({ id: share.id, direction: 'given', status: 'active' }),
    ]);
  });

  it('lets the second parent use every family call on the shared records, and no one else', async () => {
    const ann = await parent();
    const bart = await parent();
    const carla = await parent();
    const child = await childOf(ann);
    const representative = (
      await ann.browser.post(REPRESENTATIVES, representativeForm()).expect(201)
    ).body as { id: string };
    await invite(ann, bart.email);
    await accept(bart.browser, (await mailedToken(bart)).token).expect(200);

    const { browser } = bart;
    expect((await browser.get(CHILDREN).expect(200)).body).toHaveLength(1);
    expect(
      (await browser.get(REPRESENTATIVES).expect(200)).body as { count: number },
    ).toMatchObject({ count: 1 });
    await browser
      .patch(`${REPRESENTATIVES}${representative.id}/`, { first_name: 'Anne' })
      .expect(200);
    // A child of Bart's own may name Ann's representative.
    const named = await browser.post(
      CHILDREN,
      childForm({ legal_representative_id: representative.id }),
    );
    expect(named.status, named.text).toBe(201);

    // Carla, a parent nobody shared with, reaches none of it.
    for (const path of [`${CHILDREN}${child.id}/`, `${REPRESENTATIVES}${representative.id}`]) {
      await carla.browser.get(path).expect(404);
    }
    await carla.browser.put(`${CHILDREN}${child.id}/`, childForm()).expect(404);
    await carla.browser
      .patch(`${REPRESENTATIVES}${representative.id}/`, { first_name: 'X' })
      .expect(404);
    await carla.browser.delete(`${REPRESENTATIVES}${representative.id}/`).expect(404);
  });

  it('refuses an unknown address, a non-parent account, oneself and a parent already invited or sharing', async () => {
    const ann = await parent();
    const bart = await parent();
    const organizer = await actors(world).organizer();

    const unknown = await ann.browser.post(SHARING, { email: 'nobody.here@example.be' });
    expect([unknown.status, unknown.body.code]).toEqual([404, ErrorCode.shareUserNotFound]);
    const toOrganizer = await ann.browser.post(SHARING, { email: organizer.email });
    expect([toOrganizer.status, toOrganizer.body.code]).toEqual([
      403,
      ErrorCode.shareOnlyParentAccounts,
    ]);
    const toSelf = await ann.browser.post(SHARING, { email: ann.email });
    expect([toSelf.status, toSelf.body.code]).toEqual([406, ErrorCode.shareNotAllowed]);
    const malformed = await ann.browser.post(SHARING, { email: 'not an address' });
    expect(malformed.status).toBe(400);

    await invite(ann, bart.email);
    const twice = await ann.browser.post(SHARING, { email: bart.email });
    expect([twice.status, twice.body.code]).toEqual([406, ErrorCode.shareNotAllowed]);
    await accept(bart.browser, (await mailedToken(bart)).token).expect(200);
    const shared = await ann.browser.post(SHARING, { email: bart.email });
    expect([shared.status, shared.body.code]).toEqual([406, ErrorCode.shareNotAllowed]);
    // Nothing was recorded by the refusals: one invitation, now in force.
    expect(await shares(ann)).toHaveLength(1);
  });

  it('accepts only for the invited parent, with a link we signed, while the invitation stands', async () => {
    const ann = await parent();
    const bart = await parent();
    const carla = await parent();
    await invite(ann, bart.email);
    const { token } = await mailedToken(bart);

    const stranger = await accept(carla.browser, token);
    expect([stranger.status, stranger.body.code]).toEqual([403, ErrorCode.shareOtherAccount]);
    const { id: shareId } = (await shares(ann))[0]!;
    const forgeries = [
      `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`,
      `${crypto.randomUUID().replaceAll('-', '')}${token.slice(32)}`,
      `${token}A`,
      'not-a-token',
    ];
    for (const forged of forgeries) {
      const response = await accept(bart.browser, forged);
      expect([response.status, response.body.code], forged).toEqual([404, ErrorCode.shareNotFound]);
    }

    // Withdrawn by Ann: the link no longer opens anything.
    await ann.browser.delete(`${SHARING}${shareId}/`).expect(204);
    const withdrawn = await accept(bart.browser, token);
    expect([withdrawn.status, withdrawn.body.code]).toEqual([410, ErrorCode.shareLinkExpired]);
    expect(await shares(bart)).toEqual([]);
  });

  it('an expired invitation answers 410, stays listed for its sender, and can be sent again', async () => {
    const ann = await parent();
    const bart = await parent();
    await invite(ann, bart.email);
    const { token } = await mailedToken(bart);
    // The invitation's deadline is in its event; the read model and the decision both use it.
    await world.db.query(
      `UPDATE events SET data = jsonb_set(data, '{expiresAt}', to_jsonb($2::text))
        WHERE stream_id = $1`,
      [`share-${ann.id}-${bart.id}`, new Date(Date.now() - 1000).toISOString()],
    );
    await world.db.query(
      `UPDATE account_shares SET expires_at = now() - interval '1 second' WHERE inviter_id = $1`,
      [ann.id],
    );

    const late = await accept(bart.browser, token);
    expect([late.status, late.body.code]).toEqual([410, ErrorCode.shareLinkExpired]);
    expect(await shares(ann)).toEqual([expect.objectContaining({ status: 'expired' })]);
    expect(await shares(bart)).toEqual([]);

    const again = await invite(ann, bart.email);
    expect(again.status).toBe('pending');
    expect((await shares(ann)).map((share) => share.id)).toEqual([again.id]);
    const fresh = await mailedToken(bart);
    await accept(bart.browser, fresh.token).expect(200);
  });

  it('either parent ends a share, which closes the family again; nobody else can', async () => {
    const ann = await parent();
    const bart = await parent();
    const carla = await parent();
    const child = await childOf(ann);
    const share = await invite(ann, bart.email);
    await accept(bart.browser, (await mailedToken(bart)).token).expect(200);
    await bart.browser.get(`${CHILDREN}${child.id}/`).expect(200);

    const outsider = await carla.browser.delete(`${SHARING}${share.id}/`);
    expect([outsider.status, outsider.body.code]).toEqual([404, ErrorCode.shareNotFound]);
    await bart.browser.delete(`${SHARING}${share.id}/`).expect(204);
    await bart.browser.get(`${CHILDREN}${child.id}/`).expect(404);
    expect(await shares(ann)).toEqual([]);

    // Ended from Ann's side too, after a new invitation.
    const renewed = await invite(ann, bart.email);
    await accept(bart.browser, (await mailedToken(bart)).token).expect(200);
    await ann.browser.delete(`${SHARING}${renewed.id}/`).expect(204);
    await bart.browser.get(`${CHILDREN}${child.id}/`).expect(404);
  });

  it('records ids only: no name, address or e-mail reaches the log', async () => {
    const ann = await parent();
    const bart = await parent();
    const share = await invite(ann, bart.email);
    await accept(bart.browser, (await mailedToken(bart)).token).expect(200);
    const { rows } = await world.db.query<{ type: string; data: unknown }>(
      `SELECT type, data FROM events WHERE stream_id = $1 ORDER BY stream_version`,
      [`share-${ann.id}-${bart.id}`],
    );
    expect(rows.map((row) => row.type)).toEqual(['AccountShareOffered', 'AccountShareAccepted']);
    const logged = JSON.stringify(rows);
    expect(logged).toContain(share.id);
    for (const personal of [ann.email, bart.email, 'Peeters'])
      expect(logged).not.toContain(personal);
  });

  it('sends each invitation once, even when the outbox is read again from the log', async () => {
    const ann = await parent();
    const bart = await parent();
    await invite(ann, bart.email);
    await mailedToken(bart);
    // The outbox is a read model: emptied, it fills again from the log; what was sent stays sent.
    await world.db.query(`DELETE FROM mail_outbox`);
    await world.db.query(
      `UPDATE projection_checkpoints SET position_transaction = 0, position_sequence = 0
        WHERE name = 'mail_outbox'`,
    );
    const ended = await ann.browser.post(SHARING, { email: 'nobody.else@example.be' });
    expect(ended.status).toBe(404);
    const carla = await parent();
    await invite(ann, carla.email);
    await mailedToken(carla);
    const toBart = world.mailbox.messages.filter(
      (message) =>
        [message.to].flat().some((to) => to?.text.includes(bart.email)) &&
        message.text?.includes('/parent/account-sharing/'),
    );
    expect(toBart).toHaveLength(1);
  });

  it('limits how many invitations a parent sends in an hour', async () => {
    const ann = await parent();
    const codes: number[] = [];
    for (let attempt = 0; attempt < 11; attempt += 1) {
      codes.push((await ann.browser.post(SHARING, { email: `x${attempt}@example.be` })).status);
    }
    expect(codes.slice(0, 10)).toEqual(Array(10).fill(404));
    expect(codes[10]).toBe(429);
  });

  it('answers parents only', async () => {
    const ann = await parent();
    const share = crypto.randomUUID();
    await expectParentsOnly(
      world,
      [
        ['GET', SHARING, (browser) => browser.get(SHARING)],
        ['POST', SHARING, (browser) => browser.post(SHARING, { email: ann.email })],
        ['POST', 'accept', (browser) => browser.post(`${SHARING}${share}x/accept/`, {})],
        ['DELETE', SHARING, (browser) => browser.delete(`${SHARING}${share}/`)],
      ],
      ann.email,
    );
  });
});
