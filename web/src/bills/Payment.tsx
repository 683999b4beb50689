import { Box, Stack } from '@mui/material';
import type { BillListItem } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { useFormats } from '../providers/useFormats';
import { PaymentStatusChip } from './PaymentStatusChip';

/** The payment status, and the day it was paid or refunded. */
export const Payment = ({ enrollment }: { readonly enrollment: BillListItem }) => {
  const translate = useTranslate();
  const format = useFormats();
  const day =
    enrollment.payment_status === 'refunded' && enrollment.refund_date
      ? translate('app.bills.refunded_on', { date: format.date(enrollment.refund_date) })
      : enrollment.payment_date
        ? translate('app.bills.paid_on', { date: format.date(enrollment.payment_date) })
        : null;
  return (
    <Stack sx={{ alignItems: 'flex-start' }}>
      <PaymentStatusChip status={enrollment.payment_status} />
      {day && (
        <Box
          component="span"
          sx={{ color: 'text.secondary', fontSize: '0.8125rem', whiteSpace: 'nowrap', mt: 0.25 }}
        >
          {day}
        </Box>
      )}
    </Stack>
  );
};
