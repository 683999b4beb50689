import type { RecordedEvent, StageCreatedData, StageDetailsChangedData } from '@stages/contracts';

/** Everything recorded about one stage, folded from its own stream. */
export type StageRecord = StageCreatedData & {
  readonly moderated: boolean;
  readonly deleted: boolean;
};

function evolveRecord(
  record: StageRecord | null,
  event: Pick<RecordedEvent, 'type' | 'data'>,
): StageRecord | null {
  if (event.type === 'StageCreated') {
    return { ...(event.data as StageCreatedData), moderated: false, deleted: false };
  }
  if (record === null) return null;
  switch (event.type) {
    case 'StageDetailsChanged':
      return { ...record, ...(event.data as StageDetailsChangedData) };
    case 'StageVisibilityChanged':
      return { ...record, visible: (event.data as { visible: boolean }).visible };
    case 'StageModerated':
      return { ...record, moderated: (event.data as { hidden: boolean }).hidden };
    case 'StageDeleted':
      return { ...record, deleted: true };
    default:
      return record;
  }
}

export function foldStageRecord(events: readonly Pick<RecordedEvent, 'type' | 'data'>[]) {
  return events.reduce(evolveRecord, null);
}
