import { Inject, Injectable } from '@nestjs/common';
import type { FamilyStageMessage, StageMessage, StageMessageAudience } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { familyParentsSql, familyReachSql } from '../../families/index.js';
import { isoInstantSql } from '../../platform/sql/iso-instant-sql.js';
import { DATABASE } from '../../platform/tokens.js';

/** The families each audience holds on stage $1, each by its primary parent. */
const ACCEPTED = `SELECT primary_parent_id FROM enrollments WHERE stage_id = $1 AND status = 'accepted'`;
const PENDING = `SELECT primary_parent_id FROM enrollments WHERE stage_id = $1 AND status = 'pending'`;
const WAITING = `SELECT primary_parent_id FROM waiting_list_entries
  WHERE stage_id = $1 AND status IN ('waiting', 'offered')`;
const AUDIENCES: Record<StageMessageAudience, string> = {
  accepted: ACCEPTED,
  pending: PENDING,
  waiting: WAITING,
  all: `${ACCEPTED} UNION ${PENDING} UNION ${WAITING}`,
};

/** What one family's mail about a message says, and to whom it goes. */
export interface StageMessageMail {
  readonly subject: string;
  readonly body: string;
  readonly stage_name: string | null;
  readonly starts_at: string | null;
  readonly ends_at: string | null;
  readonly organization_name: string | null;
  /** The organization's own address, else its owner's. */
  readonly reply_to: string | null;
  /** The parents the family is shared with, besides its primary parent. */
  readonly shared_parent_ids: string[];
}

/** A stage's messages to its families, as its organizer and the families read them. */
@Injectable()
export class StageMessagesQuery {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /** The families the audience holds on the stage now, by primary parent. */
  async families(stageId: string, audience: StageMessageAudience): Promise<string[]> {
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT DISTINCT primary_parent_id::text AS id FROM (${AUDIENCES[audience]}) AS families`,
      [stageId],
    );
    return rows.map((row) => row.id);
  }

  /** The stage's messages, newest first; with `messageId`, that one alone. */
  async forStage(stageId: string, messageId?: string): Promise<StageMessage[]> {
    const { rows } = await this.db.query<StageMessage>(
      `SELECT m.message_id::text AS id, m.stage_id::text, t.subject, t.body, m.audience,
              ${isoInstantSql('m.sent_at')} AS sent_at,
              nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '')
                AS sent_by_name,
              m.families
         FROM stage_messages m
         JOIN stage_message_texts t ON t.message_id = m.message_id
         LEFT JOIN users u ON u.id = m.sent_by
        WHERE m.stage_id = $1 AND ($2::uuid IS NULL OR m.message_id = $2::uuid)
        ORDER BY m.sent_at DESC, m.message_id`,
      [stageId, messageId ?? null],
    );
    return rows;
  }

  /**
   * The messages written to the families `userId` reaches (their own, and those shared with
   * them), newest first.
   */
  async forFamily(userId: string): Promise<FamilyStageMessage[]> {
    const { rows } = await this.db.query<FamilyStageMessage>(
      `SELECT m.message_id::text AS id, m.stage_id::text, s.name AS stage_name,
              s.slug AS stage_slug, o.name AS organization_name, t.subject, t.body,
              ${isoInstantSql('m.sent_at')} AS sent_at
         FROM stage_messages m
         JOIN stage_message_texts t ON t.message_id = m.message_id
         LEFT JOIN stage_catalogue s ON s.stage_id = m.stage_id
         LEFT JOIN organizations o ON o.id = s.organization_id
        WHERE m.message_id IN (SELECT message_id FROM stage_message_families
                                WHERE family_id IN (${familyReachSql('$1')}))
        ORDER BY m.sent_at DESC, m.message_id`,
      [userId],
    );
    return rows;
  }

  /**
   * What the mail of message `messageId` about stage `stageId` to family `familyId` says; null
   * once it is gone. It reads the words beside the log and the stage, never the messages' read
   * model, which may not have caught up with the decision when its mail goes.
   */
  async mail(
    messageId: string,
    stageId: string,
    familyId: string,
  ): Promise<StageMessageMail | null> {
    const { rows } = await this.db.query<StageMessageMail>(
      `SELECT t.subject, t.body, s.name AS stage_name,
              ${isoInstantSql('s.starts_at')} AS starts_at, ${isoInstantSql('s.ends_at')} AS ends_at,
              o.name AS organization_name,
              coalesce(nullif(o.email, ''), owner.email) AS reply_to,
              ARRAY(SELECT user_id::text FROM (${familyParentsSql('$3')}) family
                     WHERE user_id <> $3::uuid ORDER BY user_id) AS shared_parent_ids
         FROM stage_message_texts t
         LEFT JOIN stage_catalogue s ON s.stage_id = $2::uuid
         LEFT JOIN organizations o ON o.id = s.organization_id
         LEFT JOIN users owner ON owner.id = o.owner_user_id
        WHERE t.message_id = $1`,
      [messageId, stageId, familyId],
    );
    return rows[0] ?? null;
  }
}
