// Months of fixtures in the league's time: the day range a month covers, the instants a day range
// of GET /api/matches?from=&to= selects, and the month a fixtures page opens on. Pure: the caller
// supplies the zone and today's date; nothing reads the clock.
import { mondayOf } from './match-weeks.ts';
import { localDateInZone, zonedTimeToUtc } from './zoned-time.ts';

/** 'YYYY-MM'. */
export type Month = string;

const MONTH_RE = /^(\d{4})-(0[1-9]|1[0-2])$/;

export const isMonth = (value: unknown): value is Month =>
  typeof value === 'string' && MONTH_RE.test(value);

/** The month of a 'YYYY-MM-DD' day. */
export const monthOfDay = (day: string): Month => day.slice(0, 7);

/** The month an instant falls in, in a zone. */
export const monthInZone = (instant: string | number | Date, timeZone: string): Month =>
  monthOfDay(localDateInZone(instant, timeZone));

/** The month `count` months after (or before, when negative) another. */
export const addMonths = (month: Month, count: number): Month => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + count;
  const y = Math.floor(index / 12);
  return `${String(y).padStart(4, '0')}-${String(index - y * 12 + 1).padStart(2, '0')}`;
};

/** The first and last days of a month, as GET /api/matches takes them (`from`, `to`). */
export const monthDays = (month: Month): { from: string; to: string } => {
  const [year = 0, number = 1] = month.split('-').map(Number);
  // Day 0 of the next month is this month's last day.
  const last = new Date(Date.UTC(2000, number, 0));
  last.setUTCFullYear(year, number, 0);
  return { from: `${month}-01`, to: `${month}-${String(last.getUTCDate()).padStart(2, '0')}` };
};

/** Every month from `first` to `last`, both included (none when `last` comes first). */
export const monthsBetween = (first: Month, last: Month): Month[] => {
  const months: Month[] = [];
  // Bounded: a season is not decades long, and a bad pair must not hang a page.
  for (let month = first; month <= last && months.length < 240; month = addMonths(month, 1))
    months.push(month);
  return months;
};

/**
 * The instants a range of days in a zone covers: from the first day's midnight, up to (not
 * including) the midnight after the last day. Either end may be open.
 */
export const dayRangeInstants = (
  range: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): { start?: string; end?: string } => {
  const after = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    ...(range.from ? { start: zonedTimeToUtc(range.from, '00:00', timeZone) } : {}),
    ...(range.to ? { end: zonedTimeToUtc(after(range.to), '00:00', timeZone) } : {}),
  };
};

/** Whether an instant falls on a day of the range, in a zone (an open end admits all). */
export const inDayRange = (
  instant: string,
  range: { from?: string | undefined; to?: string | undefined },
  timeZone: string,
): boolean => {
  if (!range.from && !range.to) return true;
  const day = localDateInZone(instant, timeZone);
  return (!range.from || day >= range.from) && (!range.to || day <= range.to);
};

/**
 * The months a season's fixtures page offers: from its start to its end when it has both, and
 * every month that holds a match, in order, with no gap between.
 */
export const seasonMonths = (
  season: { startDate?: string | null | undefined; endDate?: string | null | undefined },
  withMatches: readonly Month[],
): Month[] => {
  const ends = [
    ...(season.startDate ? [monthOfDay(season.startDate)] : []),
    ...(season.endDate ? [monthOfDay(season.endDate)] : []),
    ...withMatches,
  ].sort();
  const first = ends[0];
  const last = ends.at(-1);
  return first && last ? monthsBetween(first, last) : [];
};

/**
 * The month a fixtures page opens on: today's month while the season spans it, the first before
 * it starts, the last once it is over; today's when the season has no months at all.
 */
export const defaultMonth = (months: readonly Month[], today: string): Month => {
  const current = monthOfDay(today);
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return current;
  if (current < first) return first;
  if (current > last) return last;
  return current;
};

/**
 * A month that holds matches: how many, the day of its first, and the Mondays of the weeks its
 * matches are played in (GET /api/matches/months). A page showing one month numbers its weeks
 * from every month's Mondays (match-weeks.ts), so a season break is not a week there either.
 */
export interface MonthCount {
  month: Month;
  matches: number;
  firstDay: string;
  weeks: string[];
}

/** The months the matches at `instants` fall in, in the league's time, in order. */
export const countMatchMonths = (instants: Iterable<string>, timeZone: string): MonthCount[] => {
  const months = new Map<Month, MonthCount>();
  for (const instant of instants) {
    const day = localDateInZone(instant, timeZone);
    const month = months.get(monthOfDay(day));
    if (!month)
      months.set(monthOfDay(day), {
        month: monthOfDay(day),
        matches: 1,
        firstDay: day,
        weeks: [mondayOf(day)],
      });
    else {
      month.matches += 1;
      if (day < month.firstDay) month.firstDay = day;
      if (!month.weeks.includes(mondayOf(day))) month.weeks.push(mondayOf(day));
    }
  }
  for (const month of months.values()) month.weeks.sort();
  return [...months.values()].sort((a, b) => a.month.localeCompare(b.month));
};
