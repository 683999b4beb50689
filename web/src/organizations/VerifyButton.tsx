import VerifiedIcon from '@mui/icons-material/Verified';
import type { AdminOrganization, OrganizationProfile } from '@stages/contracts';
import { useRecordContext } from 'react-admin';
import { ConfirmButton } from '../layout/ConfirmButton';
import { useApiAction } from '../providers/useApiAction';
import { VerificationReview } from './VerificationReview';

/**
 * Lets an organization publish stages, once an administrator has checked its profile and
 * documents, which the dialog lists; asked first because it cannot be undone from here. The
 * organization is told by e-mail.
 */
export const VerifyButton = () => {
  const organization = useRecordContext<AdminOrganization | OrganizationProfile>();
  const { busy, run } = useApiAction();
  if (!organization || organization.verified) return null;
  const { id, name } = organization;
  return (
    <ConfirmButton
      label="admin.verify.button"
      icon={<VerifiedIcon />}
      title="admin.verify.title"
      content="admin.verify.content"
      messageArgs={{ name }}
      field={{ input: <VerificationReview organizationId={id} />, ready: true, reset: () => {} }}
      disabled={busy}
      onConfirm={() =>
        run({
          path: `/admin/organizations/${id}/verify/`,
          method: 'POST',
          success: 'admin.verify.done',
          successArgs: { name },
        })
      }
    />
  );
};
