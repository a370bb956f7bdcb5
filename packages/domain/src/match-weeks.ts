// A season's weeks as the fixture lists number them (docs/rules.md, Scheduling): week 1, 2, 3...
// count the weeks that have matches, so a season break is not a week; the break is marked
// between the weeks it separates. Weeks run Monday to Sunday on the league's local dates.

/** The Monday 'YYYY-MM-DD' of the week a local date 'YYYY-MM-DD' falls in. */
export const mondayOf = (date: string): string => {
  const day = new Date(`${date}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
};

const WEEK_MS = 7 * 86_400_000;

export interface MatchWeek {
  /** The week's Monday 'YYYY-MM-DD'. */
  monday: string;
  /** 1-based, counting only weeks with matches. */
  number: number;
  /** The Mondays of the weeks without matches between the week before this one and this one. */
  breakBefore: string[];
}

/** Numbers the weeks that have matches (their Mondays, in any order, repeats allowed). */
export const numberMatchWeeks = (mondays: readonly string[]): MatchWeek[] => {
  const sorted = [...new Set(mondays)].sort();
  return sorted.map((monday, index) => {
    const breakBefore: string[] = [];
    const previous = sorted[index - 1];
    if (previous) {
      for (let ms = Date.parse(`${previous}T00:00:00Z`) + WEEK_MS; ; ms += WEEK_MS) {
        const gap = new Date(ms).toISOString().slice(0, 10);
        if (gap >= monday) break;
        breakBefore.push(gap);
      }
    }
    return { monday, number: index + 1, breakBefore };
  });
};

/**
 * The order of a week's (or a night's) matches: by division, top first, then by start time. A
 * match whose division is unknown comes last.
 */
export const byDivisionThenTime =
  <M extends { scheduledDate: string }>(divisionPosition: (match: M) => number | undefined) =>
  (a: M, b: M): number =>
    (divisionPosition(a) ?? Number.MAX_SAFE_INTEGER) -
      (divisionPosition(b) ?? Number.MAX_SAFE_INTEGER) ||
    Date.parse(a.scheduledDate) - Date.parse(b.scheduledDate);
