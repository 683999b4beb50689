/**
 * Belgian time, whatever the zone of the machine reading or typing. People type and read the
 * wall clock of Brussels (`2027-07-05T09:00`); the API and the events hold instants. Kept apart
 * from the schemas (no zod here) so the public pages can use it without the validation library.
 */

export const BRUSSELS_TIME_ZONE = 'Europe/Brussels';

/** `YYYY-MM-DDTHH:mm`, optionally with seconds, as an `<input type="datetime-local">` gives it. */
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const HOUR_MS = 3_600_000;

let parts: Intl.DateTimeFormat | undefined;
/** Created on first use: building it at import would make every importer pay for it. */
function brusselsParts() {
  parts ??= new Intl.DateTimeFormat('en-US', {
    timeZone: BRUSSELS_TIME_ZONE,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  });
  return parts;
}

interface WallClock {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
}

/**
 * Recent answers of `wallClockAt`: a list reads the same few stage times on every row, and
 * `formatToParts` is by far the dearest step of turning an instant into a Belgian day.
 */
const recentWallClocks = new Map<number, WallClock>();
const RECENT_WALL_CLOCKS = 4096;

function wallClockAt(time: number): WallClock {
  const known = recentWallClocks.get(time);
  if (known) return known;
  if (recentWallClocks.size >= RECENT_WALL_CLOCKS) recentWallClocks.clear();
  const wall = computeWallClockAt(time);
  recentWallClocks.set(time, wall);
  return wall;
}

function computeWallClockAt(time: number): WallClock {
  const values: Record<string, number> = {};
  for (const part of brusselsParts().formatToParts(time)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  return {
    year: values.year!,
    month: values.month!,
    day: values.day!,
    hour: values.hour!,
    minute: values.minute!,
  };
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function wallClockText({ year, month, day, hour, minute }: WallClock) {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}T${pad(hour)}:${pad(minute)}`;
}

/** How far ahead of UTC Brussels is at an instant, in milliseconds (one or two hours). */
function offsetAt(time: number): number {
  const wall = wallClockAt(time);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(time / 60_000) * 60_000;
}

const toTime = (instant: string | number | Date) =>
  instant instanceof Date
    ? instant.getTime()
    : typeof instant === 'number'
      ? instant
      : Date.parse(instant);

/**
 * The Brussels wall clock at an instant, `2027-07-05T09:00`; '' for what is not a date. A text
 * without an offset is already a Brussels wall clock and comes back as it is (a form formats
 * what it shows more than once).
 */
export function toBrusselsWallClock(instant: string | number | Date): string {
  if (typeof instant === 'string' && WALL_CLOCK.test(instant)) return instant.slice(0, 16);
  const time = toTime(instant);
  return Number.isNaN(time) ? '' : wallClockText(wallClockAt(time));
}

/** The Brussels day of an instant, `2027-07-05`. */
export function brusselsDay(instant: string | number | Date = Date.now()): string {
  if (typeof instant === 'string' && DAY.test(instant)) return instant;
  return toBrusselsWallClock(instant).slice(0, 10);
}

/**
 * The instant a Brussels wall clock names, as an ISO string; null when the text is not one.
 * Twice a year the wall clock is not one-to-one, and this answers as browsers do for local
 * times: on the last Sunday of October, 02:00 to 02:59 happen twice and the first (summer time)
 * is meant; on the last Sunday of March, 02:00 to 02:59 never happen and the time is read with
 * the winter offset, so 02:30 becomes 03:30 summer time.
 */
export function fromBrusselsWallClock(text: string): string | null {
  const match = WALL_CLOCK.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1, 6).map(Number) as [
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const wanted = wallClockText({ year, month, day, hour, minute });
  // Date.UTC rolls 2027-02-30 over to March: such a text is no date.
  if (new Date(asUtc).toISOString().slice(0, 16) !== wanted) return null;
  // The offsets in force a few hours either side cover both sides of a change.
  const before = offsetAt(asUtc - 3 * HOUR_MS);
  const after = offsetAt(asUtc + 3 * HOUR_MS);
  const matching = [...new Set([Math.max(before, after), Math.min(before, after)])]
    .map((offset) => asUtc - offset)
    .filter((time) => toBrusselsWallClock(time) === wanted)
    .sort((a, b) => a - b);
  const time = matching[0] ?? asUtc - before;
  return new Date(time).toISOString();
}

/** Whether a text is a calendar day without a time, `2027-07-05`, which no zone may shift. */
export const isDayText = (value: string) => DAY.test(value);

const DAY_MS = 86_400_000;

/** The calendar day `days` after `day` (before, when negative): `YYYY-MM-DD` in, the same out. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** How many calendar days from `from` to `to`: 1 from one day to the next. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}
