// Time in a league's zone: a wall-clock date and time as a UTC instant and back, and an instant
// written as the league reads it. Fixture times are wall-clock times (a 19:30 start reads 19:30 for
// everyone), so every zone calculation of the domain and both apps is here. Pure: the caller
// supplies the instant and the zone; nothing reads the clock.

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Milliseconds for a UTC wall time; setUTCFullYear avoids Date.UTC's 0-99 => 19xx quirk. */
const utcMs = (year: number, month: number, day: number, hour = 0, minute = 0, second = 0) => {
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  date.setUTCHours(hour, minute, second, 0);
  return date.getTime();
};

/** The 'YYYY-MM-DD' of UTC milliseconds. */
export const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' to UTC-midnight milliseconds, or null if it is not a real calendar date. */
const parseDate = (value: string): number | null => {
  const match = DATE_RE.exec(value);
  if (!match) return null;
  const ms = utcMs(Number(match[1]), Number(match[2]), Number(match[3]));
  // Round-tripping rejects dates like 2026-02-30 that Date would roll over.
  return isoDate(ms) === value ? ms : null;
};

/** A 'YYYY-MM-DD' as UTC-midnight milliseconds; a RangeError naming `label` if it is not one. */
export const requireDate = (value: unknown, label: string): number => {
  const ms = typeof value === 'string' ? parseDate(value) : null;
  if (ms === null)
    throw new RangeError(`${label} must be a date 'YYYY-MM-DD', got ${String(value)}`);
  return ms;
};

/** An 'HH:MM' (00:00-23:59) as its hour and minute; a RangeError if it is not one. */
export const requireTime = (value: unknown): { hour: number; minute: number } => {
  const match = typeof value === 'string' ? TIME_RE.exec(value) : null;
  if (!match) throw new RangeError(`time must be 'HH:MM' (00:00-23:59), got ${String(value)}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
};

/**
 * The ways an instant is read in a zone: `parts` for the arithmetic below, the others as the
 * league's British English writes it ('Tue 17 Nov', 'Tue 3 Dec, 19:30', '19:30').
 */
const FORMATS = {
  parts: [
    'en-US',
    {
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    },
  ],
  day: ['en-GB', { weekday: 'short', day: 'numeric', month: 'short' }],
  'day-time': [
    'en-GB',
    {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    },
  ],
  time: ['en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }],
} as const satisfies Record<string, readonly [string, Intl.DateTimeFormatOptions]>;

/** How `formatInZone` writes an instant. */
export type ZonedFormat = Exclude<keyof typeof FORMATS, 'parts'>;

// One formatter per format and zone: constructing Intl.DateTimeFormat is the slow part.
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (format: keyof typeof FORMATS, timeZone: string): Intl.DateTimeFormat => {
  const key = `${format}|${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    const [locale, options] = FORMATS[format];
    try {
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      throw new RangeError(`Unknown time zone: ${String(timeZone)}`);
    }
    formatters.set(key, formatter);
  }
  return formatter;
};

/** Nothing, for a zone this runtime knows; a RangeError for one it does not. */
export const requireTimeZone = (timeZone: string): void => {
  formatterFor('parts', timeZone);
};

/**
 * An instant as the league reads it in its zone: 'Tue 17 Nov' (`day`), 'Tue 3 Dec, 19:30'
 * (`day-time`) or '19:30' (`time`). A zone this runtime does not know is read as UTC: UTC's date
 * beats no date at all in a notification or a link preview.
 */
export const formatInZone = (
  instant: string | number | Date,
  timeZone: string,
  format: ZonedFormat,
): string => {
  let formatter: Intl.DateTimeFormat;
  try {
    formatter = formatterFor(format, timeZone);
  } catch {
    formatter = formatterFor(format, 'UTC');
  }
  return formatter.format(new Date(instant));
};

/** The wall-clock fields of an instant in a zone. */
const wallTime = (instantMs: number, timeZone: string) => {
  const fields: Record<string, number> = {};
  for (const part of formatterFor('parts', timeZone).formatToParts(instantMs)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 1,
    day: fields.day ?? 1,
    // Some engines print midnight as 24 even with h23.
    hour: (fields.hour ?? 0) % 24,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
};

/** The zone's offset from UTC at an instant, in ms (local = UTC + offset). */
const offsetAt = (instantMs: number, timeZone: string): number => {
  const whole = Math.floor(instantMs / 1000) * 1000;
  const w = wallTime(whole, timeZone);
  return utcMs(w.year, w.month, w.day, w.hour, w.minute, w.second) - whole;
};

/**
 * The UTC instant (ISO-8601) of a wall-clock date and time in a zone. Like Temporal's 'compatible'
 * choice: a time repeated when clocks go back is the first (earlier) one; a time skipped when clocks
 * go forward moves on by the gap (01:30 on the spring-forward night in London is 02:30 BST).
 */
export const zonedTimeToUtc = (date: string, time: string, timeZone: string): string => {
  const dayMs = requireDate(date, 'date');
  const { hour, minute } = requireTime(time);
  const wallMs = dayMs + (hour * 60 + minute) * 60_000;
  // The real offset is one in force within a day either side; try each and keep those that fit.
  const before = offsetAt(wallMs - DAY_MS, timeZone);
  const offsets = new Set([
    before,
    offsetAt(wallMs, timeZone),
    offsetAt(wallMs + DAY_MS, timeZone),
  ]);
  const fits = [...offsets]
    .map((offset) => wallMs - offset)
    .filter((instant) => offsetAt(instant, timeZone) === wallMs - instant)
    .sort((a, b) => a - b);
  const instant = fits[0] ?? wallMs - before;
  return new Date(instant).toISOString();
};

const instantMs = (instant: string | number | Date): number => {
  const ms = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not a valid date-time: ${String(instant)}`);
  return ms;
};

/** The local calendar date 'YYYY-MM-DD' of an instant in a zone. */
export const localDateInZone = (instant: string | number | Date, timeZone: string): string => {
  const w = wallTime(instantMs(instant), timeZone);
  return isoDate(utcMs(w.year, w.month, w.day));
};

/** The local wall-clock time 'HH:MM' of an instant in a zone. */
export const localTimeInZone = (instant: string | number | Date, timeZone: string): string => {
  const w = wallTime(instantMs(instant), timeZone);
  return `${String(w.hour).padStart(2, '0')}:${String(w.minute).padStart(2, '0')}`;
};
