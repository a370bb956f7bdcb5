// A match's frames by round: the one grouping the rules, the scoring page and the scoreboards
// share (each round's frames in frame order, its score, whether it is played out). Which round is
// open for line-ups and scoring, and which one a scoreboard shows, is match-phase.ts.
import { FRAMES_PER_ROUND, ROUNDS_PER_MATCH } from './constants.ts';
import type { Frame, Match } from './entities.ts';
import { scoreOfFrames } from './frame-result.ts';

/** A round's frames, in frame order. */
export const framesOfRound = (match: Pick<Match, 'frames'>, round: number): Frame[] =>
  match.frames
    .filter((frame) => frame.round === round)
    .sort((a, b) => a.frameNumber - b.frameNumber);

/** Every frame of the round has a result. */
export const roundComplete = (frames: readonly Frame[]): boolean =>
  frames.length === FRAMES_PER_ROUND && frames.every((frame) => frame.isComplete);

export interface RoundSummary {
  round: number;
  frames: Frame[];
  home: number;
  away: number;
  complete: boolean;
}

/** Each round of the match with its frames, its frames won by each side and whether it is done. */
export const roundsOf = (match: Pick<Match, 'frames'>): RoundSummary[] =>
  Array.from({ length: ROUNDS_PER_MATCH }, (_, index) => {
    const round = index + 1;
    const frames = framesOfRound(match, round);
    return { round, frames, ...scoreOfFrames(frames), complete: roundComplete(frames) };
  });
