import { ErrorCode } from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../api/src/platform/domain-error.js';
import { decideStage, evolveStage, stageAggregate } from '../../../api/src/stages/domain/stage.js';
import { stageData } from '../../support/events.js';

const stage = stageData({ maxChildren: 12 });

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, status: error.status };
    throw error;
  }
  throw new Error('expected a refusal');
};

describe('the stage aggregate', () => {
  it('creates a stage that does not exist yet', () => {
    const events = decideStage({ type: 'CreateStage', stage }, stageAggregate.initial);
    expect(events).toEqual([{ type: 'StageCreated', schemaVersion: 2, data: stage }]);
    const state = events.reduce(evolveStage, stageAggregate.initial);
    expect(state).toEqual({
      status: 'created',
      stageId: stage.stageId,
      organizationId: stage.organizationId,
      endsAt: stage.endsAt,
      costCents: stage.costCents,
      maxChildren: 12,
      visible: true,
      registered: 0,
    });
  });

  it('refuses to create a stage twice', () => {
    const created = evolveStage(stageAggregate.initial, { type: 'StageCreated', data: stage });
    expect(refusal(() => decideStage({ type: 'CreateStage', stage }, created))).toEqual({
      code: ErrorCode.stageAlreadyExists,
      status: 409,
    });
  });

  it('refuses incoherent dates: deadline after the start, or start after the end', () => {
    const late = { ...stage, registrationDeadline: '2027-07-06T08:00:00Z' };
    const backwards = { ...stage, endsAt: '2027-07-04T08:00:00Z' };
    for (const wrong of [late, backwards]) {
      expect(
        refusal(() => decideStage({ type: 'CreateStage', stage: wrong }, stageAggregate.initial)),
      ).toEqual({
        code: ErrorCode.stageInvalidDates,
        status: 422,
      });
    }
  });

  it('refuses a minimum age above the maximum', () => {
    const ages = { ...stage, minAge: 12, maxAge: 8 };
    expect(
      refusal(() => decideStage({ type: 'CreateStage', stage: ages }, stageAggregate.initial)).code,
    ).toBe(ErrorCode.stageInvalidAges);
  });

  it('ignores events it does not know', () => {
    expect(evolveStage(stageAggregate.initial, { type: 'SomethingElse', data: {} })).toBe(
      stageAggregate.initial,
    );
  });
});
