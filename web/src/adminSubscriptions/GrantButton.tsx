import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { MenuItem, TextField } from '@mui/material';
import {
  aYearAfter,
  brusselsDay,
  isDayText,
  SUBSCRIPTION_PLANS,
  SubscriptionGrant,
  type OrganizationSubscription,
  type SubscriptionPlan,
} from '@stages/contracts';
import { useEffect, useState } from 'react';
import { useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ConfirmButton } from '../layout/ConfirmButton';
import { LocalizedDateField, preloadDatePicker } from '../layout/LocalizedDateField';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { planLabel } from './SubscriptionState';

const prefix = 'admin.subscriptions.grant';

/**
 * An administrator grants a plan, or extends one, until a day and saying why (paid by bank
 * transfer, an Enterprise agreement, a goodwill gesture): the note stays in the history. A year
 * from the plan's current end, or from today, is proposed.
 */
export const GrantButton = () => {
  const subscription = useRecordContext<OrganizationSubscription>();
  const translate = useTranslate();
  const format = useFormats();
  const notify = useNotify();
  const refresh = useRefresh();
  const today = brusselsDay();
  const [plan, setPlan] = useState<SubscriptionPlan>('gold');
  const [endDate, setEndDate] = useState(today);
  const [note, setNote] = useState('');
  // The dialog's picker is ready by the time the button is pressed.
  useEffect(preloadDatePicker, []);
  if (!subscription) return null;
  const { id, organization_name: name } = subscription;
  const grant = { plan, end_date: endDate, note };
  // The API's own rule, and its refusal of a day already past.
  const ready = SubscriptionGrant.safeParse(grant).success && endDate >= today;
  const reset = () => {
    setPlan(subscription.plan === 'free' ? 'gold' : subscription.plan);
    const end = subscription.end_date;
    setEndDate(aYearAfter(end && end > today ? end : today));
    setNote('');
  };
  const fields = (
    <>
      <TextField
        select
        fullWidth
        margin="normal"
        label={translate(`${prefix}.plan`)}
        value={plan}
        onChange={(event) => setPlan(event.target.value as SubscriptionPlan)}
      >
        {SUBSCRIPTION_PLANS.map((choice) => (
          <MenuItem key={choice} value={choice}>
            {translate(planLabel(choice))}
          </MenuItem>
        ))}
      </TextField>
      <LocalizedDateField
        required
        fullWidth
        margin="normal"
        label={translate(`${prefix}.end_date`)}
        value={endDate}
        onChange={setEndDate}
        error={endDate !== '' && (!isDayText(endDate) || endDate < today)}
        minDate={today}
      />
      <TextField
        required
        fullWidth
        multiline
        minRows={3}
        margin="normal"
        label={translate(`${prefix}.note`)}
        helperText={translate(`${prefix}.note_hint`)}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </>
  );
  return (
    <ConfirmButton
      label={`${prefix}.button`}
      icon={<WorkspacePremiumIcon />}
      title={`${prefix}.title`}
      content={`${prefix}.content`}
      messageArgs={{ name }}
      field={{ input: fields, ready, reset }}
      refusalInDialog
      onConfirm={async () => {
        await api(`/admin/subscriptions/${id}/grant/`, { body: grant });
        notify(`${prefix}.done`, {
          type: 'success',
          messageArgs: { name, date: format.date(endDate) },
        });
        refresh();
      }}
    />
  );
};
