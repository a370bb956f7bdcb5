// How a match that was not played reads in results and in a season's CSV (docs/rules.md,
// Walkovers and void matches): "Walkover: Cue Tips (no frames)", "Walkover: Cue Tips 16-0", "Void".
import type { Match } from './entities.ts';

type Unplayed = Pick<Match, 'state' | 'progress' | 'homeScore' | 'awayScore'>;

/** The words for a walkover or a void match; null for any other match. */
export const unplayedLabel = (
  match: Unplayed,
  names: { home: string; away: string },
): string | null => {
  const walkover = match.progress.walkover;
  if (match.state === 'completed' && walkover) {
    const team = names[walkover.winner];
    if (walkover.rule === 'points') return `Walkover: ${team} (no frames)`;
    const [won, lost] =
      walkover.winner === 'home'
        ? [match.homeScore, match.awayScore]
        : [match.awayScore, match.homeScore];
    return `Walkover: ${team} ${String(won)}-${String(lost)}`;
  }
  if (match.state === 'cancelled' && match.progress.void) return 'Void';
  return null;
};

/** A walkover with no frames counted: its score (0-0) says nothing, so it is not shown. */
export const isPointsWalkover = (match: Unplayed): boolean =>
  match.state === 'completed' && match.progress.walkover?.rule === 'points';
