import VerifiedIcon from '@mui/icons-material/Verified';
import type { AdminOrganization, OrganizationProfile } from '@stages/contracts';
import { useState, type MouseEvent } from 'react';
import { Button, Confirm, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { api } from '../providers/apiClient';
import { describeFailure } from '../providers/validation';

/**
 * Lets an organization publish stages, once an administrator has checked its profile and
 * documents; asked twice because it cannot be undone from here.
 */
export const VerifyButton = () => {
  const organization = useRecordContext<AdminOrganization | OrganizationProfile>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);
  if (!organization || organization.verified) return null;

  const ask = (event: MouseEvent) => {
    // In the list the button sits in a row that opens the organization.
    event.stopPropagation();
    setConfirming(true);
  };
  const verify = async () => {
    setRunning(true);
    try {
      await api(`/admin/organizations/${organization.id}/verify/`, { method: 'POST' });
      notify('admin.verify.done', { type: 'success', messageArgs: { name: organization.name } });
      refresh();
    } catch (error) {
      notify(describeFailure(error).message, { type: 'error' });
    } finally {
      setRunning(false);
      setConfirming(false);
    }
  };
  return (
    <>
      <Button label="admin.verify.button" onClick={ask} disabled={running}>
        <VerifiedIcon />
      </Button>
      <Confirm
        isOpen={confirming}
        loading={running}
        title="admin.verify.title"
        content="admin.verify.content"
        contentTranslateOptions={{ name: organization.name }}
        onConfirm={() => void verify()}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
