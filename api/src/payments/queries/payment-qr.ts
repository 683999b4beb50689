import { Injectable } from '@nestjs/common';
import { ErrorCode, structuredCommunicationDigits, type Enrollment } from '@stages/contracts';
import { qrPng } from '../../platform/qr-png.js';
import { EnrollmentsQuery } from '../../enrollments/index.js';
import { DomainError } from '../../platform/domain-error.js';
import { epcPayload } from '../domain/epc-qr.js';

const refuse = (code: ErrorCode, message: string, status: DomainError['status'] = 409) =>
  new DomainError(code, message, status);

/**
 * Why the family cannot pay an issued bill now, or null when it can: what both ways of paying
 * (the transfer's QR code, the online checkout) refuse alike.
 */
export function whyNotPayable(bill: Enrollment): DomainError | null {
  if (bill.payment_status === 'cancelled') {
    return refuse(ErrorCode.paymentNotPayable, 'The enrollment was cancelled');
  }
  if (bill.payment_status !== 'unpaid' && bill.payment_status !== 'overdue') {
    return refuse(ErrorCode.paymentAlreadyPaid, 'Nothing is left to pay');
  }
  return null;
}

/** The transfer QR code of a family's unpaid bill, drawn as banking apps scan it. */
@Injectable()
export class PaymentQr {
  constructor(private readonly enrollments: EnrollmentsQuery) {}

  async forFamily(userId: string, enrollmentId: string): Promise<Buffer> {
    const bill = await this.enrollments.forFamily(userId, enrollmentId);
    if (!bill.invoice_number || !bill.structured_communication || bill.amount_cents === null) {
      throw refuse(ErrorCode.paymentNoBill, 'No bill was issued', 404);
    }
    const refusal = whyNotPayable(bill);
    if (refusal) throw refusal;
    if (!bill.organization_iban) {
      throw refuse(ErrorCode.paymentNoBankAccount, 'The organization gave no account to pay to');
    }
    const payload = epcPayload({
      bic: bill.organization_bic,
      beneficiary: bill.organization_name ?? '',
      iban: bill.organization_iban,
      amountCents: bill.amount_cents,
      communication: structuredCommunicationDigits(bill.structured_communication)!,
    });
    return qrPng(payload, { margin: 4, width: 320 });
  }
}
