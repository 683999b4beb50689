import { randomUUID } from 'node:crypto';
import { FIRST_LINK, type StageEvent } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { describe, expect, it } from 'vitest';
import { stageCatalogue } from '../../api/src/stages/projections/stage-catalogue.projection.js';
import { stageData } from '../support/events.js';
import { projectionSpec, recorded } from '../support/projection-spec.js';

const rows = async (db: SqlDatabase) =>
  (
    await db.query(
      `SELECT stage_id, slug, name, starts_at, ends_at, cost_cents, max_children, city,
              street_number, visible, moderated, registered, daycare_start, image_file_id,
              created_at, updated_at, held, waiting, waiting_list, offer_hours, siblings_first
         FROM stage_catalogue ORDER BY name`,
    )
  ).rows;

const spec = projectionSpec(stageCatalogue, rows);

const kayak = stageData({ name: 'Kayak', daycareStart: '08:00', daycareEnd: '17:30' });
const poney = stageData({ name: 'Poney' });
const at = (iso: string) => ({ occurredAt: iso });
const created = (stage = kayak) =>
  recorded<'StageCreated'>({ type: 'StageCreated', data: stage }, at('2027-01-10T09:00:00.000Z'));
const event = (change: StageEvent, when = '2027-02-01T10:00:00.000Z') => recorded(change, at(when));

const row = (stage = kayak) => ({
  stage_id: stage.stageId,
  slug: stage.slug,
  name: stage.name,
  starts_at: new Date(stage.startsAt),
  ends_at: new Date(stage.endsAt),
  cost_cents: stage.costCents,
  max_children: stage.maxChildren,
  city: stage.venue.city,
  street_number: stage.venue.number,
  visible: true,
  moderated: false,
  registered: 0,
  daycare_start: stage.daycareStart,
  image_file_id: null,
  created_at: new Date('2027-01-10T09:00:00.000Z'),
  updated_at: null,
  held: 0,
  waiting: 0,
  waiting_list: stage.waitingList,
  offer_hours: stage.offerHours,
  siblings_first: stage.siblingsFirst,
});

describe('the stage catalogue projection', () => {
  it('lists each created stage with its venue, schedule and no one registered', async () => {
    await spec.given(created(kayak), created(poney)).then([row(kayak), row(poney)]);
  });

  it('takes in changed details, and when they changed', async () => {
    const {
      stageId: _id,
      organizationId: _org,
      slug: _slug,
      costCents: _c,
      visible: _v,
      reducedCostCents: _r,
      reducedPricePolicy: _p,
      siblingDiscounts: _d,
      options: _o,
      ...details
    } = kayak;
    const changed = event({
      type: 'StageDetailsChanged',
      data: {
        stageId: kayak.stageId,
        ...details,
        name: 'Kayak et radeau',
        maxChildren: 30,
        venue: { ...kayak.venue, city: 'Namur', number: '12b' },
      },
    });
    await spec.given(created(), changed).then([
      {
        ...row(),
        name: 'Kayak et radeau',
        max_children: 30,
        city: 'Namur',
        street_number: '12b',
        updated_at: new Date('2027-02-01T10:00:00.000Z'),
      },
    ]);
  });

  it('follows the organizer hiding a stage and an administrator taking it down', async () => {
    const { stageId } = kayak;
    await spec
      .given(
        created(),
        event({ type: 'StageVisibilityChanged', data: { stageId, visible: false } }),
        event(
          { type: 'StageModerated', data: { stageId, hidden: true, reason: 'Signalé' } },
          '2027-03-01T00:00:00Z',
        ),
      )
      .then([
        {
          ...row(),
          visible: false,
          moderated: true,
          updated_at: new Date('2027-03-01T00:00:00.000Z'),
        },
      ]);
  });

  it('drops a deleted stage and keeps the others, whatever the batches', async () => {
    await spec
      .given(
        created(kayak),
        created(poney),
        event({ type: 'StageDeleted', data: { stageId: kayak.stageId } }),
        created(stageData({ ...kayak, stageId: crypto.randomUUID(), name: 'Zèbres' })),
      )
      .then([row(poney), expect.objectContaining({ name: 'Zèbres' })]);
  });

  it('counts the families waiting and the places their offers hold', async () => {
    const stageId = kayak.stageId;
    const link = { previous: FIRST_LINK, hash: FIRST_LINK };
    const [siblings, lone, leaving] = [randomUUID(), randomUUID(), randomUUID()];
    const common = (entryId: string) => ({
      stageId,
      entryId,
      decidedBy: null,
      decidedAt: '2027-02-01T10:00:00.000Z',
      link,
    });
    const joined = (entryId: string, children: number) =>
      recorded({
        type: 'WaitingListJoined',
        data: {
          ...common(entryId),
          childIds: Array.from({ length: children }, () => randomUUID()),
          primaryParentId: randomUUID(),
        },
      });
    const offered = (entryId: string, places: number) =>
      recorded({
        type: 'WaitingListOffered',
        data: {
          ...common(entryId),
          places,
          expiresAt: '2027-02-03T10:00:00.000Z',
          outOfOrder: false,
        },
      });
    const waitingAndOffered = [
      created(kayak),
      joined(siblings, 2),
      joined(lone, 1),
      joined(leaving, 1),
      offered(siblings, 2),
    ];
    await spec.given(...waitingAndOffered).then([{ ...row(kayak), held: 2, waiting: 2 }]);
    await spec
      .given(
        ...waitingAndOffered,
        recorded({
          type: 'WaitingListOfferAccepted',
          data: { ...common(siblings), enrollmentIds: [randomUUID(), randomUUID()] },
        }),
        offered(lone, 1),
        recorded({ type: 'WaitingListOfferExpired', data: { ...common(lone), places: 1 } }),
        recorded({ type: 'WaitingListLeft', data: { ...common(leaving), releasedPlaces: 0 } }),
      )
      .then([{ ...row(kayak), held: 0, waiting: 0 }]);
    await spec
      .given(
        created(kayak),
        joined(lone, 1),
        offered(lone, 1),
        recorded({ type: 'WaitingListRemoved', data: { ...common(lone), releasedPlaces: 1 } }),
      )
      .then([row(kayak)]);
  });
});

