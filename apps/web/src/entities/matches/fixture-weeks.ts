// A season's matches grouped by the week they are played in. The public fixture list pages by
// month, so it numbers weeks from the season's start (`groupByWeek`); the admin's fixture list
// and the generator's preview hold the whole season and number match weeks, a break marked
// between them, as the domain's match-weeks.ts does (`groupByMatchWeek`).
import { numberMatchWeeks } from '@cueleague/domain/match-weeks';
import { weekKey, weekNumber } from '../../lib/format.ts';
import type { MatchSummary } from './api/matches-api.ts';

export interface FixtureWeek<M extends MatchSummary = MatchSummary> {
  key: string;
  number: number;
  matches: M[];
}

const byWeek = <M extends MatchSummary>(matches: readonly M[], timeZone: string | undefined) => {
  const sorted = [...matches].sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate));
  const weeks = new Map<string, M[]>();
  for (const match of sorted) {
    const key = weekKey(match.scheduledDate, timeZone);
    weeks.set(key, [...(weeks.get(key) ?? []), match]);
  }
  return weeks;
};

/** Matches grouped by the week (Monday to Sunday, league time) they are played in, in order. */
export const groupByWeek = <M extends MatchSummary>(
  matches: readonly M[],
  timeZone: string | undefined,
  firstWeek?: string,
): FixtureWeek<M>[] => {
  const weeks = byWeek(matches, timeZone);
  const keys = [...weeks.keys()];
  const origin = firstWeek ?? keys[0] ?? '1970-01-05';
  return keys.map((key) => ({
    key,
    number: weekNumber(key, origin),
    matches: weeks.get(key) ?? [],
  }));
};

/**
 * A whole season's matches by week, numbered by match weeks (a break is not a week; its Mondays
 * are the next week's `breakBefore`), each week's matches in `order` (start time if none).
 */
export const groupByMatchWeek = <M extends MatchSummary>(
  matches: readonly M[],
  timeZone: string | undefined,
  order?: (a: M, b: M) => number,
): (FixtureWeek<M> & { breakBefore: string[] })[] => {
  const weeks = byWeek(matches, timeZone);
  return numberMatchWeeks([...weeks.keys()]).map(({ monday, number, breakBefore }) => {
    const list = weeks.get(monday) ?? [];
    return { key: monday, number, breakBefore, matches: order ? list.sort(order) : list };
  });
};
