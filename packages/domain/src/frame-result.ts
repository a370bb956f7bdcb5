// What a frame's result is made of: the winner decides the scores, isComplete and the state.
// Shared by the lifecycle (scoring), the frame completer and the web's pending entries.
import type { Frame } from './entities.ts';

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

/** The frame with no result: no winner, 0-0, unplayed. */
export const withoutResult = (frame: Frame): Frame => ({
  ...frame,
  winnerPlayerId: null,
  homeScore: 0,
  awayScore: 0,
  isComplete: false,
  state: 'unplayed',
});

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
