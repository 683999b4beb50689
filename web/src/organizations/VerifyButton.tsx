import VerifiedIcon from '@mui/icons-material/Verified';
import type { AdminOrganization, OrganizationProfile } from '@stages/contracts';
import { useRecordContext } from 'react-admin';
import { ConfirmButton } from '../layout/ConfirmButton';
import { useApiAction } from '../providers/useApiAction';

/**
 * Lets an organization publish stages, once an administrator has checked its profile and
 * documents; asked first because it cannot be undone from here.
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
