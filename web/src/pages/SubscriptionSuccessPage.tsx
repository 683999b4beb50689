import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import { Button, CircularProgress, Typography } from '@mui/material';
import type { CheckoutState } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { api, ApiFailure } from '../providers/apiClient';
import { useCurrentUser } from '../providers/useCurrentUser';
import { useFormats } from '../providers/useFormats';
import { OutcomeWays, SubscriptionOutcome } from '../subscriptions/SubscriptionOutcome';

const POLL_MS = 2_000;

const missing = (error: unknown) => error instanceof ApiFailure && error.status === 404;

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
  const checkout = useQuery({
    queryKey: ['subscription-checkout', checkoutId],
    queryFn: () => api<CheckoutState>(`/subscriptions/checkout/${encodeURIComponent(checkoutId)}/`),
    retry: false,
    refetchInterval: ({ state }) =>
      state.data?.state === 'completed' || missing(state.error) ? false : POLL_MS,
  });
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

  if (missing(checkout.error)) {
    return (
      <SubscriptionOutcome
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
      </SubscriptionOutcome>
    );
  }
  if (endDate === undefined) {
    return (
      <SubscriptionOutcome
        icon={<CircularProgress size={40} />}
        title="app.subscription.waiting_title"
      >
        <Typography>{translate('app.subscription.waiting_text')}</Typography>
        {reference}
        <OutcomeWays>{organizerSpace}</OutcomeWays>
      </SubscriptionOutcome>
    );
  }
  return (
    <SubscriptionOutcome
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
    </SubscriptionOutcome>
  );
};
