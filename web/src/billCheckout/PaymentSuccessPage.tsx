import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import type { BillCheckoutStatus } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { isMissing, OutcomeWays, PaymentOutcome, usePolledCheckout } from '../checkout';
import { useFormats } from '../providers/useFormats';
import { DefinitionLine } from '../bills/DefinitionLine';
import { BILLS_PAGE } from './billsPage';
import { PaymentFailed } from './PaymentFailed';

const BillsLink = ({ variant }: { readonly variant: 'contained' | 'outlined' }) => {
  const translate = useTranslate();
  return (
    <Button component={Link} to={BILLS_PAGE} variant={variant}>
      {translate('app.bills.online.see_bills')}
    </Button>
  );
};

/** The bill the payment settled: what it was for, its number and its amount. */
const PaidBill = ({ checkout }: { readonly checkout: BillCheckoutStatus }) => {
  const format = useFormats();
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', rowGap: 0.5 }}>
      {checkout.stage_name && (
        <DefinitionLine labelWidth="10ch" label="app.enrollments.stage">
          {checkout.stage_name}
        </DefinitionLine>
      )}
      {checkout.child_first_name && (
        <DefinitionLine labelWidth="10ch" label="app.enrollments.child">
          {checkout.child_first_name}
        </DefinitionLine>
      )}
      {checkout.invoice_number && (
        <DefinitionLine labelWidth="10ch" label="app.bills.invoice_number">
          {checkout.invoice_number}
        </DefinitionLine>
      )}
      <DefinitionLine labelWidth="10ch" label="app.bills.amount">
        {format.price(checkout.amount_cents)}
      </DefinitionLine>
    </Box>
  );
};

/**
 * /payment-success/{checkoutId}: where Stripe sends a parent back after paying a bill. Coming
 * back proves nothing: the organization's Stripe account tells the server, a moment later
 * (longer for Bancontact), so the page asks it until the payment is settled either way.
 */
export const PaymentSuccessPage = () => {
  const translate = useTranslate();
  const format = useFormats();
  const { checkoutId = '' } = useParams<'checkoutId'>();
  const checkout = usePolledCheckout<BillCheckoutStatus>(
    `/payments/checkout/${encodeURIComponent(checkoutId)}/`,
    (state) => state.status !== 'pending',
  );
  const { data } = checkout;

  if (isMissing(checkout.error)) {
    return (
      <PaymentOutcome
        icon={<SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />}
        title="app.bills.online.not_found_title"
      >
        <Typography>{translate('app.bills.online.not_found_text')}</Typography>
        <OutcomeWays>
          <BillsLink variant="contained" />
        </OutcomeWays>
      </PaymentOutcome>
    );
  }
  if (!data || data.status === 'pending') {
    return (
      <PaymentOutcome
        icon={<CircularProgress size={40} aria-label={translate('app.bills.online.checking')} />}
        title="app.bills.online.waiting_title"
      >
        <Typography data-testid="payment-pending">
          {translate('app.bills.online.waiting_text')}
        </Typography>
        <OutcomeWays>
          <BillsLink variant="outlined" />
        </OutcomeWays>
      </PaymentOutcome>
    );
  }
  if (data.status !== 'paid') return <PaymentFailed enrollmentId={data.enrollment_id} />;
  return (
    <PaymentOutcome
      icon={<CheckCircleIcon color="success" sx={{ fontSize: 48 }} />}
      title="app.bills.online.paid_title"
    >
      <Typography data-testid="payment-received" sx={{ fontWeight: 500 }}>
        {data.payment_date
          ? translate('app.bills.online.received_on', { date: format.date(data.payment_date) })
          : translate('app.bills.online.received')}
      </Typography>
      <PaidBill checkout={data} />
      <Typography>{translate('app.bills.online.paid_text')}</Typography>
      <OutcomeWays>
        <BillsLink variant="contained" />
      </OutcomeWays>
    </PaymentOutcome>
  );
};
