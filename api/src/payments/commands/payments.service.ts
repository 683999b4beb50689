import { Injectable } from '@nestjs/common';
import { ErrorCode, type Enrollment } from '@stages/contracts';
import {
  EnrollmentsQuery,
  EnrollmentsService,
  type EnrollmentCommand,
} from '../../enrollments/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { Clock } from '../../infrastructure/clock.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/domain-error.js';

/** The read models a payment shows in: the bills and the stage's history. */
export const PAYMENT_READ_MODELS = ['bills', 'enrollment_decisions'] as const;

/**
 * The organizer records a payment received, or a refund given back, by hand: each a decision
 * on the stage's stream, answered once the bills show it. Another organization's enrollment is
 * not found.
 */
@Injectable()
export class PaymentsService {
  constructor(
    private readonly enrollments: EnrollmentsService,
    private readonly query: EnrollmentsQuery,
    private readonly organizations: OrganizationsRepository,
    private readonly clock: Clock,
  ) {}

  markPaid(userId: string, enrollmentId: string, paymentDate: string, context: CommandContext) {
    return this.#record(userId, enrollmentId, context, (organizationId, bill) => {
      // The stage's stream knows the acceptance, not the bill, which follows it a moment later.
      if (bill.status === 'accepted' && bill.invoice_number === null) {
        throw new DomainError(ErrorCode.paymentNoBill, 'The bill is being issued', 409);
      }
      if (bill.amount_cents === 0) {
        throw new DomainError(ErrorCode.paymentAlreadyPaid, 'A free stage has nothing to pay', 409);
      }
      return {
        type: 'RecordPayment',
        enrollmentId,
        organizationId,
        paymentDate,
        by: userId,
        now: this.clock.now(),
      };
    });
  }

  recordRefund(userId: string, enrollmentId: string, refundDate: string, context: CommandContext) {
    return this.#record(userId, enrollmentId, context, (organizationId) => ({
      type: 'RecordRefund',
      enrollmentId,
      organizationId,
      refundDate,
      by: userId,
      now: this.clock.now(),
    }));
  }

  async #record(
    userId: string,
    enrollmentId: string,
    context: CommandContext,
    command: (organizationId: string, bill: Enrollment) => EnrollmentCommand,
  ): Promise<Enrollment> {
    const organization = await this.organizations.ownedBy(userId);
    const bill = await this.query.forOrganization(organization.id, enrollmentId);
    await this.enrollments.decideOnStage(
      bill.stage_id,
      command(organization.id, bill),
      context,
      PAYMENT_READ_MODELS,
    );
    return this.query.forOrganization(organization.id, enrollmentId);
  }
}
