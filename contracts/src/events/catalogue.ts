import type { z } from 'zod';
import type { RecordedEvent } from '../eventstore/port.js';
import type { EventGroup, EventOf } from './event-group.js';
import { billingEvents } from './billing-events.js';
import { attendanceEvents } from './attendance-events.js';
import { stageMessageEvents } from './stage-message-events.js';
import { enrollmentEvents } from './enrollment-events.js';
import { waitingListEvents } from './waiting-list-events.js';
import { familyEvents } from './family-events.js';
import { organizationEvents } from './organization-events.js';
import { stageEvents, stageSlugEvents } from './stage-events.js';
import { enterpriseOfferEvents, subscriptionEvents } from './subscription-events.js';

/**
 * Every event type the product records, with the schema of its current version: each context's
 * group, one line each. Readers validate with these schemas after upcasting; writers stamp the
 * version and validate before appending.
 */
export const eventCatalogue = {
  ...stageEvents,
  ...enrollmentEvents,
  ...waitingListEvents,
  ...attendanceEvents,
  ...stageMessageEvents,
  ...stageSlugEvents,
  ...organizationEvents,
  ...familyEvents,
  ...billingEvents,
  ...subscriptionEvents,
  ...enterpriseOfferEvents,
} as const satisfies EventGroup;

export type EventType = keyof typeof eventCatalogue;

export type EventData<Type extends EventType> = z.infer<(typeof eventCatalogue)[Type]['schema']>;

/** Any event of the product, discriminated by its type. */
export type DomainEvent = EventOf<typeof eventCatalogue>;

/** A recorded event of one of the given types, its data typed by the catalogue. */
export type RecordedDomainEvent<Type extends EventType = EventType> = {
  [K in Type]: RecordedEvent<K, EventData<K>>;
}[Type];

export function isKnownEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type);
}
