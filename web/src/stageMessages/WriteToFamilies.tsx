import SendIcon from '@mui/icons-material/Send';
import {
  Alert,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
} from '@mui/material';
import {
  STAGE_MESSAGE_AUDIENCES,
  STAGE_MESSAGE_BODY_MAX_LENGTH,
  STAGE_MESSAGE_SUBJECT_MAX_LENGTH,
  StageMessageRequest,
  type StageMessage,
  type StageMessageAudience,
} from '@stages/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { Button } from '../layout/Button';
import { api } from '../providers/apiClient';
import { validateWith } from '../providers/validateWith';
import { describeFailure, type FieldErrors } from '../providers/validation';
import { stageMessagesKey } from './stageMessagesKey';

const check = validateWith(StageMessageRequest);
const EMPTY = { subject: '', body: '', audience: 'accepted' as StageMessageAudience };

/**
 * Write to the families: a subject, the text, and which families (explained one by one). Each
 * family receives it once by e-mail, from the organization; replies go to the organization.
 * A refusal is said in the dialog, which keeps what was typed.
 */
export const WriteToFamilies = ({ slug }: { readonly slug: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const client = useQueryClient();
  const titleId = useId();
  const audienceId = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(EMPTY);
  // One key per message as written: sending it again after an answer lost on a phone's network
  // mails the families once; a changed message is another.
  const idempotencyKey = useRef(crypto.randomUUID());
  const edit = (next: typeof EMPTY) => {
    setDraft(next);
    idempotencyKey.current = crypto.randomUUID();
  };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  const close = () => {
    if (!sending) setOpen(false);
  };
  const send = async () => {
    const problems = check(draft);
    setErrors(problems);
    setRefusal(null);
    if (Object.keys(problems).length > 0) return;
    setSending(true);
    try {
      const sent = await api<StageMessage>(`/organization/stages/${slug}/messages/`, {
        body: { ...draft, subject: draft.subject.trim(), body: draft.body.trim() },
        idempotencyKey: idempotencyKey.current,
      });
      notify('app.stage_messages.sent', {
        type: 'success',
        messageArgs: { smart_count: sent.families },
      });
      edit(EMPTY);
      setOpen(false);
      await client.invalidateQueries({ queryKey: stageMessagesKey(slug) });
    } catch (error) {
      const { message, fields } = describeFailure(error);
      setErrors(fields);
      setRefusal(message);
    } finally {
      setSending(false);
    }
  };
  const fieldError = (field: keyof typeof EMPTY) =>
    errors[field] ? translate(errors[field]) : undefined;

  return (
    <>
      <Button
        label="app.stage_messages.write"
        variant="outlined"
        onClick={() => {
          setErrors({});
          setRefusal(null);
          setOpen(true);
        }}
        data-testid="write-to-families"
      >
        <SendIcon />
      </Button>
      <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{translate('app.stage_messages.write')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{translate('app.stage_messages.intro')}</DialogContentText>
          <TextField
            autoFocus
            required
            fullWidth
            margin="normal"
            label={translate('app.stage_messages.subject')}
            value={draft.subject}
            onChange={(event) => edit({ ...draft, subject: event.target.value })}
            error={Boolean(errors.subject)}
            helperText={fieldError('subject')}
            slotProps={{ htmlInput: { maxLength: STAGE_MESSAGE_SUBJECT_MAX_LENGTH } }}
          />
          <TextField
            required
            fullWidth
            multiline
            minRows={6}
            margin="normal"
            label={translate('app.stage_messages.body')}
            value={draft.body}
            onChange={(event) => edit({ ...draft, body: event.target.value })}
            error={Boolean(errors.body)}
            helperText={fieldError('body') ?? translate('app.stage_messages.body_help')}
            slotProps={{ htmlInput: { maxLength: STAGE_MESSAGE_BODY_MAX_LENGTH } }}
          />
          <FormControl margin="normal" error={Boolean(errors.audience)}>
            <FormLabel id={audienceId}>{translate('app.stage_messages.audience')}</FormLabel>
            <RadioGroup
              aria-labelledby={audienceId}
              value={draft.audience}
              onChange={(event) =>
                edit({ ...draft, audience: event.target.value as StageMessageAudience })
              }
            >
              {STAGE_MESSAGE_AUDIENCES.map((audience) => (
                <FormControlLabel
                  key={audience}
                  value={audience}
                  control={<Radio />}
                  sx={{ alignItems: 'flex-start', mb: 1, '& .MuiRadio-root': { pt: 0.5 } }}
                  label={
                    <>
                      {translate(`app.stage_messages.audiences.${audience}`)}
                      <DialogContentText component="span" variant="body2" sx={{ display: 'block' }}>
                        {translate(`app.stage_messages.audience_help.${audience}`)}
                      </DialogContentText>
                    </>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
          {refusal && (
            <Alert severity="error" role="alert">
              {translate(refusal)}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={close} disabled={sending}>
            {translate('ra.action.cancel')}
          </MuiButton>
          <MuiButton variant="contained" onClick={() => void send()} disabled={sending}>
            {translate('app.stage_messages.send')}
          </MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
