import type { Migration, Projection } from '@stages/projections';

/** Who shared their family's records with whom, and where each invitation stands. */
export const accountSharesMigrations: readonly Migration[] = [
  {
    id: '0031-account-shares',
    sql: `
      CREATE TABLE account_shares (
        share_id uuid NOT NULL,
        inviter_id uuid NOT NULL,
        invitee_id uuid NOT NULL,
        status text NOT NULL,
        invited_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL,
        accepted_at timestamptz,
        ended_at timestamptz
      );
      CREATE INDEX account_shares_share ON account_shares (share_id);
      CREATE INDEX account_shares_inviter ON account_shares (inviter_id);
      CREATE INDEX account_shares_invitee ON account_shares (invitee_id);`,
  },
];

type ShareEvent = 'AccountShareOffered' | 'AccountShareAccepted' | 'AccountShareEnded';

/** Few and far between: applied one by one, in order. */
export const accountShares: Projection<ShareEvent> = {
  name: 'account_shares',
  tables: ['account_shares'],
  handles: ['AccountShareOffered', 'AccountShareAccepted', 'AccountShareEnded'],
  async apply(events, { sql, table }) {
    for (const event of events) {
      const at = event.metadata.occurredAt;
      switch (event.type) {
        case 'AccountShareOffered':
          // A new invitation replaces the pair's expired one.
          await sql.query(
            `UPDATE ${table('account_shares')} SET status = 'ended', ended_at = $3
              WHERE inviter_id = $1 AND invitee_id = $2 AND status = 'offered'`,
            [event.data.inviterId, event.data.inviteeId, at],
          );
          await sql.query(
            `INSERT INTO ${table('account_shares')}
               (share_id, inviter_id, invitee_id, status, invited_at, expires_at)
             VALUES ($1, $2, $3, 'offered', $4, $5)`,
            [
              event.data.shareId,
              event.data.inviterId,
              event.data.inviteeId,
              at,
              event.data.expiresAt,
            ],
          );
          break;
        case 'AccountShareAccepted':
          await sql.query(
            `UPDATE ${table('account_shares')} SET status = 'active', accepted_at = $2
              WHERE share_id = $1`,
            [event.data.shareId, at],
          );
          break;
        case 'AccountShareEnded':
          await sql.query(
            `UPDATE ${table('account_shares')} SET status = 'ended', ended_at = $2
              WHERE share_id = $1`,
            [event.data.shareId, at],
          );
          break;
      }
    }
  },
};
