import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { StageSummary } from '@stages/contracts';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { api } from '../providers/apiClient';
import { describeFailure } from '../providers/validation';

/**
 * Takes a stage off the public site whatever its organizer chose, or gives it back to the
 * organizer's own choice.
 */
export const ModerationButton = () => {
  const stage = useRecordContext<StageSummary>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  if (!stage) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      await api(`/admin/stages/${stage.slug}/moderation/`, {
        method: 'PUT',
        body: { hidden: !stage.moderated },
      });
      notify(stage.moderated ? 'admin.stages.restored' : 'admin.stages.taken_down', {
        type: 'success',
      });
      refresh();
    } catch (error) {
      notify(describeFailure(error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={stage.moderated ? 'admin.stages.restore' : 'admin.stages.take_down'}
      onClick={() => void toggle()}
      disabled={busy}
    >
      {stage.moderated ? <RestoreIcon /> : <VisibilityOffIcon />}
    </Button>
  );
};
