import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import type { StageSummary } from '@stages/contracts';
import { useRecordContext } from 'react-admin';
import { Button } from '../layout/Button';
import { ConfirmButton } from '../layout/ConfirmButton';
import { useApiAction } from '../providers/useApiAction';

/**
 * Hidden: off the public list and closed to registrations, which families notice, so it is
 * asked first. Shown: both again, at once.
 */
export const VisibilityButton = () => {
  const stage = useRecordContext<StageSummary>();
  const { busy, run } = useApiAction();
  // Once an administrator took it down, only they can give it back.
  if (!stage || stage.moderated) return null;
  const setVisible = (visible: boolean) =>
    run({
      path: `/stage/manage/${stage.slug}/visibility/`,
      body: { visible },
      success: visible ? 'app.stages.shown' : 'app.stages.hidden',
    });
  if (stage.visible) {
    return (
      <ConfirmButton
        label="app.stages.hide"
        icon={<VisibilityOffIcon />}
        title="app.stages.hide_title"
        content="app.stages.hide_content"
        messageArgs={{ name: stage.name }}
        disabled={busy}
        onConfirm={() => setVisible(false)}
      />
    );
  }
  return (
    <Button
      label="app.stages.show"
      onClick={(event) => {
        event.stopPropagation();
        void setVisible(true);
      }}
      disabled={busy}
      sx={{ whiteSpace: 'nowrap' }}
    >
      <VisibilityIcon />
    </Button>
  );
};
