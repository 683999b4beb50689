import type { BoundedContext } from '../platform/bounded-context.js';
import { subscriptionMails } from './mails/subscription-mails.js';
import {
  subscriptionHistory,
  subscriptionHistoryMigrations,
} from './projections/subscription-history.projection.js';
import { subscriptionsMigrations } from './subscriptions.migrations.js';
import { SubscriptionsModule } from './subscriptions.module.js';

export const subscriptionsContext: BoundedContext = {
  name: 'subscriptions',
  module: SubscriptionsModule,
  migrations: [...subscriptionHistoryMigrations, ...subscriptionsMigrations],
  projections: [subscriptionHistory],
  mailReactions: subscriptionMails,
};
