import { ErrorCode, type OrganizationEvent, type OrganizationStreamEvent } from '@stages/contracts';
import type { Aggregate } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';

/** What the organization's stream decides: whether it is verified, and its stages. */
export interface OrganizationState {
  readonly verified: boolean;
  readonly stageIds: ReadonlySet<string>;
}

export type OrganizationCommand =
  | { readonly type: 'VerifyOrganization'; readonly organizationId: string }
  | {
      readonly type: 'AddStage';
      readonly organizationId: string;
      readonly stageId: string;
      /** Stages its plan allows at once; null when unlimited. */
      readonly planLimit: number | null;
    }
  | { readonly type: 'RemoveStage'; readonly organizationId: string; readonly stageId: string };

export function decideOrganization(
  command: OrganizationCommand,
  state: OrganizationState,
): OrganizationEvent[] {
  const { organizationId } = command;
  switch (command.type) {
    case 'VerifyOrganization':
      return state.verified ? [] : [{ type: 'OrganizationVerified', data: { organizationId } }];
    case 'AddStage': {
      const { stageId, planLimit } = command;
      if (!state.verified) {
        throw new DomainError(
          ErrorCode.organizationAwaitingVerification,
          'An administrator has not verified this organization yet',
          403,
        );
      }
      if (state.stageIds.has(stageId)) return []; // a retry of the same creation
      if (planLimit !== null && state.stageIds.size >= planLimit) {
        throw new DomainError(
          ErrorCode.stagePlanLimitReached,
          `The current plan allows ${planLimit} stages`,
          402,
        );
      }
      return [{ type: 'OrganizationStageAdded', data: { organizationId, stageId } }];
    }
    case 'RemoveStage': {
      const { stageId } = command;
      if (!state.stageIds.has(stageId)) return [];
      return [{ type: 'OrganizationStageRemoved', data: { organizationId, stageId } }];
    }
  }
}

export function evolveOrganization(
  state: OrganizationState,
  event: OrganizationStreamEvent,
): OrganizationState {
  switch (event.type) {
    case 'OrganizationVerified':
      return { ...state, verified: true };
    case 'OrganizationStageAdded':
      return { ...state, stageIds: new Set(state.stageIds).add(event.data.stageId) };
    case 'OrganizationStageRemoved': {
      const stageIds = new Set(state.stageIds);
      stageIds.delete(event.data.stageId);
      return { ...state, stageIds };
    }
    default:
      return state; // the organization's plan, decided by the subscriptions
  }
}

export const organizationAggregate: Aggregate<
  OrganizationState,
  OrganizationCommand,
  OrganizationStreamEvent
> = {
  initial: { verified: false, stageIds: new Set() },
  decide: decideOrganization,
  evolve: evolveOrganization,
};
