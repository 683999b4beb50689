import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { AccountShare } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { AccountLayout } from '../pages/account/AccountLayout';
import { useOnce } from '../pages/account/pageMemory';
import { api } from '../providers/apiClient';

/**
 * /parent/account-sharing/{token}, the link of the invitation mail: accepts on arrival (the
 * guard has the invited parent sign in first), then leads to the family's children.
 */
export const AcceptSharePage = () => {
  const translate = useTranslate();
  const { token = '' } = useParams();
  const { pending, failure, result } = useOnce('accept-share', () =>
    api<AccountShare>(`/account-sharing/${encodeURIComponent(token)}/accept/`, { body: {} }),
  );

  if (pending) {
    return (
      <AccountLayout title="app.account_sharing.accept_title">
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <CircularProgress size={24} />
          <Typography>{translate('app.account_sharing.accepting')}</Typography>
        </Stack>
      </AccountLayout>
    );
  }
  if (failure) {
    return (
      <AccountLayout title="app.account_sharing.accept_title">
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {translate(failure)}
        </Alert>
        <Button component={Link} to="/parent/settings/?tab=account-sharing" variant="outlined">
          {translate('app.account_sharing.to_tab')}
        </Button>
      </AccountLayout>
    );
  }
  const name = result ? `${result.parent.first_name} ${result.parent.last_name}`.trim() : '';
  return (
    <AccountLayout title="app.account_sharing.accepted_title">
      <Typography sx={{ mb: 3 }}>
        {translate('app.account_sharing.accepted_text', { name })}
      </Typography>
      <Button component={Link} to="/parent/settings/?tab=children" variant="contained">
        {translate('app.account_sharing.to_children')}
      </Button>
    </AccountLayout>
  );
};
