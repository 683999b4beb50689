import { Inject, Injectable } from '@nestjs/common';
import type { AccountShare } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { DATABASE } from '../../platform/tokens.js';

export interface AccountShareRow {
  share_id: string;
  inviter_id: string;
  invitee_id: string;
  status: 'offered' | 'active' | 'ended';
  invited_at: Date;
  expires_at: Date;
  accepted_at: Date | null;
}

interface ListedShareRow extends AccountShareRow {
  first_name: string;
  last_name: string;
  email: string;
}

const iso = (date: Date | string) => new Date(date).toISOString();

/** The shares a parent gave and received, read from the `account_shares` projection. */
@Injectable()
export class AccountSharesQuery {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async row(shareId: string): Promise<AccountShareRow | null> {
    const { rows } = await this.db.query<AccountShareRow>(
      `SELECT share_id::text, inviter_id::text, invitee_id::text, status, invited_at, expires_at,
              accepted_at
         FROM account_shares WHERE share_id = $1`,
      [shareId],
    );
    return rows[0] ?? null;
  }

  /**
   * Shares in force and invitations not ended, newest first, each naming the other parent. An
   * expired invitation stays listed for its inviter, to send again or remove; a parent whose
   * account is gone drops out.
   */
  async list(userId: string, shareId?: string): Promise<AccountShare[]> {
    const { rows } = await this.db.query<ListedShareRow>(
      `SELECT s.share_id::text, s.inviter_id::text, s.invitee_id::text, s.status, s.invited_at,
              s.expires_at, s.accepted_at, u.first_name, u.last_name, u.email
         FROM account_shares s
         JOIN users u ON u.id = CASE WHEN s.inviter_id = $1 THEN s.invitee_id ELSE s.inviter_id END
        WHERE (s.inviter_id = $1 OR s.invitee_id = $1)
          AND (s.status = 'active' OR (s.status = 'offered'
               AND (s.inviter_id = $1 OR s.expires_at > now())))
          AND ($2::uuid IS NULL OR s.share_id = $2::uuid)
        ORDER BY s.invited_at DESC`,
      [userId, shareId ?? null],
    );
    return rows.map((row) => toAccountShare(row, userId));
  }
}

function toAccountShare(row: ListedShareRow, userId: string): AccountShare {
  const expired = row.status === 'offered' && new Date(row.expires_at) <= new Date();
  return {
    id: row.share_id,
    direction: row.inviter_id === userId ? 'given' : 'received',
    status: row.status === 'active' ? 'active' : expired ? 'expired' : 'pending',
    parent: { first_name: row.first_name, last_name: row.last_name, email: row.email },
    invited_at: iso(row.invited_at),
    expires_at: iso(row.expires_at),
    accepted_at: row.accepted_at ? iso(row.accepted_at) : null,
  };
}
