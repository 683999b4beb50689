import CreditCardOffIcon from '@mui/icons-material/CreditCardOff';
import { Alert, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { openBillCheckout } from '../bills/payments';
import { CheckoutButton, OutcomeWays, PaymentOutcome, useProviderRedirect } from '../checkout';
import { BILLS_PAGE } from './billsPage';

/**
 * A bill's payment that did not go through (refused, given up, or a Bancontact payment that
 * failed later): nothing was charged, and trying again opens a new checkout for the same bill.
 * Why that cannot be done (paid meanwhile, say) is said above the button.
 */
export const PaymentFailed = ({ enrollmentId }: { readonly enrollmentId: string }) => {
  const translate = useTranslate();
  const checkout = useProviderRedirect(() => openBillCheckout(enrollmentId));
  return (
    <PaymentOutcome
      icon={<CreditCardOffIcon color="warning" sx={{ fontSize: 48 }} />}
      title="app.bills.online.failed_title"
    >
      <Typography data-testid="payment-failed" sx={{ fontWeight: 500 }}>
        {translate('app.bills.online.failed_text')}
      </Typography>
      <Typography>{translate('app.bills.online.nothing_charged')}</Typography>
      {checkout.refusal && (
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {translate(checkout.refusal)}
        </Alert>
      )}
      <OutcomeWays>
        <CheckoutButton checkout={checkout}>
          {translate('app.bills.online.try_again')}
        </CheckoutButton>
        <Button component={Link} to={BILLS_PAGE} variant="outlined">
          {translate('app.bills.online.see_bills')}
        </Button>
      </OutcomeWays>
    </PaymentOutcome>
  );
};
