/** What other contexts may use of the payments: issuing bills, paying them, reminding. */
export { paymentsContext } from './payments.context.js';
export { PaymentsModule } from './payments.module.js';
export { RecordPaymentCommand, RecordRefundCommand } from './commands/record-payment.command.js';
export { epcPayload } from './domain/epc-qr.js';
export { BillIssuer } from './issuing/bill-issuer.js';
export { PaymentReminders } from './reminders/payment-reminders.js';
