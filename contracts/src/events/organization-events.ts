import { z } from 'zod';
import type { EventGroup, EventOf } from './event-group.js';

/** An administrator checked the organization; who and when are in the event's metadata. */
export const OrganizationVerifiedV1 = z.object({ organizationId: z.uuid() }).strict();

/**
 * The organization's stages, counted on its own stream so that two creations at once cannot
 * both take the last stage its plan allows.
 */
export const OrganizationStageAddedV1 = z
  .object({ organizationId: z.uuid(), stageId: z.uuid() })
  .strict();

export const OrganizationStageRemovedV1 = OrganizationStageAddedV1;

/** What an organization's stream records. */
export const organizationEvents = {
  OrganizationVerified: { schemaVersion: 1, schema: OrganizationVerifiedV1 },
  OrganizationStageAdded: { schemaVersion: 1, schema: OrganizationStageAddedV1 },
  OrganizationStageRemoved: { schemaVersion: 1, schema: OrganizationStageRemovedV1 },
} as const satisfies EventGroup;

export type OrganizationEvent = EventOf<typeof organizationEvents>;

export const organizationStreamId = (organizationId: string) => `organization-${organizationId}`;
