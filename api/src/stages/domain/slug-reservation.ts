import { ErrorCode, type StageSlugReservedData } from '@stages/contracts';
import type { Aggregate, DecidedEvent } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';

/** Which stage, if any, a slug belongs to. One stream per slug keeps slugs unique. */
export type SlugState = { readonly stageId: string | null };

export type SlugCommand = {
  readonly type: 'ReserveSlug';
  readonly slug: string;
  readonly stageId: string;
};

export function decideSlug(command: SlugCommand, state: SlugState): DecidedEvent[] {
  if (state.stageId === command.stageId) return []; // a retry of the same creation
  if (state.stageId !== null) {
    throw new DomainError(ErrorCode.stageSlugTaken, `The slug ${command.slug} is already taken`);
  }
  const data: StageSlugReservedData = { slug: command.slug, stageId: command.stageId };
  return [{ type: 'StageSlugReserved', schemaVersion: 1, data }];
}

export function evolveSlug(state: SlugState, event: { type: string; data: unknown }): SlugState {
  return event.type === 'StageSlugReserved'
    ? { stageId: (event.data as StageSlugReservedData).stageId }
    : state;
}

export const slugAggregate: Aggregate<SlugState, SlugCommand> = {
  initial: { stageId: null },
  decide: decideSlug,
  evolve: evolveSlug,
};
