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
  /**
   * The teams' venues with their tables: teams sharing a venue with fewer tables than teams are
   * seated to play at home on alternate weeks (`seatVenueSharers`). Without it, no reseating.
   */
  venues?: readonly { id: string; tables: number }[];
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

/**
 * Pairs of team positions whose home and away weeks mirror each other (never both at home) in
 * `circleRounds`, in both halves of a double round robin: with an even count 0 and the last,
 * then 1-2, 3-4...; with an odd count 0-1, 2-3... (the last has no partner). The tests check it.
 */
const mirroredPositions = (count: number): [number, number][] => {
  const pairs: [number, number][] = [];
  const even = count % 2 === 0;
  if (even && count >= 2) pairs.push([0, count - 1]);
  for (let first = even ? 1 : 0; first + 1 < (even ? count - 1 : count); first += 2)
    pairs.push([first, first + 1]);
  return pairs;
};

/**
 * The teams in the order the circle method takes them, so that teams sharing a venue with fewer
 * tables than teams take mirrored positions: two teams of a one-table pub are never both at home
 * on a night. A venue of k teams and t tables gets k - t such pairs (as far as there are pairs to
 * give); every other team keeps its order. With no venue short of tables, the order is unchanged.
 */
export const seatVenueSharers = <T extends RoundRobinTeam>(
  teams: readonly T[],
  venues: readonly { id: string; tables: number }[],
): T[] => {
  const tables = new Map(venues.map((venue) => [venue.id, venue.tables]));
  const atVenue = new Map<string, T[]>();
  for (const team of teams) {
    if (team.homeVenueId)
      atVenue.set(team.homeVenueId, [...(atVenue.get(team.homeVenueId) ?? []), team]);
  }
  const sharers: [T, T][] = [];
  for (const [venueId, group] of atVenue) {
    const short = group.length - (tables.get(venueId) ?? group.length);
    for (let index = 0; index < short && 2 * index + 1 < group.length; index++)
      sharers.push([group[2 * index] as T, group[2 * index + 1] as T]);
  }
  if (sharers.length === 0) return [...teams];
  const seats: (T | undefined)[] = new Array<T | undefined>(teams.length);
  const seated = new Set<string>();
  for (const [index, [first, second]] of mirroredPositions(teams.length).entries()) {
    const pair = sharers[index];
    if (!pair) break;
    seats[first] = pair[0];
    seats[second] = pair[1];
    seated.add(pair[0].id).add(pair[1].id);
  }
  const rest = teams.filter((team) => !seated.has(team.id));
  return Array.from(seats, (seat) => seat ?? (rest.shift() as T));
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
 * order given (shuffle them first for a random draw), but for teams sharing a venue short of
 * tables, which `venues` seats on alternate home weeks.
 */
export const generateRoundRobin = (input: RoundRobinInput): RoundRobinSchedule => {
  const { startMs, skip } = validate(input);
  const firstRounds = circleRounds(
    input.venues ? seatVenueSharers(input.teams, input.venues) : input.teams,
  );
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
