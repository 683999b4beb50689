import { Inject, Injectable } from '@nestjs/common';
import type { PricePlan, PricePlanUpdate } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { z } from 'zod';
import { DATABASE } from '../../platform/tokens.js';

const columns = `code AS id, name, position, max_stages, yearly_price_cents, on_demand,
  automatic_documents, update_years, support_tickets_per_year`;

/** The plans organizations choose from; the free plan's stage limit is the trial limit. */
@Injectable()
export class PricePlansRepository {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async all(): Promise<PricePlan[]> {
    const { rows } = await this.db.query<PricePlan>(
      `SELECT ${columns} FROM price_plans ORDER BY position`,
    );
    return rows;
  }

  async update(code: string, plan: z.output<typeof PricePlanUpdate>): Promise<PricePlan | null> {
    const { rows } = await this.db.query<PricePlan>(
      `UPDATE price_plans SET name = $2, max_stages = $3, yearly_price_cents = $4,
         on_demand = $5, automatic_documents = $6, update_years = $7,
         support_tickets_per_year = $8, updated_at = now()
       WHERE code = $1 RETURNING ${columns}`,
      [
        code,
        plan.name,
        plan.max_stages,
        plan.yearly_price_cents,
        plan.on_demand,
        plan.automatic_documents,
        plan.update_years,
        plan.support_tickets_per_year,
      ],
    );
    return rows[0] ?? null;
  }
}
