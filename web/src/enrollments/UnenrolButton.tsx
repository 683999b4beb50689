import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import type { EnrollmentListItem } from '@stages/contracts';
import { useNotify, useRefresh } from 'react-admin';
import { sexedKey, useStagePhrase } from '../i18n/wording';
import { ConfirmButton } from '../layout/ConfirmButton';
import { api } from '../providers/apiClient';
import { useCurrentUser } from '../providers/useCurrentUser';
import { describeFailure } from '../providers/validation';

/** Whether the reader may still unenrol: the primary parent, before the stage starts. */
function mayUnenrol(enrollment: EnrollmentListItem, userId: string | undefined) {
  const active = enrollment.status === 'pending' || enrollment.status === 'accepted';
  const ahead = enrollment.starts_at !== null && Date.parse(enrollment.starts_at) > Date.now();
  return active && ahead && enrollment.primary_parent_id === userId;
}

/** Unenrolling, asked first; the place goes back to the stage. */
export const UnenrolButton = ({ enrollment }: { readonly enrollment: EnrollmentListItem }) => {
  const { user } = useCurrentUser();
  const notify = useNotify();
  const refresh = useRefresh();
  const stagePhrase = useStagePhrase();
  if (!mayUnenrol(enrollment, user?.id)) return null;
  const name = enrollment.child_first_name ?? '';
  return (
    <ConfirmButton
      label="app.enrollments.unenrol.action"
      icon={<PersonRemoveIcon />}
      title="app.enrollments.unenrol.title"
      content="app.enrollments.unenrol.content"
      messageArgs={{ name, stage: stagePhrase(enrollment.stage_name ?? '', 'to') }}
      onConfirm={async () => {
        try {
          await api(`/enrollments/${enrollment.id}/cancel/`, { body: {} });
          notify(sexedKey('app.enrollments.unenrol.done', enrollment.child_sex), {
            type: 'success',
            messageArgs: { name },
          });
          refresh();
        } catch (error) {
          notify(describeFailure(error).message, { type: 'error' });
        }
      }}
    />
  );
};
