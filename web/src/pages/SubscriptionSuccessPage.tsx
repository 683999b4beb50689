import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, CircularProgress, Typography } from '@mui/material';
import type { CheckoutState } from '@stages/contracts';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { isMissing, OutcomeWays, PaymentOutcome, usePolledCheckout } from '../checkout';
import { useCurrentUser } from '../providers/useCurrentUser';
import { useFormats } from '../providers/useFormats';

/**
 * /subscription-success/{checkoutId}: where the payment provider sends an organizer back after
 * paying. Coming back proves nothing; the server says when the provider has confirmed the
 * payment, so the page asks it until then, and then shows the plan's new end.
 */
export const SubscriptionSuccessPage = () => {
  const translate = useTranslate();
  const format = useFormats();
  const { refetch: reloadUser } = useCurrentUser();
  const { checkoutId = '' } = useParams<'checkoutId'>();
  const checkout = usePolledCheckout<CheckoutState>(
    `/subscriptions/checkout/${encodeURIComponent(checkoutId)}/`,
    (state) => state.state === 'completed',
  );
  const endDate = checkout.data?.state === 'completed' ? checkout.data.end_date : undefined;
  // The banner and the plan's limits read the plan's end from the signed-in user.
  useEffect(() => {
    if (endDate !== undefined) void reloadUser();
  }, [endDate, reloadUser]);
  const reference = (
    <Typography variant="body2" color="text.secondary">
      {translate('app.subscription.reference', { reference: checkoutId })}
    </Typography>
  );
  const organizerSpace = (
    <Button component={Link} to="/organization/settings/" variant="contained">
      {translate('app.menu.organization')}
    </Button>
  );

  if (isMissing(checkout.error)) {
    return (
      <PaymentOutcome
        icon={<SearchOffIcon color="disabled" sx={{ fontSize: 48 }} />}
        title="app.subscription.not_found_title"
      >
        <Typography>{translate('app.subscription.not_found_text')}</Typography>
        {reference}
        <OutcomeWays>
          <Button component={Link} to="/organization-landing#pricing" variant="contained">
            {translate('app.subscription.see_plans')}
          </Button>
        </OutcomeWays>
      </PaymentOutcome>
    );
  }
  if (endDate === undefined) {
    return (
      <PaymentOutcome icon={<CircularProgress size={40} />} title="app.subscription.waiting_title">
        <Typography>{translate('app.subscription.waiting_text')}</Typography>
        {reference}
        <OutcomeWays>{organizerSpace}</OutcomeWays>
      </PaymentOutcome>
    );
  }
  return (
    <PaymentOutcome
      icon={<CheckCircleIcon color="success" sx={{ fontSize: 48 }} />}
      title="app.subscription.success_title"
    >
      {endDate && (
        <Typography sx={{ fontWeight: 500 }}>
          {translate('app.subscription.active_until', { date: format.date(endDate) })}
        </Typography>
      )}
      <Typography>{translate('app.subscription.success_text')}</Typography>
      {reference}
      <OutcomeWays>
        {organizerSpace}
        <Button component={Link} to="/stage/manage/" variant="outlined">
          {translate('app.menu.new_stage')}
        </Button>
      </OutcomeWays>
    </PaymentOutcome>
  );
};
