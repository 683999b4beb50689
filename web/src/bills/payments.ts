import { api } from '../providers/apiClient';

/** Records the payment of an enrollment's bill on the day it was received: final. */
export const markPaid = (enrollmentId: string, paymentDate: string) =>
  api(`/enrollments/${enrollmentId}/mark-paid/`, { body: { payment_date: paymentDate } });

/** Records the money given back for a cancelled enrollment that was paid. */
export const recordRefund = (enrollmentId: string, refundDate: string) =>
  api(`/enrollments/${enrollmentId}/record-refund/`, { body: { refund_date: refundDate } });
