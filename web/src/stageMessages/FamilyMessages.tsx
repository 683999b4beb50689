import MailOutlineIcon from '@mui/icons-material/MailOutlined';
import {
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  Typography,
} from '@mui/material';
import type { FamilyStageMessage } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useStagePhrase } from '../i18n/wording';
import { Button } from '../layout/Button';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';

/** Every message the family received, asked once for the whole page. */
const useFamilyMessages = () =>
  useQuery({
    queryKey: ['stage-messages', 'family'],
    queryFn: () => api<FamilyStageMessage[]>('/stage-messages/'),
  }).data ?? [];

/**
 * On a registration (or a waiting-list entry) of the family's: the messages its organizer wrote
 * to the family about the stage, how many, each to read in full. Nothing while there is none.
 */
export const FamilyMessages = ({ stageId }: { readonly stageId: string }) => {
  const translate = useTranslate();
  const format = useFormats();
  const stagePhrase = useStagePhrase();
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const messages = useFamilyMessages().filter((message) => message.stage_id === stageId);
  if (messages.length === 0) return null;
  const stage = messages[0]!.stage_name;
  return (
    <>
      <Button
        label={translate('app.family_messages.open', { smart_count: messages.length })}
        onClick={() => setOpen(true)}
        sx={{ whiteSpace: 'nowrap', alignSelf: 'flex-start' }}
        data-testid="family-messages"
      >
        <MailOutlineIcon />
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullWidth
        maxWidth="sm"
      >
        <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
          {stage
            ? translate('app.family_messages.title', { stage: stagePhrase(stage, 'of') })
            : translate('app.family_messages.title_no_stage')}
        </DialogTitle>
        <DialogContent>
          {messages.map((message, index) => (
            <Fragment key={message.id}>
              {index > 0 && <Divider sx={{ my: 2 }} />}
              <Box component="article" data-testid="family-message">
                <Typography
                  component="h3"
                  variant="subtitle1"
                  sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}
                >
                  {message.subject}
                </Typography>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                  {[message.organization_name, format.dateTime(message.sent_at)]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
                <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {message.body}
                </Typography>
              </Box>
            </Fragment>
          ))}
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setOpen(false)}>{translate('ra.action.close')}</MuiButton>
        </DialogActions>
      </Dialog>
    </>
  );
};
