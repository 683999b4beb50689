import { ErrorCode, type StageSlugEvent } from '@stages/contracts';
import type { Aggregate } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';

/** Which stage, if any, a slug belongs to. One stream per slug keeps slugs unique. */
export type SlugState = { readonly stageId: string | null };

export type SlugCommand =
  | {
      readonly type: 'ReserveSlug';
      readonly slug: string;
      readonly stageId: string;
      /**
       * A holder the caller found gone (its stage deleted, or never created long after the
       * reservation): the slug is taken over from it, and from no other.
       */
      readonly goneHolder?: string | null;
    }
  | { readonly type: 'ReleaseSlug'; readonly slug: string; readonly stageId: string };

export function decideSlug(command: SlugCommand, state: SlugState): StageSlugEvent[] {
  const data = { slug: command.slug, stageId: command.stageId };
  if (command.type === 'ReleaseSlug') {
    return state.stageId === command.stageId ? [{ type: 'StageSlugReleased', data }] : [];
  }
  if (state.stageId === command.stageId) return []; // a retry of the same creation
  const reserved: StageSlugEvent = { type: 'StageSlugReserved', data };
  if (state.stageId === null) return [reserved];
  if (state.stageId === command.goneHolder) {
    const released = { slug: command.slug, stageId: state.stageId };
    return [{ type: 'StageSlugReleased', data: released }, reserved];
  }
  throw new DomainError(ErrorCode.stageSlugTaken, `The slug ${command.slug} is already taken`);
}

export function evolveSlug(state: SlugState, event: StageSlugEvent): SlugState {
  switch (event.type) {
    case 'StageSlugReserved':
      return { stageId: event.data.stageId };
    case 'StageSlugReleased':
      return { stageId: null };
    default:
      return state; // recorded by a newer version of the product
  }
}

export const slugAggregate: Aggregate<SlugState, SlugCommand, StageSlugEvent> = {
  initial: { stageId: null },
  decide: decideSlug,
  evolve: evolveSlug,
};
