// A season's matches grouped by the week they are played in: the public fixture list and the
// admin's schedule number weeks the same way.
import { weekKey, weekNumber } from '../../lib/format.ts';
import type { MatchSummary } from './api/matches-api.ts';

export interface FixtureWeek<M extends MatchSummary = MatchSummary> {
  key: string;
  number: number;
  matches: M[];
}

/** Matches grouped by the week (Monday to Sunday, league time) they are played in, in order. */
export const groupByWeek = <M extends MatchSummary>(
  matches: readonly M[],
  timeZone: string | undefined,
  firstWeek?: string,
): FixtureWeek<M>[] => {
  const sorted = [...matches].sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
  const weeks = new Map<string, M[]>();
  for (const match of sorted) {
    const key = weekKey(match.scheduledDate, timeZone);
    weeks.set(key, [...(weeks.get(key) ?? []), match]);
  }
  const keys = [...weeks.keys()];
  const origin = firstWeek ?? keys[0] ?? '1970-01-05';
  return keys.map((key) => ({
    key,
    number: weekNumber(key, origin),
    matches: weeks.get(key) ?? [],
  }));
};
