import type { Decision, DecisionRecord } from '@stages/contracts';
import { useRecordContext } from 'react-admin';
import { StatusChip } from '../layout/StatusChip';

/** A request waits for the organizer; the other decisions settle it. */
const COLOURS = {
  requested: 'warning',
  accepted: 'success',
  rejected: 'error',
  cancelled: 'default',
} as const satisfies Record<Decision, string>;

export const DecisionChip = () => {
  const record = useRecordContext<DecisionRecord>();
  if (!record) return null;
  return (
    <StatusChip
      label={`admin.decisions.decisions.${record.decision}`}
      color={COLOURS[record.decision]}
    />
  );
};
