import { Enrollment, ErrorCode, PriceQuote, StageDetail } from '@stages/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actors, stageForm, type Organizer } from '../actors.js';
import { openIdentityWorld, type IdentityWorld } from '../identity/world.js';
import { ENROLLMENTS, enrolling, type Family, type StageUnderTest } from './enrolling.js';

/** A stage of 125 €, 80 € for families with support, 20 € off the second child, 30 € off the next. */
const charges = {
  cost_cents: 12_500,
  reduced_cost_cents: 8_000,
  reduced_price_policy: 'on_request',
  sibling_discounts: { second_cents: 2_000, third_and_more_cents: 3_000 },
  options: [
    { label: 'Garderie', price_cents: 2_500, max: null, counts_as_care: true },
    { label: 'Repas chaud', price_cents: 3_500, max: 1, counts_as_care: false },
  ],
};

describe('Prices that fit families', () => {
  let world: IdentityWorld;
  let organizer: Organizer;
  beforeAll(async () => {
    world = await openIdentityWorld();
    organizer = await actors(world).organizer({ subscribed: true });
  });
  afterAll(() => world.close());

  const { family, child, ...make } = enrolling(() => world);
  const pricedStage = async (overrides: Record<string, unknown> = {}) => {
    const made = await make.stage(organizer, { max_children: 10, ...charges, ...overrides });
    return StageDetail.parse(made) as StageDetail & StageUnderTest;
  };
  const optionId = (stage: StageDetail, label: string) =>
    stage.options.find((option) => option.label === label)!.id;
  const quote = (who: Family, stage: StageDetail, childId: string, query = '') =>
    who.browser.get(`/api/v1/stages/${stage.slug}/quote/?child_id=${childId}${query}`);
  /** Registers a child at the total of its quote, as the web does. */
  async function registerQuoted(
    who: Family,
    stage: StageDetail,
    choice: { option_ids?: string[]; reduced_price?: boolean } = {},
  ) {
    const kid = await child(who);
    const query = `&option_ids=${(choice.option_ids ?? []).join(',')}&reduced_price=${choice.reduced_price ?? false}`;
    const quoted = await quote(who, stage, kid.id, query);
    expect(quoted.status, quoted.text).toBe(200);
    const { total_cents } = PriceQuote.parse(quoted.body);
    const response = await who.browser.post(ENROLLMENTS, {
      stage_id: stage.id,
      child_id: kid.id,
      confirmed_price_cents: total_cents,
      ...choice,
    });
    expect(response.status, response.text).toBe(201);
    return { enrollment: Enrollment.parse(response.body), quote: PriceQuote.parse(quoted.body) };
  }

  it('shows a stage’s social price, discounts and options, each option with its places', async () => {
    const stage = await pricedStage();
    expect(stage).toMatchObject({
      reduced_cost_cents: 8_000,
      reduced_price_policy: 'on_request',
      sibling_discounts: { second_cents: 2_000, third_and_more_cents: 3_000 },
    });
    const [daycare, meals] = stage.options;
    expect(daycare).toMatchObject({ label: 'Garderie', max: null, remaining: null });
    expect(meals).toMatchObject({ label: 'Repas chaud', max: 1, remaining: 1 });
    expect(daycare!.id).toMatch(/^[0-9a-f-]{36}$/);

    const ann = await family();
    await registerQuoted(ann, stage, { option_ids: [meals!.id] });
    const shown = await world.api.http().get(`/api/v1/stages/${stage.slug}/`).expect(200);
    expect(StageDetail.parse(shown.body).options[1]).toMatchObject({ remaining: 0 });
  });

  it('refuses a social price not below the price, and one without its policy, creating nothing', async () => {
    for (const wrong of [
      { reduced_cost_cents: 12_500 },
      { reduced_price_policy: null },
      { sibling_discounts: { second_cents: 13_000, third_and_more_cents: 0 } },
    ]) {
      const response = await organizer.browser.post(
        '/api/v1/stage/manage/',
        stageForm({ ...charges, ...wrong }),
      );
      expect(response.status, response.text).toBe(400);
      expect(Object.keys(response.body.errors ?? {})).toHaveLength(1);
    }
  });

  it('quotes and records each child’s lines: the sibling discount in the order registered', async () => {
    const stage = await pricedStage();
    const daycare = optionId(stage, 'Garderie');
    const ann = await family();
    const first = await registerQuoted(ann, stage, { option_ids: [daycare] });
    expect(first.quote).toEqual({
      lines: [
        {
          kind: 'stage',
          label: stage.name,
          amount_cents: 12_500,
          counts_as_care: true,
          option_id: null,
        },
        {
          kind: 'option',
          label: 'Garderie',
          amount_cents: 2_500,
          counts_as_care: true,
          option_id: daycare,
        },
      ],
      total_cents: 15_000,
    });
    expect(first.enrollment).toMatchObject({ price_cents: 15_000, reduced_price: 'none' });
    const second = await registerQuoted(ann, stage);
    expect(second.enrollment.price_cents).toBe(10_500);
    expect(second.enrollment.lines.map((line) => [line.kind, line.amount_cents])).toEqual([
      ['stage', 12_500],
      ['sibling_discount', -2_000],
    ]);
    const third = await registerQuoted(ann, stage);
    expect(third.enrollment.price_cents).toBe(9_500);
  });

  it('refuses a total other than the quote’s, an unknown option and a full one, recording nothing', async () => {
    const stage = await pricedStage();
    const meals = optionId(stage, 'Repas chaud');
    const ann = await family();
    const kid = await child(ann);
    const ask = (body: Record<string, unknown>) =>
      ann.browser.post(ENROLLMENTS, { stage_id: stage.id, child_id: kid.id, ...body });
    const changed = await ask({ confirmed_price_cents: 12_500, option_ids: [meals] });
    expect(changed.status).toBe(409);
    expect(changed.body.code).toBe(ErrorCode.enrollmentPriceChanged);
    const unknown = await ask({ confirmed_price_cents: 12_500, option_ids: [crypto.randomUUID()] });
    expect(unknown.status).toBe(422);
    expect(unknown.body.code).toBe(ErrorCode.optionUnknown);

    await registerQuoted(await family(), stage, { option_ids: [meals] });
    const full = await quote(ann, stage, kid.id, `&option_ids=${meals}`);
    expect(full.status).toBe(409);
    expect(full.body.code).toBe(ErrorCode.optionFull);
    const refused = await ask({ confirmed_price_cents: 16_000, option_ids: [meals] });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(ErrorCode.optionFull);
    // Without the full option, the child still has its place.
    await ask({ confirmed_price_cents: 12_500 }).expect(201);
  });

  it('quotes only for a child of the caller’s family, and only to a parent', async () => {
    const stage = await pricedStage();
    const ann = await family();
    const bob = await family();
    const annsChild = await child(ann);
    const denied = await quote(bob, stage, annsChild.id);
    expect(denied.status).toBe(404);
    expect(denied.body.code).toBe(ErrorCode.childNotFound);
    const organizers = await organizer.browser.get(
      `/api/v1/stages/${stage.slug}/quote/?child_id=${annsChild.id}`,
    );
    expect(organizers.status).toBe(403);
    const anonymous = await world.api
      .http()
      .get(`/api/v1/stages/${stage.slug}/quote/?child_id=${annsChild.id}`);
    expect(anonymous.status).toBe(401);
    const noSocialPrice = await pricedStage({
      reduced_cost_cents: null,
      reduced_price_policy: null,
    });
    const none = await quote(ann, noSocialPrice, annsChild.id, '&reduced_price=true');
    expect(none.status).toBe(422);
    expect(none.body.code).toBe(ErrorCode.enrollmentNoReducedPrice);
  });

  it('lets the organizer grant or refuse a social price asked, the bill following', async () => {
    const stage = await pricedStage();
    const ann = await family();
    const asked = await registerQuoted(ann, stage, { reduced_price: true });
    expect(asked.enrollment).toMatchObject({ price_cents: 8_000, reduced_price: 'asked' });
    const accept = (id: string, body?: Record<string, unknown>) =>
      organizer.browser.post(`${ENROLLMENTS}${id}/accept/`, body);
    const undecided = await accept(asked.enrollment.id);
    expect(undecided.status).toBe(422);
    expect(undecided.body.code).toBe(ErrorCode.enrollmentReducedPriceUndecided);

    const refused = await accept(asked.enrollment.id, { reduced_price: false }).expect(200);
    expect(Enrollment.parse(refused.body)).toMatchObject({
      status: 'accepted',
      reduced_price: 'refused',
      price_cents: 12_500,
    });
    const bob = await family();
    const granted = await registerQuoted(bob, stage, { reduced_price: true });
    const grantedAnswer = await accept(granted.enrollment.id, { reduced_price: true }).expect(200);
    expect(Enrollment.parse(grantedAnswer.body)).toMatchObject({
      reduced_price: 'granted',
      price_cents: 8_000,
    });
    const other = await actors(world).organizer({ subscribed: true });
    const notTheirs = await other.browser.post(`${ENROLLMENTS}${granted.enrollment.id}/accept/`, {
      reduced_price: true,
    });
    expect(notTheirs.status).toBe(404);
  });

  it('locks the charges once a family holds a place, but for new options and capacities', async () => {
    const stage = await pricedStage();
    const path = `/api/v1/stage/manage/${stage.slug}/`;
    const form = (overrides: Record<string, unknown>) => ({
      ...stageForm(),
      name: stage.name,
      ...overrides,
    });
    const before = await organizer.browser.put(path, form({ reduced_cost_cents: 7_000 }));
    expect(before.status, before.text).toBe(200);
    expect(before.body.reduced_cost_cents).toBe(7_000);

    await registerQuoted(await family(), stage);
    const locked = await organizer.browser.put(path, form({ reduced_cost_cents: 6_000 }));
    expect(locked.status).toBe(409);
    expect(locked.body.code).toBe(ErrorCode.stageCostLocked);
    const options = [
      ...stage.options.map(({ id, label, price_cents, max, counts_as_care }) => ({
        id,
        label,
        price_cents,
        max: label === 'Repas chaud' ? 5 : max,
        counts_as_care,
      })),
      { label: 'Bus', price_cents: 1_000, max: null, counts_as_care: false },
    ];
    const grown = await organizer.browser.put(path, form({ options }));
    expect(grown.status, grown.text).toBe(200);
    expect(
      StageDetail.parse(grown.body).options.map((option) => [option.label, option.max]),
    ).toEqual([
      ['Garderie', null],
      ['Repas chaud', 5],
      ['Bus', null],
    ]);
  });
});
