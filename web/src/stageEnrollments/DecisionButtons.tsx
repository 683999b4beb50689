import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { EnrollmentListItem } from '@stages/contracts';
import { useNotify, useRefresh } from 'react-admin';
import { ConfirmButton } from '../layout/ConfirmButton';
import { describeFailure } from '../providers/validation';
import { decide, REJECTION_MESSAGE, type Verdict } from './decide';
import { enrolledChildName } from '../enrollments/enrolledChildName';
import { SocialPriceAcceptButton } from './SocialPriceAcceptButton';

const DecisionButton = ({
  enrollment,
  verdict,
}: {
  readonly enrollment: EnrollmentListItem;
  readonly verdict: Verdict;
}) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const name = enrolledChildName(enrollment);
  return (
    <ConfirmButton
      label={`app.stage_enrollments.${verdict}.action`}
      icon={verdict === 'accept' ? <CheckIcon /> : <CloseIcon />}
      title={`app.stage_enrollments.${verdict}.title`}
      content={`app.stage_enrollments.${verdict}.content`}
      messageArgs={{ name }}
      {...(verdict === 'reject' && { reason: REJECTION_MESSAGE })}
      onConfirm={async (reason) => {
        try {
          await decide(enrollment.id, verdict, reason);
          notify(`app.stage_enrollments.${verdict}.done`, {
            type: 'success',
            messageArgs: { name },
          });
        } catch (error) {
          notify(describeFailure(error).message, { type: 'error' });
        }
        refresh();
      }}
    />
  );
};

/**
 * A pending enrollment's two final answers, each asked first; nothing once decided. Accepting a
 * request for the social price asks whether to grant it.
 */
export const DecisionButtons = ({ enrollment }: { readonly enrollment: EnrollmentListItem }) =>
  enrollment.status === 'pending' ? (
    <>
      {enrollment.reduced_price === 'asked' ? (
        <SocialPriceAcceptButton enrollment={enrollment} />
      ) : (
        <DecisionButton enrollment={enrollment} verdict="accept" />
      )}
      <DecisionButton enrollment={enrollment} verdict="reject" />
    </>
  ) : null;
