import type { ReducedPriceStanding } from '@stages/contracts';
import { StatusChip } from '../layout/StatusChip';

/** `warning` waits for the organizer's answer; the others are settled. */
const colors = {
  asked: 'warning',
  declared: 'info',
  granted: 'success',
  refused: 'default',
} as const;

/** How the social price stands on a registration; nothing when the family did not ask it. */
export const ReducedPriceChip = ({ standing }: { readonly standing: ReducedPriceStanding }) =>
  standing === 'none' ? null : (
    <StatusChip label={`app.price_lines.standing.${standing}`} color={colors[standing]} />
  );
