import { Module } from '@nestjs/common';
import { IdentityModule } from '../identity/identity.module.js';
import { OrganizationsModule } from '../organizations/organizations.module.js';
import { EnterpriseOffersService } from './commands/enterprise-offers.service.js';
import { SubscriptionsService } from './commands/subscriptions.service.js';
import { AdminSubscriptionsController } from './controllers/admin-subscriptions.controller.js';
import { CheckoutController } from './controllers/checkout.controller.js';
import { EnterpriseOfferController } from './controllers/enterprise-offer.controller.js';
import { StripeWebhookController } from './controllers/stripe-webhook.controller.js';
import { SubscriptionMails } from './mails/subscription-mails.js';
import { SubscriptionsQuery } from './queries/subscriptions.query.js';
import { StripeGateway } from './stripe/stripe-gateway.js';

/** The organizations' plans: Stripe's checkout and webhooks, the grants by hand, the Enterprise requests. */
@Module({
  imports: [IdentityModule, OrganizationsModule],
  controllers: [
    CheckoutController,
    StripeWebhookController,
    EnterpriseOfferController,
    AdminSubscriptionsController,
  ],
  providers: [
    StripeGateway,
    SubscriptionsService,
    SubscriptionsQuery,
    EnterpriseOffersService,
    SubscriptionMails,
  ],
  exports: [SubscriptionsService],
})
export class SubscriptionsModule {}
