import { Button, Typography } from '@mui/material';
import { FinalizeOrganizationRequest, FinalizeParentRequest } from '@stages/contracts';
import { TextInput, useTranslate } from 'react-admin';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { takeReturnPath } from '../../guards/afterRegistration';
import { api } from '../../providers/apiClient';
import { validateWith } from '../../providers/validateWith';
import { AccountForm } from './AccountForm';
import { AccountLayout } from './AccountLayout';
import { INTENDED_TYPE, nextStepFor, useCurrentUser } from '../../providers/useCurrentUser';
import { PhoneInput } from '../../layout/PhoneInput';

const forms = {
  parent: {
    schema: validateWith(FinalizeParentRequest),
    title: 'app.account.finalize_parent_title',
  },
  organization: {
    schema: validateWith(FinalizeOrganizationRequest),
    title: 'app.account.finalize_organization_title',
  },
} as const;

/**
 * Finishing the registration as a parent or as an organization, then back to the page that
 * sent the visitor to register (the pricing, to subscribe), or home.
 */
export const FinalizePage = ({ type }: { type: keyof typeof forms }) => {
  const translate = useTranslate();
  const { user, refetch } = useCurrentUser();
  // Once saved, the page leaves for where the visitor came from, whatever the reloaded account
  // would otherwise send it to, even when the next page is still loading.
  const [leavingFor, setLeavingFor] = useState<string | null>(null);
  if (leavingFor !== null) return <Navigate to={leavingFor} replace />;
  if (user === null) return <Navigate to="/auth/login" replace />;
  // An account with a type never arrives here (its guard refuses it); one whose address is not
  // confirmed yet is asked to confirm it first.
  if (user && !user.verified && !user.social_account) {
    return <Navigate to={nextStepFor(user)} replace />;
  }

  const finalize = async (values: Record<string, unknown>) => {
    const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    await api(`/registration/finalize/${type}/`, { method: 'PUT', body });
    localStorage.removeItem(INTENDED_TYPE);
    setLeavingFor(takeReturnPath() ?? '/');
    await refetch();
  };

  return (
    <AccountLayout title={forms[type].title}>
      {type === 'organization' && (
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.account.finalize_organization_hint')}
        </Typography>
      )}
      <AccountForm
        onSubmit={finalize}
        validate={forms[type].schema}
        defaultValues={{ name: '', phone: '' }}
      >
        {type === 'organization' && (
          <TextInput source="name" label="app.account.organization_name" fullWidth />
        )}
        <PhoneInput source="phone" label="app.account.phone" fullWidth />
        <Button type="submit" variant="contained" size="large" fullWidth>
          {translate('app.account.save')}
        </Button>
      </AccountForm>
    </AccountLayout>
  );
};
