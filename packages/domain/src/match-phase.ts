// Where a match stands, as the pages read it. Two rounds are "current" and both are meant:
// - the open round (openRound, a rule of the lifecycle): the first round not yet locked, the one
//   whose line-ups may be set and whose frames may be scored;
// - the round in play (roundInPlay): the first round with a frame still to be played, what a
//   scoreboard shows ("Round 2 of 4") while the captains have yet to lock a played-out round.
// The scoring page's phase follows the open round; the live scoreboard shows the round in play.
import type { Match } from './entities.ts';
import { openRound } from './match-lifecycle/round-locks.ts';
import { roundsOf } from './rounds.ts';

export { openRound };

export type Phase =
  | { kind: 'pre-match' }
  | { kind: 'lineups'; round: number }
  | { kind: 'scoring'; round: number }
  | { kind: 'result' }
  | { kind: 'completed' }
  | { kind: 'cancelled' };

/** What the captains are doing now: before the match, line-ups or scoring a round, the result. */
export const phaseOf = (match: Match): Phase => {
  switch (match.state) {
    case 'pre-match':
    case 'postponed':
      return { kind: 'pre-match' };
    case 'completed':
      return { kind: 'completed' };
    case 'cancelled':
      return { kind: 'cancelled' };
    case 'in-progress': {
      const round = openRound(match);
      if (round === null) return { kind: 'result' };
      const index = round - 1;
      const locked = match.progress.lineupLocked;
      return locked.home[index] && locked.away[index]
        ? { kind: 'scoring', round }
        : { kind: 'lineups', round };
    }
  }
};

/** The round being played: the first with a frame still to play (the last when all are played). */
export const roundInPlay = (match: Pick<Match, 'frames' | 'format'>): number =>
  roundsOf(match).find((round) => !round.complete)?.round ?? match.format.roundsPerMatch;
