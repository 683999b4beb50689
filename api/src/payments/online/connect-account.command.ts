import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { StripeLink } from '@stages/contracts';
import type { UserRecord } from '../../identity/index.js';
import { OrganizationsRepository } from '../../organizations/index.js';
import { RateLimiter } from '../../platform/rate-limit/rate-limiter.js';
import { paymentsNotConfigured, StripeConnectGateway } from './stripe-connect-gateway.js';
import { StripeAccounts } from './stripe-accounts.js';

/** Onboardings an organization may open an hour: each asks Stripe for a link. */
const LINKS_PER_HOUR = 20;

/**
 * Connects the organizer's organization to Stripe: its own Standard account, created once, and
 * the link to Stripe's onboarding of it, opened again as often as the organizer needs.
 */
export class ConnectStripeAccountCommand extends Command<StripeLink> {
  constructor(readonly user: UserRecord) {
    super();
  }
}

@CommandHandler(ConnectStripeAccountCommand)
export class ConnectStripeAccountHandler implements ICommandHandler<ConnectStripeAccountCommand> {
  constructor(
    private readonly organizations: OrganizationsRepository,
    private readonly accounts: StripeAccounts,
    private readonly stripe: StripeConnectGateway,
    private readonly limiter: RateLimiter,
  ) {}

  async execute({ user }: ConnectStripeAccountCommand): Promise<StripeLink> {
    const organization = await this.organizations.ownedBy(user.id);
    if (!this.stripe.configured) throw paymentsNotConfigured();
    await this.limiter.attempt({
      bucket: `stripe-connect:${organization.id}`,
      limit: LINKS_PER_HOUR,
      windowSeconds: 3600,
    });
    const account =
      (await this.accounts.ofOrganization(organization.id)) ??
      (await this.accounts.connect(
        organization.id,
        (await this.stripe.createAccount(organization, user.email)).id,
      ));
    return { url: await this.stripe.onboardingLink(account.account_id) };
  }
}
