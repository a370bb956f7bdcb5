// Round-robin fixtures by the circle method (docs/rules.md, Scheduling), dated weekly in the
// league's time zone. Pure: the caller supplies teams, dates and the zone; nothing reads the clock.
import type { Team } from './entities.ts';

export type RoundRobinTeam = Pick<Team, 'id' | 'name' | 'homeVenueId'>;

export interface RoundRobinInput {
  teams: readonly RoundRobinTeam[];
  /** Home and away: a second half that repeats the first with sides swapped. */
  double: boolean;
  /** 0-6, 0 = Sunday. */
  weekday: number;
  /** 'HH:MM', wall-clock time in `timezone`. */
  time: string;
  /** 'YYYY-MM-DD'; week 1 is the first `weekday` on or after it. */
  startDate: string;
  /** 'YYYY-MM-DD' season breaks: no fixtures that week, the rest move on a week. */
  skipDates?: readonly string[];
  /** IANA zone name, e.g. 'Europe/London'. */
  timezone: string;
}

export interface ScheduledFixture {
  homeTeamId: string;
  awayTeamId: string;
  /** The home team's venue, null if it has none. */
  venueId: string | null;
  /** ISO-8601 UTC instant of the match start. */
  scheduledDate: string;
}

export interface ScheduleWeek {
  /** 1-based, counting only weeks with fixtures (a skipped date is not a week). */
  week: number;
  /** Local calendar date 'YYYY-MM-DD' in the league's zone. */
  date: string;
  fixtures: ScheduledFixture[];
  /** Teams sitting out this week (odd team count only). */
  byeTeamIds: string[];
}

export interface RoundRobinSchedule {
  weeks: ScheduleWeek[];
}

export type WeekFixture = ScheduledFixture & { week: number; date: string };

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

const isoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** 'YYYY-MM-DD' to UTC-midnight milliseconds, or null if it is not a real calendar date. */
const parseDate = (value: string): number | null => {
  const match = DATE_RE.exec(value);
  if (!match) return null;
  const ms = utcMs(Number(match[1]), Number(match[2]), Number(match[3]));
  // Round-tripping rejects dates like 2026-02-30 that Date would roll over.
  return isoDate(ms) === value ? ms : null;
};

const requireDate = (value: unknown, label: string): number => {
  const ms = typeof value === 'string' ? parseDate(value) : null;
  if (ms === null)
    throw new RangeError(`${label} must be a date 'YYYY-MM-DD', got ${String(value)}`);
  return ms;
};

const parseTime = (value: unknown): { hour: number; minute: number } => {
  const match = typeof value === 'string' ? TIME_RE.exec(value) : null;
  if (!match) throw new RangeError(`time must be 'HH:MM' (00:00-23:59), got ${String(value)}`);
  return { hour: Number(match[1]), minute: Number(match[2]) };
};

// One formatter per zone: constructing Intl.DateTimeFormat is the slow part.
const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterFor = (timeZone: string): Intl.DateTimeFormat => {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
        second: 'numeric',
      });
    } catch {
      throw new RangeError(`Unknown time zone: ${String(timeZone)}`);
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
};

