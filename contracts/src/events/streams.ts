import type { RecordedEvent } from '../eventstore/port.js';
import { billingEvents, billingStreamId, type BillingEvent } from './billing-events.js';
import { attendanceEvents } from './attendance-events.js';
import { enrollmentEvents } from './enrollment-events.js';
import { waitingListEvents } from './waiting-list-events.js';
import {
  stageMessageEvents,
  stageMessagesStreamId,
  type StageMessageEvent,
} from './stage-message-events.js';
import type { DomainEvent } from './catalogue.js';
import type { EventGroup, EventOf } from './event-group.js';
import { accountShareStreamId, familyEvents, type FamilyEvent } from './family-events.js';
import { organizationEvents, organizationStreamId } from './organization-events.js';
import {
  stageEvents,
  stageSlugEvents,
  stageSlugStreamId,
  stageStreamId,
  type StageSlugEvent,
} from './stage-events.js';
import {
  enterpriseOfferEvents,
  enterpriseOfferStreamId,
  subscriptionEvents,
} from './subscription-events.js';

/**
 * What each kind of stream may hold. A stage's stream carries the stage's own events and the
 * decisions on its places (enrollments, payments, its waiting list); an organization's, its verification, its
 * stages' count and its plan. A decider and an evolve function of a stream take its whole union.
 */
export const stageStreamEvents = {
  ...stageEvents,
  ...enrollmentEvents,
  ...waitingListEvents,
  ...attendanceEvents,
} as const;
export const organizationStreamEvents = { ...organizationEvents, ...subscriptionEvents } as const;

export type StageStreamEvent = EventOf<typeof stageStreamEvents>;
export type OrganizationStreamEvent = EventOf<typeof organizationStreamEvents>;
export type EnterpriseOfferEvent = EventOf<typeof enterpriseOfferEvents>;

/** A stream by its id, with the event types it may hold. */
export interface Stream<Event extends DomainEvent> {
  readonly id: string;
  holds(type: string): type is Event['type'];
}

/** The group is what `Event` is derived from: the check at run time matches the type. */
function streamOf<Event extends DomainEvent>(id: string, group: EventGroup): Stream<Event> {
  return { id, holds: (type): type is Event['type'] => Object.hasOwn(group, type) };
}

export const stageStream = (stageId: string) =>
  streamOf<StageStreamEvent>(stageStreamId(stageId), stageStreamEvents);

export const organizationStream = (organizationId: string) =>
  streamOf<OrganizationStreamEvent>(organizationStreamId(organizationId), organizationStreamEvents);

export const stageSlugStream = (slug: string) =>
  streamOf<StageSlugEvent>(stageSlugStreamId(slug), stageSlugEvents);

export const stageMessagesStream = (stageId: string) =>
  streamOf<StageMessageEvent>(stageMessagesStreamId(stageId), stageMessageEvents);

export const billingStream = (organizationId: string, year: number) =>
  streamOf<BillingEvent>(billingStreamId(organizationId, year), billingEvents);

export const accountShareStream = (inviterId: string, inviteeId: string) =>
  streamOf<FamilyEvent>(accountShareStreamId(inviterId, inviteeId), familyEvents);

export const enterpriseOfferStream = (requestId: string) =>
  streamOf<EnterpriseOfferEvent>(enterpriseOfferStreamId(requestId), enterpriseOfferEvents);

export class UnexpectedEventError extends Error {
  constructor(streamId: string, type: string) {
    super(`Stream ${streamId} holds a ${type} event, which it may not`);
    this.name = 'UnexpectedEventError';
  }
}

/**
 * A recorded event as its stream's union. Its data matched the type's schema when it was
 * appended (`versioned`) and was upcast to the current version when read: only its type is left
 * to check, against what the stream may hold.
 */
export function streamEvent<Event extends DomainEvent>(
  stream: Stream<Event>,
  recorded: Pick<RecordedEvent, 'type' | 'data'>,
): Event {
  if (!stream.holds(recorded.type)) throw new UnexpectedEventError(stream.id, recorded.type);
  return { type: recorded.type, data: recorded.data } as Event;
}
