// The schedule's conflict check (docs/rules.md, Scheduling): a team twice on one date, a venue with
// more matches on a date than it has tables. Dates are the league's local calendar dates.
import type { Match, MatchState, Team, Venue } from './entities.ts';
import { MESSAGES } from './errors.ts';
import { localDateInZone } from './zoned-time.ts';

export type ConflictFixture = Pick<
  Match,
  'homeTeamId' | 'awayTeamId' | 'venueId' | 'scheduledDate'
> & {
  /** Existing matches have one; fixtures not yet saved do not. */
  id?: string | null;
  state?: MatchState | null;
};

export type ConflictVenue = Pick<Venue, 'id' | 'name' | 'tables'>;

export interface ConflictOptions {
  /** The league's IANA zone; it decides which calendar date a match is on. */
  timezone: string;
  /** For the messages; a team not listed is 'Unknown Team'. */
  teams?: readonly Pick<Team, 'id' | 'name'>[];
}

export type ConflictKind = 'team-double-booked' | 'venue-over-capacity';

export interface ScheduleConflict {
  kind: ConflictKind;
  /** Local date 'YYYY-MM-DD'. */
  date: string;
  teamId?: string;
  venueId?: string;
  /** The fixtures involved: position in the list given, and id when it has one. */
  fixtures: { index: number; id: string | null }[];
  message: string;
}

/** States that hold a team and a table; postponed and cancelled matches free them. */
const OCCUPYING: ReadonlySet<MatchState> = new Set(['pre-match', 'in-progress', 'completed']);

/**
 * Groups fixture indexes by local date and a team or venue id, keeping first-seen order. The key
 * is the date then the id: a 'YYYY-MM-DD' date is always 10 characters, so it splits back cleanly.
 */
const groupByDateAnd = (entries: readonly { date: string; id: string; index: number }[]) => {
  const groups = new Map<string, number[]>();
  for (const { date, id, index } of entries) {
    const key = date + id;
    const group = groups.get(key);
    if (group) {
      if (!group.includes(index)) group.push(index);
    } else {
      groups.set(key, [index]);
    }
  }
  return groups;
};

/**
 * Every conflict among the fixtures, new and existing together, sorted by date, then kind, then
 * name. A venue not in `venues` is not checked (its capacity is unknown).
 */
export const findScheduleConflicts = (
  fixtures: readonly ConflictFixture[],
  venues: readonly ConflictVenue[],
  { timezone, teams = [] }: ConflictOptions,
): ScheduleConflict[] => {
  const teamNames = new Map(teams.map((team) => [team.id, team.name]));
  const venuesById = new Map(venues.map((venue) => [venue.id, venue]));

  const counted = fixtures.flatMap((fixture, index) =>
    fixture.state == null || OCCUPYING.has(fixture.state)
      ? [{ fixture, index, date: localDateInZone(fixture.scheduledDate, timezone) }]
      : [],
  );
  const byTeamDate = groupByDateAnd(
    counted.flatMap(({ fixture, index, date }) => [
      { date, id: fixture.homeTeamId, index },
      { date, id: fixture.awayTeamId, index },
    ]),
  );
  const byVenueDate = groupByDateAnd(
    counted.flatMap(({ fixture, index, date }) =>
      fixture.venueId ? [{ date, id: fixture.venueId, index }] : [],
    ),
  );
  const split = (key: string) => [key.slice(0, 10), key.slice(10)] as const;

  const involved = (indexes: number[]) =>
    indexes.map((index) => ({ index, id: fixtures[index]?.id ?? null }));
  const conflicts: (ScheduleConflict & { name: string })[] = [];

  for (const [key, indexes] of byTeamDate) {
    if (indexes.length < 2) continue;
    const [date, teamId] = split(key);
    const name = teamNames.get(teamId) ?? MESSAGES.unknownTeam;
    conflicts.push({
      kind: 'team-double-booked',
      date,
      teamId,
      fixtures: involved(indexes),
      message: `${name} plays ${indexes.length} matches on ${date}`,
      name,
    });
  }

  for (const [key, indexes] of byVenueDate) {
    const [date, venueId] = split(key);
    const venue = venuesById.get(venueId);
    if (!venue || indexes.length <= venue.tables) continue;
    conflicts.push({
      kind: 'venue-over-capacity',
      date,
      venueId,
      fixtures: involved(indexes),
      message: `${venue.name} has ${indexes.length} matches on ${date} but only ${venue.tables} ${venue.tables === 1 ? 'table' : 'tables'}`,
      name: venue.name,
    });
  }

  // Plain code-point comparisons keep the order the same on every machine and locale.
  const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  return conflicts
    .sort(
      (a, b) =>
        compare(a.date, b.date) ||
        compare(a.kind, b.kind) ||
        compare(a.name, b.name) ||
        compare(a.teamId ?? a.venueId ?? '', b.teamId ?? b.venueId ?? ''),
    )
    .map(({ name: _name, ...conflict }) => conflict);
};
