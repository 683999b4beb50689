import type { z } from 'zod';
import { StageCreatedV1, StageSlugReservedV1 } from './stage-events.js';

/**
 * Every event type the product records, with the schema of its current version.
 * Readers validate with these schemas after upcasting; writers validate before appending.
 */
export const eventCatalogue = {
  StageCreated: { schemaVersion: 1, schema: StageCreatedV1 },
  StageSlugReserved: { schemaVersion: 1, schema: StageSlugReservedV1 },
} as const satisfies Record<string, { schemaVersion: number; schema: z.ZodType }>;

export type EventType = keyof typeof eventCatalogue;

export type EventData<Type extends EventType> = z.infer<(typeof eventCatalogue)[Type]['schema']>;

export function isKnownEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type);
}
