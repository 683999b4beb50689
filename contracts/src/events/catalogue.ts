import type { z } from 'zod';
import {
  OrganizationStageAddedV1,
  OrganizationStageRemovedV1,
  OrganizationVerifiedV1,
} from './organization-events.js';
import {
  StageCreatedV2,
  StageDeletedV1,
  StageDetailsChangedV1,
  StageModeratedV1,
  StageSlugReservedV1,
  StageVisibilityChangedV1,
} from './stage-events.js';

/**
 * Every event type the product records, with the schema of its current version.
 * Readers validate with these schemas after upcasting; writers validate before appending.
 */
export const eventCatalogue = {
  StageCreated: { schemaVersion: 2, schema: StageCreatedV2 },
  StageDetailsChanged: { schemaVersion: 1, schema: StageDetailsChangedV1 },
  StageVisibilityChanged: { schemaVersion: 1, schema: StageVisibilityChangedV1 },
  StageModerated: { schemaVersion: 1, schema: StageModeratedV1 },
  StageDeleted: { schemaVersion: 1, schema: StageDeletedV1 },
  StageSlugReserved: { schemaVersion: 1, schema: StageSlugReservedV1 },
  OrganizationVerified: { schemaVersion: 1, schema: OrganizationVerifiedV1 },
  OrganizationStageAdded: { schemaVersion: 1, schema: OrganizationStageAddedV1 },
  OrganizationStageRemoved: { schemaVersion: 1, schema: OrganizationStageRemovedV1 },
} as const satisfies Record<string, { schemaVersion: number; schema: z.ZodType }>;

export type EventType = keyof typeof eventCatalogue;

export type EventData<Type extends EventType> = z.infer<(typeof eventCatalogue)[Type]['schema']>;

export function isKnownEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalogue, type);
}
