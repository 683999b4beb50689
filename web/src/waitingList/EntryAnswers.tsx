import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import LogoutIcon from '@mui/icons-material/Logout';
import { Alert, Box, Stack, Typography } from '@mui/material';
import type { OfferQuote, StageDetail, WaitingListEntry } from '@stages/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import {
  choiceBody,
  choiceQuery,
  hasChoice,
  NO_CHOICE,
  PlaceChoiceInputs,
  type PlaceChoice,
} from '../enrollments/PlaceChoice';
import { PriceLines } from '../enrollments/PriceLines';
import { useStagePhrase } from '../i18n/wording';
import { ConfirmButton } from '../layout/ConfirmButton';
import { api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';
import { useOfferOpen } from './useOfferOpen';
import { waitingChildren } from './waitingChildren';

/**
 * What taking the offer costs with the family's choice, each child's lines (the sibling
 * discounts in the entry's order) then the total; one child's lines are the total's.
 */
const OfferLines = ({
  entry,
  quote,
}: {
  readonly entry: WaitingListEntry;
  readonly quote: OfferQuote;
}) => {
  const translate = useTranslate();
  const format = useFormats();
  if (quote.children.length === 1) {
    const [child] = quote.children;
    return <PriceLines lines={child!.lines} totalCents={child!.total_cents} />;
  }
  const nameOf = (childId: string) =>
    entry.children.find((child) => child.id === childId)?.first_name ?? '';
  return (
    <Stack spacing={1.5}>
      {quote.children.map((child) => (
        <Box key={child.child_id}>
          <Typography variant="subtitle2" component="h3">
            {nameOf(child.child_id)}
          </Typography>
          <PriceLines lines={child.lines} totalCents={child.total_cents} />
        </Box>
      ))}
      <Typography sx={{ fontWeight: 700 }}>
        {translate('app.price_lines.offer_total', { price: format.price(quote.total_cents) })}
      </Typography>
    </Stack>
  );
};

/**
 * The family's choice for the places offered (the stage's options and, where it has one, the
 * social price), and the quote for it, asked again at each change while the dialog is open.
 */
const useOfferChoice = (entry: WaitingListEntry, choosing: boolean) => {
  const [choice, setChoice] = useState<PlaceChoice>(NO_CHOICE);
  const slug = entry.stage_slug;
  const stage = useQuery({
    queryKey: ['stage', slug],
    queryFn: () => api<StageDetail>(`/stages/${encodeURIComponent(slug ?? '')}/`),
    enabled: choosing && slug !== null,
  });
  const quote = useQuery({
    queryKey: ['offer-quote', entry.id, choice.optionIds.join(','), choice.reducedPrice],
    queryFn: () => api<OfferQuote>(`/waiting-list/${entry.id}/quote/?${choiceQuery(choice)}`),
    enabled: choosing,
    placeholderData: keepPreviousData,
    retry: false,
  });
  // The total confirmed is the one read for this very choice.
  const current = quote.isPlaceholderData || quote.isFetching ? null : (quote.data ?? null);
  const refusal = quote.isError && !quote.isFetching ? describeFailure(quote.error).message : null;
  return { choice, setChoice, stage: stage.data, quote, current, refusal };
};

/**
 * What the family may do with its entry, each asked first: take the places offered (choosing
 * options and the social price, reading the price's lines), turn them down, or leave the list.
 * `onAnswered` reloads what shows the entry.
 */
export const EntryAnswers = ({
  entry,
  onAnswered,
}: {
  readonly entry: WaitingListEntry;
  readonly onAnswered: () => void;
}) => {
  const notify = useNotify();
  const translate = useTranslate();
  const format = useFormats();
  const [locale] = useLocaleState();
  const stagePhrase = useStagePhrase();
  const offered = useOfferOpen(entry.status === 'offered' ? entry.offer_expires_at : null);
  const [choosing, setChoosing] = useState(false);
  const offer = useOfferChoice(entry, choosing && offered);
  if (entry.status !== 'waiting' && entry.status !== 'offered') return null;
  const total = offer.current?.total_cents ?? offer.quote.data?.total_cents ?? entry.price_cents;
  const messageArgs = {
    children: waitingChildren(entry, locale),
    stage: stagePhrase(entry.stage_name ?? '', 'to'),
    of_stage: stagePhrase(entry.stage_name ?? '', 'of'),
    price: format.price(total ?? 0),
    smart_count: entry.child_ids.length,
  };
  const send = (action: 'accept' | 'decline' | 'leave', done: string) => async () => {
    const body =
      action === 'accept'
        ? {
            confirmed_price_cents: offer.current?.total_cents ?? entry.price_cents ?? 0,
            ...choiceBody(offer.choice),
          }
        : {};
    // The quote is not asked again once the offer is answered, when the page reloads its data.
    setChoosing(false);
    try {
      await api(`/waiting-list/${entry.id}/${action}/`, { body });
      notify(done, { type: 'success', messageArgs });
    } catch (error) {
      notify(describeFailure(error).message, { type: 'error' });
    } finally {
      onAnswered();
    }
  };
  const choiceField = {
    input: (
      <Stack spacing={2} sx={{ mt: 2 }}>
        {offer.stage && hasChoice(offer.stage) && (
          <PlaceChoiceInputs
            stage={offer.stage}
            choice={offer.choice}
            onChange={offer.setChoice}
            places={entry.child_ids.length}
          />
        )}
        {offer.quote.data && !offer.refusal && (
          <Box
            aria-busy={offer.quote.isFetching}
            sx={{ opacity: offer.quote.isFetching ? 0.6 : 1, transition: 'opacity 150ms' }}
          >
            <OfferLines entry={entry} quote={offer.quote.data} />
          </Box>
        )}
        {offer.refusal && (
          <Alert severity="warning" role="alert">
            {translate(offer.refusal)}
          </Alert>
        )}
      </Stack>
    ),
    ready: offer.current !== null,
    reset: () => {
      offer.setChoice(NO_CHOICE);
      setChoosing(true);
    },
  };
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {offered && (
        <>
          <ConfirmButton
            label="app.waiting_list.accept.action"
            icon={<CheckIcon />}
            title="app.waiting_list.accept.title"
            content="app.waiting_list.accept.content"
            messageArgs={messageArgs}
            field={choiceField}
            onConfirm={send('accept', 'app.waiting_list.accept.done')}
          />
          <ConfirmButton
            label="app.waiting_list.decline.action"
            icon={<CloseIcon />}
            title="app.waiting_list.decline.title"
            content="app.waiting_list.decline.content"
            messageArgs={messageArgs}
            onConfirm={send('decline', 'app.waiting_list.decline.done')}
          />
        </>
      )}
      {entry.status === 'waiting' && (
        <ConfirmButton
          label="app.waiting_list.leave.action"
          icon={<LogoutIcon />}
          title="app.waiting_list.leave.title"
          content="app.waiting_list.leave.content"
          messageArgs={messageArgs}
          onConfirm={send('leave', 'app.waiting_list.leave.done')}
        />
      )}
    </Stack>
  );
};
