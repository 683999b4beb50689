import { randomUUID } from 'node:crypto';
import { ErrorCode, type StageCharges, type StageStreamEvent } from '@stages/contracts';
import { describe, expect, it } from 'vitest';
import type { PlaceChoice } from '../../../api/src/enrollments/domain/place-price.js';
import {
  stageEnrollmentsAggregate,
  type EnrollmentCommand,
} from '../../../api/src/enrollments/domain/stage-enrollments.js';
import { deciderSpec, specMetadata } from '../../support/decider-spec.js';
import { stageData } from '../../support/events.js';

const given = deciderSpec(stageEnrollmentsAggregate);
const before = new Date('2027-06-01T10:00:00Z');
const bornIn2019 = '2019-03-14';
const daycare = {
  id: randomUUID(),
  label: 'Garderie',
  priceCents: 2_500,
  max: null,
  countsAsCare: true,
};
const meals = { id: randomUUID(), label: 'Repas', priceCents: 3_500, max: 1, countsAsCare: false };
const charges: StageCharges = {
  reducedCostCents: 8_000,
  reducedPricePolicy: 'on_request',
  siblingDiscounts: { secondCents: 2_000, thirdAndMoreCents: 3_000 },
  options: [daycare, meals],
};

function stageWith(overrides: Partial<StageCharges> = {}) {
  const data = stageData({ maxChildren: 10, minAge: 6, maxAge: 10, ...charges, ...overrides });
  return { type: 'StageCreated', data } satisfies StageStreamEvent;
}
const priced = stageWith();

const parent = randomUUID();
const organizer = randomUUID();

const register = (
  confirmedPriceCents: number,
  choice: PlaceChoice = { optionIds: [], reducedPrice: false },
  primaryParentId = parent,
  enrollmentId = randomUUID(),
): Extract<EnrollmentCommand, { type: 'RequestEnrollment' }> => ({
  type: 'RequestEnrollment',
  enrollmentId,
  childId: randomUUID(),
  primaryParentId,
  childBirthDate: bornIn2019,
  confirmedPriceCents,
  choice,
  by: primaryParentId,
  now: before,
});

const accept = (enrollmentId: string, reducedPrice?: boolean): EnrollmentCommand => ({
  type: 'AcceptEnrollment',
  enrollmentId,
  organizationId: priced.data.organizationId,
  reducedPrice,
  by: organizer,
  now: before,
});

/** The history a run of commands records, each decided on what the ones before left. */
function recorded(start: StageStreamEvent[], ...commands: EnrollmentCommand[]) {
  const history = [...start];
  for (const command of commands) {
    const state = history.reduce(
      stageEnrollmentsAggregate.evolve,
      stageEnrollmentsAggregate.initial,
    );
    history.push(...stageEnrollmentsAggregate.decide(command, state, specMetadata));
  }
  return history;
}

type Requested = Extract<StageStreamEvent, { type: 'EnrollmentRequested' }>;
type Accepted = Extract<StageStreamEvent, { type: 'EnrollmentAccepted' }>;
const requests = (history: StageStreamEvent[]) =>
  history.filter((event): event is Requested => event.type === 'EnrollmentRequested');

