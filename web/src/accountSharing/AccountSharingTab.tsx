import { Alert, CircularProgress, Divider, Stack, Typography } from '@mui/material';
import type { AccountShare } from '@stages/contracts';
import { useTranslate } from 'react-admin';
import { describeFailure } from '../providers/validation';
import { InviteParentForm } from './InviteParentForm';
import { ShareItem } from './ShareItem';
import { useAccountShares } from './useAccountShares';

const ShareGroup = ({
  title,
  empty,
  shares,
  onChange,
}: {
  readonly title: string;
  readonly empty: string;
  readonly shares: readonly AccountShare[];
  readonly onChange: () => Promise<void>;
}) => {
  const translate = useTranslate();
  return (
    <section aria-label={translate(title)}>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {translate(title)}
      </Typography>
      {shares.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 1 }}>
          {translate(empty)}
        </Typography>
      ) : (
        <Stack component="ul" divider={<Divider component="li" />} sx={{ p: 0, m: 0 }}>
          {shares.map((share) => (
            <ShareItem key={share.id} share={share} onChange={onChange} />
          ))}
        </Stack>
      )}
    </section>
  );
};

/**
 * /parent/settings/?tab=account-sharing: invite a parent to the family's children and legal
 * representatives, follow the invitations, and end a share from either side.
 */
export const AccountSharingTab = () => {
  const translate = useTranslate();
  const { data, error, isPending, refresh } = useAccountShares();
  const given = data?.filter((share) => share.direction === 'given') ?? [];
  const received = data?.filter((share) => share.direction === 'received') ?? [];
  return (
    <Stack spacing={2}>
      <Typography variant="h6" component="h2">
        {translate('app.account_sharing.invite_title')}
      </Typography>
      <InviteParentForm onInvited={refresh} />
      <Alert severity="info" role="note">
        {translate('app.account_sharing.what_is_shared')}
      </Alert>
      <Divider />
      {isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {error && <Alert severity="error">{translate(describeFailure(error).message)}</Alert>}
      {data && (
        <>
          <ShareGroup
            title="app.account_sharing.given"
            empty="app.account_sharing.given_empty"
            shares={given}
            onChange={refresh}
          />
          <ShareGroup
            title="app.account_sharing.received"
            empty="app.account_sharing.received_empty"
            shares={received}
            onChange={refresh}
          />
        </>
      )}
    </Stack>
  );
};
