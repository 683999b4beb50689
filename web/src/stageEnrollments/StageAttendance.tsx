import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import MedicationIcon from '@mui/icons-material/Medication';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import {
  Alert,
  Box,
  Checkbox,
  CircularProgress,
  Divider,
  FormControlLabel,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import {
  addDays,
  brusselsDay,
  type AttendanceChild,
  type DayAttendance,
  type StageDetail,
} from '@stages/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PhotoConsentMark } from '../children/PhotoConsentMark';
import { DownloadLink } from '../documents/DownloadLink';
import { Button } from '../layout/Button';
import { API_URL, api } from '../providers/apiClient';
import { useFormats } from '../providers/useFormats';
import { describeFailure } from '../providers/validation';

/** How long after a day its attendance may still be corrected, as the API allows. */
const CORRECTION_DAYS = 7;

const attendancePath = (slug: string, day: string) =>
  `/organization/stages/${slug}/attendance/${day}/`;

/** The day the tab opens on: today while the stage runs, else its nearest day. */
function openingDay(firstDay: string, lastDay: string, today: string) {
  if (today < firstDay) return firstDay;
  if (today > lastDay) return lastDay;
  return today;
}

/** What a health flag says, where the organization may still read the sheets. */
const HealthFlag = ({ kind }: { readonly kind: 'allergies' | 'medications' }) => {
  const translate = useTranslate();
  const label = translate(`app.attendance.${kind}`);
  const Icon = kind === 'allergies' ? WarningAmberIcon : MedicationIcon;
  return (
    <Box
      component="span"
      role="img"
      aria-label={label}
      title={label}
      data-testid={`flag-${kind}`}
      sx={{ display: 'inline-flex', color: kind === 'allergies' ? 'error.dark' : 'info.dark' }}
    >
      <Icon fontSize="small" aria-hidden />
    </Box>
  );
};

/** One child: a whole line to tap, its name and age, and what the team must see at a glance. */
const ChildLine = ({
  child,
  present,
  disabled,
  onToggle,
}: {
  readonly child: AttendanceChild;
  readonly present: boolean;
  readonly disabled: boolean;
  readonly onToggle: () => void;
}) => {
  const translate = useTranslate();
  const name = [child.first_name, child.last_name].filter(Boolean).join(' ') || '—';
  return (
    <FormControlLabel
      disabled={disabled}
      sx={{ m: 0, px: 1, py: 0.5, width: '100%', minHeight: 56, alignItems: 'center' }}
      control={<Checkbox checked={present} onChange={onToggle} sx={{ mr: 1 }} />}
      label={
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
            {name}
          </Typography>
          {child.age !== null && (
            <Typography component="span" variant="body2" color="text.secondary">
              {translate('app.attendance.years', { smart_count: child.age })}
            </Typography>
          )}
          <PhotoConsentMark consent={child.photo_consent} />
          {child.has_allergies && <HealthFlag kind="allergies" />}
          {child.has_medications && <HealthFlag kind="medications" />}
        </Stack>
      }
    />
  );
};

/**
 * Saves each change as it is made, one request at a time: a tap while a save is on its way is
 * sent after it, with the list as it then stands, so the last tap always wins.
 */
function useAttendanceSaver(slug: string, day: string) {
  const queryClient = useQueryClient();
  const waiting = useRef<string[] | null>(null);
  const running = useRef(false);
  const [state, setState] = useState<
    | { readonly kind: 'idle' }
    | { readonly kind: 'saving' }
    | { readonly kind: 'saved'; readonly at: string }
    | { readonly kind: 'failed'; readonly reason: string; readonly present: string[] }
  >({ kind: 'idle' });

  const flush = async () => {
    running.current = true;
    while (waiting.current) {
      const present = waiting.current;
      waiting.current = null;
      setState({ kind: 'saving' });
      try {
        const saved = await api<DayAttendance>(attendancePath(slug, day), {
          method: 'PUT',
          body: { present },
        });
        queryClient.setQueryData(['attendance', slug, day], saved);
        if (!waiting.current) setState({ kind: 'saved', at: saved.recorded_at ?? '' });
      } catch (failure) {
        // A later tap is already waiting: it carries this one's list too.
        if (!waiting.current) {
          setState({ kind: 'failed', reason: describeFailure(failure).message, present });
        }
      }
    }
    running.current = false;
  };

  const save = (present: string[]) => {
    waiting.current = present;
    if (!running.current) void flush();
  };
  return { state, save };
}

const SaveState = ({
  state,
  retry,
}: {
  readonly state: ReturnType<typeof useAttendanceSaver>['state'];
  readonly retry: (present: string[]) => void;
}) => {
  const translate = useTranslate();
  const format = useFormats();
  if (state.kind === 'saving') {
    return (
      <Stack direction="row" role="status" sx={{ alignItems: 'center', gap: 1 }}>
        <CircularProgress size={16} aria-hidden />
        <Typography variant="body2">{translate('app.attendance.saving')}</Typography>
      </Stack>
    );
  }
  if (state.kind === 'saved') {
    return (
      <Typography variant="body2" role="status" color="success.dark">
        {translate('app.attendance.saved', { time: format.time(state.at) })}
      </Typography>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Alert
        severity="error"
        action={<Button label="app.attendance.retry" onClick={() => retry(state.present)} />}
      >
        {translate('app.attendance.failed', { reason: translate(state.reason) })}
      </Alert>
    );
  }
  return <Box role="status" />;
};

/** One day's list: who is present, a tap to change it, saved as it goes. */
const AttendanceDay = ({
  slug,
  day,
  today,
}: {
  readonly slug: string;
  readonly day: string;
  readonly today: string;
}) => {
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['attendance', slug, day],
    queryFn: () => api<DayAttendance>(attendancePath(slug, day)),
    // The list on screen is the one being edited: a refetch would undo taps not yet saved.
    refetchOnWindowFocus: false,
  });
  const [marked, setMarked] = useState<Set<string> | null>(null);
  const { state, save } = useAttendanceSaver(slug, day);
  if (error) {
    return <Alert severity="error">{translate(describeFailure(error).message)}</Alert>;
  }
  if (!data) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const present =
    marked ?? new Set(data.children.filter((c) => c.present).map((c) => c.enrollment_id));
  const notStarted = day > today;
  const closed = addDays(day, CORRECTION_DAYS) < today;
  const toggle = (enrollmentId: string) => {
    const next = new Set(present);
    if (next.has(enrollmentId)) next.delete(enrollmentId);
    else next.add(enrollmentId);
    setMarked(next);
    save([...next]);
  };
  return (
    <>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h6" component="p" data-testid="attendance-count">
          {translate('app.attendance.count', {
            smart_count: present.size,
            total: data.children.length,
          })}
        </Typography>
        <SaveState state={state} retry={save} />
      </Stack>
      {!data.recorded && !notStarted && marked === null && (
        <Typography variant="body2" color="text.secondary">
          {translate('app.attendance.not_taken')}
        </Typography>
      )}
      {notStarted && <Alert severity="info">{translate('app.attendance.not_started')}</Alert>}
      {closed && <Alert severity="info">{translate('app.attendance.closed')}</Alert>}
      {data.children.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{translate('app.attendance.no_children')}</Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
          {data.children.map((child, index) => (
            <Box component="li" key={child.enrollment_id}>
              {index > 0 && <Divider component="div" />}
              <ChildLine
                child={child}
                present={present.has(child.enrollment_id)}
                disabled={notStarted || closed}
                onToggle={() => toggle(child.enrollment_id)}
              />
            </Box>
          ))}
        </Box>
      )}
    </>
  );
};

