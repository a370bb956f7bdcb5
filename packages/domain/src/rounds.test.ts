import { describe, expect, it } from 'vitest';
import { withResult } from './frame-result.ts';
import { createMatch } from './new-match.ts';
import { framesOfRound, roundComplete, roundsOf } from './rounds.ts';

const fresh = createMatch({
  id: 'm1',
  seasonId: 's1',
  homeTeamId: 't1',
  awayTeamId: 't2',
  scheduledDate: '2026-03-10T19:30:00.000Z',
});
// Stored frames may come in any order; round 1 won 3-1 by home, round 2 half played.
const played = {
  ...fresh,
  frames: [...fresh.frames].reverse().map((unplayed) => {
    const frame = {
      ...unplayed,
      homePlayerId: `h${unplayed.homePosition}`,
      awayPlayerId: `a${unplayed.awayPosition}`,
    };
    if (frame.round === 1)
      return withResult(frame, frame.frameNumber === 2 ? frame.awayPlayerId : frame.homePlayerId);
    if (frame.round === 2 && frame.frameNumber <= 2) return withResult(frame, frame.awayPlayerId);
    return frame;
  }),
};

describe('rounds', () => {
  it("gives a round's frames in frame order", () => {
    expect(framesOfRound(played, 2).map((frame) => frame.frameNumber)).toEqual([1, 2, 3, 4]);
    expect(framesOfRound(played, 2).every((frame) => frame.round === 2)).toBe(true);
  });

  it('scores each round and says which are played out', () => {
    expect(
      roundsOf(played).map(({ round, home, away, complete }) => ({ round, home, away, complete })),
    ).toEqual([
      { round: 1, home: 3, away: 1, complete: true },
      { round: 2, home: 0, away: 2, complete: false },
      { round: 3, home: 0, away: 0, complete: false },
      { round: 4, home: 0, away: 0, complete: false },
    ]);
  });

  it('never calls a round with missing frames complete', () => {
    expect(roundComplete(framesOfRound(played, 1).slice(0, 3))).toBe(false);
    expect(roundComplete([])).toBe(false);
  });
});
