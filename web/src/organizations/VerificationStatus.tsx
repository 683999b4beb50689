import type { AdminOrganization } from '@stages/contracts';
import { useRecordContext } from 'react-admin';
import { StatusChip } from '../layout/StatusChip';

/** Where an organization stands with the administrators, in one word. */
export const verificationStatusOf = (organization: AdminOrganization) =>
  !organization.verified
    ? 'to_verify'
    : organization.changed_since_verification
      ? 'changed'
      : 'verified';

const COLOURS = { to_verify: 'warning', changed: 'info', verified: 'success' } as const;

export const VerificationStatus = () => {
  const organization = useRecordContext<AdminOrganization>();
  if (!organization) return null;
  const status = verificationStatusOf(organization);
  return <StatusChip label={`admin.organizations.statuses.${status}`} color={COLOURS[status]} />;
};
