import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type OnlineRefund } from '@stages/contracts';
import { EnrollmentsQuery } from '../../enrollments/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { BillCheckouts } from './bill-checkouts.js';
import { paymentsNotConfigured, StripeConnectGateway } from './stripe-connect-gateway.js';

const refuse = (code: ErrorCode, message: string) => new DomainError(code, message, 409);

/**
 * The organizer gives back, through Stripe, a bill paid online whose enrollment was cancelled.
 * Stripe's report of the refund (`charge.refunded`) records it on the bill; asked twice, Stripe
 * refunds once.
 */
export class RefundOnlineCommand extends Command<OnlineRefund> {
  constructor(
    readonly userId: string,
    readonly enrollmentId: string,
  ) {
    super();
  }
}

@CommandHandler(RefundOnlineCommand)
export class RefundOnlineHandler implements ICommandHandler<RefundOnlineCommand> {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly enrollments: EnrollmentsQuery,
    private readonly checkouts: BillCheckouts,
    private readonly stripe: StripeConnectGateway,
  ) {}

  async execute({ userId, enrollmentId }: RefundOnlineCommand): Promise<OnlineRefund> {
    const organization = await this.organizations.ownedBy(userId);
    const bill = await this.enrollments.forOrganization(organization.id, enrollmentId);
    if (!this.stripe.configured) throw paymentsNotConfigured();
    if (bill.payment_method !== 'bancontact' && bill.payment_method !== 'card') {
      throw refuse(ErrorCode.paymentNotPaidOnline, 'Record the refund of a transfer by hand');
    }
    if (bill.payment_status === 'refunded') {
      throw refuse(ErrorCode.paymentAlreadyRefunded, 'Already refunded');
    }
    const checkout = await this.checkouts.paidFor(enrollmentId);
    if (bill.payment_status !== 'refund_due' || !checkout?.payment_intent_id) {
      throw refuse(ErrorCode.paymentRefundNotDue, 'Nothing paid is owed back');
    }
    const amountCents = bill.paid_cents ?? checkout.amount_cents;
    const refund = await this.stripe.refund(
      checkout.account_id,
      checkout.payment_intent_id,
      amountCents,
      enrollmentId,
    );
    await this.checkouts.refundAsked(checkout.id, refund.id);
    return {
      enrollment_id: enrollmentId,
      refund_id: refund.id,
      amount_cents: amountCents,
      status:
        refund.status === 'succeeded'
          ? 'succeeded'
          : refund.status === 'failed'
            ? 'failed'
            : 'pending',
    };
  }
}
