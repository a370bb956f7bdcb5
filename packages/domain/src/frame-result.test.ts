import { describe, expect, it } from 'vitest';
import { scoreOfFrames } from './frame-result.ts';

describe('scoreOfFrames', () => {
  it('counts frames won by each side, and nothing for a frame without a result', () => {
    const frame = (isComplete: boolean, homeScore: number, awayScore: number) => ({
      isComplete,
      homeScore,
      awayScore,
    });
    expect(
      scoreOfFrames([frame(true, 1, 0), frame(true, 0, 1), frame(true, 1, 0), frame(true, 0, 0)]),
    ).toEqual({ home: 2, away: 1 });
    // A frame being entered (not complete) never counts, whatever it holds.
    expect(scoreOfFrames([frame(false, 1, 0)])).toEqual({ home: 0, away: 0 });
    expect(scoreOfFrames([])).toEqual({ home: 0, away: 0 });
  });
});
