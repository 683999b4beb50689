import { Alert, Button, Typography } from '@mui/material';
import { PasswordResetConfirmRequest, PasswordResetRequest } from '@stages/contracts';
import { useState } from 'react';
import { PasswordInput, TextInput, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { api } from '../../providers/apiClient';
import { describeFailure, validateWith } from '../../providers/validation';
import { AccountForm } from './AccountForm';
import { AccountLayout } from './AccountLayout';

type Outcome = { severity: 'success' | 'error'; message: string } | null;

const OutcomeAlert = ({ outcome }: { outcome: Outcome }) => {
  const translate = useTranslate();
  return outcome ? (
    <Alert
      severity={outcome.severity}
      sx={{ mb: 2 }}
      role={outcome.severity === 'error' ? 'alert' : 'status'}
    >
      {translate(outcome.message)}
    </Alert>
  ) : null;
};

const validateRequest = validateWith(PasswordResetRequest);

/** Asking for a reset link; the answer never tells whether the address has an account. */
export const PasswordResetRequestPage = () => {
  const translate = useTranslate();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const request = async (values: Record<string, unknown>) => {
    try {
      await api('/auth/password/reset/', { body: values });
      setOutcome({ severity: 'success', message: 'app.account.reset_sent' });
    } catch (error) {
      setOutcome({ severity: 'error', message: describeFailure(error).message });
    }
  };
  return (
    <AccountLayout title="app.account.reset_title">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate('app.account.reset_text')}
      </Typography>
      <OutcomeAlert outcome={outcome} />
      <AccountForm onSubmit={request} validate={validateRequest} defaultValues={{ email: '' }}>
        <TextInput
          source="email"
          type="email"
          label="app.account.email"
          autoComplete="email"
          fullWidth
        />
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
  const [outcome, setOutcome] = useState<Outcome>(null);
  const confirm = async (values: Record<string, unknown>) => {
    try {
      await api('/auth/password/reset/confirm/', { body: { ...values, uid, token } });
      setOutcome({ severity: 'success', message: 'app.account.reset_done' });
      return undefined;
    } catch (error) {
      const { message, fields } = describeFailure(error);
      setOutcome({ severity: 'error', message });
      return fields;
    }
  };
  if (outcome?.severity === 'success') {
    return (
      <AccountLayout title="app.account.new_password_title">
        <OutcomeAlert outcome={outcome} />
        <Button component={Link} to="/auth/login" variant="contained">
          {translate('app.account.sign_in')}
        </Button>
      </AccountLayout>
    );
  }
  return (
    <AccountLayout title="app.account.new_password_title">
      <OutcomeAlert outcome={outcome} />
      <AccountForm
        onSubmit={confirm}
        validate={(values) => validateNewPassword({ ...values, uid, token })}
        defaultValues={{ new_password1: '', new_password2: '' }}
      >
        <PasswordInput
          source="new_password1"
          label="app.account.new_password"
          autoComplete="new-password"
          helperText="app.account.password_rule_hint"
          fullWidth
        />
        <PasswordInput
          source="new_password2"
          label="app.account.password_confirmation"
          autoComplete="new-password"
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth>
          {translate('app.account.save')}
        </Button>
      </AccountForm>
    </AccountLayout>
  );
};
