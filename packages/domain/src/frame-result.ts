// What a frame's result is made of: the winner decides the scores, isComplete and the state.
// Shared by the lifecycle (scoring), the frame completer and the web's pending entries.
import type { Frame, Match } from './entities.ts';

/**
 * The frame with a result: the winner's side scores 1. A null winner is the result of a frame
 * both sides left vacant: complete, 0-0. A locked frame stays locked.
 */
export const withResult = (frame: Frame, winnerPlayerId: string | null): Frame => ({
  ...frame,
  winnerPlayerId,
  homeScore: winnerPlayerId !== null && winnerPlayerId === frame.homePlayerId ? 1 : 0,
  awayScore: winnerPlayerId !== null && winnerPlayerId === frame.awayPlayerId ? 1 : 0,
  isComplete: true,
  state: frame.state === 'locked' ? 'locked' : 'resulted',
});

/** No result: no winner, 0-0, unplayed (a new frame's, or a reset one's). */
export const NO_RESULT: Pick<
  Frame,
  'winnerPlayerId' | 'homeScore' | 'awayScore' | 'isComplete' | 'state'
> = { winnerPlayerId: null, homeScore: 0, awayScore: 0, isComplete: false, state: 'unplayed' };

/** The frame with no result. */
export const withoutResult = (frame: Frame): Frame => ({ ...frame, ...NO_RESULT });

/** Frames won by each side among these frames (a frame without a result counts for neither). */
export const scoreOfFrames = (
  frames: readonly Pick<Frame, 'isComplete' | 'homeScore' | 'awayScore'>[],
): { home: number; away: number } => {
  let home = 0;
  let away = 0;
  for (const frame of frames) {
    if (!frame.isComplete) continue;
    home += frame.homeScore;
    away += frame.awayScore;
  }
  return { home, away };
};

export type Outcome = 'home' | 'away' | 'none' | 'unplayed';

/** Who won a frame: a side (a walkover's too), nobody (both vacant), or not played yet. */
export const outcomeOf = (frame: Frame): Outcome => {
  if (!frame.isComplete) return 'unplayed';
  if (frame.winnerPlayerId !== null && frame.winnerPlayerId === frame.homePlayerId) return 'home';
  if (frame.winnerPlayerId !== null && frame.winnerPlayerId === frame.awayPlayerId) return 'away';
  // A walkover's frame has nobody in it and no winner: its score says whose it is.
  if (frame.homeScore !== frame.awayScore)
    return frame.homeScore > frame.awayScore ? 'home' : 'away';
  return 'none';
};

/**
 * A match's score: counted from its frames when they are there and any has a result, else the
 * stored totals (a match summary carries no frames).
 */
export const matchScore = (
  match: Pick<Match, 'homeScore' | 'awayScore'> & { frames?: Match['frames'] },
): { home: number; away: number } => {
  const frames = match.frames ?? [];
  if (!frames.some((frame) => frame.isComplete))
    return { home: match.homeScore, away: match.awayScore };
  return scoreOfFrames(frames);
};

/** How many of a match's frames have a result. */
export const framesPlayed = (match: Pick<Match, 'frames'>): number =>
  match.frames.filter((frame) => frame.isComplete).length;
