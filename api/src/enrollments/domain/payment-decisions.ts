import { brusselsDay, ErrorCode, type OnlinePaymentMethod } from '@stages/contracts';
import { DomainError } from '../../platform/domain-error.js';
import { decidedBy, type UnlinkedDecision } from './decision-chain.js';
import { enrollmentNotFound } from './enrollment-refusals.js';
import type { Decider, EnrollmentRecord, StageEnrollments } from './stage-enrollments.js';

/** The movement of a bank statement that paid a bill. */
export interface StatementMovement {
  readonly reference: string;
  readonly entry: string;
}

/**
 * Payments are decisions of the stage's organizer, on the stage's stream like acceptances, so
 * that they join the same chain: an auditor sees a payment removed or its date altered.
 */
export type PaymentCommand =
  | ({
      readonly type: 'RecordPayment';
      readonly enrollmentId: string;
      readonly organizationId: string;
      readonly paymentDate: string;
    } & Decider)
  | ({
      readonly type: 'RecordRefund';
      readonly enrollmentId: string;
      readonly organizationId: string;
      readonly refundDate: string;
    } & Decider)
  | ({
      /**
       * A payment Stripe reported for a checkout of this bill, on the organization's own
       * account. Reported again (Stripe redelivers), it decides nothing more.
       */
      readonly type: 'RecordOnlinePayment';
      readonly enrollmentId: string;
      readonly organizationId: string;
      readonly paymentDate: string;
      readonly amountCents: number;
      readonly currency: string;
      readonly online: {
        readonly method: OnlinePaymentMethod;
        readonly accountId: string;
        readonly checkoutSessionId: string;
        readonly paymentIntentId: string | null;
      };
    } & Decider)
  | ({
      /** A refund Stripe reported for a bill paid online. Reported again, it decides nothing. */
      readonly type: 'RecordOnlineRefund';
      readonly enrollmentId: string;
      readonly organizationId: string;
      readonly refundDate: string;
      readonly online: {
        readonly accountId: string;
        readonly refundId: string;
        readonly paymentIntentId: string;
      };
    } & Decider)
  | ({
      /**
       * The credits of a bank statement that pay this stage's bills, each for the bill's exact
       * amount, booked between the bill's issue and today. Those no longer payable (paid
       * meanwhile, cancelled) or outside those days are left out, not refused: the import
       * reports them.
       */
      readonly type: 'RecordStatementPayments';
      readonly enrollmentId: '';
      readonly organizationId: string;
      readonly payments: readonly {
        readonly enrollmentId: string;
        readonly paymentDate: string;
        readonly amountCents: number;
        readonly statement: StatementMovement;
      }[];
    } & Decider);

const refuse = (code: ErrorCode, message: string, status: DomainError['status'] = 409) =>
  new DomainError(code, message, status);

/** The organization's enrollment on this stage; any other is not found. */
function organizationsEnrollment(
  state: StageEnrollments,
  command: { enrollmentId: string; organizationId: string },
): EnrollmentRecord {
  const found = state.enrollments.get(command.enrollmentId);
  if (!found || state.stage?.organizationId !== command.organizationId) throw enrollmentNotFound();
  return found;
}

function payable(found: EnrollmentRecord): found is EnrollmentRecord & { acceptedOn: string } {
  return found.acceptedOn !== null && found.status === 'accepted' && found.paidOn === null;
}

function whyNotPayable(found: EnrollmentRecord): DomainError {
  if (found.paidOn !== null) return refuse(ErrorCode.paymentAlreadyPaid, 'Already paid');
  if (found.acceptedOn === null) return refuse(ErrorCode.paymentNoBill, 'No bill was issued');
  return refuse(ErrorCode.paymentNotPayable, 'The enrollment was cancelled');
}

function notAfterToday(day: string, now: Date) {
  if (day > brusselsDay(now)) {
    throw refuse(ErrorCode.paymentDateInFuture, 'The date is after today', 422);
  }
}

/** Why a bill cannot have been paid on `day`: from its issue (the acceptance) to today. */
function paymentDateRefusal(
  found: EnrollmentRecord & { acceptedOn: string },
  day: string,
  now: Date,
): DomainError | null {
  if (day > brusselsDay(now))
    return refuse(ErrorCode.paymentDateInFuture, 'The date is after today', 422);
  if (day < found.acceptedOn)
    return refuse(ErrorCode.paymentDateBeforeBill, 'The bill was issued after that day', 422);
  return null;
}

