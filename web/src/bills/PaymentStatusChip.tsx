import type { PaymentStatus } from '@stages/contracts';
import { StatusChip } from '../layout/StatusChip';

/** An overdue bill asks for action, a refund owed waits for the organizer, a paid one is settled. */
const COLOURS = {
  unpaid: 'info',
  overdue: 'error',
  paid: 'success',
  refund_due: 'warning',
  refunded: 'default',
  cancelled: 'default',
} as const satisfies Record<PaymentStatus, string>;

export const PaymentStatusChip = ({ status }: { readonly status: PaymentStatus | null }) =>
  status ? <StatusChip label={`app.bills.status.${status}`} color={COLOURS[status]} /> : null;

/** Whether the bill still waits for its payment. */
export const isPayable = (status: PaymentStatus | null) =>
  status === 'unpaid' || status === 'overdue';
