import { describe, expect, it } from 'vitest';
import { FRAMES_PER_MATCH, VACANT } from './constants.ts';
import { completeFrames, generateFrames } from './generate-frames.ts';
import { breakerSide, frameIndex } from './match-format.ts';

const owner = { matchId: 'm1', seasonId: 's1' };

describe('generateFrames', () => {
  const frames = generateFrames(owner);

  it('makes 16 frames, rounds in order', () => {
    expect(frames).toHaveLength(FRAMES_PER_MATCH);
    expect(frames.map((f) => `${f.round}.${f.frameNumber}`)).toEqual([
      '1.1',
      '1.2',
      '1.3',
      '1.4',
      '2.1',
      '2.2',
      '2.3',
      '2.4',
      '3.1',
      '3.2',
      '3.3',
      '3.4',
      '4.1',
      '4.2',
      '4.3',
      '4.4',
    ]);
  });

  it.each([
    // round, frameNumber, frameId, home, away, breaker
    [1, 1, 'm1-R1-F1', 'A', 1, 'home'],
    [1, 2, 'm1-R1-F2', 'B', 2, 'away'],
    [1, 4, 'm1-R1-F4', 'D', 4, 'away'],
    [2, 1, 'm1-R2-F1', 'A', 2, 'home'],
    [2, 4, 'm1-R2-F4', 'D', 1, 'away'],
    [3, 2, 'm1-R3-F2', 'B', 4, 'away'],
    [3, 3, 'm1-R3-F3', 'C', 1, 'home'],
    [4, 1, 'm1-R4-F1', 'A', 4, 'home'],
    [4, 4, 'm1-R4-F4', 'D', 3, 'away'],
  ] as const)(
    'round %i frame %i is %s: %s v %i, %s breaks',
    (round, frameNumber, id, home, away, breaker) => {
      const frame = frames[frameIndex(round, frameNumber)];
      expect(frame).toMatchObject({
        frameId: id,
        matchId: 'm1',
        seasonId: 's1',
        homePosition: home,
        awayPosition: away,
        breakerSide: breaker,
      });
    },
  );

  it('gives every frame the new-frame defaults of docs/rules.md (Match format)', () => {
    for (const frame of frames) {
      expect(frame).toMatchObject({
        homePlayerId: VACANT,
        awayPlayerId: VACANT,
        winnerPlayerId: null,
        homeScore: 0,
        awayScore: 0,
        isComplete: false,
        state: 'unplayed',
        version: 0,
      });
    }
  });

  it('pairs every home position with every away position exactly once over the match', () => {
    const pairs = new Set(frames.map((f) => `${f.homePosition}${f.awayPosition}`));
    expect(pairs.size).toBe(16);
  });

  it.each([
    [1, 'home'],
    [2, 'away'],
    [3, 'home'],
    [4, 'away'],
  ] as const)('frame %i: %s breaks', (frameNumber, side) => {
    expect(breakerSide(frameNumber)).toBe(side);
  });
});

describe('completeFrames', () => {
  it.each([
    {
      name: 'a winner without isComplete or scores is a result',
      given: { winnerPlayerId: 'p1', isComplete: false, homeScore: 0, state: 'unplayed' },
      expected: {
        winnerPlayerId: 'p1',
        homeScore: 1,
        awayScore: 0,
        isComplete: true,
        state: 'resulted',
      },
    },
    {
      name: 'scores follow the winner, not what was sent',
      given: {
        winnerPlayerId: 'p2',
        isComplete: true,
        homeScore: 1,
        awayScore: 0,
        state: 'resulted',
      },
      expected: { homeScore: 0, awayScore: 1, state: 'resulted' },
    },
    {
      name: 'a locked result stays locked',
      given: { winnerPlayerId: 'p1', isComplete: true, state: 'locked' },
      expected: { homeScore: 1, state: 'locked' },
    },
    {
      name: 'a winner who is not in the frame is no result',
      given: { winnerPlayerId: 'p9', isComplete: true, homeScore: 1, state: 'resulted' },
      expected: { winnerPlayerId: null, homeScore: 0, isComplete: false, state: 'unplayed' },
    },
    {
      name: 'complete without a winner is no result',
      given: { winnerPlayerId: null, isComplete: true, state: 'resulted' },
      expected: { isComplete: false, state: 'unplayed' },
    },
    {
      name: 'both sides vacant and complete: no winner, 0-0, resulted',
      given: {
        homePlayerId: 'vacant',
        awayPlayerId: 'vacant',
        winnerPlayerId: null,
        isComplete: true,
        state: 'resulted',
      },
      expected: { homeScore: 0, awayScore: 0, isComplete: true, state: 'resulted' },
    },
  ])('makes a recorded result consistent: $name', ({ given, expected }) => {
    const [first] = completeFrames(owner, [
      { round: 1, frameNumber: 1, homePlayerId: 'p1', awayPlayerId: 'p2', ...given },
    ]);
    expect(first).toMatchObject(expected);
  });

  it('fills all 16 frames when none are given', () => {
    expect(completeFrames(owner, undefined)).toEqual(generateFrames(owner));
    expect(completeFrames(owner, [])).toEqual(generateFrames(owner));
  });

  it('keeps a recorded result and fills the missing frames', () => {
    const recorded = {
      ...generateFrames(owner)[5],
      homePlayerId: 'p1',
      awayPlayerId: 'p2',
      winnerPlayerId: 'p2',
      awayScore: 1,
      isComplete: true,
      state: 'resulted',
      version: 3,
    };
    const completed = completeFrames(owner, [recorded]);
    expect(completed).toHaveLength(16);
    expect(completed[5]).toEqual(recorded);
    expect(completed[4]?.state).toBe('unplayed');
  });

  it("corrects a frame's layout but not its result", () => {
    const wrong = {
      ...generateFrames(owner)[0],
      frameId: 'x',
      homePosition: 'D',
      winnerPlayerId: null,
    };
    const [first] = completeFrames(owner, [wrong]);
    expect(first?.frameId).toBe('m1-R1-F1');
    expect(first?.homePosition).toBe('A');
  });

  it('drops junk and frames outside the 16 slots', () => {
    const completed = completeFrames(owner, [
      null,
      'frame',
      { round: 9, frameNumber: 1 },
      { round: 1 },
    ]);
    expect(completed).toEqual(generateFrames(owner));
  });

  it('takes the first of two frames given for one slot', () => {
    const base = generateFrames(owner)[0];
    const first = { ...base, homePlayerId: 'p1' };
    const second = { ...base, homePlayerId: 'p9' };
    expect(completeFrames(owner, [first, second])[0]?.homePlayerId).toBe('p1');
  });
});
