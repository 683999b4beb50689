import {
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState, type MouseEvent, type ReactElement } from 'react';
import { Button, useTranslate } from 'react-admin';

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
  disabled = false,
  onConfirm,
}: ConfirmButtonProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const [running, setRunning] = useState(false);
  const [reasonText, setReasonText] = useState('');
  const accepted = !reason || reason.acceptsReason(reasonText.trim());

  const openDialog = (event: MouseEvent) => {
    event.stopPropagation();
    setReasonText('');
    setOpen(true);
  };
  const close = () => {
    if (!running) setOpen(false);
  };
  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm(reason && reasonText.trim() !== '' ? reasonText.trim() : null);
    } finally {
      setRunning(false);
      setOpen(false);
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
        maxWidth="sm"
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
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={running}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton
            variant="contained"
            onClick={() => void confirm()}
            disabled={running || !accepted}
            autoFocus={!reason}
          >
            {translate(confirmLabel)}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
