import { Inject, Injectable } from '@nestjs/common';
import {
  ErrorCode,
  brusselsDay,
  type BillCheckoutStatus,
  type OnlinePaymentToReview,
  type StripeConnection,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import { EnrollmentsQuery } from '../../enrollments/index.js';
import { Clock } from '../../infrastructure/clock.js';
import { DomainError } from '../../platform/domain-error.js';
import { DATABASE } from '../../platform/tokens.js';
import { BillCheckouts } from './bill-checkouts.js';
import { BILL_CHECKOUT_LIFETIME_S, StripeConnectGateway } from './stripe-connect-gateway.js';
import { StripeAccounts } from './stripe-accounts.js';
import { isoInstantSql } from '../../platform/sql/iso-instant-sql.js';

const checkoutNotFound = () =>
  new DomainError(ErrorCode.paymentCheckoutNotFound, 'No such checkout', 404);

/** What the organizer's Payments tab and the parent's return from Stripe read. */
@Injectable()
export class OnlinePaymentsQuery {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly accounts: StripeAccounts,
    private readonly checkouts: BillCheckouts,
    private readonly enrollments: EnrollmentsQuery,
    private readonly stripe: StripeConnectGateway,
    private readonly clock: Clock,
  ) {}

  /**
   * The organization's account. Back from onboarding, Stripe's `account.updated` may not have
   * come yet: an account not yet able to charge is asked about directly.
   */
  async connection(organizationId: string): Promise<StripeConnection> {
    let account = await this.accounts.ofOrganization(organizationId);
    if (account && !account.charges_enabled && this.stripe.configured) {
      const current = await this.stripe.account(account.account_id).catch(() => null);
      if (current) {
        await this.accounts.update(account.account_id, {
          chargesEnabled: current.charges_enabled ?? false,
          detailsSubmitted: current.details_submitted ?? false,
        });
        account = await this.accounts.ofOrganization(organizationId);
      }
    }
    return {
      configured: this.stripe.configured,
      connected: account !== null,
      charges_enabled: account?.charges_enabled ?? false,
      details_submitted: account?.details_submitted ?? false,
      account_id: account?.account_id ?? null,
      payments_to_review: await this.#toReview(organizationId),
    };
  }

  async #toReview(organizationId: string): Promise<OnlinePaymentToReview[]> {
    const { rows } = await this.db.query<OnlinePaymentToReview>(
      `SELECT bc.id AS checkout_session_id, bc.payment_intent_id,
              bc.enrollment_id::text, b.invoice_number,
              nullif(trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')), '')
                AS child_name,
              s.name AS stage_name, bc.amount_cents AS expected_cents,
              bc.received_cents, bc.currency, bc.issue,
              ${isoInstantSql('bc.received_at')}
                AS received_at
         FROM bill_checkouts bc
         LEFT JOIN bills b ON b.enrollment_id = bc.enrollment_id
         LEFT JOIN enrollments e ON e.enrollment_id = bc.enrollment_id
         LEFT JOIN children c ON c.id = e.child_id
         LEFT JOIN stage_catalogue s ON s.stage_id = e.stage_id
        WHERE bc.organization_id = $1 AND bc.status = 'review'
        ORDER BY bc.received_at DESC
        LIMIT 100`,
      [organizationId],
    );
    return rows;
  }

  /** A checkout the caller's family opened; any other is not found. */
  async checkout(userId: string, checkoutId: string): Promise<BillCheckoutStatus> {
    const checkout = await this.checkouts.find(checkoutId);
    if (!checkout) throw checkoutNotFound();
    const bill = await this.enrollments
      .forFamily(userId, checkout.enrollment_id)
      .catch((error: unknown) => {
        throw error instanceof DomainError && error.status === 404 ? checkoutNotFound() : error;
      });
    const now = this.clock.now();
    const lapsed = Date.parse(checkout.opened_at) + BILL_CHECKOUT_LIFETIME_S * 1000 < now.getTime();
    const received = checkout.status === 'paid' || checkout.status === 'review';
    return {
      id: checkout.id,
      enrollment_id: checkout.enrollment_id,
      status: received
        ? 'paid'
        : checkout.status === 'open'
          ? lapsed
            ? 'expired'
            : 'pending'
          : checkout.status,
      payment_date:
        checkout.status === 'paid'
          ? bill.payment_date
          : checkout.received_at
            ? brusselsDay(new Date(checkout.received_at))
            : null,
      invoice_number: bill.invoice_number,
      amount_cents: checkout.amount_cents,
      stage_name: bill.stage_name,
      child_first_name: bill.child_first_name,
    };
  }
}
