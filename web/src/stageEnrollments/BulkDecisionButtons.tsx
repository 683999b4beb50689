import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import type { EnrollmentListItem } from '@stages/contracts';
import { useListContext, useNotify, useRefresh, useUnselectAll } from 'react-admin';
import { Button } from '../layout/Button';
import { ConfirmButton } from '../layout/ConfirmButton';
import { decide, REJECTION_MESSAGE, type Verdict } from './decide';

/**
 * One decision for every selected pending enrollment, one call each so that one refused (decided
 * meanwhile by a colleague) does not hold back the others; the organizer is told how many went.
 * Requests for the social price are accepted one by one, deciding on it: accepting leaves them
 * out, and says so.
 */
const BulkDecisionButton = ({ verdict }: { readonly verdict: Verdict }) => {
  const { data = [], selectedIds, resource } = useListContext<EnrollmentListItem>();
  const unselectAll = useUnselectAll(resource);
  const notify = useNotify();
  const refresh = useRefresh();
  const selected = data.filter(
    (enrollment) => selectedIds.includes(enrollment.id) && enrollment.status === 'pending',
  );
  const asking = (enrollment: EnrollmentListItem) =>
    verdict === 'accept' && enrollment.reduced_price === 'asked';
  const pending = selected.filter((enrollment) => !asking(enrollment));
  const leftOut = selected.length > pending.length;
  const button = (
    <ConfirmButton
      label={`app.stage_enrollments.${verdict}.bulk_action`}
      icon={verdict === 'accept' ? <CheckIcon /> : <CloseIcon />}
      title={`app.stage_enrollments.${verdict}.bulk_title`}
      content={
        leftOut
          ? 'app.stage_enrollments.accept.bulk_content_social_price'
          : `app.stage_enrollments.${verdict}.bulk_content`
      }
      messageArgs={{ smart_count: pending.length }}
      disabled={pending.length === 0}
      {...(verdict === 'reject' && { reason: REJECTION_MESSAGE })}
      onConfirm={async (reason) => {
        const outcomes = await Promise.allSettled(
          pending.map((enrollment) => decide(enrollment.id, verdict, reason)),
        );
        const done = outcomes.filter((outcome) => outcome.status === 'fulfilled').length;
        notify('app.stage_enrollments.bulk_done', {
          type: done === pending.length ? 'success' : 'warning',
          messageArgs: { smart_count: done, total: pending.length },
        });
        unselectAll();
        refresh();
      }}
    />
  );
  if (!leftOut || pending.length > 0) return button;
  // Every selected request asks the social price: the button stays within reach and says why
  // it accepts none, which a disabled button (or its tooltip) could tell neither a finger nor a
  // keyboard.
  return (
    <Button
      label={`app.stage_enrollments.${verdict}.bulk_action`}
      onClick={() =>
        notify('app.stage_enrollments.accept.bulk_only_social_price', { type: 'info' })
      }
    >
      <CheckIcon />
    </Button>
  );
};

export const BulkDecisionButtons = () => (
  <>
    <BulkDecisionButton verdict="accept" />
    <BulkDecisionButton verdict="reject" />
  </>
);
