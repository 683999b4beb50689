import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { brusselsDay } from '@stages/contracts';
import { useId, useState, type MouseEvent, type ReactElement } from 'react';
import { Button, useTranslate } from 'react-admin';
import { describeFailure } from '../providers/validation';

export interface DateActionButtonProps {
  readonly label: string;
  readonly icon: ReactElement;
  readonly title: string;
  readonly content: string;
  readonly messageArgs?: Record<string, unknown>;
  /** The date field's label. */
  readonly dateLabel: string;
  /** The day proposed; today (in Belgium) when not given. */
  readonly defaultDate?: string;
  /** The earliest day accepted, such as the bill's issue date. */
  readonly min?: string | null;
  readonly disabled?: boolean;
  /** Throws to keep the dialog open with the API's reason. */
  readonly onConfirm: (date: string) => Promise<void>;
}

/**
 * A final action that happened on a day (a payment received, a refund made): asked in a dialog
 * with the day, today by default and never later. A refusal is said in the dialog itself.
 */
export const DateActionButton = ({
  label,
  icon,
  title,
  content,
  messageArgs,
  dateLabel,
  defaultDate,
  min,
  disabled = false,
  onConfirm,
}: DateActionButtonProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const today = brusselsDay();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [date, setDate] = useState(today);
  const [refusal, setRefusal] = useState<string | null>(null);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(date) && date <= today && (!min || date >= min);

  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setDate(defaultDate && defaultDate <= today ? defaultDate : today);
    setRefusal(null);
    setOpen(true);
  };
  const close = () => {
    if (!running) setOpen(false);
  };
  const confirm = async () => {
    setRunning(true);
    setRefusal(null);
    try {
      await onConfirm(date);
      setOpen(false);
    } catch (error) {
      setRefusal(describeFailure(error).message);
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Button
        label={label}
        onClick={openDialog}
        disabled={disabled || running}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {icon}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        onClick={(event) => event.stopPropagation()}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id={titleId}>{translate(title, messageArgs)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(content, messageArgs)}</DialogContentText>
          <TextField
            type="date"
            required
            fullWidth
            margin="normal"
            label={translate(dateLabel)}
            value={date}
            onChange={(event) => setDate(event.target.value)}
            error={date !== '' && !valid}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { max: today, ...(min ? { min } : {}) },
            }}
          />
          {refusal && (
            <Alert severity="error" role="alert">
              {translate(refusal)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={running}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton
            variant="contained"
            onClick={() => void confirm()}
            disabled={running || !valid}
          >
            {translate(label)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
