// A season's matches grouped by the week they are played in, numbered as match weeks: only weeks
// with matches count, and a season break is marked between the weeks it separates (the domain's
// match-weeks.ts). The admin's fixture list and the generator's preview hold the whole season
// (`groupByMatchWeek`); the public fixture list pages by month, so it numbers its weeks from the
// season's match weeks, which GET /api/matches/months gives (`groupMonthByMatchWeek`).
import { numberMatchWeeks } from '@cueleague/domain/match-weeks';
import { weekKey } from '../../lib/format.ts';
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

/**
 * One month's matches by week (Monday to Sunday, league time), numbered as the whole season's
 * match weeks: `seasonWeeks` are the Mondays of the season's weeks with matches, so a week has
 * one number and one break before it whichever month (or team) shows it. The last week also says
 * which break follows it (`breakAfter`) when the next week with matches is not on the page, so a
 * break at a month's end shows in that month too.
 */
export const groupMonthByMatchWeek = <M extends MatchSummary>(
  matches: readonly M[],
  timeZone: string | undefined,
  seasonWeeks: readonly string[],
): (FixtureWeek<M> & { breakBefore: string[]; breakAfter: string[] })[] => {
  const weeks = byWeek(matches, timeZone);
  // The month's own weeks count too: a match added since the season's weeks were read.
  const season = numberMatchWeeks([...seasonWeeks, ...weeks.keys()]);
  const shown = season.filter((week) => weeks.has(week.monday));
  return shown.map(({ monday, number, breakBefore }, index) => {
    const next = season[season.findIndex((week) => week.monday === monday) + 1];
    const last = index === shown.length - 1;
    return {
      key: monday,
      number,
      breakBefore,
      breakAfter: last && next && !weeks.has(next.monday) ? next.breakBefore : [],
      matches: weeks.get(monday) ?? [],
    };
  });
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
