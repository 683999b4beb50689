import type { DecisionRecord } from '@stages/contracts';
import { useRecordContext } from 'react-admin';
import { DecisionChip as Chip } from '../enrollments/DecisionChip';

export const DecisionChip = () => {
  const record = useRecordContext<DecisionRecord>();
  if (!record) return null;
  return <Chip decision={record.decision} messages="admin.decisions.decisions" />;
};
