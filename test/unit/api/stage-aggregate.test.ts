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
      moderated: false,
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

  describe('moderation', () => {
    const created = evolveStage(stageAggregate.initial, { type: 'StageCreated', data: stage });
    const owner = { kind: 'organization', organizationId: stage.organizationId } as const;
    const administrator = { kind: 'administrator' } as const;

    it('lets only administrators take a stage down, once', () => {
      expect(
        refusal(() => decideStage({ type: 'ModerateStage', hidden: true, by: owner }, created)),
      ).toEqual({
        code: ErrorCode.wrongRole,
        status: 403,
      });
      const events = decideStage(
        { type: 'ModerateStage', hidden: true, by: administrator },
        created,
      );
      expect(events).toEqual([
        {
          type: 'StageModerated',
          schemaVersion: 1,
          data: { stageId: stage.stageId, hidden: true },
        },
      ]);
      const down = events.reduce(evolveStage, created);
      expect(decideStage({ type: 'ModerateStage', hidden: true, by: administrator }, down)).toEqual(
        [],
      );
    });

    it('keeps a stage taken down from being shown by its organizer, who may still hide it', () => {
      const down = evolveStage(created, {
        type: 'StageModerated',
        data: { stageId: stage.stageId, hidden: true },
      });
      expect(
        refusal(() => decideStage({ type: 'SetStageVisibility', visible: true, by: owner }, down)),
      ).toEqual({ code: ErrorCode.stageModerated, status: 403 });
      expect(
        decideStage({ type: 'SetStageVisibility', visible: false, by: owner }, down),
      ).toHaveLength(1);
      expect(
        refusal(() =>
          decideStage({ type: 'SetStageVisibility', visible: false, by: administrator }, created),
        ).code,
      ).toBe(ErrorCode.stageNotOwner);
    });
  });
});
