import { Inject, Injectable } from '@nestjs/common';
import { addDays, billingStream } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { AppLogger } from '../../infrastructure/logging.js';
import { Clock } from '../../infrastructure/clock.js';
import { systemContext } from '../../platform/commands/command-context.js';
import { HourlySweep } from '../../platform/hourly-sweep.js';
import { DATABASE, LOGGER } from '../../platform/tokens.js';
import { DAYS_BETWEEN_REMINDERS, MAX_REMINDERS } from '../domain/billing-year.js';
import { BillIssuer } from '../issuing/bill-issuer.js';
import { paymentStatusSql } from '../../enrollments/index.js';

interface OverdueBill {
  enrollment_id: string;
  organization_id: string;
  year: number;
}

/**
 * Once an hour, the overdue bills of organizations that remind are each recorded as owing a
 * reminder, on the organization's billing stream, from which the mail is sent like every other:
 * the billing stream decides whether one is due (at most three, five days apart), so that two
 * rounds, or two processes, never remind twice.
 */
@Injectable()
export class PaymentReminders extends HourlySweep {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly clock: Clock,
    private readonly issuer: BillIssuer,
    @Inject(LOGGER) logger: AppLogger,
  ) {
    super('record the payment reminders due', logger);
  }

  /** Answers how many reminders were recorded. */
  async sweep(): Promise<number> {
    const today = this.clock.today();
    const { rows } = await this.db.query<OverdueBill>(
      `SELECT b.enrollment_id::text, b.organization_id::text,
              extract(year FROM b.issued_on)::integer AS year
         FROM bills b
         JOIN organizations o ON o.id = b.organization_id
        WHERE ${paymentStatusSql('$1')} = 'overdue'
          AND o.payment_reminders
          AND b.reminders < $2
          AND (b.last_reminder_on IS NULL OR b.last_reminder_on <= $3::date)
        ORDER BY b.due_date, b.enrollment_id`,
      [today, MAX_REMINDERS, addDays(today, -DAYS_BETWEEN_REMINDERS)],
    );
    let recorded = 0;
    for (const bill of rows) {
      const { events } = await this.issuer.years.run(
        billingStream(bill.organization_id, bill.year),
        {
          type: 'RemindPayment',
          organizationId: bill.organization_id,
          enrollmentId: bill.enrollment_id,
          today,
        },
        systemContext(),
      );
      recorded += events.length;
    }
    return recorded;
  }
}
