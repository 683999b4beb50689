import { randomUUID } from 'node:crypto';
import type { FamilyEvent } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { describe, it } from 'vitest';
import { accountShares } from '../../api/src/families/projections/account-shares.projection.js';
import { projectionSpec, recorded } from '../support/projection-spec.js';

const spec = projectionSpec(
  accountShares,
  async (db: SqlDatabase) =>
    (
      await db.query(
        `SELECT share_id, inviter_id, invitee_id, status, invited_at, expires_at, accepted_at,
                ended_at
           FROM account_shares ORDER BY invited_at, share_id`,
      )
    ).rows,
);

const at = (event: FamilyEvent, occurredAt: string) =>
  recorded(event, { occurredAt, actorRole: 'parent' });

interface Invitation {
  readonly shareId: string;
  readonly inviterId: string;
  readonly inviteeId: string;
  readonly invitedAt: string;
  readonly expiresAt: string;
}

const invitation = (
  invitedAt: string,
  expiresAt: string,
  { inviterId, inviteeId }: Pick<Invitation, 'inviterId' | 'inviteeId'> = {
    inviterId: randomUUID(),
    inviteeId: randomUUID(),
  },
): Invitation => ({ shareId: randomUUID(), inviterId, inviteeId, invitedAt, expiresAt });

const offered = ({ invitedAt, ...data }: Invitation) =>
  at({ type: 'AccountShareOffered', data }, invitedAt);
const accepted = ({ shareId }: Invitation, when: string) =>
  at({ type: 'AccountShareAccepted', data: { shareId } }, when);
const ended = ({ shareId }: Invitation, when: string) =>
  at({ type: 'AccountShareEnded', data: { shareId } }, when);

/** The row the parents' sharing screen reads. */
const row = (
  share: Invitation,
  status: string,
  { acceptedAt = null, endedAt = null }: { acceptedAt?: string | null; endedAt?: string | null },
) => ({
  share_id: share.shareId,
  inviter_id: share.inviterId,
  invitee_id: share.inviteeId,
  status,
  invited_at: new Date(share.invitedAt),
  expires_at: new Date(share.expiresAt),
  accepted_at: acceptedAt === null ? null : new Date(acceptedAt),
  ended_at: endedAt === null ? null : new Date(endedAt),
});

describe('the account shares projection', () => {
  it('lists an invitation as offered until it expires, with who invited whom', async () => {
    const share = invitation('2027-04-01T10:00:00.000Z', '2027-04-08T10:00:00.000Z');
    await spec.given(offered(share)).then([row(share, 'offered', {})]);
  });

  it('makes a share active once accepted, then ended when either parent ends it', async () => {
    const kept = invitation('2027-04-01T10:00:00.000Z', '2027-04-08T10:00:00.000Z');
    const stopped = invitation('2027-04-01T11:00:00.000Z', '2027-04-08T11:00:00.000Z');
    await spec
      .given(
        offered(kept),
        offered(stopped),
        accepted(kept, '2027-04-02T08:00:00.000Z'),
        accepted(stopped, '2027-04-02T09:00:00.000Z'),
        ended(stopped, '2027-05-01T12:00:00.000Z'),
      )
      .then([
        row(kept, 'active', { acceptedAt: '2027-04-02T08:00:00.000Z' }),
        row(stopped, 'ended', {
          acceptedAt: '2027-04-02T09:00:00.000Z',
          endedAt: '2027-05-01T12:00:00.000Z',
        }),
      ]);
  });

  it('ends a withdrawn invitation that was never accepted', async () => {
    const share = invitation('2027-04-01T10:00:00.000Z', '2027-04-08T10:00:00.000Z');
    await spec
      .given(offered(share), ended(share, '2027-04-03T10:00:00.000Z'))
      .then([row(share, 'ended', { endedAt: '2027-04-03T10:00:00.000Z' })]);
  });

  it('replaces a pair’s expired invitation by the one sent again, and touches no other pair', async () => {
    const first = invitation('2027-04-01T10:00:00.000Z', '2027-04-08T10:00:00.000Z');
    const again = invitation('2027-04-20T10:00:00.000Z', '2027-04-27T10:00:00.000Z', first);
    const otherPair = invitation('2027-04-02T10:00:00.000Z', '2027-04-09T10:00:00.000Z', {
      inviterId: first.inviterId,
      inviteeId: randomUUID(),
    });
    const reversed = invitation('2027-04-03T10:00:00.000Z', '2027-04-10T10:00:00.000Z', {
      inviterId: first.inviteeId,
      inviteeId: first.inviterId,
    });
    await spec
      .given(offered(first), offered(otherPair), offered(reversed), offered(again))
      .then([
        row(first, 'ended', { endedAt: '2027-04-20T10:00:00.000Z' }),
        row(otherPair, 'offered', {}),
        row(reversed, 'offered', {}),
        row(again, 'offered', {}),
      ]);
  });

  it('keeps when an ended share ended once the same parents start again', async () => {
    const share = invitation('2027-04-01T10:00:00.000Z', '2027-04-08T10:00:00.000Z');
    const again = invitation('2027-06-01T10:00:00.000Z', '2027-06-08T10:00:00.000Z', share);
    await spec
      .given(
        offered(share),
        accepted(share, '2027-04-02T08:00:00.000Z'),
        ended(share, '2027-05-01T08:00:00.000Z'),
        offered(again),
      )
      .then([
        row(share, 'ended', {
          acceptedAt: '2027-04-02T08:00:00.000Z',
          endedAt: '2027-05-01T08:00:00.000Z',
        }),
        row(again, 'offered', {}),
      ]);
  });
});
