import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { StageSummary } from '@stages/contracts';
import { Button, useRecordContext } from 'react-admin';
import { useApiAction } from '../providers/useApiAction';

/** Hidden: off the public list and closed to registrations. Shown: both again. */
export const VisibilityButton = () => {
  const stage = useRecordContext<StageSummary>();
  const { busy, run } = useApiAction();
  // Once an administrator took it down, only they can give it back.
  if (!stage || stage.moderated) return null;
  return (
    <Button
      label={stage.visible ? 'app.stages.hide' : 'app.stages.show'}
      onClick={(event) => {
        event.stopPropagation();
        void run(
          `/stage/manage/${stage.slug}/visibility/`,
          { visible: !stage.visible },
          stage.visible ? 'app.stages.hidden' : 'app.stages.shown',
        );
      }}
      disabled={busy}
    >
      {stage.visible ? <VisibilityOffIcon /> : <VisibilityIcon />}
    </Button>
  );
};
