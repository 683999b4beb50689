import { Typography } from '@mui/material';
import type { DecisionRecord } from '@stages/contracts';
import { useRecordContext, useTranslate } from 'react-admin';

type Translate = ReturnType<typeof useTranslate>;

/** The account's name; an account deleted since is said to be, the platform has none. */
export const actorName = (record: DecisionRecord, translate: Translate) =>
  record.actor_name ?? (record.actor_id ? translate('admin.decisions.deleted_account') : null);

export const actorRole = (record: DecisionRecord, translate: Translate) =>
  record.actor_role ? translate(`admin.decisions.roles.${record.actor_role}`) : null;

/** Who decided, with their role beneath. */
export const DecisionActor = () => {
  const record = useRecordContext<DecisionRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const name = actorName(record, translate);
  const role = actorRole(record, translate);
  return (
    <>
      {name && (
        <Typography component="span" variant="body2" sx={{ display: 'block' }}>
          {name}
        </Typography>
      )}
      {role && (
        <Typography component="span" variant="caption" color="text.secondary">
          {role}
        </Typography>
      )}
    </>
  );
};
