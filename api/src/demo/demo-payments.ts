import { Injectable } from '@nestjs/common';
import { brusselsDay } from '@stages/contracts';
import type { CommandContext } from '../platform/commands/command-context.js';
import { PaymentsService } from '../payments/commands/payments.service.js';
import { BillIssuer } from '../payments/issuing/bill-issuer.js';
import { PaymentReminders } from '../payments/reminders/payment-reminders.js';
import { actingAs } from './demo-accounts.js';

/** Of the circus week's accepted families, how many have paid: the others still owe. */
const PAID = 2;

/**
 * The demo's bills: every acceptance's bill issued before the demo is ready, the first circus
 * families' bills paid by transfer, recorded by the organizer, so that the payments view shows
 * paid and unpaid bills side by side; and the reminder of the bill already overdue (Emma's,
 * accepted weeks ago) recorded at once rather than at the hourly round.
 */
@Injectable()
export class DemoPayments {
  constructor(
    private readonly issuer: BillIssuer,
    private readonly payments: PaymentsService,
    private readonly reminders: PaymentReminders,
  ) {}

  async record(
    organizerId: string,
    acceptedFamilyFirst: readonly string[],
    neighbours: readonly string[],
    context: CommandContext,
  ) {
    await this.issuer.issued([...acceptedFamilyFirst, ...neighbours]);
    const today = brusselsDay();
    for (const enrollmentId of neighbours.slice(0, PAID)) {
      await this.payments.markPaid(
        organizerId,
        enrollmentId,
        today,
        actingAs(context, organizerId, 'organization'),
      );
    }
    await this.reminders.sweep();
  }
}
