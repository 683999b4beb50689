import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../providers/apiClient';
import { AccountLayout } from './AccountLayout';
import { useOnce } from './pageMemory';
import { nextStepFor, useCurrentUser } from '../../providers/useCurrentUser';

/** The page the confirmation e-mail links to: confirms the address at once. */
export const ConfirmEmailPage = () => {
  const translate = useTranslate();
  const { code } = useParams();
  const { user, refetch } = useCurrentUser();
  const { pending, failure } = useOnce('confirmation', async () => {
    await api('/registration/account-confirm-email/', { body: { key: code } });
    // The account menu learns the address is confirmed; this page need not wait for it.
    void refetch();
  });

  if (pending) {
    return (
      <AccountLayout title="app.account.confirm_prompt_title">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{translate('app.account.confirming')}</Typography>
        </Stack>
      </AccountLayout>
    );
  }
  if (failure) {
    return (
      <AccountLayout title="app.account.confirm_prompt_title">
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translate(failure)}
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
