import {
  ErrorCode,
  NO_OPTION_TAKERS,
  type StageCharges,
  type StageEvent,
  type StageStreamEvent,
} from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import { stageAggregate, type StageActor } from '../../../api/src/stages/domain/stage.js';
import { deciderSpec } from '../../support/decider-spec.js';
import { stageData } from '../../support/events.js';

const given = deciderSpec(stageAggregate);
const stage = stageData({ maxChildren: 12 });
const { stageId, organizationId } = stage;
const created: StageEvent = { type: 'StageCreated', data: stage };
const owner = { kind: 'organization', organizationId } as const;
const stranger = { kind: 'organization', organizationId: crypto.randomUUID() } as const;
const administrator = { kind: 'administrator' } as const;
const {
  stageId: _id,
  organizationId: _org,
  slug: _slug,
  costCents: _cost,
  visible: _v,
  reducedCostCents: _reduced,
  reducedPricePolicy: _policy,
  siblingDiscounts: _discounts,
  options: _options,
  ...details
} = stage;
const change = (overrides: Partial<typeof details> = {}, now = new Date('2027-06-01T00:00:00Z')) =>
  ({
    type: 'ChangeStageDetails',
    stageId,
    details: { ...details, ...overrides },
    by: owner,
    now,
  }) as const;

