import { Button, Typography } from '@mui/material';
import { FinalizeOrganizationRequest, FinalizeParentRequest } from '@stages/contracts';
import { TextInput, useTranslate } from 'react-admin';
import { Navigate, useNavigate } from 'react-router-dom';
import { takeReturnPath } from '../../guards/afterRegistration';
import { api } from '../../providers/apiClient';
import { validateWith } from '../../providers/validateWith';
import { AccountForm } from './AccountForm';
import { AccountLayout } from './AccountLayout';
import { INTENDED_TYPE, nextStepFor, useCurrentUser } from '../../providers/useCurrentUser';

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
  const navigate = useNavigate();
  const { user, refetch } = useCurrentUser();
  if (user === null) return <Navigate to="/auth/login" replace />;
  if (user && (user.role !== null || (!user.verified && !user.social_account))) {
    return <Navigate to={nextStepFor(user)} replace />;
  }

  const finalize = async (values: Record<string, unknown>) => {
    const body = Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ''));
    await api(`/registration/finalize/${type}/`, { method: 'PUT', body });
    localStorage.removeItem(INTENDED_TYPE);
    // Away first: once the account has its type, this page sends it to the default next step.
    void navigate(takeReturnPath() ?? '/');
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
        <TextInput
          source="phone"
          type="tel"
          label="app.account.phone"
          autoComplete="tel"
          fullWidth
        />
        <Button type="submit" variant="contained" size="large" fullWidth>
          {translate('app.account.save')}
        </Button>
      </AccountForm>
    </AccountLayout>
  );
};
