// Points adjustments (docs/rules.md, Points adjustments): the reasons offered when one is recorded,
// and how a table says one.
import { DEFAULT_ADJUSTMENT_REASONS } from './constants.ts';

/**
 * The reasons offered for a new adjustment: the league's own list is the reasons it has used
 * (most used first, then the newest first among equals, as given), then the defaults it has not
 * used; the same reason is offered once whatever its letter case.
 */
export const reasonSuggestions = (used: readonly string[]): string[] => {
  const counts = new Map<string, { reason: string; count: number; first: number }>();
  used.forEach((reason, index) => {
    const key = reason.trim().toLowerCase();
    if (!key) return;
    const seen = counts.get(key);
    if (seen) seen.count += 1;
    else counts.set(key, { reason: reason.trim(), count: 1, first: index });
  });
  const own = [...counts.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .map((entry) => entry.reason);
  const defaults = DEFAULT_ADJUSTMENT_REASONS.filter((reason) => !counts.has(reason.toLowerCase()));
  return [...own, ...defaults];
};

/** An adjustment as a table shows it: '−3', '+1' (a true minus sign), '0' for none. */
export const adjustmentFigure = (points: number): string =>
  points > 0 ? `+${points}` : points < 0 ? `\u2212${-points}` : '0';
