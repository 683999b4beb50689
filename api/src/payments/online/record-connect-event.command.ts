import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { ErrorCode, type OnlinePaymentIssue } from '@stages/contracts';
import { StageDecisions } from '../../enrollments/index.js';
import { Clock } from '../../infrastructure/clock.js';
import type { AppLogger } from '../../infrastructure/logging.js';
import { systemContext } from '../../platform/commands/command-context.js';
import { DomainError } from '../../platform/domain-error.js';
import { LOGGER } from '../../platform/tokens.js';
import { PAYMENT_READ_MODELS } from '../commands/payment-read-models.js';
import { BillCheckouts, type BillCheckoutRow } from './bill-checkouts.js';
import type { ConnectFact } from './connect-events.js';
import { StripeConnectGateway } from './stripe-connect-gateway.js';
import { StripeAccounts } from './stripe-accounts.js';

/** Why a payment received could not be the bill's, by the refusal the stage's decider gave. */
const ISSUES: Partial<Record<ErrorCode, OnlinePaymentIssue>> = {
  [ErrorCode.paymentAlreadyPaid]: 'paid_twice',
  [ErrorCode.paymentNotPayable]: 'not_payable',
  [ErrorCode.paymentNoBill]: 'not_payable',
};

/** What the organizer is told of a payment the decider refused; any other refusal is a fault. */
function issueOf(refusal: DomainError, currency: string): OnlinePaymentIssue {
  if (refusal.code === ErrorCode.paymentAmountMismatch) {
    return currency.toLowerCase() === 'eur' ? 'amount_mismatch' : 'currency_mismatch';
  }
  const issue = ISSUES[refusal.code];
  if (!issue) throw refusal;
  return issue;
}

/**
 * Records what Stripe reported of an organization's account: its state, a bill's payment, a
 * refund. Stripe redelivers until answered and may deliver twice at once: each decision is
 * taken on the stage's stream, whose decider knows the checkout that paid, so it stands once.
 */
export class RecordConnectEventCommand extends Command<void> {
  constructor(
    readonly fact: ConnectFact,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(RecordConnectEventCommand)
export class RecordConnectEventHandler implements ICommandHandler<RecordConnectEventCommand> {
  constructor(
    private readonly accounts: StripeAccounts,
    private readonly checkouts: BillCheckouts,
    private readonly decisions: StageDecisions,
    private readonly stripe: StripeConnectGateway,
    private readonly clock: Clock,
    @Inject(LOGGER) private readonly logger: AppLogger,
  ) {}

  async execute({ fact, correlationId }: RecordConnectEventCommand): Promise<void> {
    switch (fact.type) {
      case 'AccountUpdated':
        if (!(await this.accounts.update(fact.accountId, fact))) {
          this.logger.warn('A Stripe account of no organization here', { account: fact.accountId });
        }
        return;
      case 'CheckoutClosed':
        return this.checkouts.close([fact.checkoutSessionId], fact.status);
      case 'CheckoutPaid':
        return this.#paid(fact, correlationId);
      case 'ChargeRefunded':
        return this.#refunded(fact, correlationId);
    }
  }

  async #paid(fact: Extract<ConnectFact, { type: 'CheckoutPaid' }>, correlationId: string) {
    const checkout = await this.checkouts.find(fact.checkoutSessionId);
    if (!checkout || checkout.account_id !== fact.accountId) {
      this.logger.warn('A Stripe checkout this platform did not open', {
        checkout: fact.checkoutSessionId,
      });
      return;
    }
    if (checkout.status === 'paid' || checkout.status === 'review') return;
    const method = fact.paymentIntentId
      ? await this.stripe.paymentMethodOf(fact.accountId, fact.paymentIntentId)
      : 'card';
    const received = {
      paymentIntentId: fact.paymentIntentId,
      method,
      receivedCents: fact.amountCents,
      currency: fact.currency,
    };
    const outcome = await this.#decide(checkout, correlationId, {
      type: 'RecordOnlinePayment',
      enrollmentId: checkout.enrollment_id,
      organizationId: checkout.organization_id,
      paymentDate: fact.paidOn,
      amountCents: fact.amountCents,
      currency: fact.currency,
      online: {
        method,
        accountId: fact.accountId,
        checkoutSessionId: fact.checkoutSessionId,
        paymentIntentId: fact.paymentIntentId,
      },
      by: null,
      now: this.clock.now(),
    });
    const issue = outcome === 'decided' ? 'paid' : issueOf(outcome, fact.currency);
    if (issue !== 'paid') {
      this.logger.warn('An online payment left for the organizer to look at', {
        checkout: fact.checkoutSessionId,
        issue,
      });
    }
    await this.checkouts.received(checkout.id, received, issue);
  }

  async #refunded(fact: Extract<ConnectFact, { type: 'ChargeRefunded' }>, correlationId: string) {
    const checkout = await this.checkouts.paidBy(fact.accountId, fact.paymentIntentId);
    if (!checkout) return;
    const outcome = await this.#decide(checkout, correlationId, {
      type: 'RecordOnlineRefund',
      enrollmentId: checkout.enrollment_id,
      organizationId: checkout.organization_id,
      refundDate: fact.refundedOn,
      online: {
        accountId: fact.accountId,
        refundId: fact.refundId ?? checkout.refund_id ?? fact.paymentIntentId,
        paymentIntentId: fact.paymentIntentId,
      },
      by: null,
      now: this.clock.now(),
    });
    if (outcome !== 'decided') {
      // Refunded at Stripe while the child keeps its place: the organizer's call, not ours.
      this.logger.warn('A refund at Stripe of a bill whose enrollment stands', {
        enrollment: checkout.enrollment_id,
        code: outcome.code,
      });
    }
  }

  /** Takes the decision on the enrollment's stage; answers the refusal rather than throwing it. */
  async #decide(
    checkout: BillCheckoutRow,
    correlationId: string,
    command: Parameters<StageDecisions['decide']>[1],
  ): Promise<'decided' | DomainError> {
    try {
      await this.decisions.decide(
        checkout.stage_id,
        command,
        systemContext(correlationId),
        PAYMENT_READ_MODELS,
      );
      return 'decided';
    } catch (error) {
      if (error instanceof DomainError) return error;
      throw error;
    }
  }
}
