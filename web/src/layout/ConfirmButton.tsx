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
import { useId, useState, type MouseEvent, type ReactElement, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Button } from './Button';
import { describeFailure } from '../providers/validation';

export interface ConfirmButtonProps {
  readonly label: string;
  readonly icon: ReactElement;
  readonly title: string;
  readonly content: string;
  /** Arguments of the title and content messages, such as the record's name. */
  readonly messageArgs?: Record<string, unknown>;
  /** The dialog's own button; the button's label when not given. */
  readonly confirmLabel?: string;
  /**
   * When the other side is told why (an organizer whose stage is taken down), the dialog asks
   * for the reason and holds the confirmation until `acceptsReason` accepts what was typed.
   * An `optional` reason may be left blank (null is confirmed then).
   */
  readonly reason?: {
    readonly label: string;
    readonly helperText: string;
    readonly acceptsReason: (reason: string) => boolean;
    readonly optional?: boolean;
  };
  /** A field of its own under the text, such as a date; `ready` says when it may be confirmed. */
  readonly field?: {
    readonly input: ReactNode;
    readonly ready: boolean;
    readonly reset: () => void;
  };
  /** The dialog's width: `sm` by default, `xs` for a single short field. */
  readonly width?: 'xs' | 'sm';
  /**
   * A refusal is said in the dialog, which stays open to try again; otherwise the dialog closes
   * and the caller tells of the failure.
   */
  readonly refusalInDialog?: boolean;
  readonly disabled?: boolean;
  readonly onConfirm: (reason: string | null) => Promise<void>;
}

/**
 * A consequential action, asked before it is done. Every back-office action that others see
 * (verifying, taking down, hiding, closing a report) goes through it, so they all ask the same
 * way. The click stays on the button: in a list, the row around it opens the record.
 */
export const ConfirmButton = ({
  label,
  icon,
  title,
  content,
  messageArgs,
  confirmLabel = label,
  reason,
  field,
  width = 'sm',
  refusalInDialog = false,
  disabled = false,
  onConfirm,
}: ConfirmButtonProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [reasonText, setReasonText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const accepted = (!reason || reason.acceptsReason(reasonText.trim())) && (field?.ready ?? true);

  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setReasonText('');
    setRefusal(null);
    field?.reset();
    setOpen(true);
  };
  const close = () => {
    if (!running) setOpen(false);
  };
  const confirm = async () => {
    setRunning(true);
    setRefusal(null);
    try {
      await onConfirm(reason && reasonText.trim() !== '' ? reasonText.trim() : null);
      setOpen(false);
    } catch (error) {
      if (!refusalInDialog) throw error;
      setRefusal(describeFailure(error).message);
    } finally {
      setRunning(false);
      if (!refusalInDialog) setOpen(false);
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
        maxWidth={width}
      >
        <DialogTitle id={titleId}>{translate(title, messageArgs)}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate(content, messageArgs)}</DialogContentText>
          {reason && (
            <TextField
              autoFocus
              required={!reason.optional}
              fullWidth
              multiline
              minRows={3}
              margin="normal"
              label={translate(reason.label)}
              helperText={translate(reason.helperText)}
              value={reasonText}
              onChange={(event) => setReasonText(event.target.value)}
            />
          )}
          {field?.input}
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
            disabled={running || !accepted}
            autoFocus={!reason && !field}
          >
            {translate(confirmLabel)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
