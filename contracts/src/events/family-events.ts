import { z } from 'zod';
import type { EventGroup, EventOf } from './event-group.js';

/**
 * A parent invited another to see and edit their family's children and legal representatives.
 * Only account ids: who they are is in the profiles, which can be erased.
 */
export const AccountShareOfferedV1 = z
  .object({
    shareId: z.uuid(),
    inviterId: z.uuid(),
    inviteeId: z.uuid(),
    expiresAt: z.iso.datetime({ offset: true }),
  })
  .strict();

/** The invited parent accepted: from now on they reach the inviter's family records. */
export const AccountShareAcceptedV1 = z.object({ shareId: z.uuid() }).strict();

/** Either parent ended the share, or withdrew the invitation; who did is in the metadata. */
export const AccountShareEndedV1 = z.object({ shareId: z.uuid() }).strict();

/** What an account share's stream records. */
export const familyEvents = {
  AccountShareOffered: { schemaVersion: 1, schema: AccountShareOfferedV1 },
  AccountShareAccepted: { schemaVersion: 1, schema: AccountShareAcceptedV1 },
  AccountShareEnded: { schemaVersion: 1, schema: AccountShareEndedV1 },
} as const satisfies EventGroup;

export type FamilyEvent = EventOf<typeof familyEvents>;

/**
 * One stream per inviter and invitee: two invitations sent at once to the same parent cannot
 * both be offered.
 */
export const accountShareStreamId = (inviterId: string, inviteeId: string) =>
  `share-${inviterId}-${inviteeId}`;