/**
 * The stage's attendance, made for a phone in a field: it opens on today, a line per accepted
 * child to tap, the count on top; the other days one tap away, and the day sheet to print.
 */
export const StageAttendance = ({ slug }: { readonly slug: string }) => {
  const translate = useTranslate();
  const format = useFormats();
  const [params, setParams] = useSearchParams();
  const { data: stage } = useGetOne<StageDetail & { id: string }>('stage/manage', { id: slug });
  if (!stage) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const today = brusselsDay();
  const firstDay = brusselsDay(stage.starts_at);
  const lastDay = brusselsDay(stage.ends_at);
  const asked = params.get('day');
  const day =
    asked && asked >= firstDay && asked <= lastDay ? asked : openingDay(firstDay, lastDay, today);
  const go = (next: string) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('day', next);
      return updated;
    });
  return (
    <Stack sx={{ gap: 1 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 0.5 }}>
        <IconButton
          aria-label={translate('app.attendance.previous_day')}
          disabled={day <= firstDay}
          onClick={() => go(addDays(day, -1))}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Typography
          variant="subtitle1"
          component="h2"
          data-testid="attendance-day"
          sx={{
            flex: 1,
            textAlign: 'center',
            fontWeight: 600,
            '&::first-letter': { textTransform: 'uppercase' },
          }}
        >
          {format.day(`${day}T12:00:00Z`)}
        </Typography>
        <IconButton
          aria-label={translate('app.attendance.next_day')}
          disabled={day >= lastDay}
          onClick={() => go(addDays(day, 1))}
        >
          <ChevronRightIcon />
        </IconButton>
      </Stack>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {day !== today && today >= firstDay && today <= lastDay && (
          <Button label="app.attendance.today" onClick={() => go(today)} />
        )}
        <DownloadLink
          url={`${API_URL}/organization/stages/${slug}/day-sheet.pdf?day=${day}`}
          fallbackName={`${slug}-${day}.pdf`}
          icon={<PictureAsPdfIcon />}
          variant="text"
        >
          {translate('app.attendance.day_sheet')}
        </DownloadLink>
      </Stack>
      <AttendanceDay key={day} slug={slug} day={day} today={today} />
    </Stack>
  );
};
