import SendIcon from '@mui/icons-material/Send';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { api } from '../providers/apiClient';
import { describeFailure } from '../providers/validation';

/** The address of the parent to invite; what the API refuses shows under the field. */
export const InviteParentForm = ({ onInvited }: { readonly onInvited: () => Promise<void> }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    setRefusal(null);
    try {
      await api('/account-sharing/', { body: { email } });
      setEmail('');
      await onInvited();
      notify('app.account_sharing.invited', { type: 'success' });
    } catch (error) {
      const { message, fields } = describeFailure(error);
      setRefusal(fields.email ?? message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack component="form" onSubmit={(event) => void submit(event)} spacing={1.5} noValidate>
      <Typography variant="body2" color="text.secondary">
        {translate('app.account_sharing.invite_help')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          type="email"
          label={translate('app.account_sharing.email')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          autoComplete="off"
          required
          size="small"
          fullWidth
          error={refusal !== null}
        />
        <Button
          type="submit"
          variant="contained"
          startIcon={<SendIcon />}
          disabled={sending || email.trim() === ''}
          sx={{ flexShrink: 0, width: { xs: '100%', sm: 'auto' } }}
        >
          {translate('app.account_sharing.invite')}
        </Button>
      </Stack>
      {refusal && (
        <Alert severity="error" role="alert">
          {translate(refusal)}
        </Alert>
      )}
    </Stack>
  );
};
