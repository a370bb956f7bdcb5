import type { MatchState } from './entities.ts';

/**
 * A match counts as played when it is in progress or completed (docs/rules.md, Match lifecycle).
 */
export const PLAYED_STATES = ['in-progress', 'completed'] as const satisfies readonly MatchState[];

export const isPlayed = (state: MatchState): boolean =>
  (PLAYED_STATES as readonly MatchState[]).includes(state);

/**
 * Players say whether they can play while a match is still to be played: once it has started the
 * line-ups are what count, and a cancelled match needs nobody.
 */
export const AVAILABILITY_STATES = [
  'pre-match',
  'postponed',
] as const satisfies readonly MatchState[];

export const takesAvailability = (state: MatchState): boolean =>
  (AVAILABILITY_STATES as readonly MatchState[]).includes(state);

/** How long after its start a match not yet begun still counts as coming up (a late start). */
export const UPCOMING_GRACE_MS = 6 * 3_600_000;

/**
 * A team's next match: one being played now first, else the earliest not yet played whose time
 * (less the grace for a late start) is still to come. Postponed and cancelled matches are not next.
 */
export const nextMatchOf = <
  M extends { state: MatchState; scheduledDate: string; homeTeamId: string; awayTeamId: string },
>(
  matches: readonly M[],
  teamIds: readonly string[],
  now: number,
): M | null => {
  const theirs = matches.filter(
    (match) => teamIds.includes(match.homeTeamId) || teamIds.includes(match.awayTeamId),
  );
  const live = theirs.find((match) => match.state === 'in-progress');
  if (live) return live;
  return (
    theirs
      .filter(
        (match) =>
          match.state === 'pre-match' && Date.parse(match.scheduledDate) >= now - UPCOMING_GRACE_MS,
      )
      .sort((a, b) => a.scheduledDate.localeCompare(b.scheduledDate))[0] ?? null
  );
};
