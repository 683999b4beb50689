import type { DomainEvent, EventMetadata } from '@stages/contracts';
import { expect } from 'vitest';
import { versioned, type Aggregate } from '../../api/src/platform/commands/run-command.js';
import { DomainError } from '../../api/src/platform/domain-error.js';

/** The metadata specs decide with: the chained decisions of a stage hash it. */
export const specMetadata: EventMetadata = {
  actorId: '7d8f6b1e-4c4a-4f7e-9a51-2b1f0c3d9e11',
  actorRole: 'organization',
  commandId: 'c0mmand-0f-the-spec',
  correlationId: 'request-0f-the-spec',
  causationId: null,
  occurredAt: '2027-06-01T10:00:00.000Z',
};

/**
 * Specs of an aggregate that read as the rule does: given these events on its stream, when
 * this command comes, then these events (each valid against its schema), or this refusal.
 *
 *     const given = deciderSpec(stageAggregate);
 *     given(created).when({ type: 'DeleteStage', by: owner }).then(deleted);
 *     given().when(command).refuses(ErrorCode.stageNotFound, 404);
 */
export function deciderSpec<State, Command, Event extends DomainEvent>(
  aggregate: Aggregate<State, Command, Event>,
) {
  return (...history: Event[]) => {
    const state = history.reduce(aggregate.evolve, aggregate.initial);
    return {
      /** The state the history folds into. */
      state,
      when(command: Command) {
        const decide = () => aggregate.decide(command, state, specMetadata);
        return {
          then(...expected: Event[]) {
            const decided = decide();
            expect(decided).toEqual(expected);
            decided.forEach(versioned);
            return decided.reduce(aggregate.evolve, state);
          },
          refuses(code: string, status?: number) {
            let refusal: unknown = null;
            try {
              decide();
            } catch (error) {
              refusal = error;
            }
            expect(refusal, `a refusal with ${code}`).toBeInstanceOf(DomainError);
            expect(refusal).toMatchObject(status === undefined ? { code } : { code, status });
          },
        };
      },
    };
  };
}

/**
 * The events a run of commands records after `start`, each decided on the state the events
 * before it leave: a history made the way the product makes it.
 */
export function recordedRun<State, Command, Event extends DomainEvent>(
  aggregate: Aggregate<State, Command, Event>,
  start: readonly Event[],
  commands: readonly Command[],
): Event[] {
  const events = [...start];
  for (const command of commands) {
    const state = events.reduce(aggregate.evolve, aggregate.initial);
    events.push(...aggregate.decide(command, state, specMetadata));
  }
  return events;
}
