import { z } from 'zod';
import { Email } from './identity.js';

/** How long an invitation to share a family's records can be accepted. */
export const ACCOUNT_SHARE_LINK_HOURS = 48;

/** A parent invites another parent, named by the e-mail address of their account. */
export const AccountShareInvitation = z
  .object({ email: Email })
  .strict()
  .meta({ id: 'AccountShareInvitation' });

export const ACCOUNT_SHARE_STATUSES = ['pending', 'active', 'expired'] as const;

/**
 * A share as one of its two parents sees it. `given`: the caller shared their family's children
 * and legal representatives with `parent`; `received`: `parent` shared theirs with the caller.
 */
export const AccountShare = z
  .object({
    id: z.uuid(),
    direction: z.enum(['given', 'received']),
    status: z.enum(ACCOUNT_SHARE_STATUSES),
    parent: z.object({
      first_name: z.string(),
      last_name: z.string(),
      email: z.string(),
    }),
    invited_at: z.iso.datetime({ offset: true }),
    expires_at: z.iso.datetime({ offset: true }),
    accepted_at: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'AccountShare' });
export type AccountShare = z.infer<typeof AccountShare>;

export const AccountShareList = z.array(AccountShare).meta({ id: 'AccountShareList' });
