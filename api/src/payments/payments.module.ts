import { Module } from '@nestjs/common';
import { EnrollmentsModule } from '../enrollments/enrollments.module.js';
import { IdentityModule } from '../identity/identity.module.js';
import { OrganizationsModule } from '../organizations/organizations.module.js';
import { PaymentsService } from './commands/payments.service.js';
import { StatementImportService } from './commands/statement-import.service.js';
import { BankStatementsController } from './controllers/bank-statements.controller.js';
import { OrganizationBillsController } from './controllers/organization-bills.controller.js';
import { PaymentsController } from './controllers/payments.controller.js';
import { BillIssuer } from './issuing/bill-issuer.js';
import { PaymentMails } from './mails/payment-mails.js';
import { PaymentQr } from './queries/payment-qr.js';
import { StatementImportsQuery } from './queries/statement-imports.query.js';
import { PaymentReminders } from './reminders/payment-reminders.js';

/** The bills of accepted enrollments: issuing, paying by transfer, reminding, bank statements. */
@Module({
  imports: [EnrollmentsModule, OrganizationsModule, IdentityModule],
  controllers: [PaymentsController, OrganizationBillsController, BankStatementsController],
  providers: [
    BillIssuer,
    PaymentsService,
    StatementImportService,
    StatementImportsQuery,
    PaymentQr,
    PaymentMails,
    PaymentReminders,
  ],
  exports: [BillIssuer, PaymentReminders, PaymentsService],
})
export class PaymentsModule {}
