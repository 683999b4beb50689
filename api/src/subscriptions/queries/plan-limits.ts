import { Inject, Injectable } from '@nestjs/common';
import { brusselsDay } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { DATABASE } from '../../platform/tokens.js';
import { planEndDateSql } from './plan-sql.js';

/** The free plan's allowance when its row says nothing: two stages. */
export const FREE_PLAN_STAGES = 2;

/** How many stages an organization may hold at once under its current plan. */
@Injectable()
export class PlanLimits {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /**
   * Null (no limit) while the organization's subscription runs, up to and including its end
   * date (the end of a Belgian day, as its banner says); otherwise the free plan's limit, which
   * administrators set on the price plans screen.
   */
  async stageLimitFor(organizationId: string, today = new Date()): Promise<number | null> {
    const { rows } = await this.db.query<{
      subscribed: boolean;
      free_plan: { max_stages: number | null } | null;
    }>(
      `SELECT coalesce(${planEndDateSql('$1')} >= $2::date, false) AS subscribed,
              (SELECT json_build_object('max_stages', max_stages) FROM price_plans
                WHERE code = 'free') AS free_plan`,
      [organizationId, brusselsDay(today)],
    );
    const { subscribed, free_plan } = rows[0]!;
    if (subscribed) return null;
    return free_plan ? free_plan.max_stages : FREE_PLAN_STAGES;
  }
}
