import FlagIcon from '@mui/icons-material/Flag';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import { REPORT_REASONS } from '@stages/contracts';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { api } from '../../providers/apiClient';
import { describeFailure } from '../../providers/validation';

/** Anyone may flag a stage or an organization to the administrators. */
export const ReportDialog = ({
  targetType,
  targetSlug,
}: {
  targetType: 'stage' | 'organization';
  targetSlug: string;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState<(typeof REPORT_REASONS)[number]>('inappropriate');
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const send = async () => {
    setSending(true);
    try {
      await api('/reports/', {
        body: { target_type: targetType, target_slug: targetSlug, reason, message },
      });
      notify('app.catalogue.report_sent', { type: 'success' });
      setOpen(false);
      setMessage('');
    } catch (error) {
      notify(describeFailure(error).message, { type: 'error' });
    } finally {
      setSending(false);
    }
  };
  return (
    <>
      <Button startIcon={<FlagIcon />} color="inherit" size="small" onClick={() => setOpen(true)}>
        {translate(`app.catalogue.report_${targetType}`)}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="sm">
        <DialogTitle>{translate(`app.catalogue.report_${targetType}`)}</DialogTitle>
        <DialogContent>
          <TextField
            select
            fullWidth
            margin="normal"
            label={translate('app.catalogue.report_reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value as typeof reason)}
          >
            {REPORT_REASONS.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {translate(`app.catalogue.report_reasons.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            multiline
            minRows={3}
            margin="normal"
            label={translate('app.catalogue.report_message')}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{translate('ra.action.cancel')}</Button>
          <Button
            variant="contained"
            disabled={sending || message.trim() === ''}
            onClick={() => void send()}
          >
            {translate('app.catalogue.report_send')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
