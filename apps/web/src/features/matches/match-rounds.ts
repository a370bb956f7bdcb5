// How a match reads on a scoreboard: its frames grouped by round with each round's score.
import { scoreOfFrames } from '@cueleague/domain/frame-result';
import { ROUNDS_PER_MATCH } from '@cueleague/domain/constants';
import type { Frame, Match } from '@cueleague/domain/entities';

export interface RoundSummary {
  round: number;
  frames: Frame[];
  home: number;
  away: number;
  complete: boolean;
}

export const roundsOf = (match: Pick<Match, 'frames'>): RoundSummary[] =>
  Array.from({ length: ROUNDS_PER_MATCH }, (_, index) => {
    const round = index + 1;
    const frames = match.frames
      .filter((frame) => frame.round === round)
      .sort((a, b) => a.frameNumber - b.frameNumber);
    return {
      round,
      frames,
      ...scoreOfFrames(frames),
      complete: frames.length > 0 && frames.every((frame) => frame.isComplete),
    };
  });

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
