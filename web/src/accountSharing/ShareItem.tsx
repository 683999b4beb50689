import LinkOffIcon from '@mui/icons-material/LinkOff';
import ReplayIcon from '@mui/icons-material/Replay';
import { Box, Button, Stack, Typography } from '@mui/material';
import type { AccountShare } from '@stages/contracts';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmButton } from '../layout/ConfirmButton';
import { StatusChip } from '../layout/StatusChip';
import { api, apiFetch } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';

const chipColor = { pending: 'warning', active: 'success', expired: 'default' } as const;

/** What ends a share, as its parent reads it: withdrawing, declining or stopping. */
function endingOf(share: AccountShare) {
  if (share.status === 'active') return 'stop';
  return share.direction === 'given' ? 'withdraw' : 'decline';
}

/** When the share started, runs until, or stopped being acceptable. */
function dateLine(share: AccountShare, format: ReturnType<typeof useFormats>) {
  if (share.status === 'active') return { key: 'since', date: format.date(share.accepted_at!) };
  if (share.status === 'expired')
    return { key: 'expired_on', date: format.moment(share.expires_at) };
  return { key: 'valid_until', date: format.moment(share.expires_at) };
}

/** One share: the other parent, where it stands, and what the reader can do with it. */
export const ShareItem = ({
  share,
  onChange,
}: {
  readonly share: AccountShare;
  readonly onChange: () => Promise<void>;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const format = useFormats();
  const name = `${share.parent.first_name} ${share.parent.last_name}`.trim();
  const ending = endingOf(share);
  const { key, date } = dateLine(share, format);

  const run = async (call: () => Promise<unknown>, done: string) => {
    try {
      await call();
      await onChange();
      notify(done, { type: 'success' });
    } catch (error) {
      notify(describeFailure(error).message, { type: 'error' });
    }
  };

  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ py: 1.5, alignItems: { sm: 'center' }, listStyle: 'none' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 500 }}>{name || share.parent.email}</Typography>
          <StatusChip
            label={`app.account_sharing.status.${share.status}`}
            color={chipColor[share.status]}
          />
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {share.parent.email}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`app.account_sharing.${key}`, { date })}
        </Typography>
        {share.direction === 'received' && share.status === 'pending' && (
          <Typography variant="body2">{translate('app.account_sharing.open_mail')}</Typography>
        )}
      </Box>
      <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
        {share.direction === 'given' && share.status === 'expired' && (
          <Button
            size="small"
            startIcon={<ReplayIcon />}
            onClick={() =>
              void run(
                () => api('/account-sharing/', { body: { email: share.parent.email } }),
                'app.account_sharing.invited',
              )
            }
          >
            {translate('app.account_sharing.send_again')}
          </Button>
        )}
        <ConfirmButton
          label={`app.account_sharing.${ending}.action`}
          icon={<LinkOffIcon />}
          title={`app.account_sharing.${ending}.title`}
          content={`app.account_sharing.${ending}.content`}
          messageArgs={{ name: name || share.parent.email }}
          onConfirm={() =>
            run(
              () => apiFetch(`/account-sharing/${share.id}/`, { method: 'DELETE' }),
              `app.account_sharing.${ending}.done`,
            )
          }
        />
      </Stack>
    </Stack>
  );
};
