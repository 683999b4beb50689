import { Alert } from '@mui/material';
import type { OrganizationProfile } from '@stages/contracts';
import { useRecordContext, useTranslate } from 'react-admin';

/** Until an administrator verifies the organization, it cannot publish stages: say so. */
export const VerificationNotice = () => {
  const profile = useRecordContext<OrganizationProfile>();
  const translate = useTranslate();
  if (!profile) return null;
  return profile.verified ? (
    <Alert severity="success" sx={{ mb: 2 }}>
      {translate('app.organization.verified')}
    </Alert>
  ) : (
    <Alert severity="warning" sx={{ mb: 2 }}>
      {translate('errors.organization.awaiting_verification')}
    </Alert>
  );
};
