import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import { Stack } from '@mui/material';
import type { WaitingListEntry } from '@stages/contracts';
import { useLocaleState, useNotify } from 'react-admin';
import { useStagePhrase } from '../i18n/wording';
import { ConfirmButton } from '../layout/ConfirmButton';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';
import { useOfferOpen } from './useOfferOpen';
import { waitingChildren } from './waitingChildren';

/**
 * What the family may do with its entry, each asked first: take the places offered (at the
 * price shown), turn them down, or leave the list. `onAnswered` reloads what shows the entry.
 */
export const EntryAnswers = ({
  entry,
  onAnswered,
}: {
  readonly entry: WaitingListEntry;
  readonly onAnswered: () => void;
}) => {
  const notify = useNotify();
  const format = useFormats();
  const [locale] = useLocaleState();
  const stagePhrase = useStagePhrase();
  const offered = useOfferOpen(entry.status === 'offered' ? entry.offer_expires_at : null);
  if (entry.status !== 'waiting' && entry.status !== 'offered') return null;
  const messageArgs = {
    children: waitingChildren(entry, locale),
    stage: stagePhrase(entry.stage_name ?? '', 'to'),
    of_stage: stagePhrase(entry.stage_name ?? '', 'of'),
    price: format.price(entry.price_cents ?? 0),
    smart_count: entry.child_ids.length,
  };
  const send = (action: 'accept' | 'decline' | 'leave', done: string) => async () => {
    try {
      await api(`/waiting-list/${entry.id}/${action}/`, {
        body: action === 'accept' ? { confirmed_price_cents: entry.price_cents ?? 0 } : {},
      });
      notify(done, { type: 'success', messageArgs });
    } catch (error) {
      notify(describeFailure(error).message, { type: 'error' });
    } finally {
      onAnswered();
    }
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {offered && (
        <>
          <ConfirmButton
            label="app.waiting_list.accept.action"
            icon={<CheckIcon />}
            title="app.waiting_list.accept.title"
            content="app.waiting_list.accept.content"
            messageArgs={messageArgs}
            onConfirm={send('accept', 'app.waiting_list.accept.done')}
          />
          <ConfirmButton
            label="app.waiting_list.decline.action"
            icon={<CloseIcon />}
            title="app.waiting_list.decline.title"
            content="app.waiting_list.decline.content"
            messageArgs={messageArgs}
            onConfirm={send('decline', 'app.waiting_list.decline.done')}
          />
        </>
      )}
      {entry.status === 'waiting' && (
        <ConfirmButton
          label="app.waiting_list.leave.action"
          icon={<LogoutIcon />}
          title="app.waiting_list.leave.title"
          content="app.waiting_list.leave.content"
          messageArgs={messageArgs}
          onConfirm={send('leave', 'app.waiting_list.leave.done')}
        />
      )}
    </Stack>
  );
};
