import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import {
  ErrorCode,
  ROLES,
  mayBuyPlan,
  type CheckoutSession,
  type EventStore,
  organizationStream,
} from '@stages/contracts';
import type { SqlDatabase } from '@stages/projections';
import type { UserRecord } from '../../identity/index.js';
import { Clock } from '../../infrastructure/clock.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { loadAggregate } from '../../platform/commands/run-command.js';
import { DomainError } from '../../platform/domain-error.js';
import type { CommandContext } from '../../platform/commands/command-context.js';
import { answerWithin } from '../../platform/idempotency/answer-within.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { DATABASE, EVENT_STORE } from '../../platform/tokens.js';
import { renewsAutomatically, subscriptionAggregate } from '../domain/subscription.js';
import { StripeGateway } from '../stripe/stripe-gateway.js';

/** Checkouts an organization may open an hour: each creates objects at Stripe. */
const CHECKOUTS_PER_HOUR = 10;

const paymentsNotConfigured = (message: string) =>
  new DomainError(ErrorCode.subscriptionPaymentsNotConfigured, message, 503);

/**
 * Opens Stripe's checkout of a year of Gold for the caller's organization, and closes the ones it
 * left open: only one can be paid. Nothing is decided until Stripe reports the payment.
 */
export class OpenCheckoutCommand extends Command<CheckoutSession> {
  constructor(
    readonly user: UserRecord,
    readonly context: CommandContext,
  ) {
    super();
  }
}

@CommandHandler(OpenCheckoutCommand)
export class OpenCheckoutHandler implements ICommandHandler<OpenCheckoutCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    @Inject(EVENT_STORE) private readonly store: EventStore,
    private readonly organizations: OrganizationsRepository,
    private readonly stripe: StripeGateway,
    private readonly clock: Clock,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ user, context }: OpenCheckoutCommand): Promise<CheckoutSession> {
    const organization =
      user.role === ROLES.organization ? await this.organizations.findByOwner(user.id) : null;
    if (!organization) {
      throw new DomainError(
        ErrorCode.subscriptionOrganizerOnly,
        'Subscribing needs an organizer account',
        403,
      );
    }
    if (!this.stripe.configured) throw paymentsNotConfigured('Card payments are not configured');
    await this.limiter.attempt({
      bucket: `subscription-checkout:${organization.id}`,
      limit: CHECKOUTS_PER_HOUR,
      windowSeconds: 3600,
    });
    const { state } = await loadAggregate(
      this.store,
      organizationStream(organization.id),
      subscriptionAggregate,
    );
    if (!mayBuyPlan(state.endDate, renewsAutomatically(state), this.clock.today())) {
      throw new DomainError(
        ErrorCode.subscriptionAlreadyActive,
        'The plan runs beyond the renewal window, or renews itself',
        409,
      );
    }
    const { rows } = await this.db.query<{ vat_number: string | null; price: number | null }>(
      `SELECT o.vat_number,
              (SELECT yearly_price_cents FROM price_plans WHERE code = 'gold') AS price
         FROM organizations o WHERE o.id = $1`,
      [organization.id],
    );
    const price = rows[0]?.price ?? 0;
    if (price <= 0) throw paymentsNotConfigured('The Gold plan has no yearly price');
    // The organization's earlier checkouts: the newest's customer, and those still open.
    const { rows: earlier } = await this.db.query<{
      id: string;
      customer_id: string;
      paid: boolean;
    }>(
      `SELECT c.id, c.customer_id,
              EXISTS (SELECT 1 FROM subscription_history h WHERE h.checkout_session_id = c.id)
                AS paid
         FROM subscription_checkouts c
        WHERE c.organization_id = $1 ORDER BY c.opened_at DESC`,
      [organization.id],
    );
    const session = await this.stripe.createGoldCheckout({
      organizationId: organization.id,
      organizationName: organization.name,
      email: user.email,
      language: user.language,
      customerId: earlier[0]?.customer_id ?? null,
      vatNumber: rows[0]?.vat_number ?? null,
      yearlyPriceCents: price,
    });
    const opened = await this.db.transaction(async (tx) => {
      await tx.query(
        'INSERT INTO subscription_checkouts (id, organization_id, customer_id) VALUES ($1, $2, $3)',
        [session.id, organization.id, session.customerId],
      );
      return answerWithin(tx, { id: session.id, url: session.url }, context.answerKey);
    });
    await this.stripe.expireCheckouts(
      earlier.filter((checkout) => !checkout.paid).map((checkout) => checkout.id),
    );
    return opened;
  }
}
