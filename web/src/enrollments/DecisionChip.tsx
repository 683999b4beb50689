import type { Decision } from '@stages/contracts';
import { StatusChip } from '../layout/StatusChip';

/** A request waits for the organizer; the other decisions settle it. */
const COLOURS = {
  requested: 'warning',
  accepted: 'success',
  rejected: 'error',
  cancelled: 'default',
  paid: 'success',
  refunded: 'default',
} as const satisfies Record<Decision, string>;

/** A decision in a word, from `messages` (the administrators' and the organizers' own texts). */
export const DecisionChip = ({
  decision,
  messages,
}: {
  readonly decision: Decision;
  readonly messages: string;
}) => <StatusChip label={`${messages}.${decision}`} color={COLOURS[decision]} />;
