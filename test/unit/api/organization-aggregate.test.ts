import { randomUUID } from 'node:crypto';
import { ErrorCode, type OrganizationEvent } from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import { organizationAggregate } from '../../../api/src/organizations/domain/organization.js';
import { deciderSpec } from '../../support/decider-spec.js';

const given = deciderSpec(organizationAggregate);
const organizationId = randomUUID();
const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
const verified: OrganizationEvent = { type: 'OrganizationVerified', data: { organizationId } };
const added = (stageId: string): OrganizationEvent => ({
  type: 'OrganizationStageAdded',
  data: { organizationId, stageId },
});
const removed = (stageId: string): OrganizationEvent => ({
  type: 'OrganizationStageRemoved',
  data: { organizationId, stageId },
});
const addStage = (stageId: string, planLimit: number | null = 2) =>
  ({ type: 'AddStage', organizationId, stageId, planLimit }) as const;

describe('the organization aggregate', () => {
  it('is verified once', () => {
    const state = given().when({ type: 'VerifyOrganization', organizationId }).then(verified);
    expect(state.verified).toBe(true);
    given(verified).when({ type: 'VerifyOrganization', organizationId }).then();
  });

  it('refuses stages until an administrator has verified it', () => {
    given().when(addStage(first)).refuses(ErrorCode.organizationAwaitingVerification, 403);
  });

  it('counts stages up to what its plan allows, a retry of one creation counting once', () => {
    const state = given(verified, added(first)).when(addStage(second)).then(added(second));
    expect([...state.stageIds]).toEqual([first, second]);
    given(verified, added(first)).when(addStage(first)).then();
    given(verified, added(first), added(second))
      .when(addStage(third))
      .refuses(ErrorCode.stagePlanLimitReached, 402);
  });

  it('has no limit while its plan sets none', () => {
    given(verified, added(first), added(second)).when(addStage(third, null)).then(added(third));
  });

  it('gives a place back when a stage is removed, once', () => {
    given(verified, added(first), added(second), removed(first))
      .when(addStage(third))
      .then(added(third));
    const remove = { type: 'RemoveStage', organizationId, stageId: first } as const;
    given(verified, added(first)).when(remove).then(removed(first));
    given(verified, added(first), removed(first)).when(remove).then();
  });
});