/** The wall-clock fields of an instant in a zone. */
const wallTime = (instantMs: number, timeZone: string) => {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instantMs)) {
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
  const { hour, minute } = parseTime(time);
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

/** The local calendar date 'YYYY-MM-DD' of an instant in a zone. */
export const localDateInZone = (instant: string | number | Date, timeZone: string): string => {
  const ms = instant instanceof Date ? instant.getTime() : new Date(instant).getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not a valid date-time: ${String(instant)}`);
  const w = wallTime(ms, timeZone);
  return isoDate(utcMs(w.year, w.month, w.day));
};

interface Pairing {
  home: RoundRobinTeam;
  away: RoundRobinTeam;
}

interface Round {
  pairings: Pairing[];
  byes: RoundRobinTeam[];
}

/**
 * One pass of the circle method: slot 0 stays put, the rest turn one place a round, and pair i is
 * slot i against slot m-1-i. With an odd count slot 0 holds the bye; its partner sits out.
 */
const circleRounds = (teams: readonly RoundRobinTeam[]): Round[] => {
  const slots: (RoundRobinTeam | null)[] = teams.length % 2 === 1 ? [null, ...teams] : [...teams];
  const m = slots.length;
  const fixed = slots[0] ?? null;
  const turning = slots.slice(1);
  const roundCount = m - 1;
  const rounds: Round[] = [];
  for (let week = 0; week < roundCount; week++) {
    // Starting the cycle two rounds in keeps every team's one break (two home or two away in a
    // row) off the first and last week, so the mirrored second half of a double round robin
    // does not join it into three in a row at halfway. Checked for 2-40 teams in the tests.
    const r = (week + 2) % roundCount;
    const at = (slot: number): RoundRobinTeam | null =>
      slot === 0
        ? fixed
        : (turning[(((slot - 1 - r) % roundCount) + roundCount) % roundCount] ?? null);
    const pairings: Pairing[] = [];
    const byes: RoundRobinTeam[] = [];
    for (let i = 0; i < m / 2; i++) {
      const a = at(i);
      const b = at(m - 1 - i);
      if (!a || !b) {
        const sitting = a ?? b;
        if (sitting) byes.push(sitting);
        continue;
      }
      // The fixed team alternates home and away. Any other team is home in an odd slot, so it
      // alternates as it turns; its one break comes around its game against the fixed slot.
      const aHome = i === 0 ? r % 2 === 0 : i % 2 === 1;
      pairings.push(aHome ? { home: a, away: b } : { home: b, away: a });
    }
    rounds.push({ pairings, byes });
  }
  return rounds;
};

const validate = (input: RoundRobinInput) => {
  const { teams, weekday } = input;
  if (teams.length < 2) {
    throw new RangeError('A round robin needs at least 2 teams');
  }
  const seen = new Set<string>();
  for (const team of teams) {
    if (typeof team.id !== 'string' || team.id === '') {
      throw new RangeError('Every team needs a non-empty id');
    }
    if (seen.has(team.id)) throw new RangeError(`Duplicate team id: ${team.id}`);
    seen.add(team.id);
  }
  if (!Number.isInteger(weekday) || weekday < 0 || weekday > 6) {
    throw new RangeError(`weekday must be an integer 0-6 (0 = Sunday), got ${String(weekday)}`);
  }
  parseTime(input.time);
  const startMs = requireDate(input.startDate, 'startDate');
  const skip = new Set<number>();
  (input.skipDates ?? []).forEach((value, index) => {
    skip.add(requireDate(value, `skipDates[${index}]`));
  });
  formatterFor(input.timezone);
  return { startMs, skip };
};

/**
 * Fixtures for every team against every other, one round a week. Week 1 is the first `weekday`
 * on or after `startDate`; a date in `skipDates` gets no fixtures and everything moves on a week
 * (a skip date that is not on `weekday` never comes up and is ignored). Teams are used in the
 * order given: shuffle them first for a random draw.
 */
export const generateRoundRobin = (input: RoundRobinInput): RoundRobinSchedule => {
  const { startMs, skip } = validate(input);
  const firstRounds = circleRounds(input.teams);
  const rounds = input.double
    ? [
        ...firstRounds,
        ...firstRounds.map(({ pairings, byes }) => ({
          pairings: pairings.map(({ home, away }) => ({ home: away, away: home })),
          byes,
        })),
      ]
    : firstRounds;

  const startWeekday = new Date(startMs).getUTCDay();
  let dayMs = startMs + ((input.weekday - startWeekday + 7) % 7) * DAY_MS;
  const weeks: ScheduleWeek[] = [];
  for (const [index, round] of rounds.entries()) {
    while (skip.has(dayMs)) dayMs += 7 * DAY_MS;
    const date = isoDate(dayMs);
    const scheduledDate = zonedTimeToUtc(date, input.time, input.timezone);
    weeks.push({
      week: index + 1,
      date,
      fixtures: round.pairings.map(({ home, away }) => ({
        homeTeamId: home.id,
        awayTeamId: away.id,
        venueId: home.homeVenueId ?? null,
        scheduledDate,
      })),
      byeTeamIds: round.byes.map((team) => team.id),
    });
    dayMs += 7 * DAY_MS;
  }
  return { weeks };
};

/** Every fixture of a schedule in week order, each with its week number and local date. */
export const flattenSchedule = (schedule: RoundRobinSchedule): WeekFixture[] =>
  schedule.weeks.flatMap(({ week, date, fixtures }) =>
    fixtures.map((fixture) => ({ ...fixture, week, date })),
  );
