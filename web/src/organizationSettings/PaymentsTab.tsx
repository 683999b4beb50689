import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LinkIcon from '@mui/icons-material/Link';
import { Alert, Box, Chip, CircularProgress, Stack, Typography } from '@mui/material';
import type { StripeConnection, StripeLink } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { CheckoutButton, useProviderRedirect } from '../checkout';
import { api } from '../providers/apiClient';
import { describeFailure } from '../providers/validation';
import { NewTabLink } from './NewTabLink';
import { PaymentsToReview } from './PaymentsToReview';

const STRIPE_PRICING = 'https://stripe.com/be/pricing';
const STRIPE_DASHBOARD = 'https://dashboard.stripe.com/';

const openOnboarding = () =>
  api<StripeLink>('/organization/payments/stripe/connect/', { body: {} });

/** How paying online works for the organization, before it decides to. */
const Explanation = () => {
  const translate = useTranslate();
  return (
    <Box component="ul" sx={{ m: 0, pl: 3, '& li': { mb: 0.5 } }}>
      <li>
        <Typography>{translate('app.online_payments.intro')}</Typography>
      </li>
      <li>
        <Typography>{translate('app.online_payments.money')}</Typography>
      </li>
      <li>
        <Typography>
          {translate('app.online_payments.fees')}{' '}
          <NewTabLink href={STRIPE_PRICING}>{translate('app.online_payments.pricing')}</NewTabLink>.
        </Typography>
      </li>
      <li>
        <Typography>{translate('app.online_payments.transfer')}</Typography>
      </li>
    </Box>
  );
};

/**
 * Stripe's onboarding, where the organization opens or links its account; it comes back to this
 * tab. Also to finish an onboarding left halfway: Stripe takes up where it stopped.
 */
const ConnectButton = () => {
  const translate = useTranslate();
  const onboarding = useProviderRedirect(openOnboarding);
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      {onboarding.refusal && (
        <Alert severity="error" role="alert" sx={{ alignSelf: 'stretch' }}>
          {translate(onboarding.refusal)}
        </Alert>
      )}
      <CheckoutButton checkout={onboarding} icon={<LinkIcon />}>
        {translate('app.online_payments.connect')}
      </CheckoutButton>
    </Stack>
  );
};

/** The connected account's id, which Stripe's support and dashboard go by. */
const AccountId = ({ id }: { readonly id: string | null }) => {
  const translate = useTranslate();
  if (!id) return null;
  return (
    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
      {translate('app.online_payments.account', { reference: id })}
    </Typography>
  );
};

/** Where the organization's account stands at Stripe, and what is left for it to do there. */
const ConnectionState = ({ connection }: { readonly connection: StripeConnection }) => {
  const translate = useTranslate();
  if (!connection.connected) {
    return (
      <Stack sx={{ gap: 1.5 }}>
        <Typography>{translate('app.online_payments.not_connected')}</Typography>
        <ConnectButton />
      </Stack>
    );
  }
  if (!connection.charges_enabled) {
    // Details sent, Stripe is checking them; else the organizer left the onboarding halfway.
    return (
      <Stack sx={{ gap: 1.5 }}>
        <Alert severity="warning" role="status">
          {translate(
            connection.details_submitted
              ? 'app.online_payments.checking'
              : 'app.online_payments.unfinished',
          )}
        </Alert>
        <AccountId id={connection.account_id} />
        <ConnectButton />
      </Stack>
    );
  }
  return (
    <Stack sx={{ gap: 1, alignItems: 'flex-start' }}>
      <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Chip
          data-testid="online-payments-on"
          icon={<CheckCircleIcon />}
          color="success"
          variant="outlined"
          label={translate('app.online_payments.enabled')}
        />
        <AccountId id={connection.account_id} />
      </Stack>
      <Typography>{translate('app.online_payments.enabled_text')}</Typography>
    </Stack>
  );
};

/**
 * /organization/settings/?tab=payments: the organization takes its families' payments by
 * Bancontact or card on its own Stripe account. The tab connects that account, says whether
 * Stripe lets it charge yet, and lists the payments received that settled no bill. On a server
 * without Stripe's keys it says only that.
 */
export const PaymentsTab = () => {
  const translate = useTranslate();
  const headingId = useId();
  // Read again each time the tab is shown: back from Stripe, the account has changed.
  const connection = useQuery({
    queryKey: ['organization/payments/stripe'],
    queryFn: () => api<StripeConnection>('/organization/payments/stripe/'),
    refetchOnMount: 'always',
  });
  const { data } = connection;
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId} gutterBottom>
        {translate('app.online_payments.title')}
      </Typography>
      {connection.isPending ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
          <CircularProgress aria-label={translate('app.online_payments.loading')} />
        </Box>
      ) : connection.error || !data ? (
        <Alert severity="error" role="alert">
          {translate(describeFailure(connection.error).message)}
        </Alert>
      ) : !data.configured ? (
        <Alert severity="info">{translate('app.online_payments.not_configured')}</Alert>
      ) : (
        <Stack sx={{ gap: 3 }}>
          <Explanation />
          <ConnectionState connection={data} />
          {data.connected && (
            <Typography>
              <NewTabLink href={STRIPE_DASHBOARD}>
                {translate('app.online_payments.dashboard')}
              </NewTabLink>
            </Typography>
          )}
          <PaymentsToReview payments={data.payments_to_review} />
        </Stack>
      )}
    </Box>
  );
};
