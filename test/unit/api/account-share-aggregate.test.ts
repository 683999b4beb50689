import { randomUUID } from 'node:crypto';
import { ErrorCode, type FamilyEvent } from '@stages/contracts';
import { describe, it } from 'vitest';
import { accountShareAggregate } from '../../../api/src/families/domain/account-share.js';
import { deciderSpec } from '../../support/decider-spec.js';

const given = deciderSpec(accountShareAggregate);
const [inviterId, inviteeId] = [randomUUID(), randomUUID()];
const [first, second] = [randomUUID(), randomUUID()];
const invitedAt = new Date('2026-11-20T10:00:00Z');
const expiresAt = new Date('2026-11-22T10:00:00Z');
const before = new Date('2026-11-22T09:59:59Z');

const offer = (shareId: string, now = invitedAt) =>
  ({
    type: 'OfferShare',
    shareId,
    inviterId,
    inviteeId,
    now,
    expiresAt: new Date(now.getTime() + 48 * 3_600_000),
  }) as const;
const offered = (shareId: string, until = expiresAt): FamilyEvent => ({
  type: 'AccountShareOffered',
  data: { shareId, inviterId, inviteeId, expiresAt: until.toISOString() },
});
const accepted = (shareId: string): FamilyEvent => ({
  type: 'AccountShareAccepted',
  data: { shareId },
});
const ended = (shareId: string): FamilyEvent => ({ type: 'AccountShareEnded', data: { shareId } });
const accept = (shareId: string, now = before) => ({ type: 'AcceptShare', shareId, now }) as const;
const end = (shareId: string) => ({ type: 'EndShare', shareId }) as const;

describe('the account share aggregate', () => {
  it('offers a share for 48 hours, never to oneself', () => {
    given().when(offer(first)).then(offered(first));
    given()
      .when({ ...offer(first), inviteeId: inviterId })
      .refuses(ErrorCode.shareNotAllowed, 406);
  });

  it('refuses a second invitation while one runs or the share is in force', () => {
    given(offered(first)).when(offer(second, before)).refuses(ErrorCode.shareNotAllowed, 406);
    given(offered(first), accepted(first))
      .when(offer(second, new Date('2027-01-01T00:00:00Z')))
      .refuses(ErrorCode.shareNotAllowed, 406);
  });

  it('lets a new invitation replace an expired or ended one', () => {
    given(offered(first))
      .when(offer(second, expiresAt))
      .then(offered(second, new Date('2026-11-24T10:00:00Z')));
    given(offered(first), ended(first))
      .when(offer(second, before))
      .then(offered(second, new Date('2026-11-24T09:59:59Z')));
  });

  it('is accepted before its deadline, once; a repeated acceptance changes nothing', () => {
    given(offered(first)).when(accept(first)).then(accepted(first));
    given(offered(first), accepted(first)).when(accept(first)).then();
  });

  it('refuses an acceptance at or after the deadline, after withdrawal, or of a replaced invitation', () => {
    given(offered(first)).when(accept(first, expiresAt)).refuses(ErrorCode.shareLinkExpired, 410);
    given(offered(first), ended(first))
      .when(accept(first))
      .refuses(ErrorCode.shareLinkExpired, 410);
    given(offered(first), ended(first), offered(second))
      .when(accept(first))
      .refuses(ErrorCode.shareLinkExpired, 410);
    given().when(accept(first)).refuses(ErrorCode.shareNotFound, 404);
  });

  it('ends an invitation or a share once', () => {
    given(offered(first)).when(end(first)).then(ended(first));
    given(offered(first), accepted(first)).when(end(first)).then(ended(first));
    given(offered(first), accepted(first), ended(first)).when(end(first)).then();
    given().when(end(first)).refuses(ErrorCode.shareNotFound, 404);
  });
});
