import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  SUBSCRIPTION_REMINDER_DAYS,
  type CheckoutState,
  type OrganizationSubscription,
  type SubscriptionHistoryEntry,
  type SubscriptionStatus,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { Clock } from '../../infrastructure/clock.js';
import { DomainError } from '../../platform/domain-error.js';
import type { PageRequest } from '../../platform/http/list-page.js';
import { orderBy, pagedRows, type SortExpressions } from '../../platform/http/paged-query.js';
import { DATABASE } from '../../platform/tokens.js';
import { planEndDateSql, renewsAutomaticallySql } from './plan-sql.js';

type Sort = 'organization_name' | 'end_date' | 'last_payment_on';

export interface SubscriptionFilter {
  readonly status?: SubscriptionStatus | readonly SubscriptionStatus[] | undefined;
  readonly plan?: OrganizationSubscription['plan'] | undefined;
  readonly q?: string | undefined;
}

type Row = Omit<OrganizationSubscription, 'history'>;

const sorts: SortExpressions<Sort> = {
  organization_name: ['lower(organization_name)'],
  end_date: ['end_date'],
  last_payment_on: ['last_payment_on'],
};

/**
 * Each organization's plan on `$1` (today), from its last subscription step: the end date, the
 * plan it grants while it runs, whether Stripe renews it, whether the latest charge failed, and
 * the last payment.
 */
const PLANS = `
  SELECT o.id::text AS id, o.name AS organization_name, u.email AS owner_email,
         latest.end_date::text AS end_date,
         CASE WHEN latest.end_date >= $1::date THEN coalesce(granted.plan, 'gold') ELSE 'free' END
           AS plan,
         CASE WHEN latest.end_date IS NULL THEN 'trial'
              WHEN latest.end_date < $1::date THEN 'expired'
              WHEN latest.end_date - $1::date <= ${SUBSCRIPTION_REMINDER_DAYS} THEN 'expiring'
              ELSE 'active' END AS status,
         ${renewsAutomaticallySql('o.id')} AS renews_automatically,
         coalesce(charge.kind = 'payment_failed', false) AS payment_failed,
         paid.occurred_at_day AS last_payment_on, paid.amount_cents AS last_payment_cents
    FROM organizations o
    LEFT JOIN users u ON u.id = o.owner_user_id
    LEFT JOIN LATERAL (SELECT ${planEndDateSql('o.id')} AS end_date) latest ON true
    LEFT JOIN LATERAL (
      SELECT h.plan FROM subscription_history h
       WHERE h.organization_id = o.id AND h.plan IS NOT NULL
       ORDER BY h.stream_version DESC LIMIT 1) granted ON true
    LEFT JOIN LATERAL (
      SELECT h.kind FROM subscription_history h
       WHERE h.organization_id = o.id AND h.kind IN ('started', 'renewed', 'payment_failed')
       ORDER BY h.stream_version DESC LIMIT 1) charge ON true
    LEFT JOIN LATERAL (
      SELECT (h.occurred_at AT TIME ZONE 'Europe/Brussels')::date::text AS occurred_at_day,
             h.amount_cents
        FROM subscription_history h
       WHERE h.organization_id = o.id AND h.kind IN ('started', 'renewed')
       ORDER BY h.stream_version DESC LIMIT 1) paid ON true`;

/** The administrators' view of every organization's plan, and the success page's checkout. */
@Injectable()
export class SubscriptionsQuery {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly clock: Clock,
  ) {}

  async page(
    page: PageRequest<Sort>,
    filter: SubscriptionFilter,
  ): Promise<{ items: OrganizationSubscription[]; total: number }> {
    const params: unknown[] = [this.clock.today()];
    const where: string[] = [];
    if (filter.status !== undefined) {
      params.push([filter.status].flat());
      where.push(`status = ANY($${params.length}::text[])`);
    }
    if (filter.plan !== undefined) {
      params.push(filter.plan);
      where.push(`plan = $${params.length}`);
    }
    if (filter.q?.trim()) {
      params.push(`%${filter.q.trim()}%`);
      where.push(
        `(organization_name ILIKE $${params.length} OR owner_email ILIKE $${params.length})`,
      );
    }
    const { rows, total } = await pagedRows<Row>(
      this.db,
      {
        columns: '*',
        from: `FROM (${PLANS}) plans ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`,
        order: orderBy(sorts, page, 'id'),
        params,
      },
      page,
    );
    return { items: rows.map((row) => ({ ...row, history: [] })), total };
  }

  /** One organization's plan with its whole history, newest first. */
  async one(organizationId: string): Promise<OrganizationSubscription> {
    const { rows } = await this.db.query<Row>(`${PLANS} WHERE o.id = $2`, [
      this.clock.today(),
      organizationId,
    ]);
    const row = rows[0];
    if (!row) throw new DomainError(ErrorCode.organizationNotFound, 'No such organization', 404);
    const { rows: history } = await this.db.query<SubscriptionHistoryEntry>(
      `SELECT h.kind, to_json(h.occurred_at)#>>'{}' AS occurred_at, h.plan,
              h.end_date::text AS end_date, h.amount_cents, h.note,
              nullif(trim(a.first_name || ' ' || a.last_name), '') AS actor_name
         FROM subscription_history h
         LEFT JOIN users a ON a.id = h.actor_id
        WHERE h.organization_id = $1
        ORDER BY h.stream_version DESC`,
      [organizationId],
    );
    return { ...row, history };
  }

  /**
   * A checkout the caller's organization opened (any, for an administrator): completed once the
   * webhook recorded its payment, with the plan's end date then.
   */
  async checkout(
    id: string,
    caller: { userId: string; administrator: boolean },
  ): Promise<CheckoutState> {
    const { rows } = await this.db.query<{ completed: boolean; end_date: string | null }>(
      `SELECT EXISTS (SELECT 1 FROM subscription_history h WHERE h.checkout_session_id = c.id)
                AS completed,
              ${planEndDateSql('c.organization_id')}::text AS end_date
         FROM subscription_checkouts c
         JOIN organizations o ON o.id = c.organization_id
        WHERE c.id = $1 AND ($3 OR o.owner_user_id = $2)`,
      [id, caller.userId, caller.administrator],
    );
    const row = rows[0];
    if (!row) {
      throw new DomainError(ErrorCode.subscriptionCheckoutNotFound, 'No such checkout', 404);
    }
    return {
      id,
      state: row.completed ? 'completed' : 'pending',
      end_date: row.completed ? row.end_date : null,
    };
  }
}
