import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import { DATABASE } from '../../platform/tokens.js';

/** The parents who shared their family with `user` (a query parameter) and have not ended it. */
const sharedWithSql = (user: string) =>
  `SELECT inviter_id FROM account_shares WHERE invitee_id = ${user}::uuid AND status = 'active'`;

/**
 * The parents `user` (a query parameter) reaches, as a subquery (`parent_id IN (...)`): for a
 * query that filters by it in the same statement rather than asking first.
 */
export const familyReachSql = (user: string) => `SELECT ${user}::uuid UNION ${sharedWithSql(user)}`;

/**
 * The parents of the family of `primary` (a query parameter or column, the children's primary
 * parent), as a subquery of `user_id`s: `primary` and those it shares the family with.
 */
export const familyParentsSql = (primary: string) =>
  `SELECT ${primary}::uuid AS user_id
   UNION SELECT invitee_id FROM account_shares
          WHERE inviter_id = ${primary}::uuid AND status = 'active'`;

/**
 * Whose family records (children, legal representatives) a user may see and change: the one
 * place that says so, which every family query and command goes through
 * (`parent_id = ANY(parentIdsFor)`, or `IN (familyReachSql)` inside one statement): a parent's
 * own, and those of the parents who shared theirs with them. A record outside these is answered as not found, never as forbidden, so that its
 * existence is not told either.
 */
@Injectable()
export class FamilyAccess {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /** The parents whose records `userId` reaches, themselves first. */
  async parentIdsFor(userId: string): Promise<string[]> {
    const { rows } = await this.db.query<{ inviter_id: string }>(
      `SELECT DISTINCT inviter_id::text FROM (${sharedWithSql('$1')}) AS shared`,
      [userId],
    );
    return [userId, ...rows.map((row) => row.inviter_id)];
  }
}
