import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { addDays, brusselsDay } from '@stages/contracts';
import { EnrollmentsQuery } from '../enrollments/index.js';
import type { CommandContext } from '../platform/commands/command-context.js';
import { BillIssuer, PaymentReminders, RecordPaymentCommand } from '../payments/index.js';
import { actingAs } from './demo-accounts.js';

/** Of the circus week's accepted families, how many have paid: the others still owe. */
const PAID = 2;

/**
 * The demo's bills: every acceptance's bill issued before the demo is ready, the family's stay
 * of last summer paid a week after its bill, the first circus
 * families' bills paid by transfer, recorded by the organizer, so that the payments view shows
 * paid and unpaid bills side by side; and the reminder of the bill already overdue (Emma's,
 * accepted weeks ago) recorded at once rather than at the hourly round.
 */
@Injectable()
export class DemoPayments {
  constructor(
    private readonly issuer: BillIssuer,
    private readonly commands: CommandBus,
    private readonly reminders: PaymentReminders,
    private readonly enrollments: EnrollmentsQuery,
  ) {}

  async record(
    organizerId: string,
    acceptedFamilyFirst: readonly string[],
    neighbours: readonly string[],
    context: CommandContext,
  ) {
    await this.issuer.issued([...acceptedFamilyFirst, ...neighbours]);
    const today = brusselsDay();
    const acting = actingAs(context, organizerId, 'organization');
    // The family's stays that are over were paid by transfer a week after their acceptance.
    for (const id of acceptedFamilyFirst) {
      const enrollment = await this.enrollments.byId(id);
      if (!enrollment?.ends_at || !enrollment.issued_on) continue;
      if (brusselsDay(new Date(enrollment.ends_at)) >= today) continue;
      await this.commands.execute(
        new RecordPaymentCommand(
          organizerId,
          enrollment.id,
          addDays(enrollment.issued_on, 7),
          acting,
        ),
      );
    }
    for (const enrollmentId of neighbours.slice(0, PAID)) {
      await this.commands.execute(
        new RecordPaymentCommand(organizerId, enrollmentId, today, acting),
      );
    }
    await this.reminders.sweep();
  }
}
