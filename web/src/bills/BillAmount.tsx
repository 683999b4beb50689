import { Box, Stack } from '@mui/material';
import type { BillListItem } from '@stages/contracts';
import { CompactPriceLines } from '../enrollments/PriceLines';
import { useBillWords } from './useBillWords';

/**
 * A bill's amount, with what it is made of in small print beneath when it has several lines.
 * `narrow`: each line's amount follows its words, for a table's narrow column. `withinStage`: in
 * the stage's own list, whose name its lines need not repeat.
 */
export const BillAmount = ({
  bill,
  narrow = false,
  withinStage = false,
  align = 'left',
}: {
  readonly bill: Pick<BillListItem, 'amount_cents' | 'lines'>;
  readonly narrow?: boolean;
  readonly withinStage?: boolean;
  readonly align?: 'left' | 'right';
}) => {
  const words = useBillWords();
  return (
    <Stack sx={{ alignItems: align === 'right' ? 'flex-end' : 'flex-start', gap: 0.5 }}>
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {words.amount(bill)}
      </Box>
      <CompactPriceLines lines={bill.lines} narrow={narrow} withinStage={withinStage} />
    </Stack>
  );
};
