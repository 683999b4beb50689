import {
  Box,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import type { OnlinePaymentToReview } from '@stages/contracts';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { useWideScreen } from '../layout/useWideScreen';
import { useFormats } from '../providers/useFormats';

const COLUMNS = ['received_at', 'child', 'stage', 'invoice', 'expected', 'received', 'issue'];

/** Sums in the payment's currency, which Stripe names in lower case; as written if unknown. */
function useMoney() {
  const format = useFormats();
  return (cents: number, currency = 'EUR') => {
    try {
      return format.price(cents, currency.toUpperCase());
    } catch {
      return `${(cents / 100).toFixed(2)} ${currency.toUpperCase()}`;
    }
  };
}

/** The payments to look at, and the name a screen reader gives their list. */
interface ReviewProps {
  readonly payments: readonly OnlinePaymentToReview[];
  readonly label: string;
}

const ReviewTable = ({ payments, label }: ReviewProps) => {
  const translate = useTranslate();
  const format = useFormats();
  const money = useMoney();
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          {COLUMNS.map((column) => (
            <TableCell
              key={column}
              align={column === 'expected' || column === 'received' ? 'right' : 'left'}
            >
              {translate(`app.online_payments.review.${column}`)}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {payments.map((payment) => (
          <TableRow key={payment.checkout_session_id}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{format.date(payment.received_at)}</TableCell>
            <TableCell>{payment.child_name}</TableCell>
            <TableCell>{payment.stage_name}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{payment.invoice_number}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {money(payment.expected_cents)}
            </TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {money(payment.received_cents, payment.currency)}
            </TableCell>
            <TableCell>{translate(`app.online_payments.review.issues.${payment.issue}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** On a phone: a card per payment, its issue first. */
const ReviewCards = ({ payments, label }: ReviewProps) => {
  const translate = useTranslate();
  const format = useFormats();
  const money = useMoney();
  return (
    <Stack component="ul" aria-label={label} sx={{ m: 0, p: 0, listStyle: 'none', gap: 1 }}>
      {payments.map((payment) => (
        <Card component="li" variant="outlined" key={payment.checkout_session_id}>
          <CardContent sx={{ '&:last-child': { pb: 2 } }}>
            <Typography sx={{ fontWeight: 500 }}>
              {translate(`app.online_payments.review.issues.${payment.issue}`)}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {[payment.child_name, payment.stage_name, payment.invoice_number]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
            <Typography variant="body2">
              {translate('app.online_payments.review.amounts', {
                amount: money(payment.expected_cents),
                price: money(payment.received_cents, payment.currency),
              })}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {`${translate('app.online_payments.review.received_at')} ${format.date(payment.received_at)}`}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
};

/**
 * The payments Stripe received that could not settle their bill (another amount, a bill paid
 * already, an enrollment cancelled meanwhile): the organizer gives the money back or settles it
 * with the family at Stripe. Nothing at all while there are none.
 */
export const PaymentsToReview = ({
  payments,
}: {
  readonly payments: readonly OnlinePaymentToReview[];
}) => {
  const translate = useTranslate();
  const wide = useWideScreen();
  const headingId = useId();
  if (payments.length === 0) return null;
  const title = translate('app.online_payments.review.title');
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="payments-to-review">
      <Typography variant="subtitle1" component="h3" id={headingId} sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.online_payments.review.intro')}
      </Typography>
      {wide ? (
        <ReviewTable payments={payments} label={title} />
      ) : (
        <ReviewCards payments={payments} label={title} />
      )}
    </Box>
  );
};
