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
  ATTENDANCE_CORRECTION_DAYS,
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
          <PhotoConsentMark consent={child.photo_consent} answered={child.photo_consent_answered} />
          {child.has_allergies && <HealthFlag kind="allergies" />}
          {child.has_medications && <HealthFlag kind="medications" />}
        </Stack>
      }
    />
  );
};

/** How often an idle list asks again, to show what another phone on the stage recorded. */
const REFRESH_MS = 15_000;

type SaveStatus =
  | { readonly kind: 'idle' }
  | { readonly kind: 'saving' }
  | { readonly kind: 'saved'; readonly at: string }
  | { readonly kind: 'failed'; readonly reason: string };

/** The day as recorded, with the taps not yet saved on top. */
function presentWith(day: DayAttendance | undefined, taps: ReadonlyMap<string, boolean>) {
  const present = new Set<string>();
  for (const child of day?.children ?? []) {
    if (taps.get(child.enrollment_id) ?? child.present) present.add(child.enrollment_id);
  }
  return present;
}

/**
 * One day's list, saved tap by tap, one request at a time. What is sent is the list as last
 * recorded with this phone's taps on top, so that two phones on the same stage only undo each
 * other's ticks for the time of one request; a tap made during a save goes with the next one.
 * While no tap waits, the list is asked again now and then, to show the other phones' ticks.
 */
function useDayAttendance(slug: string, day: string) {
  const client = useQueryClient();
  const key = ['attendance', slug, day];
  const taps = useRef(new Map<string, boolean>());
  const saving = useRef(false);
  // What the screen shows of the taps: the ref is the saving loop's, read between requests.
  const [shownTaps, setShownTaps] = useState<ReadonlyMap<string, boolean>>(new Map());
  const redraw = () => setShownTaps(new Map(taps.current));
  const [status, setStatus] = useState<SaveStatus>({ kind: 'idle' });
  const query = useQuery({
    queryKey: key,
    queryFn: () => api<DayAttendance>(attendancePath(slug, day)),
    refetchOnWindowFocus: false,
    refetchInterval: () => (taps.current.size === 0 && !saving.current ? REFRESH_MS : false),
  });

  const flush = async () => {
    saving.current = true;
    // An answer asked before this save would show the list as it was before it.
    await client.cancelQueries({ queryKey: key });
    while (taps.current.size > 0) {
      const sent = new Map(taps.current);
      setStatus({ kind: 'saving' });
      try {
        const saved = await api<DayAttendance>(attendancePath(slug, day), {
          method: 'PUT',
          body: { present: [...presentWith(client.getQueryData(key), sent)] },
        });
        client.setQueryData(key, saved);
        for (const [id, present] of sent) {
          if (taps.current.get(id) === present) taps.current.delete(id);
        }
        redraw();
        if (taps.current.size === 0) setStatus({ kind: 'saved', at: saved.recorded_at ?? '' });
      } catch (failure) {
        setStatus({ kind: 'failed', reason: describeFailure(failure).message });
        break;
      }
    }
    saving.current = false;
  };

  const toggle = (enrollmentId: string) => {
    const present = presentWith(query.data, taps.current).has(enrollmentId);
    taps.current.set(enrollmentId, !present);
    redraw();
    if (!saving.current) void flush();
  };
  const retry = () => {
    if (!saving.current) void flush();
  };
  return {
    ...query,
    present: presentWith(query.data, shownTaps),
    tapped: shownTaps.size > 0,
    status,
    toggle,
    retry,
  };
}

/** Where the saves stand: one live region, always there, so that screen readers say each change. */
const SaveState = ({
  state,
  retry,
}: {
  readonly state: SaveStatus;
  readonly retry: () => void;
}) => {
  const translate = useTranslate();
  const format = useFormats();
  return (
    <>
      <Stack direction="row" role="status" sx={{ alignItems: 'center', gap: 1, minHeight: 24 }}>
        {state.kind === 'saving' && (
          <>
            <CircularProgress size={16} aria-hidden />
            <Typography variant="body2">{translate('app.attendance.saving')}</Typography>
          </>
        )}
        {state.kind === 'saved' && (
          <Typography variant="body2" color="success.dark">
            {translate('app.attendance.saved', { time: format.time(state.at) })}
          </Typography>
        )}
      </Stack>
      {state.kind === 'failed' && (
        <Alert
          severity="error"
          sx={{ width: '100%' }}
          action={<Button label="app.attendance.retry" onClick={retry} />}
        >
          {translate('app.attendance.failed', { reason: translate(state.reason) })}
        </Alert>
      )}
    </>
  );
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
  const { data, error, present, tapped, status, toggle, retry } = useDayAttendance(slug, day);
  if (error) {
    return <Alert severity="error">{translate(describeFailure(error).message)}</Alert>;
  }
  if (!data) return <CircularProgress aria-label={translate('ra.page.loading')} />;
  const notStarted = day > today;
  const closed = addDays(day, ATTENDANCE_CORRECTION_DAYS) < today;
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
        <SaveState state={status} retry={retry} />
      </Stack>
      {!data.recorded && !notStarted && !tapped && (
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
