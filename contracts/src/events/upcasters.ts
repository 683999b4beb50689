import type { Upcaster } from '../eventstore/port.js';
import type { StageCreatedData } from './stage-events.js';

const DAY_MS = 86_400_000;

/**
 * Stages recorded before schedules existed read as day camps from 9:00 to 16:00 without
 * daycare, held every day they span, without an image, and shown.
 */
const stageCreatedV1toV2: Upcaster = {
  type: 'StageCreated',
  fromVersion: 1,
  upcast(data) {
    const v1 = data as Omit<
      StageCreatedData,
      | 'visible'
      | 'activityStart'
      | 'activityEnd'
      | 'daycareStart'
      | 'daycareEnd'
      | 'effectiveDays'
      | 'imageFileId'
    >;
    const span = Date.parse(v1.endsAt) - Date.parse(v1.startsAt);
    return {
      ...v1,
      visible: true,
      activityStart: '09:00',
      activityEnd: '16:00',
      daycareStart: null,
      daycareEnd: null,
      effectiveDays: Math.max(1, Math.ceil(span / DAY_MS)),
      imageFileId: null,
    } satisfies StageCreatedData;
  },
};

/** Old event shapes the product still reads, each lifted one version at a time. */
export const upcasters: readonly Upcaster[] = [stageCreatedV1toV2];
