import type { StageStreamEvent } from '@stages/contracts';

/**
 * The read models a waiting-list decision's answer is read from: the entries, the places the
 * catalogue shows, and the enrollments an accepted offer makes.
 */
export const WAITING_LIST_READ_MODELS = ['waiting_list', 'stage_catalogue', 'enrollments'] as const;

/** The entry a join recorded: a request sent again with its key finds the first one's. */
export function joinedEntryId(events: readonly StageStreamEvent[]): string {
  for (const event of events) if (event.type === 'WaitingListJoined') return event.data.entryId;
  throw new Error('The join recorded no entry');
}