describe('the stage aggregate', () => {
  describe('creating', () => {
    it('creates a stage that does not exist yet, folded whole, with no one registered', () => {
      const state = given().when({ type: 'CreateStage', stage }).then(created);
      expect(state).toEqual({
        status: 'created',
        ...stage,
        moderated: false,
        moderationReason: null,
        registered: 0,
        held: 0,
        waiting: 0,
        billed: 0,
        optionTakers: NO_OPTION_TAKERS,
      });
    });

    it('refuses to create a stage twice', () => {
      given(created)
        .when({ type: 'CreateStage', stage })
        .refuses(ErrorCode.stageAlreadyExists, 409);
    });

    it('refuses incoherent dates: deadline after the start, or start after the end', () => {
      const late = { ...stage, registrationDeadline: '2027-07-06T08:00:00Z' };
      const backwards = { ...stage, endsAt: '2027-07-04T08:00:00Z' };
      for (const wrong of [late, backwards]) {
        given()
          .when({ type: 'CreateStage', stage: wrong })
          .refuses(ErrorCode.stageInvalidDates, 422);
      }
    });

    it('refuses more days of activity than the calendar days of the stage, or none', () => {
      // 5 July to 9 July: five days.
      for (const effectiveDays of [6, 123, 0]) {
        given()
          .when({ type: 'CreateStage', stage: { ...stage, effectiveDays } })
          .refuses(ErrorCode.stageInvalidEffectiveDays, 422);
      }
      given()
        .when({ type: 'CreateStage', stage: { ...stage, effectiveDays: 5 } })
        .then({ type: 'StageCreated', data: { ...stage, effectiveDays: 5 } });
    });

    it('refuses a minimum age above the maximum', () => {
      const ages = { ...stage, minAge: 12, maxAge: 8 };
      given().when({ type: 'CreateStage', stage: ages }).refuses(ErrorCode.stageInvalidAges);
    });
  });

  describe('changing its details', () => {
    it('records the new details for its owner, and folds them in', () => {
      const state = given(created)
        .when(change({ name: 'Stage kayak', maxChildren: 15 }))
        .then({
          type: 'StageDetailsChanged',
          data: { stageId, ...details, name: 'Stage kayak', maxChildren: 15 },
        });
      expect(state).toMatchObject({ name: 'Stage kayak', maxChildren: 15, costCents: 12_500 });
    });

    it('is refused to another organization, and on a stage that does not exist', () => {
      given(created)
        .when({ ...change(), by: stranger })
        .refuses(ErrorCode.stageNotOwner, 403);
      given().when(change()).refuses(ErrorCode.stageNotFound, 404);
    });

    it('is refused once the stage has ended', () => {
      given(created)
        .when(change({}, new Date('2027-07-10T00:00:00Z')))
        .refuses(ErrorCode.stageEnded, 409);
    });

    it('refuses more days of activity than the stage spans, even on a stage recorded with them', () => {
      given(created)
        .when(change({ effectiveDays: 6 }))
        .refuses(ErrorCode.stageInvalidEffectiveDays, 422);
      // Recorded before the rule: the stage still folds, and the next change must correct it.
      const recorded: StageEvent = { type: 'StageCreated', data: { ...stage, effectiveDays: 123 } };
      expect(given(recorded).state).toMatchObject({ status: 'created', effectiveDays: 123 });
      given(recorded)
        .when(change({ effectiveDays: 123 }))
        .refuses(ErrorCode.stageInvalidEffectiveDays, 422);
      given(recorded)
        .when(change({ effectiveDays: 5 }))
        .then({ type: 'StageDetailsChanged', data: { stageId, ...details, effectiveDays: 5 } });
    });

    it('never changes the price', () => {
      given(created)
        .when({ ...change(), costCents: 9_900 })
        .refuses(ErrorCode.stageCostLocked, 422);
      given(created)
        .when({ ...change(), costCents: stage.costCents })
        .then({
          type: 'StageDetailsChanged',
          data: { stageId, ...details },
        });
    });
  });

  describe('what it charges beside its price', () => {
    const daycare = {
      id: crypto.randomUUID(),
      label: 'Garderie',
      priceCents: 2_500,
      max: null,
      countsAsCare: true,
    };
    const meals = {
      ...daycare,
      id: crypto.randomUUID(),
      label: 'Repas',
      max: 2,
      countsAsCare: false,
    };
    const charges: StageCharges = {
      reducedCostCents: 8_000,
      reducedPricePolicy: 'on_request',
      siblingDiscounts: { secondCents: 1_000, thirdAndMoreCents: 2_000 },
      options: [daycare, meals],
    };
    const priced: StageEvent = { type: 'StageCreated', data: { ...stage, ...charges } };
    const reprice = (next: StageCharges) => ({ ...change(), charges: next });
    const link = { previous: '0'.repeat(64), hash: '1'.repeat(64) };
    const request = (enrollmentId: string, optionIds: string[]): StageStreamEvent => ({
      type: 'EnrollmentRequested',
      data: {
        stageId,
        enrollmentId,
        childId: crypto.randomUUID(),
        primaryParentId: crypto.randomUUID(),
        decidedBy: null,
        decidedAt: '2027-06-01T10:00:00.000Z',
        link,
        priceCents: 12_500,
        lines: [
          { kind: 'stage', amountCents: 12_500, countsAsCare: true },
          ...optionIds.map((optionId) => ({
            kind: 'option' as const,
            amountCents: 2_500,
            countsAsCare: false,
            optionId,
          })),
        ],
      },
    });
    const first = crypto.randomUUID();
    const second = crypto.randomUUID();
    const withTakers = [priced, request(first, [meals.id]), request(second, [meals.id])];

    it('are set at creation, and refused when the social price is not below the price', () => {
      given()
        .when({ type: 'CreateStage', stage: { ...stage, ...charges } })
        .then(priced);
      given()
        .when({ type: 'CreateStage', stage: { ...stage, ...charges, reducedCostCents: 12_500 } })
        .refuses(ErrorCode.stageInvalidReducedPrice, 422);
      given()
        .when({ type: 'CreateStage', stage: { ...stage, ...charges, reducedPricePolicy: null } })
        .refuses(ErrorCode.stageInvalidReducedPrice, 422);
      const discounts = { secondCents: 12_501, thirdAndMoreCents: 0 };
      given()
        .when({ type: 'CreateStage', stage: { ...stage, ...charges, siblingDiscounts: discounts } })
        .refuses(ErrorCode.stageInvalidSiblingDiscounts, 422);
    });

    it('change freely until a family holds a place, and record nothing when unchanged', () => {
      const next = { ...charges, reducedCostCents: 9_000, options: [meals] };
      given(priced)
        .when(reprice(next))
        .then(
          { type: 'StageDetailsChanged', data: { stageId, ...details } },
          { type: 'StagePricingChanged', data: { stageId, ...next } },
        );
      given(priced)
        .when(reprice(charges))
        .then({ type: 'StageDetailsChanged', data: { stageId, ...details } });
    });

    it('are locked once a family holds a place, but for new options and capacities', () => {
      const lockedOut: StageCharges[] = [
        { ...charges, reducedCostCents: 7_000 },
        { ...charges, siblingDiscounts: null },
        { ...charges, options: [daycare] },
        { ...charges, options: [{ ...daycare, priceCents: 3_000 }, meals] },
        { ...charges, options: [meals, daycare] },
      ];
      for (const next of lockedOut) {
        given(...withTakers)
          .when(reprice(next))
          .refuses(ErrorCode.stageCostLocked, 409);
      }
      const bus = { ...daycare, id: crypto.randomUUID(), label: 'Bus', countsAsCare: false };
      const grown = { ...charges, options: [daycare, { ...meals, max: 3 }, bus] };
      const state = given(...withTakers)
        .when(reprice(grown))
        .then(
          { type: 'StageDetailsChanged', data: { stageId, ...details } },
          { type: 'StagePricingChanged', data: { stageId, ...grown } },
        );
      expect(state).toMatchObject({ options: grown.options });
    });

    it('never give an option fewer places than the children who took it', () => {
      given(...withTakers)
        .when(reprice({ ...charges, options: [daycare, { ...meals, max: 1 }] }))
        .refuses(ErrorCode.stageOptionBelowTakers, 409);
      const rejected: StageStreamEvent = {
        type: 'EnrollmentRejected',
        data: { ...request(first, []).data, reasonGiven: false } as never,
      };
      const fewer = { ...charges, options: [daycare, { ...meals, max: 1 }] };
      given(...withTakers, rejected)
        .when(reprice(fewer))
        .then(
          { type: 'StageDetailsChanged', data: { stageId, ...details } },
          { type: 'StagePricingChanged', data: { stageId, ...fewer } },
        );
    });
  });

  describe('visibility and moderation', () => {
    const REASON = 'Photos of children published without consent';
    const takenDown = (reason: string | null = REASON): StageEvent => ({
      type: 'StageModerated',
      data: { stageId, hidden: true, reason },
    });
    const givenBack: StageEvent = {
      type: 'StageModerated',
      data: { stageId, hidden: false, reason: null },
    };
    const moderate = (hidden: boolean, reason: string | null, by: StageActor = administrator) =>
      ({ type: 'ModerateStage', hidden, reason, by }) as const;

    it('shows and hides for its owner, saying nothing when nothing changes', () => {
      const hidden = given(created)
        .when({ type: 'SetStageVisibility', visible: false, by: owner })
        .then({ type: 'StageVisibilityChanged', data: { stageId, visible: false } });
      expect(hidden).toMatchObject({ visible: false });
      given(created).when({ type: 'SetStageVisibility', visible: true, by: owner }).then();
      given(created)
        .when({ type: 'SetStageVisibility', visible: false, by: administrator })
        .refuses(ErrorCode.stageNotOwner);
    });

    it('lets only administrators take a stage down, once, with the reason they give', () => {
      given(created)
        .when(moderate(true, REASON, owner))
        .refuses(ErrorCode.wrongRole, 403);
      const down = given(created).when(moderate(true, REASON)).then(takenDown());
      expect(down).toMatchObject({ moderated: true, moderationReason: REASON });
      given(created, takenDown()).when(moderate(true, REASON)).then();
    });

    it('refuses to take a stage down without a reason', () => {
      for (const missing of [null, '', '   ']) {
        given(created).when(moderate(true, missing)).refuses(ErrorCode.fillAllFields, 400);
      }
    });

    it('records a new reason for a stage taken down again, or taken down before reasons were asked', () => {
      const changed = given(created, takenDown())
        .when(moderate(true, 'Misleading prices'))
        .then(takenDown('Misleading prices'));
      expect(changed).toMatchObject({ moderated: true, moderationReason: 'Misleading prices' });
      const { state: old } = given(created, takenDown(null));
      expect(old).toMatchObject({ moderated: true, moderationReason: null });
      given(created, takenDown(null)).when(moderate(true, REASON)).then(takenDown());
    });

    it('keeps a stage taken down from being shown by its organizer, who may still hide it', () => {
      given(created, takenDown())
        .when({ type: 'SetStageVisibility', visible: true, by: owner })
        .refuses(ErrorCode.stageModerated, 403);
      given(created, takenDown())
        .when({ type: 'SetStageVisibility', visible: false, by: owner })
        .then({ type: 'StageVisibilityChanged', data: { stageId, visible: false } });
    });

    it('gives a stage back to its organizer when the administrator lifts the moderation, forgetting the reason', () => {
      const back = given(created, takenDown()).when(moderate(false, null)).then(givenBack);
      expect(back).toMatchObject({ moderated: false, moderationReason: null });
      // A reason sent along is not kept: there is nothing to explain any more.
      given(created, takenDown()).when(moderate(false, 'No longer needed')).then(givenBack);
      given(created).when(moderate(false, null)).then();
      given(created, takenDown(), givenBack)
        .when({ type: 'SetStageVisibility', visible: false, by: owner })
        .then({ type: 'StageVisibilityChanged', data: { stageId, visible: false } });
    });
  });

  it('ignores events it does not know, as a newer version may write', () => {
    const unknown = { type: 'StageRenamedByAFutureVersion', data: {} } as unknown as StageEvent;
    const { state } = given(created);
    expect(stageAggregate.evolve(state, unknown)).toBe(state);
  });

  describe('deleting', () => {
    const deleted: StageEvent = { type: 'StageDeleted', data: { stageId } };

    it('deletes for its owner only, keeping what was recorded', () => {
      given(created).when({ type: 'DeleteStage', by: stranger }).refuses(ErrorCode.stageNotOwner);
      const state = given(created).when({ type: 'DeleteStage', by: owner }).then(deleted);
      expect(state).toMatchObject({ status: 'deleted', slug: stage.slug });
    });

    it('treats a deleted stage as gone', () => {
      given(created, deleted)
        .when({ type: 'DeleteStage', by: owner })
        .refuses(ErrorCode.stageNotFound, 404);
      given(created, deleted).when(change()).refuses(ErrorCode.stageNotFound, 404);
    });
  });
});
