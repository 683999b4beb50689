import RestoreIcon from '@mui/icons-material/Restore';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { StageModerationRequest, type StageSummary } from '@stages/contracts';
import { useRecordContext } from 'react-admin';
import { ConfirmButton } from '../layout/ConfirmButton';
import { useApiAction } from '../providers/useApiAction';

/** The API's own rule for a reason, so the dialog and the server never disagree. */
const acceptsReason = (reason: string) =>
  StageModerationRequest.safeParse({ hidden: true, reason }).success;

/**
 * Takes a stage off the public site whatever its organizer chose, with a reason the organizer
 * reads on the stage, or gives it back to the organizer's own choice.
 */
export const ModerationButton = () => {
  const stage = useRecordContext<StageSummary>();
  const { busy, run } = useApiAction();
  if (!stage) return null;
  const path = `/admin/stages/${stage.slug}/moderation/`;
  const messageArgs = { name: stage.name, organization: stage.organization.name };
  if (stage.moderated) {
    return (
      <ConfirmButton
        label="admin.stages.restore"
        icon={<RestoreIcon />}
        title="admin.stages.restore_title"
        content="admin.stages.restore_content"
        messageArgs={messageArgs}
        disabled={busy}
        onConfirm={() => run({ path, body: { hidden: false }, success: 'admin.stages.restored' })}
      />
    );
  }
  return (
    <ConfirmButton
      label="admin.stages.take_down"
      icon={<VisibilityOffIcon />}
      title="admin.stages.take_down_title"
      content="admin.stages.take_down_content"
      messageArgs={messageArgs}
      reason={{
        label: 'admin.stages.reason',
        helperText: 'admin.stages.reason_hint',
        acceptsReason,
      }}
      disabled={busy}
      onConfirm={(reason) =>
        run({ path, body: { hidden: true, reason }, success: 'admin.stages.taken_down' })
      }
    />
  );
};
