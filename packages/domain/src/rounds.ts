// A match's frames by round: the one grouping the rules, the scoring page and the scoreboards
// share (each round's frames in frame order, its score, whether it is played out). Which round is
// open for line-ups and scoring, and which one a scoreboard shows, is match-phase.ts.
import type { Frame, Match, MatchFormat } from './entities.ts';
import { scoreOfFrames } from './frame-result.ts';
import { STANDARD_FORMAT } from './match-format.ts';

/** A round's frames, in frame order. */
export const framesOfRound = (match: Pick<Match, 'frames'>, round: number): Frame[] =>
  match.frames
    .filter((frame) => frame.round === round)
    .sort((a, b) => a.frameNumber - b.frameNumber);

/** Every frame of the round (P in the match's format) has a result. */
export const roundComplete = (
  frames: readonly Frame[],
  format: Pick<MatchFormat, 'framesPerRound'> = STANDARD_FORMAT,
): boolean => frames.length === format.framesPerRound && frames.every((frame) => frame.isComplete);

export interface RoundSummary {
  round: number;
  frames: Frame[];
  home: number;
  away: number;
  complete: boolean;
}

/** Each round of the match with its frames, its frames won by each side and whether it is done. */
export const roundsOf = (match: Pick<Match, 'frames' | 'format'>): RoundSummary[] =>
  Array.from({ length: match.format.roundsPerMatch }, (_, index) => {
    const round = index + 1;
    const frames = framesOfRound(match, round);
    return {
      round,
      frames,
      ...scoreOfFrames(frames),
      complete: roundComplete(frames, match.format),
    };
  });
