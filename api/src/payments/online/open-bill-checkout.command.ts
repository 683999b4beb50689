import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type BillCheckout, type Enrollment } from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { EnrollmentsQuery } from '../../enrollments/index.js';
import type { UserRecord } from '../../identity/index.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/domain-error.js';
import { answerWithin } from '../../platform/idempotency/answer-within.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { DATABASE } from '../../platform/tokens.js';
import { whyNotPayable } from '../queries/payment-qr.js';
import { BillCheckouts } from './bill-checkouts.js';
import { paymentsNotConfigured, StripeConnectGateway } from './stripe-connect-gateway.js';
import { StripeAccounts } from './stripe-accounts.js';

/** Checkouts a family may open an hour for one bill: each is an object at Stripe. */
const CHECKOUTS_PER_HOUR = 20;

const refuse = (code: ErrorCode, message: string, status: DomainError['status'] = 409) =>
  new DomainError(code, message, status);

/** Why a bill cannot be paid online now, or null when it can. */
function notPayable(bill: Enrollment): DomainError | null {
  if (bill.invoice_number === null || bill.amount_cents === null) {
    return refuse(ErrorCode.paymentNoBill, 'No bill was issued');
  }
  if (bill.amount_cents === 0) return refuse(ErrorCode.paymentAlreadyPaid, 'Nothing to pay');
  return whyNotPayable(bill);
}

/**
 * A parent of the family opens Stripe's checkout of a bill, on the organization's own account,
 * and the family's earlier checkout of it is closed: only the newest can be paid. Nothing is
 * decided until Stripe reports the payment.
 */
export class OpenBillCheckoutCommand extends Command<BillCheckout> {
  constructor(
    readonly user: UserRecord,
    readonly enrollmentId: string,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(OpenBillCheckoutCommand)
export class OpenBillCheckoutHandler implements ICommandHandler<OpenBillCheckoutCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly enrollments: EnrollmentsQuery,
    private readonly accounts: StripeAccounts,
    private readonly checkouts: BillCheckouts,
    private readonly stripe: StripeConnectGateway,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ user, enrollmentId, context }: OpenBillCheckoutCommand): Promise<BillCheckout> {
    if (!this.stripe.configured) throw paymentsNotConfigured();
    const bill = await this.enrollments.forFamily(user.id, enrollmentId);
    const refusal = notPayable(bill);
    if (refusal) throw refusal;
    const account = bill.organization_id
      ? await this.accounts.ofOrganization(bill.organization_id)
      : null;
    if (!account?.charges_enabled) {
      throw refuse(
        ErrorCode.paymentOnlineUnavailable,
        'The organization takes no online payments: pay by transfer',
      );
    }
    await this.limiter.attempt({
      bucket: `bill-checkout:${enrollmentId}`,
      limit: CHECKOUTS_PER_HOUR,
      windowSeconds: 3600,
    });
    const earlier = await this.checkouts.openFor(enrollmentId);
    const session = await this.stripe.createCheckout({
      accountId: account.account_id,
      enrollmentId,
      invoiceNumber: bill.invoice_number!,
      amountCents: bill.amount_cents!,
      email: user.email,
      language: user.language,
    });
    const opened = await this.db.transaction(async (tx) => {
      await this.checkouts.open(tx, {
        id: session.id,
        enrollmentId,
        organizationId: account.organization_id,
        accountId: account.account_id,
        openedBy: user.id,
        amountCents: bill.amount_cents!,
      });
      return answerWithin(tx, session, context.answerKey);
    });
    await this.stripe.expireCheckouts(account.account_id, earlier);
    await this.checkouts.close(earlier, 'expired');
    return opened;
  }
}
