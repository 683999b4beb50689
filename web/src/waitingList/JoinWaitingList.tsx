import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import {
  Alert,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  Typography,
} from '@mui/material';
import type { Child, StageDetail, WaitingListEntry } from '@stages/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';
import { EntryStanding } from './EntryStanding';
import { FAMILY_WAITING_LIST, useFamilyWaitingList } from './FamilyWaitingList';

const ALL_CHILDREN = `/children/?range=${encodeURIComponent('[0,99]')}`;

/** The family's entry on this stage that still waits or holds an offer, when there is one. */
const useOpenEntry = (stageId: string) => {
  const entries = useFamilyWaitingList();
  return {
    loaded: entries.data !== undefined,
    entry: entries.data?.find(
      (entry) =>
        entry.stage_id === stageId && (entry.status === 'waiting' || entry.status === 'offered'),
    ),
  };
};

/** Where the family's entry stands, with the way to its registrations page to answer an offer. */
const Standing = ({ entry }: { readonly entry: WaitingListEntry }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }} role="status">
      <Typography>{translate(`app.waiting_list.on_stage.${entry.status}`)}</Typography>
      <EntryStanding entry={entry} />
      <Button component={Link} to="/parent/bills/" variant="outlined">
        {translate('app.waiting_list.see_mine')}
      </Button>
    </Stack>
  );
};

/**
 * On a full stage's page, for a parent: choose one or several of the family's children, who
 * will be offered places together or not at all, and join the list. A family already on it
 * sees where it stands instead.
 */
export const JoinWaitingList = ({
  stage,
  onJoined,
}: {
  readonly stage: StageDetail;
  /** The page shows the number waiting after the join. */
  readonly onJoined: () => void;
}) => {
  const translate = useTranslate();
  const format = useFormats();
  const client = useQueryClient();
  const open = useOpenEntry(stage.id);
  const children = useQuery({
    queryKey: ['children', 'all'],
    queryFn: () => api<Child[]>(ALL_CHILDREN),
  });
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!children.data || !open.loaded) return null;
  if (open.entry) return <Standing entry={open.entry} />;
  if (children.data.length === 0) {
    return (
      <Button component={Link} to="/parent/add-child/" variant="outlined">
        {translate('app.enrollments.add_child')}
      </Button>
    );
  }
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => (on ? [...current, id] : current.filter((each) => each !== id)));
  const join = async () => {
    setSending(true);
    setRefusal(null);
    try {
      await api<WaitingListEntry>('/waiting-list/', {
        body: { stage_id: stage.id, child_ids: chosen },
      });
      await client.invalidateQueries({ queryKey: FAMILY_WAITING_LIST });
      onJoined();
    } catch (error) {
      setRefusal(describeFailure(error).message);
    } finally {
      setSending(false);
    }
  };
  return (
    <Stack spacing={1.5} component="section" aria-label={translate('app.waiting_list.join')}>
      <FormControl component="fieldset">
        <FormLabel component="legend">{translate('app.waiting_list.which_children')}</FormLabel>
        <FormGroup>
          {children.data.map((child) => (
            <FormControlLabel
              key={child.id}
              control={
                <Checkbox
                  checked={chosen.includes(child.id)}
                  onChange={(event) => toggle(child.id, event.target.checked)}
                />
              }
              label={`${child.first_name} ${child.last_name} (${translate('app.enrollments.years', { smart_count: child.age })})`}
            />
          ))}
        </FormGroup>
      </FormControl>
      <Typography>
        {translate('app.waiting_list.join_terms', {
          price: format.price(stage.cost_cents),
          smart_count: stage.offer_hours,
        })}
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert">
          {translate(refusal)}
        </Alert>
      )}
      <Button
        variant="contained"
        startIcon={<PlaylistAddIcon />}
        disabled={chosen.length === 0 || sending}
        onClick={() => void join()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('app.waiting_list.join')}
      </Button>
    </Stack>
  );
};
