import { Global, Inject, Injectable, Module } from '@nestjs/common';
import type { SqlDatabase } from '@stages/projections';
import {
  ORGANIZATION_STANDING,
  type OrganizationStanding,
  type OrganizationStandingReader,
} from '../../identity/index.js';
import { DATABASE } from '../../platform/tokens.js';
import { planEndDateSql, renewsAutomaticallySql } from './plan-sql.js';

/** The organization a user owns: verified or not, and its plan's end and renewal. */
@Injectable()
export class OrganizationStandingQuery implements OrganizationStandingReader {
  constructor(@Inject(DATABASE) private readonly db: SqlDatabase) {}

  async ofOwner(userId: string): Promise<OrganizationStanding> {
    const { rows } = await this.db.query<{
      verified: boolean;
      end_date: string | null;
      renews: boolean;
    }>(
      `SELECT EXISTS (SELECT 1 FROM organization_verification v
                       WHERE v.organization_id = o.id) AS verified,
              ${planEndDateSql('o.id')}::text AS end_date,
              ${renewsAutomaticallySql('o.id')} AS renews
         FROM organizations o WHERE o.owner_user_id = $1`,
      [userId],
    );
    const row = rows[0];
    return {
      verified: row?.verified ?? false,
      planEndDate: row?.end_date ?? null,
      renewsAutomatically: row?.renews ?? false,
    };
  }
}

/** Offers the standing to identity, which cannot import this context. */
@Global()
@Module({
  providers: [{ provide: ORGANIZATION_STANDING, useClass: OrganizationStandingQuery }],
  exports: [ORGANIZATION_STANDING],
})
export class OrganizationStandingModule {}
