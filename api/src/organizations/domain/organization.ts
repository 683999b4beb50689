import { ErrorCode } from '@stages/contracts';
import type { Aggregate, DecidedEvent } from '../../platform/commands/run-command.js';
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
): DecidedEvent[] {
  const { organizationId } = command;
  switch (command.type) {
    case 'VerifyOrganization':
      return state.verified
        ? []
        : [{ type: 'OrganizationVerified', schemaVersion: 1, data: { organizationId } }];
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
      return [
        { type: 'OrganizationStageAdded', schemaVersion: 1, data: { organizationId, stageId } },
      ];
    }
    case 'RemoveStage': {
      const { stageId } = command;
      if (!state.stageIds.has(stageId)) return [];
      return [
        { type: 'OrganizationStageRemoved', schemaVersion: 1, data: { organizationId, stageId } },
      ];
    }
  }
}

export function evolveOrganization(
  state: OrganizationState,
  event: { type: string; data: unknown },
): OrganizationState {
  switch (event.type) {
    case 'OrganizationVerified':
      return { ...state, verified: true };
    case 'OrganizationStageAdded':
    case 'OrganizationStageRemoved': {
      const { stageId } = event.data as { stageId: string };
      const stageIds = new Set(state.stageIds);
      if (event.type === 'OrganizationStageAdded') stageIds.add(stageId);
      else stageIds.delete(stageId);
      return { ...state, stageIds };
    }
    default:
      return state;
  }
}

export const organizationAggregate: Aggregate<OrganizationState, OrganizationCommand> = {
  initial: { verified: false, stageIds: new Set() },
  decide: decideOrganization,
  evolve: evolveOrganization,
};