describe('the stage catalogue projection, on what stages charge', () => {
  const charges = async (db: SqlDatabase) =>
    (
      await db.query(
        `SELECT c.name, c.charges,
                (SELECT coalesce(jsonb_object_agg(taken.option_id, taken.children), '{}')
                   FROM (SELECT option_id::text, count(*)::integer AS children
                           FROM stage_option_choices
                          WHERE stage_id = c.stage_id GROUP BY option_id) AS taken) AS taken
           FROM stage_catalogue c ORDER BY name`,
      )
    ).rows;
  const charged = projectionSpec(stageCatalogue, charges);
  const meals = {
    id: randomUUID(),
    label: 'Repas',
    priceCents: 3_500,
    max: 2,
    countsAsCare: false,
  };
  const priced = stageData({
    name: 'Kayak',
    reducedCostCents: 8_000,
    reducedPricePolicy: 'on_request',
    siblingDiscounts: null,
    options: [meals],
  });
  const link = { previous: FIRST_LINK, hash: FIRST_LINK };
  const decision = (enrollmentId: string) => ({
    stageId: priced.stageId,
    enrollmentId,
    decidedBy: null,
    decidedAt: '2027-02-01T10:00:00.000Z',
    link,
  });
  const requested = (enrollmentId: string, optionIds: string[]) =>
    recorded({
      type: 'EnrollmentRequested',
      data: {
        ...decision(enrollmentId),
        childId: randomUUID(),
        primaryParentId: randomUUID(),
        priceCents: 12_500,
        lines: [
          { kind: 'stage', amountCents: 12_500, countsAsCare: true },
          ...optionIds.map((optionId) => ({
            kind: 'option' as const,
            amountCents: 3_500,
            countsAsCare: false,
            optionId,
          })),
        ],
      },
    });

  it('keeps the charges, changed or not, and the options each registration holds', async () => {
    const [first, second, third] = [randomUUID(), randomUUID(), randomUUID()];
    const bus = { ...meals, id: randomUUID(), label: 'Bus', max: null };
    const { stageId: _id, ...after } = {
      stageId: priced.stageId,
      reducedCostCents: 8_000,
      reducedPricePolicy: 'on_request' as const,
      siblingDiscounts: null,
      options: [meals, bus],
    };
    await charged
      .given(
        recorded({ type: 'StageCreated', data: priced }),
        requested(first, [meals.id]),
        requested(second, [meals.id, bus.id]),
        requested(third, []),
        recorded({ type: 'EnrollmentRejected', data: { ...decision(first), reasonGiven: false } }),
        recorded({ type: 'StagePricingChanged', data: { stageId: priced.stageId, ...after } }),
      )
      .then([{ name: 'Kayak', charges: after, taken: { [meals.id]: 1, [bus.id]: 1 } }]);
  });

  it('keeps a stage without a social price, discounts or options as charging its price alone', async () => {
    await charged.given(created()).then([
      {
        name: 'Kayak',
        charges: {
          reducedCostCents: null,
          reducedPricePolicy: null,
          siblingDiscounts: null,
          options: [],
        },
        taken: {},
      },
    ]);
  });
});
