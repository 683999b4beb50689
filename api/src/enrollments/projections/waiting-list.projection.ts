import type { WaitingListEventType } from '@stages/contracts';
import type { Migration, Projection } from '@stages/projections';

/**
 * Each waiting-list entry and where it stands: what the families' and organizers' lists read,
 * and what the sweep looks for (offers past their deadline, reminders due). Ids only.
 */
export const waitingListMigrations: readonly Migration[] = [
  {
    id: 'enrollments/0001-waiting-list-entries',
    sql: `
      CREATE TABLE waiting_list_entries (
        entry_id uuid NOT NULL,
        stage_id uuid NOT NULL,
        child_ids uuid[] NOT NULL,
        primary_parent_id uuid NOT NULL,
        status text NOT NULL,
        joined_at timestamptz NOT NULL,
        -- The join's place on the stage's stream: the list's order among equals.
        join_version integer NOT NULL,
        offered_at timestamptz,
        offer_expires_at timestamptz,
        remind_at timestamptz,
        reminded boolean NOT NULL DEFAULT false,
        offered_out_of_order boolean NOT NULL DEFAULT false,
        closed_at timestamptz
      );
      CREATE INDEX waiting_list_entries_id ON waiting_list_entries (entry_id);
      CREATE INDEX waiting_list_entries_stage
        ON waiting_list_entries (stage_id, status, join_version);
      CREATE INDEX waiting_list_entries_family ON waiting_list_entries (primary_parent_id);
      CREATE INDEX waiting_list_entries_offers
        ON waiting_list_entries (offer_expires_at) WHERE status = 'offered';`,
  },
];

const closedAs = {
  WaitingListOfferAccepted: 'accepted',
  WaitingListOfferDeclined: 'declined',
  WaitingListOfferExpired: 'expired',
  WaitingListLeft: 'left',
  WaitingListRemoved: 'removed',
} as const;

export const waitingList: Projection<WaitingListEventType> = {
  name: 'waiting_list',
  tables: ['waiting_list_entries'],
  handles: [
    'WaitingListJoined',
    'WaitingListOffered',
    'WaitingListOfferReminded',
    ...(Object.keys(closedAs) as (keyof typeof closedAs)[]),
  ],
  async apply(events, { sql, table }) {
    const target = table('waiting_list_entries');
    // In order, one statement each: an offer often follows its entry in the same batch.
    for (const event of events) {
      switch (event.type) {
        case 'WaitingListJoined': {
          const { entryId, stageId, childIds, primaryParentId, decidedAt } = event.data;
          await sql.query(
            `INSERT INTO ${target} (entry_id, stage_id, child_ids, primary_parent_id, status,
               joined_at, join_version)
             VALUES ($1, $2, $3::uuid[], $4, 'waiting', $5, $6)`,
            [entryId, stageId, childIds, primaryParentId, decidedAt, event.streamVersion],
          );
          break;
        }
        case 'WaitingListOffered': {
          const { entryId, decidedAt, expiresAt, outOfOrder } = event.data;
          // Reminded with a quarter of the offer's time left.
          await sql.query(
            `UPDATE ${target} SET status = 'offered', offered_at = $2, offer_expires_at = $3,
               remind_at = $2::timestamptz + ($3::timestamptz - $2::timestamptz) * 0.75,
               reminded = false, offered_out_of_order = $4
             WHERE entry_id = $1`,
            [entryId, decidedAt, expiresAt, outOfOrder],
          );
          break;
        }
        case 'WaitingListOfferReminded':
          await sql.query(`UPDATE ${target} SET reminded = true WHERE entry_id = $1`, [
            event.data.entryId,
          ]);
          break;
        default:
          await sql.query(`UPDATE ${target} SET status = $2, closed_at = $3 WHERE entry_id = $1`, [
            event.data.entryId,
            closedAs[event.type],
            event.data.decidedAt,
          ]);
      }
    }
  },
};
