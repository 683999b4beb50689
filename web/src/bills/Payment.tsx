import { Box, Stack } from '@mui/material';
import type { BillListItem } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { useFormats } from '../providers/useFormats';
import { isPaidOnline } from './payments';
import { PaymentStatusChip } from './PaymentStatusChip';
import { useBillWords } from './useBillWords';

/** The payment status, and the day it was paid (and how, when online) or refunded. */
export const Payment = ({ enrollment }: { readonly enrollment: BillListItem }) => {
  const translate = useTranslate();
  const format = useFormats();
  const words = useBillWords();
  const day =
    enrollment.payment_status === 'refunded' && enrollment.refund_date
      ? translate('app.bills.refunded_on', { date: format.date(enrollment.refund_date) })
      : words.paid(enrollment);
  return (
    <Stack sx={{ alignItems: 'flex-start' }}>
      <PaymentStatusChip status={enrollment.payment_status} />
      {day && (
        <Box
          component="span"
          sx={{
            color: 'text.secondary',
            fontSize: '0.8125rem',
            mt: 0.25,
            // "Payée par Bancontact le …" may take two lines rather than widen a table's column.
            ...(isPaidOnline(enrollment) ? { maxWidth: '20ch' } : { whiteSpace: 'nowrap' }),
          }}
        >
          {day}
        </Box>
      )}
    </Stack>
  );
};
