import { z } from 'zod';

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

export const organizationStreamId = (organizationId: string) => `organization-${organizationId}`;
