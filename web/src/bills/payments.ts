import {
  ONLINE_PAYMENT_METHODS,
  type BillCheckout,
  type BillFields,
  type OnlineRefund,
  type PaymentMethod,
} from '@stages/contracts';
import { api } from '../providers/apiClient';

/** Records the payment of an enrollment's bill on the day it was received: final. */
export const markPaid = (enrollmentId: string, paymentDate: string) =>
  api(`/enrollments/${enrollmentId}/mark-paid/`, { body: { payment_date: paymentDate } });

/** Records the money given back for a cancelled enrollment that was paid. */
export const recordRefund = (enrollmentId: string, refundDate: string) =>
  api(`/enrollments/${enrollmentId}/record-refund/`, { body: { refund_date: refundDate } });

/** Opens a checkout at the organization's Stripe account for the bill, where the family pays. */
export const openBillCheckout = (enrollmentId: string) =>
  api<BillCheckout>(`/enrollments/${enrollmentId}/checkout/`, { body: {} });

/** Asks Stripe to give back a cancelled enrollment's online payment; recorded once it has. */
export const refundOnline = (enrollmentId: string) =>
  api<OnlineRefund>(`/enrollments/${enrollmentId}/refund/`, { body: {} });

/** Whether the bill's payment came through Stripe, whose refund goes back through it too. */
export const isPaidOnline = (bill: Pick<BillFields, 'payment_method'>) =>
  (ONLINE_PAYMENT_METHODS as readonly (PaymentMethod | null)[]).includes(bill.payment_method);
