// The check for every way a match's date changes (docs/rules.md, Scheduling): moving an unplayed
// match, rescheduling a postponed one, adding one. It warns and never refuses: the admin may know
// better (a break week used for a catch-up night, a venue lending a second table).
import type { MatchState } from './entities.ts';
import {
  findScheduleConflicts,
  type ConflictFixture,
  type ConflictKind,
  type ConflictOptions,
  type ConflictVenue,
} from './schedule-conflicts.ts';
import { mondayOf } from './match-weeks.ts';
import { localDateInZone } from './zoned-time.ts';

export type DateChangeWarningKind = 'season-break' | ConflictKind;

export interface DateChangeWarning {
  kind: DateChangeWarningKind;
  /** The match's new local date 'YYYY-MM-DD'. */
  date: string;
  /** For a season break: the Monday 'YYYY-MM-DD' of the week with no other fixture. */
  week?: string;
  message: string;
}

/** The match as it will be: its id (none for a new one), teams, venue and date. */
export type ChangedMatch = Omit<ConflictFixture, 'state'> & { id?: string | null };

/** Cancelled matches were never played: a week with only those is still an empty week. */
const holdsItsWeek = (state: MatchState | null | undefined) => state !== 'cancelled';

/**
 * A week inside the season's fixture list (after its first week with a fixture, before its
 * last) with no other fixture is, in practice, a break the fixture list skipped. Answers that
 * week's Monday, or null.
 */
export const breakWeekOf = (
  date: string,
  others: readonly Pick<ConflictFixture, 'scheduledDate' | 'state'>[],
  timezone: string,
): string | null => {
  const weeks = others
    .filter((other) => holdsItsWeek(other.state))
    .map((other) => mondayOf(localDateInZone(other.scheduledDate, timezone)))
    .sort();
  const week = mondayOf(date);
  const first = weeks[0];
  const last = weeks.at(-1);
  if (!first || !last || week <= first || week >= last || weeks.includes(week)) return null;
  return week;
};

/**
 * What the admin should know before a match takes its new date: the week looks like a season
 * break; its venue has more matches that night than tables; one of its teams plays twice that
 * night. `others` are the season's other matches (the match itself is left out by its id).
 */
export const checkDateChange = (
  match: ChangedMatch,
  others: readonly ConflictFixture[],
  venues: readonly ConflictVenue[],
  options: ConflictOptions,
): DateChangeWarning[] => {
  const rest = others.filter((other) => match.id == null || other.id !== match.id);
  const date = localDateInZone(match.scheduledDate, options.timezone);
  const warnings: DateChangeWarning[] = [];
  const week = breakWeekOf(date, rest, options.timezone);
  if (week)
    warnings.push({
      kind: 'season-break',
      date,
      week,
      message: `No other fixture is played the week of ${week}: it looks like a season break.`,
    });
  // Only the clashes this match is part of: the others' own clashes are not this move's doing.
  const conflicts = findScheduleConflicts(
    [...rest, { ...match, state: 'pre-match' }],
    venues,
    options,
  );
  const index = rest.length;
  for (const conflict of conflicts) {
    if (conflict.fixtures.some((fixture) => fixture.index === index))
      warnings.push({ kind: conflict.kind, date, message: conflict.message });
  }
  return warnings;
};
