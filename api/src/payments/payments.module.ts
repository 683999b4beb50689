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

/** The bills of accepted enrollments: issuing, paying by transfer, reminding, bank statements. */
@Module({
  imports: [EnrollmentsModule, OrganizationsModule, IdentityModule],
  controllers: [
    PaymentsController,
    OrganizationBillsController,
    AdminBillsController,
    BankStatementsController,
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
  ],
  exports: [BillIssuer, PaymentReminders],
})
export class PaymentsModule {}
