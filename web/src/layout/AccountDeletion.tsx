import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { DeleteAccountRequest } from '@stages/contracts';
import { type FormEvent, useId, useState } from 'react';
import { useLogout, useNotify, useTranslate } from 'react-admin';
import { api } from '../providers/apiClient';
import { forgetCurrentUser } from '../providers/authProvider';
import { useCurrentUser } from '../providers/useCurrentUser';
import { describeFailure } from '../providers/validation';

/** The accounts that delete themselves from their settings, and the address that does it. */
const DELETION_PATHS = {
  parent: '/parent/edit/',
  organization: '/organization/edit/',
} as const;

/**
 * Deleting one's own account: what goes, what the law keeps, and the account's e-mail address
 * typed again to confirm (as `DeleteAccountRequest` wants). Once deleted, the user is signed out
 * and sent home with a notice.
 */
export const AccountDeletion = ({ account }: { account: keyof typeof DELETION_PATHS }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const logout = useLogout();
  const { user } = useCurrentUser();
  const [confirmation, setConfirmation] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const headingId = useId();
  const instructionId = useId();
  const typed = DeleteAccountRequest.safeParse({ confirmation });
  // The API checks it too; the button waits for the address, so nothing is sent by mistake.
  const matches = typed.success && !!user && typed.data.confirmation === user.email.toLowerCase();

  const remove = async (event: FormEvent) => {
    event.preventDefault();
    if (!typed.success || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      await api(DELETION_PATHS[account], { method: 'DELETE', body: typed.data });
    } catch (error) {
      setRefusal(describeFailure(error).message);
      setBusy(false);
      return;
    }
    // The API ended the session: forget the user, clear what the app kept, and go home.
    forgetCurrentUser();
    await logout(undefined, '/', false);
    notify('app.account_deletion.done', { type: 'info' });
  };

  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" gutterBottom>
        {translate('app.account_deletion.title')}
      </Typography>
      <Typography gutterBottom>{translate('app.account_deletion.intro')}</Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('app.account_deletion.erased_title')}
      </Typography>
      <Typography gutterBottom>{translate(`app.account_deletion.erased_${account}`)}</Typography>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mt: 2 }}>
        {translate('app.account_deletion.kept_title')}
      </Typography>
      <Box component="ul" sx={{ mt: 0.5, pl: 3 }}>
        <li>
          <Typography>{translate('app.account_deletion.kept_decisions')}</Typography>
        </li>
        <li>
          <Typography>{translate('app.account_deletion.kept_invoices')}</Typography>
        </li>
      </Box>
      <Stack
        component="form"
        noValidate
        onSubmit={(event) => void remove(event)}
        spacing={2}
        sx={{ mt: 2, maxWidth: 480 }}
      >
        <Typography id={instructionId}>{translate('app.account_deletion.confirmation')}</Typography>
        <TextField
          label={translate('app.account_deletion.confirmation_label')}
          type="email"
          autoComplete="off"
          value={confirmation}
          onChange={(event) => setConfirmation(event.target.value)}
          error={refusal !== null}
          slotProps={{ htmlInput: { 'aria-describedby': instructionId } }}
          fullWidth
        />
        {refusal && <Alert severity="error">{translate(refusal)}</Alert>}
        <Box>
          <Button
            type="submit"
            variant="contained"
            color="error"
            startIcon={<DeleteForeverIcon />}
            disabled={!matches || busy}
          >
            {translate('app.account_deletion.confirm')}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
};
