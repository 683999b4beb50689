import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { GrantPlanHandler } from './commands/grant-plan.command.js';
import { OpenCheckoutHandler } from './commands/open-checkout.command.js';
import { PlanDecisions } from './commands/plan-decisions.js';
import { RecordStripeFactHandler } from './commands/record-stripe-fact.command.js';
import { RequestEnterpriseOfferHandler } from './commands/request-enterprise-offer.command.js';
import { AdminSubscriptionsController } from './controllers/admin-subscriptions.controller.js';
import { PricePlansController } from './controllers/price-plans.controller.js';
import { CheckoutController } from './controllers/checkout.controller.js';
import { EnterpriseOfferController } from './controllers/enterprise-offer.controller.js';
import { StripeWebhookController } from './controllers/stripe-webhook.controller.js';
import { SubscriptionMails } from './mails/subscription-mails.js';
import { PricePlansRepository } from './persistence/price-plans.repository.js';
import { OrganizationStandingModule } from './queries/organization-standing.query.js';
import { PlanLimits } from './queries/plan-limits.js';
import { SubscriptionsQuery } from './queries/subscriptions.query.js';
import { StripeGateway } from './stripe/stripe-gateway.js';

/**
 * The organizations' plans: the price plans and what they allow, Stripe's checkout and webhooks,
 * the grants by hand, the Enterprise requests.
 */
@Module({
  imports: [IdentityModule, OrganizationsModule, OrganizationStandingModule],
  controllers: [
    CheckoutController,
    StripeWebhookController,
    EnterpriseOfferController,
    AdminSubscriptionsController,
    PricePlansController,
  ],
  providers: [
    StripeGateway,
    PlanDecisions,
    OpenCheckoutHandler,
    RecordStripeFactHandler,
    GrantPlanHandler,
    SubscriptionsQuery,
    RequestEnterpriseOfferHandler,
    SubscriptionMails,
    PricePlansRepository,
    PlanLimits,
  ],
  exports: [PlanLimits],
})
export class SubscriptionsModule {}
