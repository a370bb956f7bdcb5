// A match read from one team's side: home or away, the opponent, our score first and the result.
// The team pages (the public one and the member's own area) show a team's matches this way.
import { resultFor, type FormResult } from '@cueleague/domain/compute-standings';
import type { Match, Walkover } from '@cueleague/domain/entities';
import { matchScore } from '@cueleague/domain/frame-result';

export interface TeamSideView {
  side: 'home' | 'away';
  opponentId: string;
  /** Frames won by the team and by the opponent (so far, while in progress). */
  us: number;
  them: number;
  /** W, D or L once completed; null before. */
  result: FormResult | null;
}

/** A walkover is won by the side present, with frames or without; any other match on frames. */
const resultOf = (
  walkover: Walkover | undefined,
  home: boolean,
  us: number,
  them: number,
): FormResult =>
  walkover ? ((walkover.winner === 'home') === home ? 'W' : 'L') : resultFor(us, them);

/** Works on a whole match or on a fixture list's summary (no frames: the stored scores). */
export const teamSide = (
  match: Pick<Match, 'homeTeamId' | 'awayTeamId' | 'state' | 'homeScore' | 'awayScore'> & {
    frames?: Match['frames'];
    progress?: Pick<Match['progress'], 'walkover'>;
  },
  teamId: string,
): TeamSideView => {
  const score = matchScore(match);
  const home = match.homeTeamId === teamId;
  const us = home ? score.home : score.away;
  const them = home ? score.away : score.home;
  return {
    side: home ? 'home' : 'away',
    opponentId: home ? match.awayTeamId : match.homeTeamId,
    us,
    them,
    result: match.state === 'completed' ? resultOf(match.progress?.walkover, home, us, them) : null,
  };
};
