import HowToRegIcon from '@mui/icons-material/HowToReg';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import type { Child, Enrollment, StageDetail } from '@stages/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';

const ALL_CHILDREN = `/children/?range=${encodeURIComponent('[0,99]')}`;

/** Said once a request is sent, with the way to the family's registrations. */
export const RequestSent = ({ enrollment }: { readonly enrollment: Enrollment }) => {
  const translate = useTranslate();
  return (
    <Alert severity="success" role="status">
      {translate('app.enrollments.requested', { name: enrollment.child_first_name ?? '' })}{' '}
      <Link to="/parent/bills/">{translate('app.enrollments.see_mine')}</Link>
    </Alert>
  );
};

/**
 * A parent's registration on the stage's page: choose one of the family's children, read the
 * price and dates once more, confirm. The answer says the request waits for the organizer.
 */
export const RegisterChild = ({
  stage,
  onRegistered,
}: {
  readonly stage: StageDetail;
  /** The page says the request was sent, and shows the places left after it. */
  readonly onRegistered: (enrollment: Enrollment) => void;
}) => {
  const translate = useTranslate();
  const format = useFormats();
  const children = useQuery({
    queryKey: ['children', 'all'],
    queryFn: () => api<Child[]>(ALL_CHILDREN),
  });
  const [childId, setChildId] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  if (!children.data) return null;
  if (children.data.length === 0) {
    return (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography>{translate('app.enrollments.no_child')}</Typography>
        <Button component={Link} to="/parent/add-child/" variant="outlined">
          {translate('app.enrollments.add_child')}
        </Button>
      </Stack>
    );
  }

  const confirm = async () => {
    setSending(true);
    setRefusal(null);
    try {
      onRegistered(
        await api<Enrollment>('/enrollments/', {
          body: { stage_id: stage.id, child_id: childId, confirmed_price_cents: stage.cost_cents },
        }),
      );
    } catch (error) {
      setRefusal(describeFailure(error).message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack spacing={1.5} component="section" aria-label={translate('app.enrollments.register')}>
      <FormControl>
        <FormLabel id="register-child">{translate('app.enrollments.which_child')}</FormLabel>
        <RadioGroup
          aria-labelledby="register-child"
          value={childId ?? ''}
          onChange={(event) => setChildId(event.target.value)}
        >
          {children.data.map((child) => (
            <FormControlLabel
              key={child.id}
              value={child.id}
              control={<Radio />}
              label={`${child.first_name} ${child.last_name} (${translate('app.enrollments.years', { smart_count: child.age })})`}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography>
        {translate('app.enrollments.confirm_terms', {
          price: format.price(stage.cost_cents),
          start: format.date(stage.starts_at),
          end: format.date(stage.ends_at),
        })}
      </Typography>
      {refusal && (
        <Alert severity="error" role="alert">
          {translate(refusal)}
        </Alert>
      )}
      <Button
        variant="contained"
        startIcon={<HowToRegIcon />}
        disabled={childId === null || sending}
        onClick={() => void confirm()}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('app.enrollments.confirm')}
      </Button>
    </Stack>
  );
};
