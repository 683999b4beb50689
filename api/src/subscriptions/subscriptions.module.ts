import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { EnterpriseOffersService } from './commands/enterprise-offers.service.js';
import { SubscriptionsService } from './commands/subscriptions.service.js';
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
    SubscriptionsService,
    SubscriptionsQuery,
    EnterpriseOffersService,
    SubscriptionMails,
    PricePlansRepository,
    PlanLimits,
  ],
  exports: [SubscriptionsService, PlanLimits],
})
export class SubscriptionsModule {}
