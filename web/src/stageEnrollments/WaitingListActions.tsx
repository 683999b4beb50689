import PersonRemoveIcon from '@mui/icons-material/PersonRemove';
import SendIcon from '@mui/icons-material/Send';
import { Stack } from '@mui/material';
import {
  WAITING_LIST_REASON_MAX_LENGTH,
  WAITING_LIST_REASON_MIN_LENGTH,
  type OrganizerWaitingListEntry,
} from '@stages/contracts';
import { useLocaleState, useNotify, useRefresh } from 'react-admin';
import { ConfirmButton } from '../layout/ConfirmButton';
import { api } from '../providers/apiClient';
import { describeFailure } from '../providers/validation';
import { waitingChildren } from '../waitingList';

const acceptsReason = (reason: string) =>
  reason.length >= WAITING_LIST_REASON_MIN_LENGTH &&
  reason.length <= WAITING_LIST_REASON_MAX_LENGTH;

/**
 * The organizer's two actions on an entry, each asking why: offer places now, out of the
 * list's order (beyond the stage's places when none is free), or take the entry off the list
 * (the family reads the reason).
 */
export const WaitingListActions = ({
  slug,
  entry,
}: {
  readonly slug: string;
  readonly entry: OrganizerWaitingListEntry;
}) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const [locale] = useLocaleState();
  const messageArgs = {
    children: waitingChildren(entry, locale),
    smart_count: entry.child_ids.length,
  };
  const act = (action: 'offer' | 'remove') => async (reason: string | null) => {
    try {
      await api(`/organization/stages/${slug}/waiting-list/${entry.id}/${action}/`, {
        body: { reason },
      });
      notify(`app.stage_waiting_list.${action}.done`, { type: 'success', messageArgs });
    } catch (error) {
      notify(describeFailure(error).message, { type: 'error' });
    } finally {
      refresh();
    }
  };
  const open = entry.status === 'waiting' || entry.status === 'offered';
  if (!open) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {entry.status === 'waiting' && (
        <ConfirmButton
          label="app.stage_waiting_list.offer.action"
          icon={<SendIcon />}
          title="app.stage_waiting_list.offer.title"
          content="app.stage_waiting_list.offer.content"
          messageArgs={messageArgs}
          reason={{
            label: 'app.stage_waiting_list.reason',
            helperText: 'app.stage_waiting_list.offer.reason_help',
            acceptsReason,
          }}
          onConfirm={act('offer')}
        />
      )}
      <ConfirmButton
        label="app.stage_waiting_list.remove.action"
        icon={<PersonRemoveIcon />}
        title="app.stage_waiting_list.remove.title"
        content="app.stage_waiting_list.remove.content"
        messageArgs={messageArgs}
        reason={{
          label: 'app.stage_waiting_list.reason',
          helperText: 'app.stage_waiting_list.remove.reason_help',
          acceptsReason,
        }}
        onConfirm={act('remove')}
      />
    </Stack>
  );
};
