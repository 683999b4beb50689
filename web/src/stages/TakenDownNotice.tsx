import { Alert } from '@mui/material';
import type { StageDetail } from '@stages/contracts';
import { useRecordContext, useTranslate } from 'react-admin';

/**
 * An organizer whose stage an administrator took down is told so on the stage itself, with
 * the reason they were given, since the visibility button is gone meanwhile.
 */
export const TakenDownNotice = () => {
  const stage = useRecordContext<StageDetail>();
  const translate = useTranslate();
  if (!stage?.moderated) return null;
  return (
    <Alert severity="error" sx={{ mb: 2 }}>
      {translate('app.stages.taken_down')}
      {stage.moderation_reason && (
        <>
          <br />
          {translate('app.stages.taken_down_reason', { reason: stage.moderation_reason })}
        </>
      )}
    </Alert>
  );
};