/** What a payment command decides, before it is linked into the stage's chain. */
export function decidePayment(
  command: PaymentCommand,
  state: StageEnrollments,
): UnlinkedDecision[] {
  const common = decidedBy(state.stage, command);
  switch (command.type) {
    case 'RecordPayment': {
      const found = organizationsEnrollment(state, command);
      if (!payable(found)) throw whyNotPayable(found);
      const refusal = paymentDateRefusal(found, command.paymentDate, command.now);
      if (refusal) throw refusal;
      return [
        {
          type: 'PaymentRecorded',
          data: {
            ...common,
            enrollmentId: command.enrollmentId,
            paymentDate: command.paymentDate,
            amountCents: found.priceCents,
            statement: null,
          },
        },
      ];
    }
    case 'RecordOnlinePayment': {
      const found = organizationsEnrollment(state, command);
      if (found.paidByCheckout === command.online.checkoutSessionId) return [];
      if (!payable(found)) throw whyNotPayable(found);
      if (command.amountCents !== found.priceCents || command.currency.toLowerCase() !== 'eur') {
        throw refuse(ErrorCode.paymentAmountMismatch, "Not the bill's amount in euros");
      }
      // Stripe dates the payment; a day before the bill would be a clock gone wrong, not a refusal.
      const paymentDate =
        command.paymentDate < found.acceptedOn ? found.acceptedOn : command.paymentDate;
      return [
        {
          type: 'PaymentRecorded',
          data: {
            ...common,
            enrollmentId: command.enrollmentId,
            paymentDate,
            amountCents: command.amountCents,
            statement: null,
            online: { provider: 'stripe', ...command.online },
          },
        },
      ];
    }
    case 'RecordOnlineRefund': {
      const found = organizationsEnrollment(state, command);
      if (found.refundedOn !== null) return [];
      if (found.status !== 'cancelled' || found.paidByCheckout === null) {
        throw refuse(ErrorCode.paymentRefundNotDue, 'No online payment of a cancelled enrollment');
      }
      return [
        {
          type: 'RefundRecorded',
          data: {
            ...common,
            enrollmentId: command.enrollmentId,
            refundDate:
              command.refundDate < (found.paidOn ?? '') ? found.paidOn! : command.refundDate,
            amountCents: found.priceCents,
            online: { provider: 'stripe', ...command.online },
          },
        },
      ];
    }
    case 'RecordRefund': {
      const found = organizationsEnrollment(state, command);
      if (found.refundedOn !== null)
        throw refuse(ErrorCode.paymentAlreadyRefunded, 'Already refunded');
      if (found.status !== 'cancelled' || found.paidOn === null) {
        throw refuse(ErrorCode.paymentRefundNotDue, 'Nothing was paid for a cancelled enrollment');
      }
      notAfterToday(command.refundDate, command.now);
      if (command.refundDate < found.paidOn) {
        throw refuse(
          ErrorCode.paymentRefundBeforePayment,
          'The refund is dated before the payment',
          422,
        );
      }
      return [
        {
          type: 'RefundRecorded',
          data: {
            ...common,
            enrollmentId: command.enrollmentId,
            refundDate: command.refundDate,
            amountCents: found.priceCents,
          },
        },
      ];
    }
    case 'RecordStatementPayments': {
      if (state.stage?.organizationId !== command.organizationId) return [];
      const decisions: UnlinkedDecision[] = [];
      const paid = new Set<string>();
      for (const payment of command.payments) {
        const found = state.enrollments.get(payment.enrollmentId);
        if (!found || !payable(found) || paid.has(payment.enrollmentId)) continue;
        if (payment.amountCents !== found.priceCents) continue;
        if (paymentDateRefusal(found, payment.paymentDate, command.now)) continue;
        decisions.push({
          type: 'PaymentRecorded',
          data: {
            ...common,
            enrollmentId: payment.enrollmentId,
            paymentDate: payment.paymentDate,
            amountCents: payment.amountCents,
            statement: payment.statement,
          },
        });
        paid.add(payment.enrollmentId);
      }
      return decisions;
    }
  }
}
