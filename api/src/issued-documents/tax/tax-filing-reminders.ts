import { Inject, Injectable } from '@nestjs/common';
import { billingStream } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { Clock } from '../../infrastructure/clock.js';
import type { AppLogger } from '../../infrastructure/logging.js';
import { BillIssuer } from '../../payments/index.js';
import { settledBillSql } from '../../enrollments/index.js';
import { systemContext } from '../../platform/commands/command-context.js';
import { HourlySweep } from '../../platform/hourly-sweep.js';
import { DATABASE, LOGGER } from '../../platform/tokens.js';

/** A month before the filing is due: the reminder goes out from this day of February on. */
const REMINDED_FROM = '02-01';
const FILING_DUE = '03-01';

/**
 * In February, each organization that issues 281.86 certificates and had a paid stay in the past
 * year is recorded as owing a reminder to file them by 1 March, on its billing stream of that
 * year, which decides it once; the mail follows from the log.
 */
@Injectable()
export class TaxFilingReminders extends HourlySweep {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly clock: Clock,
    private readonly issuer: BillIssuer,
    @Inject(LOGGER) logger: AppLogger,
  ) {
    super('record the tax filing reminders due', logger);
  }

  /** Answers how many reminders were recorded. */
  async sweep(): Promise<number> {
    const today = this.clock.today();
    const thisYear = today.slice(0, 4);
    if (today < `${thisYear}-${REMINDED_FROM}` || today >= `${thisYear}-${FILING_DUE}`) return 0;
    const year = Number(thisYear) - 1;
    const { rows } = await this.db.query<{ id: string }>(
      `SELECT DISTINCT o.id::text FROM organizations o
         JOIN bills b ON b.organization_id = o.id
         JOIN stage_catalogue s ON s.stage_id = b.stage_id
        WHERE o.tax_certificates AND ${settledBillSql}
          AND s.starts_at < make_timestamptz($1::integer + 1, 1, 1, 0, 0, 0, 'Europe/Brussels')
          AND s.ends_at >= make_timestamptz($1::integer, 1, 1, 0, 0, 0, 'Europe/Brussels')
        ORDER BY 1`,
      [year],
    );
    let recorded = 0;
    for (const { id } of rows) {
      const { events } = await this.issuer.years.run(
        billingStream(id, year),
        { type: 'RemindTaxFiling', organizationId: id, year, today },
        systemContext(),
      );
      recorded += events.length;
    }
    return recorded;
  }
}