describe('the price of a place on a stage', () => {
  it('takes the sibling discount off each further child of the family, in the order registered', () => {
    const history = recorded(
      [priced],
      register(12_500),
      register(10_500),
      register(9_500 + 2_500, { optionIds: [daycare.id], reducedPrice: false }),
      register(12_500, { optionIds: [], reducedPrice: false }, randomUUID()),
    );
    const [first, second, third, neighbour] = requests(history).map((event) => event.data);
    expect(first).toMatchObject({ priceCents: 12_500, reducedPrice: 'none' });
    expect(second!.lines).toEqual([
      { kind: 'stage', amountCents: 12_500, countsAsCare: true },
      { kind: 'sibling_discount', amountCents: -2_000, countsAsCare: false },
    ]);
    expect(third!.lines).toEqual([
      { kind: 'stage', amountCents: 12_500, countsAsCare: true },
      { kind: 'sibling_discount', amountCents: -3_000, countsAsCare: false },
      { kind: 'option', amountCents: 2_500, countsAsCare: true, optionId: daycare.id },
    ]);
    expect(neighbour).toMatchObject({ priceCents: 12_500 });
  });

  it('counts only the family’s children still holding a place', () => {
    const first = randomUUID();
    const cancel: EnrollmentCommand = {
      type: 'CancelEnrollment',
      enrollmentId: first,
      by: parent,
      now: before,
    };
    const history = recorded([priced], register(12_500, undefined, parent, first), cancel);
    const [, again] = requests(recorded(history, register(12_500)));
    expect(again!.data).toMatchObject({ priceCents: 12_500, lines: [{ kind: 'stage' }] });
  });

  it('refuses a total other than the one the family read', () => {
    given(...recorded([priced], register(12_500)))
      .when(register(12_500))
      .refuses(ErrorCode.enrollmentPriceChanged, 409);
    given(priced)
      .when(register(12_500, { optionIds: [meals.id], reducedPrice: false }))
      .refuses(ErrorCode.enrollmentPriceChanged, 409);
  });

  it('refuses an option the stage does not offer, and a social price it does not have', () => {
    given(priced)
      .when(register(12_500, { optionIds: [randomUUID()], reducedPrice: false }))
      .refuses(ErrorCode.optionUnknown, 422);
    given(priced)
      .when(register(15_000, { optionIds: [daycare.id, daycare.id], reducedPrice: false }))
      .refuses(ErrorCode.optionUnknown, 422);
    given(stageWith({ reducedCostCents: null, reducedPricePolicy: null }))
      .when(register(8_000, { optionIds: [], reducedPrice: true }))
      .refuses(ErrorCode.enrollmentNoReducedPrice, 422);
  });

  it('never gives an option more takers than its places; a rejection gives its place back', () => {
    const withMeal = { optionIds: [meals.id], reducedPrice: false };
    const taker = randomUUID();
    const taken = recorded([priced], register(16_000, withMeal, randomUUID(), taker));
    given(...taken)
      .when(register(16_000, withMeal, randomUUID()))
      .refuses(ErrorCode.optionFull, 409);
    // Without the full option, the child still has a place.
    expect(requests(recorded(taken, register(12_500, undefined, randomUUID()))).length).toBe(2);
    const reject: EnrollmentCommand = {
      type: 'RejectEnrollment',
      enrollmentId: taker,
      organizationId: priced.data.organizationId,
      by: organizer,
      now: before,
    };
    const freed = recorded(taken, reject);
    const next = register(16_000, withMeal, randomUUID());
    given(...freed)
      .when(next)
      .then(...recorded(freed, next).slice(freed.length));
  });

  it('asks the social price of the organizer, who grants or refuses it on accepting', () => {
    const id = randomUUID();
    const asking = recorded(
      [priced],
      register(8_000, { optionIds: [], reducedPrice: true }, parent, id),
    );
    expect(requests(asking)[0]!.data).toMatchObject({
      priceCents: 8_000,
      reducedPrice: 'asked',
      lines: [
        { kind: 'stage', amountCents: 12_500 },
        { kind: 'social_price', amountCents: -4_500 },
      ],
    });
    given(...asking)
      .when(accept(id))
      .refuses(ErrorCode.enrollmentReducedPriceUndecided, 422);

    const [granted] = stageEnrollmentsAggregate.decide(
      accept(id, true),
      asking.reduce(stageEnrollmentsAggregate.evolve, stageEnrollmentsAggregate.initial),
      specMetadata,
    ) as Accepted[];
    expect(granted!.data.reducedPrice).toBe('granted');
    expect(granted!.data.price).toBeUndefined();

    const refusedHistory = recorded(asking, accept(id, false));
    const refused = refusedHistory.at(-1) as Accepted;
    expect(refused.data).toMatchObject({
      reducedPrice: 'refused',
      price: { priceCents: 12_500, lines: [{ kind: 'stage', amountCents: 12_500 }] },
    });
    const state = refusedHistory.reduce(
      stageEnrollmentsAggregate.evolve,
      stageEnrollmentsAggregate.initial,
    );
    expect(state.enrollments.get(id)).toMatchObject({
      status: 'accepted',
      priceCents: 12_500,
      reducedPrice: 'refused',
    });
  });

  it('gives a refused social price back its sibling discount, as the family would have paid', () => {
    const second = randomUUID();
    const history = recorded(
      [priced],
      register(12_500),
      register(6_000, { optionIds: [], reducedPrice: true }, parent, second),
      accept(second, false),
    );
    expect(requests(history)[1]!.data.lines).toEqual([
      { kind: 'stage', amountCents: 12_500, countsAsCare: true },
      { kind: 'social_price', amountCents: -4_500, countsAsCare: false },
      { kind: 'sibling_discount', amountCents: -2_000, countsAsCare: false },
    ]);
    expect((history.at(-1) as Accepted).data.price).toEqual({
      priceCents: 10_500,
      lines: [
        { kind: 'stage', amountCents: 12_500, countsAsCare: true },
        { kind: 'sibling_discount', amountCents: -2_000, countsAsCare: false },
      ],
    });
  });

  it('takes the family’s word where the stage says it is enough', () => {
    const id = randomUUID();
    const declared = recorded(
      [stageWith({ reducedPricePolicy: 'self_declared' })],
      register(8_000, { optionIds: [], reducedPrice: true }, parent, id),
      accept(id),
    );
    expect(requests(declared)[0]!.data.reducedPrice).toBe('declared');
    expect((declared.at(-1) as Accepted).data).not.toHaveProperty('price');
  });

  it('lets the organizer grant the social price unasked, or registering a child', () => {
    const id = randomUUID();
    const history = recorded([priced], register(12_500, undefined, parent, id), accept(id, true));
    expect((history.at(-1) as Accepted).data).toMatchObject({
      reducedPrice: 'granted',
      price: { priceCents: 8_000 },
    });
    const onBehalf: EnrollmentCommand = {
      type: 'RegisterOnBehalf',
      enrollmentId: randomUUID(),
      childId: randomUUID(),
      primaryParentId: randomUUID(),
      childBirthDate: bornIn2019,
      organizationId: priced.data.organizationId,
      choice: { optionIds: [daycare.id], reducedPrice: true },
      by: organizer,
      now: before,
    };
    expect(requests(recorded([priced], onBehalf))[0]!.data).toMatchObject({
      priceCents: 10_500,
      reducedPrice: 'granted',
    });
  });
});
