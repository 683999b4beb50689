import { attendanceEvents } from './attendance-events.js';
import { enrollmentEvents } from './enrollment-events.js';
import type { EventGroup, EventOf } from './event-group.js';
import { waitingListDecisionEvents } from './waiting-list-events.js';

/**
 * The decisions a stage's chain links one to the next: on its enrollments, their payments and
 * its waiting list. The stage's own events (created, changed, shown) stay outside it.
 */
export const chainedDecisionEvents = {
  ...enrollmentEvents,
  ...waitingListDecisionEvents,
  ...attendanceEvents,
} as const satisfies EventGroup;

export type ChainedDecision = EventOf<typeof chainedDecisionEvents>;
export type ChainedDecisionType = ChainedDecision['type'];

export const isChainedDecisionType = (type: string): type is ChainedDecisionType =>
  Object.hasOwn(chainedDecisionEvents, type);
