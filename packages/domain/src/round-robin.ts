// Round-robin fixtures by the circle method (docs/rules.md, Scheduling), dated weekly in the
// league's time zone (zoned-time.ts). Pure: the caller supplies teams, dates and the zone; nothing reads the clock.
import type { Team } from './entities.ts';
import {
  isoDate,
  requireDate,
  requireTime,
  requireTimeZone,
  zonedTimeToUtc,
} from './zoned-time.ts';

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
  requireTime(input.time);
  const startMs = requireDate(input.startDate, 'startDate');
  const skip = new Set<number>();
  (input.skipDates ?? []).forEach((value, index) => {
    skip.add(requireDate(value, `skipDates[${index}]`));
  });
  requireTimeZone(input.timezone);
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
