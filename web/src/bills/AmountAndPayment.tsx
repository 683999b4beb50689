import { Stack } from '@mui/material';
import type { BillListItem } from '@stages/contracts';
import { Payment } from './Payment';
import { BillAmount } from './BillAmount';

/**
 * A bill in one table cell: its amount (with its lines in small print when it has several),
 * whether it is paid, and when. A back-office table beside the menu has some 1,000 px at 1280:
 * the amount and its payment read together in one column.
 */
export const AmountAndPayment = ({
  enrollment,
  withinStage = false,
}: {
  readonly enrollment: BillListItem;
  /** In the stage's own list, whose name its lines need not repeat. */
  readonly withinStage?: boolean;
}) => {
  if (enrollment.amount_cents === null) return null;
  return (
    <Stack sx={{ alignItems: 'flex-start', gap: 0.5 }}>
      <BillAmount bill={enrollment} withinStage={withinStage} />
      <Payment enrollment={enrollment} />
    </Stack>
  );
};
