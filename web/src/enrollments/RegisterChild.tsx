import HowToRegIcon from '@mui/icons-material/HowToReg';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import {
  PhotoConsent,
  type Child,
  type Enrollment,
  type PriceQuote,
  type StageDetail,
} from '@stages/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';
import {
  choiceBody,
  choiceQuery,
  NO_CHOICE,
  PlaceChoiceInputs,
  type PlaceChoice,
} from './PlaceChoice';
import { photoConsentChoices } from '../children/photoConsentChoices';
import { PriceLines } from './PriceLines';

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
 * What the family would pay for the child with this choice, line by line, asked again whenever
 * the child or the choice changes; the last answer stays shown, dimmed, while the next comes.
 */
const useQuote = (slug: string, childId: string | null, choice: PlaceChoice) =>
  useQuery({
    queryKey: ['quote', slug, childId, choice.optionIds.join(','), choice.reducedPrice],
    queryFn: () =>
      api<PriceQuote>(
        `/stages/${encodeURIComponent(slug)}/quote/?child_id=${childId}&${choiceQuery(choice)}`,
      ),
    enabled: childId !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });

/**
 * A parent's registration on the stage's page: choose one of the family's children, the options
 * and, where the stage has one, the social price; read the price's lines and the dates, confirm
 * at that total. The answer says the request waits for the organizer.
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
  const [photoConsent, setPhotoConsent] = useState<PhotoConsent | null>(null);
  const [choice, setChoice] = useState<PlaceChoice>(NO_CHOICE);
  const [sending, setSending] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const quote = useQuote(stage.slug, childId, choice);
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

  // The total confirmed is the one read for this very child and choice.
  const current = quote.isPlaceholderData || quote.isFetching ? null : (quote.data ?? null);
  const quoteRefusal = quote.isError && !quote.isFetching ? describeFailure(quote.error) : null;
  // A child added before photos were asked about: the family answers with this registration.
  const unanswered = children.data.find(
    (child) => child.id === childId && !child.photo_consent_answered,
  );
  const confirm = async (total: number) => {
    setSending(true);
    setRefusal(null);
    try {
      onRegistered(
        await api<Enrollment>('/enrollments/', {
          body: {
            stage_id: stage.id,
            child_id: childId,
            confirmed_price_cents: total,
            ...choiceBody(choice),
            ...(unanswered && photoConsent && { photo_consent: photoConsent }),
          },
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
          onChange={(event) => {
            setChildId(event.target.value);
            // Another child's photos are that child's own answer.
            setPhotoConsent(null);
          }}
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
      {unanswered && (
        <FormControl required>
          <FormLabel id="register-photos">
            {translate('app.enrollments.photo_question', { name: unanswered.first_name })}
          </FormLabel>
          <RadioGroup
            aria-labelledby="register-photos"
            value={photoConsent ?? ''}
            onChange={(event) => setPhotoConsent(PhotoConsent.parse(event.target.value))}
          >
            {photoConsentChoices.map((answer) => (
              <FormControlLabel
                key={answer.id}
                value={answer.id}
                control={<Radio />}
                label={translate(answer.name)}
              />
            ))}
          </RadioGroup>
        </FormControl>
      )}
      <PlaceChoiceInputs
        stage={stage}
        choice={choice}
        onChange={(next) => {
          setChoice(next);
          setRefusal(null);
        }}
      />
      {childId !== null && quote.data && !quoteRefusal && (
        <Box
          component="section"
          aria-label={translate('app.price_lines.label')}
          aria-busy={quote.isFetching}
          sx={{ opacity: quote.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <PriceLines lines={quote.data.lines} totalCents={quote.data.total_cents} withinStage />
        </Box>
      )}
      {quoteRefusal && (
        <Alert severity="warning" role="alert">
          {translate(quoteRefusal.message)}
        </Alert>
      )}
      <Typography>
        {translate('app.enrollments.confirm_terms', {
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
        disabled={
          current === null || sending || (unanswered !== undefined && photoConsent === null)
        }
        onClick={() => current && void confirm(current.total_cents)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate('app.enrollments.confirm')}
      </Button>
    </Stack>
  );
};
