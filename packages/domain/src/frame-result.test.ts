import { describe, expect, it } from 'vitest';
import { framesPlayed, matchScore, outcomeOf, scoreOfFrames } from './frame-result.ts';
import { playedMatch } from './testing/played-match.ts';

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

describe('outcomeOf', () => {
  it('names the side that won, nobody for a frame both left vacant, or unplayed', () => {
    const frames = playedMatch('m1', ['ann>bob', 'ann<bob', 'vacant=vacant', 'ann?bob']).frames;
    expect(frames.slice(0, 5).map(outcomeOf)).toEqual([
      'home',
      'away',
      'none',
      'unplayed',
      'unplayed',
    ]);
  });
});

describe('matchScore and framesPlayed', () => {
  it('count the frames when any has a result', () => {
    const match = playedMatch('m1', ['ann>bob', 'ann<bob', 'cat>dan', 'vacant=vacant']);
    expect(matchScore({ ...match, homeScore: 9, awayScore: 9 })).toEqual({ home: 2, away: 1 });
    expect(framesPlayed(match)).toBe(4);
  });

  it("take a summary's stored totals when there are no frames to count", () => {
    expect(matchScore({ homeScore: 9, awayScore: 7 })).toEqual({ home: 9, away: 7 });
    const unplayed = { ...playedMatch('m1', []), homeScore: 0, awayScore: 0 };
    expect(matchScore(unplayed)).toEqual({ home: 0, away: 0 });
    expect(framesPlayed(unplayed)).toBe(0);
  });
});
