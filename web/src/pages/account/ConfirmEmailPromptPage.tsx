import { Alert, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { api } from '../../providers/apiClient';
import { describeFailure } from '../../providers/validation';
import { AccountLayout } from './AccountLayout';
import { useCurrentUser } from '../../providers/useCurrentUser';

/** After registering, or signing in unconfirmed: where the link went, and a way to get another. */
export const ConfirmEmailPromptPage = () => {
  const translate = useTranslate();
  const { user } = useCurrentUser();
  const [outcome, setOutcome] = useState<{ severity: 'success' | 'error'; message: string } | null>(
    null,
  );
  if (user === null) return <Navigate to="/auth/login" replace />;
  if (user?.verified) return <Navigate to="/register/choice" replace />;

  const resend = async () => {
    try {
      await api('/registration/resent-account-confirm-email/', { method: 'POST' });
      setOutcome({ severity: 'success', message: 'app.account.confirmation_sent' });
    } catch (error) {
      setOutcome({ severity: 'error', message: describeFailure(error).message });
    }
  };

  return (
    <AccountLayout title="app.account.confirm_prompt_title">
      <Typography sx={{ mb: 3 }}>
        {translate('app.account.confirm_prompt_text', { email: user?.email ?? '' })}
      </Typography>
      {outcome && (
        <Alert severity={outcome.severity} sx={{ mb: 2 }} role="status">
          {translate(outcome.message)}
        </Alert>
      )}
      <Button variant="outlined" onClick={() => void resend()}>
        {translate('app.account.confirm_prompt_resend')}
      </Button>
    </AccountLayout>
  );
};
