// How a match reads on a scoreboard: its score and the round being played, from the domain's
// rounds (packages/domain/src/rounds.ts).
import { scoreOfFrames } from '@cueleague/domain/frame-result';
import { ROUNDS_PER_MATCH } from '@cueleague/domain/constants';
import type { Match } from '@cueleague/domain/entities';
import { roundsOf } from '@cueleague/domain/rounds';

/** Frames won so far by each side, from the frames themselves. */
export const matchScore = (
  match: Pick<Match, 'homeScore' | 'awayScore'> & { frames?: Match['frames'] },
) => {
  // A summary (no frames) has the server's count.
  const frames = match.frames ?? [];
  if (!frames.some((frame) => frame.isComplete))
    return { home: match.homeScore, away: match.awayScore };
  return scoreOfFrames(frames);
};

/** The round being played: the first not yet complete (4 when all are). */
export const currentRound = (match: Pick<Match, 'frames'>): number =>
  roundsOf(match).find((round) => !round.complete)?.round ?? ROUNDS_PER_MATCH;

export const framesPlayed = (match: Pick<Match, 'frames'>): number =>
  match.frames.filter((frame) => frame.isComplete).length;
