import { Inject, Injectable } from '@nestjs/common';
import { brusselsDay } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { UserRecord } from '../../identity/persistence/users.repository.js';
import { DATABASE } from '../../platform/tokens.js';

/** The free plan's allowance when its row says nothing: two stages. */
export const FREE_PLAN_STAGES = 2;

/** How many stages an organization may hold at once under its current plan. */
@Injectable()
export class PlanLimits {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  /**
   * Null (no limit) while the account's subscription runs, up to and including its end date;
   * otherwise the free plan's limit, which administrators set on the price plans screen.
   */
  async stageLimitFor(owner: UserRecord, today = new Date()): Promise<number | null> {
    // The subscription ends at the end of a Belgian day, as its banner says.
    const day = brusselsDay(today);
    if (owner.subscriptionEndDate !== null && owner.subscriptionEndDate >= day) return null;
    const { rows } = await this.db.query<{ max_stages: number | null }>(
      "SELECT max_stages FROM price_plans WHERE code = 'free'",
    );
    return rows[0] ? rows[0].max_stages : FREE_PLAN_STAGES;
  }
}
