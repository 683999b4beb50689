import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../providers/apiClient';
import { describeFailure } from '../../providers/validation';
import { AccountLayout } from './AccountLayout';
import { nextStepFor, useCurrentUser } from './useCurrentUser';

/** The page the confirmation e-mail links to: confirms the address at once. */
export const ConfirmEmailPage = () => {
  const translate = useTranslate();
  const { code } = useParams();
  const { user, refetch } = useCurrentUser();
  // Pending, confirmed, or the translation key of the refusal.
  const [outcome, setOutcome] = useState<{ confirmed: boolean; failure?: string } | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return; // React runs effects twice in development
    sent.current = true;
    api('/registration/account-confirm-email/', { body: { key: code } }).then(
      async () => {
        setOutcome({ confirmed: true });
        await refetch();
      },
      (error: unknown) => setOutcome({ confirmed: false, failure: describeFailure(error).message }),
    );
  }, [code, refetch]);

  if (outcome === null) {
    return (
      <AccountLayout title="app.account.confirm_prompt_title">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{translate('app.account.confirming')}</Typography>
        </Stack>
      </AccountLayout>
    );
  }
  if (!outcome.confirmed) {
    return (
      <AccountLayout title="app.account.confirm_prompt_title">
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translate(outcome.failure ?? 'errors.server.error')}
        </Alert>
        <Button
          component={Link}
          to={user ? '/register/confirm-email' : '/auth/login'}
          variant="outlined"
        >
          {translate(user ? 'app.account.confirm_prompt_resend' : 'app.account.sign_in')}
        </Button>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title="app.account.confirmed_title">
      <Typography sx={{ mb: 3 }}>{translate('app.account.confirmed_text')}</Typography>
      <Button
        component={Link}
        to={user ? nextStepFor({ ...user, verified: true }) : '/auth/login'}
        variant="contained"
      >
        {translate(user ? 'app.account.continue' : 'app.account.sign_in')}
      </Button>
    </AccountLayout>
  );
};
