import { Inject } from '@nestjs/common';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { SqlDatabase } from '@stages/projections';
import { OrganizationsRepository } from '../../organizations/index.js';
import { systemContext } from '../../platform/commands/command-context.js';
import { DATABASE } from '../../platform/tokens.js';
import type { StripeFact } from '../stripe/stripe-facts.js';
import { PlanDecisions } from './plan-decisions.js';

/**
 * Records what a Stripe event says of a plan, once; answers whether it concerned an organization
 * of this product. One about no organization here (a subscription started elsewhere on the same
 * Stripe account) is acknowledged and left out.
 */
export class RecordStripeFactCommand extends Command<boolean> {
  constructor(
    readonly fact: StripeFact,
    readonly correlationId: string,
  ) {
    super();
  }
}

@CommandHandler(RecordStripeFactCommand)
export class RecordStripeFactHandler implements ICommandHandler<RecordStripeFactCommand> {
  constructor(
    @Inject(DATABASE) private readonly db: SqlDatabase,
    private readonly organizations: OrganizationsRepository,
    private readonly plans: PlanDecisions,
  ) {}

  async execute({ fact, correlationId }: RecordStripeFactCommand): Promise<boolean> {
    const organizationId =
      fact.organizationId ?? (await this.#organizationOfSubscription(fact.subscriptionId));
    if (!organizationId || !(await this.organizations.findRef(organizationId))) return false;
    await this.plans.decide({ ...fact, organizationId }, systemContext(correlationId));
    return true;
  }

  async #organizationOfSubscription(subscriptionId: string) {
    const { rows } = await this.db.query<{ organization_id: string }>(
      `SELECT organization_id::text FROM subscription_history
        WHERE stripe_subscription_id = $1 LIMIT 1`,
      [subscriptionId],
    );
    return rows[0]?.organization_id ?? null;
  }
}
