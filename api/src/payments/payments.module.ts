import { Module } from '@nestjs/common';
import { EnrollmentsModule } from '../enrollments/index.js';
import { IdentityModule } from '../identity/index.js';
import { OrganizationsModule } from '../organizations/index.js';
import { ImportStatementHandler } from './commands/import-statement.command.js';
import {
  BillDecisions,
  RecordPaymentHandler,
  RecordRefundHandler,
} from './commands/record-payment.command.js';
import { AdminBillsController } from './controllers/admin-bills.controller.js';
import { BankStatementsController } from './controllers/bank-statements.controller.js';
import { OrganizationBillsController } from './controllers/organization-bills.controller.js';
import { PaymentsController } from './controllers/payments.controller.js';
import { BillIssuer } from './issuing/bill-issuer.js';
import { PaymentMails } from './mails/payment-mails.js';
import { BillsQuery } from './queries/bills.query.js';
import { PaymentQr } from './queries/payment-qr.js';
import { StatementImportsQuery } from './queries/statement-imports.query.js';
import { PaymentReminders } from './reminders/payment-reminders.js';
import { BillCheckouts } from './online/bill-checkouts.js';
import { ConnectStripeAccountHandler } from './online/connect-account.command.js';
import { ConnectWebhookController } from './online/connect-webhook.controller.js';
import { OnlinePaymentsController } from './online/online-payments.controller.js';
import { OnlinePaymentsQuery } from './online/online-payments.query.js';
import { OpenBillCheckoutHandler } from './online/open-bill-checkout.command.js';
import { RecordConnectEventHandler } from './online/record-connect-event.command.js';
import { RefundOnlineHandler } from './online/refund-online.command.js';
import { StripeAccounts } from './online/stripe-accounts.js';
import { StripeConnectController } from './online/stripe-connect.controller.js';
import { StripeConnectGateway } from './online/stripe-connect-gateway.js';

/**
 * The bills of accepted enrollments: issuing, paying by transfer or online, reminding, bank
 * statements.
 */
@Module({
  imports: [EnrollmentsModule, OrganizationsModule, IdentityModule],
  controllers: [
    PaymentsController,
    OrganizationBillsController,
    AdminBillsController,
    BankStatementsController,
    StripeConnectController,
    OnlinePaymentsController,
    ConnectWebhookController,
  ],
  providers: [
    BillIssuer,
    BillDecisions,
    RecordPaymentHandler,
    RecordRefundHandler,
    ImportStatementHandler,
    StatementImportsQuery,
    BillsQuery,
    PaymentQr,
    PaymentMails,
    PaymentReminders,
    StripeConnectGateway,
    StripeAccounts,
    BillCheckouts,
    OnlinePaymentsQuery,
    ConnectStripeAccountHandler,
    OpenBillCheckoutHandler,
    RecordConnectEventHandler,
    RefundOnlineHandler,
  ],
  exports: [BillIssuer, PaymentReminders],
})
export class PaymentsModule {}
