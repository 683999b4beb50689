import type { z } from 'zod';
import type { Upcaster } from '../eventstore/port.js';
import type {
  StageCreatedData,
  StageCreatedV1,
  StageCreatedV2,
  StageCreatedV3,
  StageDetailsChangedData,
  StageDetailsChangedV1,
  StageModeratedData,
  StageModeratedV1,
} from './stage-events.js';
import { DEFAULT_OFFER_HOURS } from './waiting-list-events.js';

const DAY_MS = 86_400_000;

/**
 * Stages recorded before schedules existed read as day camps from 9:00 to 16:00 without
 * daycare, held every day they span, without an image, and shown.
 *
 * Every old event passes here each time it is read, a million of them in a rebuild. The data
 * was validated against `StageCreatedV1` when it was appended, so it is not parsed again, and
 * the new data is built as one object literal: spreading an object fresh from `JSON.parse` and
 * adding fields took Node 20 tens of microseconds an event, the literal about one.
 */
const stageCreatedV1toV2: Upcaster = {
  type: 'StageCreated',
  fromVersion: 1,
  upcast(data) {
    const v1 = data as z.infer<typeof StageCreatedV1>;
    const span = Date.parse(v1.endsAt) - Date.parse(v1.startsAt);
    return {
      stageId: v1.stageId,
      organizationId: v1.organizationId,
      slug: v1.slug,
      costCents: v1.costCents,
      visible: true,
      name: v1.name,
      description: v1.description,
      startsAt: v1.startsAt,
      endsAt: v1.endsAt,
      registrationDeadline: v1.registrationDeadline,
      maxChildren: v1.maxChildren,
      minAge: v1.minAge,
      maxAge: v1.maxAge,
      venue: v1.venue,
      activityStart: '09:00',
      activityEnd: '16:00',
      daycareStart: null,
      daycareEnd: null,
      effectiveDays: Math.max(1, Math.ceil(span / DAY_MS)),
      imageFileId: null,
    } satisfies z.infer<typeof StageCreatedV2>;
  },
};

/**
 * Stages recorded before waiting lists existed keep one, as a new stage does: offers held 48
 * hours, brothers and sisters first. Built as literals, for the same reason as above.
 */
const stageCreatedV2toV3: Upcaster = {
  type: 'StageCreated',
  fromVersion: 2,
  upcast(data) {
    const v2 = data as z.infer<typeof StageCreatedV2>;
    return {
      stageId: v2.stageId,
      organizationId: v2.organizationId,
      slug: v2.slug,
      costCents: v2.costCents,
      visible: v2.visible,
      name: v2.name,
      description: v2.description,
      startsAt: v2.startsAt,
      endsAt: v2.endsAt,
      registrationDeadline: v2.registrationDeadline,
      maxChildren: v2.maxChildren,
      minAge: v2.minAge,
      maxAge: v2.maxAge,
      venue: v2.venue,
      activityStart: v2.activityStart,
      activityEnd: v2.activityEnd,
      daycareStart: v2.daycareStart,
      daycareEnd: v2.daycareEnd,
      effectiveDays: v2.effectiveDays,
      imageFileId: v2.imageFileId,
      waitingList: true,
      offerHours: DEFAULT_OFFER_HOURS,
      siblingsFirst: true,
    } satisfies z.infer<typeof StageCreatedV3>;
  },
};

/** Stages recorded before prices had lines charge their price alone, to every family. */
const stageCreatedV3toV4: Upcaster = {
  type: 'StageCreated',
  fromVersion: 3,
  upcast(data) {
    const v3 = data as z.infer<typeof StageCreatedV3>;
    return {
      stageId: v3.stageId,
      organizationId: v3.organizationId,
      slug: v3.slug,
      costCents: v3.costCents,
      visible: v3.visible,
      name: v3.name,
      description: v3.description,
      startsAt: v3.startsAt,
      endsAt: v3.endsAt,
      registrationDeadline: v3.registrationDeadline,
      maxChildren: v3.maxChildren,
      minAge: v3.minAge,
      maxAge: v3.maxAge,
      venue: v3.venue,
      activityStart: v3.activityStart,
      activityEnd: v3.activityEnd,
      daycareStart: v3.daycareStart,
      daycareEnd: v3.daycareEnd,
      effectiveDays: v3.effectiveDays,
      imageFileId: v3.imageFileId,
      waitingList: v3.waitingList,
      offerHours: v3.offerHours,
      siblingsFirst: v3.siblingsFirst,
      reducedCostCents: null,
      reducedPricePolicy: null,
      siblingDiscounts: null,
      options: [],
    } satisfies StageCreatedData;
  },
};

const stageDetailsChangedV1toV2: Upcaster = {
  type: 'StageDetailsChanged',
  fromVersion: 1,
  upcast(data) {
    const v1 = data as z.infer<typeof StageDetailsChangedV1>;
    return {
      stageId: v1.stageId,
      name: v1.name,
      description: v1.description,
      startsAt: v1.startsAt,
      endsAt: v1.endsAt,
      registrationDeadline: v1.registrationDeadline,
      maxChildren: v1.maxChildren,
      minAge: v1.minAge,
      maxAge: v1.maxAge,
      venue: v1.venue,
      activityStart: v1.activityStart,
      activityEnd: v1.activityEnd,
      daycareStart: v1.daycareStart,
      daycareEnd: v1.daycareEnd,
      effectiveDays: v1.effectiveDays,
      imageFileId: v1.imageFileId,
      waitingList: true,
      offerHours: DEFAULT_OFFER_HOURS,
      siblingsFirst: true,
    } satisfies StageDetailsChangedData;
  },
};

/**
 * Stages taken down before administrators were asked why read without a reason, as stages
 * given back do.
 */
const stageModeratedV1toV2: Upcaster = {
  type: 'StageModerated',
  fromVersion: 1,
  upcast(data) {
    const v1 = data as z.infer<typeof StageModeratedV1>;
    return { stageId: v1.stageId, hidden: v1.hidden, reason: null } satisfies StageModeratedData;
  },
};

/** Old event shapes the product still reads, each lifted one version at a time. */
export const upcasters: readonly Upcaster[] = [
  stageCreatedV1toV2,
  stageCreatedV2toV3,
  stageCreatedV3toV4,
  stageDetailsChangedV1toV2,
  stageModeratedV1toV2,
];
