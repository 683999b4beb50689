import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Stack,
  Typography,
} from '@mui/material';
import type { StageMessage } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';
import { stageMessagesKey } from './stageMessagesKey';
import { WriteToFamilies } from './WriteToFamilies';

/** One message sent: its subject, then when, to whom and how many families; opened, its text. */
const SentMessage = ({ message }: { readonly message: StageMessage }) => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <Accordion disableGutters variant="outlined" data-testid="stage-message">
      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
        <Stack sx={{ minWidth: 0 }}>
          <Typography
            component="h3"
            variant="subtitle1"
            sx={{ overflowWrap: 'anywhere', fontWeight: 600 }}
          >
            {message.subject}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[
              format.dateTime(message.sent_at),
              translate(`app.stage_messages.audiences.${message.audience}`),
              translate('app.stage_messages.families', { smart_count: message.families }),
            ].join(' · ')}
          </Typography>
        </Stack>
      </AccordionSummary>
      <AccordionDetails>
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.body}
        </Typography>
        {message.sent_by_name && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {translate('app.stage_messages.sent_by', { name: message.sent_by_name })}
          </Typography>
        )}
      </AccordionDetails>
    </Accordion>
  );
};

/**
 * The stage's messages tab: Write to the families, and every message sent about the stage,
 * newest first, with how many families each reached.
 */
export const StageMessages = ({ slug }: { readonly slug: string }) => {
  const translate = useTranslate();
  const messages = useQuery({
    queryKey: stageMessagesKey(slug),
    queryFn: () => api<StageMessage[]>(`/organization/stages/${slug}/messages/`),
  });
  return (
    <Stack spacing={2}>
      <Box>
        <WriteToFamilies slug={slug} />
      </Box>
      {messages.error ? (
        <Alert severity="error">{translate(describeFailure(messages.error).message)}</Alert>
      ) : messages.data?.length === 0 ? (
        <Typography color="text.secondary">{translate('app.stage_messages.empty')}</Typography>
      ) : (
        <Box component="section" aria-label={translate('app.stage_messages.list')}>
          {messages.data?.map((message) => (
            <SentMessage key={message.id} message={message} />
          ))}
        </Box>
      )}
    </Stack>
  );
};
