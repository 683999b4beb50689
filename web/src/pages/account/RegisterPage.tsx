import { Button, Link as MuiLink, Tab, Tabs, Typography } from '@mui/material';
import { RegistrationRequest, type CurrentUser } from '@stages/contracts';
import { useState } from 'react';
import { TextInput, useLocaleState, useTranslate } from 'react-admin';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { keepReturnPath } from '../../guards/afterRegistration';
import { returnPathOf, signInReturningTo } from '../../guards/returnPath';
import { api } from '../../providers/apiClient';
import { validateWith } from '../../providers/validateWith';
import { AccountForm } from './AccountForm';
import { EmailInput, NewPasswordInputs } from './AccountInputs';
import { AccountLayout } from './AccountLayout';
import { INTENDED_TYPE, useCurrentUser } from '../../providers/useCurrentUser';

const validate = validateWith(RegistrationRequest);
const types = ['parent', 'organization'] as const;

/** Creating an account, as a parent or an organization (the type is chosen for good later). */
export const RegisterPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [locale] = useLocaleState();
  const { refetch } = useCurrentUser();
  const [params, setParams] = useSearchParams();
  // A link may ask for a tab (`?type=organization`); otherwise the last one picked here.
  const asked = types.find((value) => value === params.get('type'));
  const next = returnPathOf(params.toString());
  const [type, setType] = useState<(typeof types)[number]>(
    () =>
      asked ?? (localStorage.getItem(INTENDED_TYPE) === 'organization' ? 'organization' : 'parent'),
  );

  // Stored at once: the page drawn anew when the language changes reads the choice back, and
  // the address follows so that the tab a link asked for does not come back over it.
  const choose = (value: (typeof types)[number]) => {
    localStorage.setItem(INTENDED_TYPE, value);
    setType(value);
    if (asked) setParams({ type: value, ...(next ? { next } : {}) }, { replace: true });
  };

  const register = async (values: Record<string, unknown>) => {
    localStorage.setItem(INTENDED_TYPE, type);
    keepReturnPath(next);
    await api<CurrentUser>('/registration/', {
      body: { ...values, language: locale, account_type: type },
    });
    await refetch();
    void navigate('/register/confirm-email');
  };

  return (
    <AccountLayout title="app.account.register_title">
      <Tabs
        value={type}
        onChange={(_event, value: (typeof types)[number]) => choose(value)}
        sx={{ mb: 1 }}
        variant="fullWidth"
      >
        {types.map((value) => (
          <Tab key={value} value={value} label={translate(`app.account.register_as_${value}`)} />
        ))}
      </Tabs>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate(`app.account.register_${type}_hint`)}
      </Typography>
      <AccountForm
        onSubmit={register}
        validate={validate}
        defaultValues={{ first_name: '', last_name: '', email: '', password1: '', password2: '' }}
      >
        <TextInput
          source="first_name"
          label="app.account.first_name"
          autoComplete="given-name"
          fullWidth
        />
        <TextInput
          source="last_name"
          label="app.account.last_name"
          autoComplete="family-name"
          fullWidth
        />
        <EmailInput />
        <NewPasswordInputs sources={['password1', 'password2']} label="app.account.password" />
        <Button type="submit" variant="contained" size="large" fullWidth>
          {translate('app.account.create_account')}
        </Button>
      </AccountForm>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        {translate('app.account.have_account')}{' '}
        <MuiLink component={Link} to={next ? signInReturningTo(next) : '/auth/login'}>
          {translate('app.account.sign_in')}
        </MuiLink>
      </Typography>
    </AccountLayout>
  );
};
