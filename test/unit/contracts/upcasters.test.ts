import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  createUpcasterChain,
  eventCatalogue,
  isKnownEventType,
  StageCreatedV1,
  StageCreatedV4,
  StageDetailsChangedV2,
  StageModeratedV1,
  StageModeratedV2,
  upcasters,
} from '@stages/contracts';
import { stageData } from '../../support/events.js';

const chain = createUpcasterChain(upcasters);

/** What a stage recorded before social prices, discounts and options charges beside its price. */
const noCharges = {
  reducedCostCents: null,
  reducedPricePolicy: null,
  siblingDiscounts: null,
  options: [],
};

/** A stage as recorded before schedules, images and visibility existed. */
function stageCreatedV1(
  overrides: Partial<z.infer<typeof StageCreatedV1>> = {},
): z.infer<typeof StageCreatedV1> {
  const {
    visible: _visible,
    activityStart: _activityStart,
    activityEnd: _activityEnd,
    daycareStart: _daycareStart,
    daycareEnd: _daycareEnd,
    effectiveDays: _effectiveDays,
    imageFileId: _imageFileId,
    waitingList: _waitingList,
    offerHours: _offerHours,
    siblingsFirst: _siblingsFirst,
    reducedCostCents: _reducedCostCents,
    reducedPricePolicy: _reducedPricePolicy,
    siblingDiscounts: _siblingDiscounts,
    options: _options,
    ...v1
  } = stageData();
  return StageCreatedV1.parse({ ...v1, ...overrides });
}

describe("the product's upcasters", () => {
  it('lift every old version to the version the catalogue writes today', () => {
    for (const { type, fromVersion } of upcasters) {
      expect(isKnownEventType(type)).toBe(true);
      if (!isKnownEventType(type)) continue;
      expect(chain.lift(type, fromVersion)?.toVersion).toBe(eventCatalogue[type].schemaVersion);
      expect(chain.lift(type, eventCatalogue[type].schemaVersion)).toBeUndefined();
    }
  });

  it('read a version 1 StageCreated as a shown day camp from 9:00 to 16:00, without daycare or image', () => {
    const v1 = stageCreatedV1({
      startsAt: '2027-07-05T09:00:00+02:00',
      endsAt: '2027-07-09T16:00:00+02:00',
    });
    const stored = structuredClone(v1);
    const lifted = chain('StageCreated', 1, stored);
    expect(stored).toEqual(v1);
    expect(lifted.schemaVersion).toBe(4);
    expect(lifted.data).toEqual({
      ...v1,
      visible: true,
      activityStart: '09:00',
      activityEnd: '16:00',
      daycareStart: null,
      daycareEnd: null,
      effectiveDays: 5,
      imageFileId: null,
      waitingList: true,
      offerHours: 48,
      siblingsFirst: true,
      ...noCharges,
    });
    expect(StageCreatedV4.parse(lifted.data)).toEqual(lifted.data);
  });

  it('count every day a version 1 stage spans, and at least one', () => {
    const days = (startsAt: string, endsAt: string) =>
      (
        chain('StageCreated', 1, stageCreatedV1({ startsAt, endsAt })).data as {
          effectiveDays: number;
        }
      ).effectiveDays;
    expect(days('2027-07-05T09:00:00Z', '2027-07-05T16:00:00Z')).toBe(1);
    expect(days('2027-07-05T09:00:00Z', '2027-07-05T09:00:00Z')).toBe(1);
    expect(days('2027-07-05T08:00:00+02:00', '2027-07-06T07:59:00+02:00')).toBe(1);
    expect(days('2027-07-05T08:00:00Z', '2027-07-18T15:00:00Z')).toBe(14);
  });

  it('read a version 1 StageModerated without a reason, taken down or given back', () => {
    const stageId = crypto.randomUUID();
    for (const hidden of [true, false]) {
      const v1 = StageModeratedV1.parse({ stageId, hidden });
      const stored = structuredClone(v1);
      const lifted = chain('StageModerated', 1, stored);
      expect(stored).toEqual(v1);
      expect(lifted).toEqual({ schemaVersion: 2, data: { stageId, hidden, reason: null } });
      expect(StageModeratedV2.parse(lifted.data)).toEqual(lifted.data);
    }
    const current = { stageId, hidden: true, reason: 'Misleading prices' };
    expect(chain('StageModerated', 2, current).data).toBe(current);
  });

  it('give a stage recorded before waiting lists one, offers held 48 hours, brothers and sisters first', () => {
    const {
      waitingList: _w,
      offerHours: _o,
      siblingsFirst: _s,
      reducedCostCents: _r,
      reducedPricePolicy: _p,
      siblingDiscounts: _d,
      options: _op,
      ...v2
    } = stageData({
      maxChildren: 12,
    });
    const lifted = chain('StageCreated', 2, structuredClone(v2));
    expect(lifted).toEqual({
      schemaVersion: 4,
      data: { ...v2, waitingList: true, offerHours: 48, siblingsFirst: true, ...noCharges },
    });
    expect(StageCreatedV4.parse(lifted.data)).toEqual(lifted.data);
    const {
      organizationId: _organization,
      slug: _slug,
      costCents: _cost,
      visible: _visible,
      ...details
    } = v2;
    const changed = chain('StageDetailsChanged', 1, structuredClone(details));
    expect(changed).toEqual({
      schemaVersion: 2,
      data: { ...details, waitingList: true, offerHours: 48, siblingsFirst: true },
    });
    expect(StageDetailsChangedV2.parse(changed.data)).toEqual(changed.data);
  });

  it('charge a stage recorded before social prices its price alone, without options', () => {
    const {
      reducedCostCents: _r,
      reducedPricePolicy: _p,
      siblingDiscounts: _d,
      options: _o,
      ...v3
    } = stageData();
    const lifted = chain('StageCreated', 3, structuredClone(v3));
    expect(lifted).toEqual({ schemaVersion: 4, data: { ...v3, ...noCharges } });
    expect(StageCreatedV4.parse(lifted.data)).toEqual(lifted.data);
  });

  it('hand a current StageCreated on as it is', () => {
    const v4 = stageData();
    expect(chain.lift('StageCreated', 4)).toBeUndefined();
    expect(chain('StageCreated', 4, v4)).toEqual({ schemaVersion: 4, data: v4 });
    expect(chain('StageCreated', 4, v4).data).toBe(v4);
  });
});
