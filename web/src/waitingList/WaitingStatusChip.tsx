import type { WaitingListStatus } from '@stages/contracts';
import { StatusChip } from '../layout/StatusChip';

const colors = {
  waiting: 'warning',
  offered: 'info',
  accepted: 'success',
  declined: 'default',
  expired: 'default',
  left: 'default',
  removed: 'error',
} as const;

export const WaitingStatusChip = ({ status }: { readonly status: WaitingListStatus }) => (
  <StatusChip label={`app.waiting_list.status.${status}`} color={colors[status]} />
);
