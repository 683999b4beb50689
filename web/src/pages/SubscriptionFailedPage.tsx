import CreditCardOffIcon from '@mui/icons-material/CreditCardOff';
import { Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { CheckoutButton, OutcomeWays, PaymentOutcome } from '../checkout';
import { CheckoutRefusal } from '../subscriptions/CheckoutRefusal';
import { useGoldCheckout } from '../subscriptions/useGoldCheckout';

/**
 * /subscription-failed: where the payment provider sends an organizer back when the payment
 * was refused or given up. Nothing was charged; trying again opens a new checkout.
 */
export const SubscriptionFailedPage = () => {
  const translate = useTranslate();
  const checkout = useGoldCheckout();
  return (
    <PaymentOutcome
      icon={<CreditCardOffIcon color="warning" sx={{ fontSize: 48 }} />}
      title="app.subscription.failed_title"
    >
      <Typography>{translate('app.subscription.failed_text')}</Typography>
      <CheckoutRefusal refusal={checkout.refusal} />
      <OutcomeWays>
        <CheckoutButton checkout={checkout}>
          {translate('app.subscription.try_again')}
        </CheckoutButton>
        <Button component={Link} to="/organization-landing#pricing" variant="outlined">
          {translate('app.subscription.see_plans')}
        </Button>
      </OutcomeWays>
    </PaymentOutcome>
  );
};
