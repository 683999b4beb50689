import type { BoundedContext } from '../platform/bounded-context.js';
import { paymentMails } from './mails/payment-mails.js';
import { paymentsMigrations } from './payments.migrations.js';
import { PaymentsModule } from './payments.module.js';
import { bills, billsMigrations } from './projections/bills.projection.js';

export const paymentsContext: BoundedContext = {
  name: 'payments',
  module: PaymentsModule,
  migrations: [...billsMigrations, ...paymentsMigrations],
  projections: [bills],
  mailReactions: paymentMails,
};
