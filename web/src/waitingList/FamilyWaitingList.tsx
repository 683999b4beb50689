import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import type { WaitingListEntry } from '@stages/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocaleState, useRefresh, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { FamilyMessages } from '../stageMessages';
import { EntryAnswers } from './EntryAnswers';
import { EntryStanding } from './EntryStanding';
import { WaitingStatusChip } from './WaitingStatusChip';
import { waitingChildren } from './waitingChildren';

export const FAMILY_WAITING_LIST = ['waiting-list', 'family'] as const;

const ALL_ENTRIES = `/waiting-list/?range=${encodeURIComponent('[0,49]')}&sort=${encodeURIComponent('["joined_at","DESC"]')}`;

/** The family's waiting-list entries, latest first: an offer to answer comes with its deadline. */
export const useFamilyWaitingList = () =>
  useQuery({ queryKey: FAMILY_WAITING_LIST, queryFn: () => api<WaitingListEntry[]>(ALL_ENTRIES) });

const EntryCard = ({
  entry,
  onAnswered,
}: {
  readonly entry: WaitingListEntry;
  readonly onAnswered: () => void;
}) => {
  const format = useFormats();
  const [locale] = useLocaleState();
  const dates =
    entry.starts_at && entry.ends_at
      ? `${format.date(entry.starts_at)} – ${format.date(entry.ends_at)}`
      : '';
  return (
    <Card variant="outlined" component="li" data-testid="waiting-entry">
      <CardContent>
        <Stack spacing={1}>
          <Stack
            direction="row"
            sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between' }}
          >
            <Typography component="h3" variant="subtitle1" sx={{ overflowWrap: 'anywhere' }}>
              {waitingChildren(entry, locale)}
              {' · '}
              {entry.stage_slug ? (
                <Link to={`/stage/${entry.stage_slug}`}>{entry.stage_name}</Link>
              ) : (
                entry.stage_name
              )}
            </Typography>
            <WaitingStatusChip status={entry.status} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {[entry.organization_name, dates].filter(Boolean).join(' · ')}
          </Typography>
          <EntryStanding entry={entry} />
          <FamilyMessages stageId={entry.stage_id} />
          <EntryAnswers entry={entry} onAnswered={onAnswered} />
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * On the family's registrations page: its places on waiting lists, each with its rank or its
 * offer (to accept at the price shown, or decline, before the deadline counted down), and the
 * way to leave. Nothing at all for a family that never waited.
 */
export const FamilyWaitingList = () => {
  const translate = useTranslate();
  const entries = useFamilyWaitingList();
  const client = useQueryClient();
  const refresh = useRefresh();
  if (!entries.data || entries.data.length === 0) return null;
  const answered = () => {
    void client.invalidateQueries({ queryKey: FAMILY_WAITING_LIST });
    // An offer taken makes registrations: the list below shows them.
    refresh();
  };
  return (
    <Box component="section" aria-labelledby="waiting-list-title" sx={{ mb: 3 }}>
      <Typography id="waiting-list-title" variant="h6" component="h2" gutterBottom>
        {translate('app.waiting_list.family_title')}
      </Typography>
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {entries.data.map((entry) => (
          <EntryCard key={entry.id} entry={entry} onAnswered={answered} />
        ))}
      </Stack>
    </Box>
  );
};
