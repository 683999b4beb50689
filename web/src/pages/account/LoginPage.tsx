import { Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import type { CurrentUser } from '@stages/contracts';
import { LoginRequest } from '@stages/contracts';
import { BooleanInput, PasswordInput, useTranslate } from 'react-admin';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { returnPathOf } from '../../guards/returnPath';
import { api } from '../../providers/apiClient';
import { validateWith } from '../../providers/validateWith';
import { AccountForm } from './AccountForm';
import { EmailInput } from './AccountInputs';
import { AccountLayout } from './AccountLayout';
import { SocialButtons } from './SocialButtons';
import { nextStepFor, useCurrentUser } from '../../providers/useCurrentUser';

const validate = validateWith(LoginRequest);

export const LoginPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { refetch } = useCurrentUser();

  /** Back to the page that sent here (`?next=`), unless the account has a step to take first. */
  const signIn = async (values: Record<string, unknown>) => {
    const user = await api<CurrentUser>('/auth/login/', { body: values });
    await refetch();
    const step = nextStepFor(user);
    void navigate(step === '/' ? (returnPathOf(search) ?? step) : step);
  };

  return (
    <AccountLayout title="app.account.sign_in_title">
      <AccountForm
        onSubmit={signIn}
        unreachable="app.account.sign_in_failed"
        validate={validate}
        defaultValues={{ email: '', password: '', remember: false }}
      >
        <EmailInput />
        <PasswordInput
          source="password"
          label="app.account.password"
          autoComplete="current-password"
          fullWidth
        />
        <Stack
          direction="row"
          sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}
        >
          <BooleanInput source="remember" label="app.account.remember" helperText={false} />
          <MuiLink component={Link} to="/password-reset/">
            {translate('app.account.forgot')}
          </MuiLink>
        </Stack>
        <Button type="submit" variant="contained" size="large" fullWidth>
          {translate('app.account.sign_in')}
        </Button>
      </AccountForm>
      <SocialButtons />
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {translate('app.account.no_account')}{' '}
        <MuiLink component={Link} to="/register/first-register">
          {translate('app.account.create_account')}
        </MuiLink>
      </Typography>
    </AccountLayout>
  );
};
