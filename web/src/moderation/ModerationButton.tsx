import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { StageSummary } from '@stages/contracts';
import { Button, useRecordContext } from 'react-admin';
import { useApiAction } from '../providers/useApiAction';

/**
 * Takes a stage off the public site whatever its organizer chose, or gives it back to the
 * organizer's own choice.
 */
export const ModerationButton = () => {
  const stage = useRecordContext<StageSummary>();
  const { busy, run } = useApiAction();
  if (!stage) return null;
  return (
    <Button
      label={stage.moderated ? 'admin.stages.restore' : 'admin.stages.take_down'}
      onClick={() =>
        void run(
          `/admin/stages/${stage.slug}/moderation/`,
          { hidden: !stage.moderated },
          stage.moderated ? 'admin.stages.restored' : 'admin.stages.taken_down',
        )
      }
      disabled={busy}
    >
      {stage.moderated ? <RestoreIcon /> : <VisibilityOffIcon />}
    </Button>
  );
};
