import { Alert, Button, Typography } from '@mui/material';
import { PasswordResetConfirmRequest, PasswordResetRequest } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../providers/apiClient';
import { validateWith } from '../../providers/validateWith';
import { AccountForm } from './AccountForm';
import { EmailInput, NewPasswordInputs } from './AccountInputs';
import { AccountLayout } from './AccountLayout';
import { useSubmitted } from './pageMemory';

const Success = ({ message }: { message: string }) => {
  const translate = useTranslate();
  return (
    <Alert severity="success" sx={{ mb: 2 }} role="status">
      {translate(message)}
    </Alert>
  );
};

const validateRequest = validateWith(PasswordResetRequest);

/** Asking for a reset link; the answer never tells whether the address has an account. */
export const PasswordResetRequestPage = () => {
  const translate = useTranslate();
  const [sent, request] = useSubmitted('sent', (values) =>
    api('/auth/password/reset/', { body: values }),
  );
  return (
    <AccountLayout title="app.account.reset_title">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.account.reset_text')}
      </Typography>
      {sent && <Success message="app.account.reset_sent" />}
      <AccountForm
        onSubmit={request}
        unreachable="app.account.reset_send_failed"
        validate={validateRequest}
        defaultValues={{ email: '' }}
      >
        <EmailInput />
        <Button type="submit" variant="contained" size="large" fullWidth>
          {translate('app.account.reset_send')}
        </Button>
      </AccountForm>
    </AccountLayout>
  );
};

const validateNewPassword = validateWith(PasswordResetConfirmRequest);

/** The page the reset e-mail links to: choosing the new password. */
export const PasswordResetConfirmPage = () => {
  const translate = useTranslate();
  const { uid = '', token = '' } = useParams();
  // The token is used up: the form cannot come back after a change of language.
  const [done, confirm] = useSubmitted('done', (values) =>
    api('/auth/password/reset/confirm/', { body: { ...values, uid, token } }),
  );
  if (done) {
    return (
      <AccountLayout title="app.account.new_password_title">
        <Success message="app.account.reset_done" />
        <Button component={Link} to="/auth/login" variant="contained">
          {translate('app.account.sign_in')}
        </Button>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title="app.account.new_password_title">
      <AccountForm
        onSubmit={confirm}
        unreachable="app.account.reset_failed"
        validate={(values) => validateNewPassword({ ...values, uid, token })}
        defaultValues={{ new_password1: '', new_password2: '' }}
      >
        <NewPasswordInputs sources={['new_password1', 'new_password2']} />
        <Button type="submit" variant="contained" size="large" fullWidth>
          {translate('app.account.save')}
        </Button>
      </AccountForm>
    </AccountLayout>
  );
};
