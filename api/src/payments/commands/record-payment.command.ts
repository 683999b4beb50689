import { Injectable } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type Enrollment } from '@stages/contracts';
import {
  EnrollmentsQuery,
  StageDecisions,
  type EnrollmentCommand,
} from '../../enrollments/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { Clock } from '../../infrastructure/clock.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/domain-error.js';
import { PAYMENT_READ_MODELS } from './payment-read-models.js';

/** The organizer records by hand a payment received for a bill. */
export class RecordPaymentCommand extends Command<Enrollment> {
  constructor(
    readonly userId: string,
    readonly enrollmentId: string,
    readonly paymentDate: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/** The organizer records by hand a refund given back for a bill. */
export class RecordRefundCommand extends Command<Enrollment> {
  constructor(
    readonly userId: string,
    readonly enrollmentId: string,
    readonly refundDate: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

/**
 * A payment or a refund is a decision on the stage's stream, answered once the bills show it.
 * Another organization's enrollment is not found.
 */
@Injectable()
export class BillDecisions {
  constructor(
    private readonly decisions: StageDecisions,
    private readonly enrollments: EnrollmentsQuery,
    private readonly organizations: OrganizationsRepository,
    readonly clock: Clock,
  ) {}

  async record(
    userId: string,
    enrollmentId: string,
    context: CommandContext,
    command: (organizationId: string, bill: Enrollment) => EnrollmentCommand,
  ): Promise<Enrollment> {
    const organization = await this.organizations.ownedBy(userId);
    const bill = await this.enrollments.forOrganization(organization.id, enrollmentId);
    await this.decisions.decide(
      bill.stage_id,
      command(organization.id, bill),
      context,
      PAYMENT_READ_MODELS,
    );
    return this.enrollments.forOrganization(organization.id, enrollmentId);
  }
}

@CommandHandler(RecordPaymentCommand)
export class RecordPaymentHandler implements ICommandHandler<RecordPaymentCommand> {
  constructor(private readonly bills: BillDecisions) {}

  execute({ userId, enrollmentId, paymentDate, context }: RecordPaymentCommand) {
    return this.bills.record(userId, enrollmentId, context, (organizationId, bill) => {
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
        now: this.bills.clock.now(),
      };
    });
  }
}

@CommandHandler(RecordRefundCommand)
export class RecordRefundHandler implements ICommandHandler<RecordRefundCommand> {
  constructor(private readonly bills: BillDecisions) {}

  execute({ userId, enrollmentId, refundDate, context }: RecordRefundCommand) {
    return this.bills.record(userId, enrollmentId, context, (organizationId) => ({
      type: 'RecordRefund',
      enrollmentId,
      organizationId,
      refundDate,
      by: userId,
      now: this.bills.clock.now(),
    }));
  }
}
