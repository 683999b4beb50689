import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { StageSummary } from '@stages/contracts';
import { useState } from 'react';
import { Button, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { api } from '../providers/apiClient';
import { describeFailure } from '../providers/validation';

/** Hidden: off the public list and closed to registrations. Shown: both again. */
export const VisibilityButton = () => {
  const stage = useRecordContext<StageSummary>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  // Once an administrator took it down, only they can give it back.
  if (!stage || stage.moderated) return null;
  const toggle = async () => {
    setBusy(true);
    try {
      await api(`/stage/manage/${stage.slug}/visibility/`, {
        method: 'PUT',
        body: { visible: !stage.visible },
      });
      notify(stage.visible ? 'app.stages.hidden' : 'app.stages.shown', { type: 'success' });
      refresh();
    } catch (error) {
      notify(describeFailure(error).message, { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      label={stage.visible ? 'app.stages.hide' : 'app.stages.show'}
      onClick={(event) => {
        event.stopPropagation();
        void toggle();
      }}
      disabled={busy}
    >
      {stage.visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
    </Button>
  );
};
