import type { EnrollmentStatus } from '@stages/contracts';
import { StatusChip } from '../layout/StatusChip';

const colors = {
  pending: 'warning',
  accepted: 'success',
  rejected: 'error',
  cancelled: 'default',
} as const;

export const EnrollmentStatusChip = ({ status }: { readonly status: EnrollmentStatus }) => (
  <StatusChip label={`app.enrollments.status.${status}`} color={colors[status]} />
);
