import { Inject, Injectable } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import { DATABASE } from '../../platform/tokens.js';

export interface StripeAccountRow {
  readonly organization_id: string;
  readonly account_id: string;
  readonly charges_enabled: boolean;
  readonly details_submitted: boolean;
}

/** The organizations' connected accounts, as Stripe last reported them. */
@Injectable()
export class StripeAccounts {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async ofOrganization(organizationId: string): Promise<StripeAccountRow | null> {
    const { rows } = await this.db.query<StripeAccountRow>(
      `SELECT organization_id::text, account_id, charges_enabled, details_submitted
         FROM stripe_accounts WHERE organization_id = $1`,
      [organizationId],
    );
    return rows[0] ?? null;
  }

  /** Keeps the first account recorded for the organization, whichever request got there first. */
  async connect(organizationId: string, accountId: string): Promise<StripeAccountRow> {
    await this.db.query(
      `INSERT INTO stripe_accounts (organization_id, account_id) VALUES ($1, $2)
       ON CONFLICT (organization_id) DO NOTHING`,
      [organizationId, accountId],
    );
    return (await this.ofOrganization(organizationId))!;
  }

  /** Answers whether the account is one of this platform's. */
  async update(accountId: string, state: { chargesEnabled: boolean; detailsSubmitted: boolean }) {
    const { rowCount } = await this.db.query(
      `UPDATE stripe_accounts SET charges_enabled = $2, details_submitted = $3, updated_at = now()
        WHERE account_id = $1`,
      [accountId, state.chargesEnabled, state.detailsSubmitted],
    );
    return rowCount > 0;
  }
}
