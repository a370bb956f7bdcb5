// A team's matches come from two queries, as home side and as away side; GET
// /api/matches?teamId= answers them as one list, each once, newest first (docs/api.md, Matches).

/** Newest first; equal times by id, so the order is the same on every call. */
const newestFirst = <T extends { id: string; scheduledDate: string }>(a: T, b: T): number => {
  const byTime = instant(b.scheduledDate) - instant(a.scheduledDate);
  if (byTime !== 0) return byTime;
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
};

// Compared as instants, not as text: '...T19:30:00Z' and '...T19:30:00.000Z' are the same time.
// An unreadable date sorts last rather than throwing, so one bad row cannot hide the list.
const instant = (value: string): number => {
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/**
 * Home and away matches merged, de-duplicated by id (the first copy seen is kept, home list
 * first), newest first by scheduledDate. The inputs are not changed.
 */
export const mergeTeamMatches = <T extends { id: string; scheduledDate: string }>(
  homeMatches: readonly T[],
  awayMatches: readonly T[],
): T[] => {
  const byId = new Map<string, T>();
  for (const match of [...homeMatches, ...awayMatches]) {
    if (!byId.has(match.id)) byId.set(match.id, match);
  }
  return [...byId.values()].sort(newestFirst);
};
