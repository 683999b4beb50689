import { ErrorCode, type StageCreatedData } from '@stages/contracts';
import type { Aggregate, DecidedEvent } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';

export type StageState =
  | { readonly status: 'none' }
  | {
      readonly status: 'created';
      readonly stageId: string;
      readonly organizationId: string;
      readonly endsAt: string;
      readonly maxChildren: number;
    };

export type StageCommand = { readonly type: 'CreateStage'; readonly stage: StageCreatedData };

export function decideStage(command: StageCommand, state: StageState): DecidedEvent[] {
  switch (command.type) {
    case 'CreateStage': {
      const { stage } = command;
      if (state.status !== 'none') {
        throw new DomainError(
          ErrorCode.stageAlreadyExists,
          `Stage ${stage.stageId} already exists`,
        );
      }
      const deadline = Date.parse(stage.registrationDeadline);
      const starts = Date.parse(stage.startsAt);
      const ends = Date.parse(stage.endsAt);
      if (!(deadline <= starts && starts < ends)) {
        throw new DomainError(
          ErrorCode.stageInvalidDates,
          'The registration deadline must come before the start, and the start before the end',
          422,
        );
      }
      if (stage.minAge > stage.maxAge) {
        throw new DomainError(
          ErrorCode.stageInvalidAges,
          'The minimum age cannot exceed the maximum age',
          422,
        );
      }
      return [{ type: 'StageCreated', schemaVersion: 1, data: stage }];
    }
  }
}

export function evolveStage(state: StageState, event: { type: string; data: unknown }): StageState {
  switch (event.type) {
    case 'StageCreated': {
      const stage = event.data as StageCreatedData;
      return {
        status: 'created',
        stageId: stage.stageId,
        organizationId: stage.organizationId,
        endsAt: stage.endsAt,
        maxChildren: stage.maxChildren,
      };
    }
    default:
      return state;
  }
}

export const stageAggregate: Aggregate<StageState, StageCommand> = {
  initial: { status: 'none' },
  decide: decideStage,
  evolve: evolveStage,
};
