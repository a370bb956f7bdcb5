import { describe, expect, it } from 'vitest';
import { computeRatings, expectedScore, type RatingChange } from './player-rating.ts';
import { playedMatch } from './testing/played-match.ts';

const day = (n: number) => `2025-01-${String(n).padStart(2, '0')}T19:30:00.000Z`;

/** History as 'player before->after (change)' lines, easy to read in a failing diff. */
const lines = (history: RatingChange[]) =>
  history.map(
    (entry) =>
      `${entry.frameId} ${entry.playerId} ${entry.won ? 'W' : 'L'} v ${entry.opponentId}: ` +
      `${entry.before}->${entry.after} (${entry.change})`,
  );

describe('expectedScore', () => {
  it.each([
    { rating: 1500, opponent: 1500, expected: 0.5 },
    { rating: 1900, opponent: 1500, expected: 10 / 11 },
    { rating: 1500, opponent: 1900, expected: 1 / 11 },
  ])('$rating against $opponent', ({ rating, opponent, expected }) => {
    expect(expectedScore(rating, opponent)).toBeCloseTo(expected, 12);
  });
});

describe('computeRatings', () => {
  it.each([
    {
      name: 'equal ratings: the winner gains 12 and the loser drops 12 with K = 24',
      matches: [playedMatch('m1', ['ann>bob'])],
      options: undefined,
      expected: ['m1-R1-F1 ann W v bob: 1500->1512 (12)', 'm1-R1-F1 bob L v ann: 1500->1488 (-12)'],
    },
    {
      name: 'K and the starting rating are options',
      matches: [playedMatch('m1', ['ann<bob'])],
      options: { kFactor: 32, initialRating: 1000 },
      expected: ['m1-R1-F1 ann L v bob: 1000->984 (-16)', 'm1-R1-F1 bob W v ann: 1000->1016 (16)'],
    },
    {
      name: 'an upset moves ratings more than the favourite winning',
      matches: [playedMatch('m1', ['ann>bob', 'ann<bob', 'bob<ann'])],
      options: undefined,
      expected: [
        'm1-R1-F1 ann W v bob: 1500->1512 (12)',
        'm1-R1-F1 bob L v ann: 1500->1488 (-12)',
        // bob (1488) beats ann (1512): 24 * (1 - 0.4656) = 12.8.
        'm1-R1-F2 ann L v bob: 1512->1499.2 (-12.8)',
        'm1-R1-F2 bob W v ann: 1488->1500.8 (12.8)',
        // ann (1499.17) beats bob (1500.83): 24 * (1 - 0.4976) = 12.06, shown to the tenth.
        'm1-R1-F3 bob L v ann: 1500.8->1488.8 (-12)',
        'm1-R1-F3 ann W v bob: 1499.2->1511.2 (12)',
      ],
    },
    {
      name: 'forfeits, empty frames, unplayed frames and uncounted matches are ignored',
      matches: [
        playedMatch('m1', ['ann>vacant', 'vacant<bob', 'vacant=vacant', 'ann?bob']),
        playedMatch('m2', ['ann>bob'], { state: 'pre-match' }),
        playedMatch('m3', ['ann>bob'], { state: 'postponed' }),
        playedMatch('m4', ['ann>bob'], { state: 'cancelled' }),
      ],
      options: undefined,
      expected: [],
    },
    {
      name: 'in-progress matches count',
      matches: [playedMatch('m1', ['ann>bob'], { state: 'in-progress' })],
      options: undefined,
      expected: ['m1-R1-F1 ann W v bob: 1500->1512 (12)', 'm1-R1-F1 bob L v ann: 1500->1488 (-12)'],
    },
  ])('$name', ({ matches, options, expected }) => {
    expect(lines(computeRatings(matches, options).history)).toEqual(expected);
  });

  it('gives the favourite less for a win than the underdog gets for an upset', () => {
    const { history } = computeRatings([playedMatch('m1', ['ann>bob', 'ann>bob', 'ann<bob'])]);
    const gains = history.filter((entry) => entry.won).map((entry) => entry.change);
    // Even, then ann as favourite, then bob's upset.
    expect(gains).toEqual([12, 11.2, 13.6]);
  });

  it.each([
    {
      name: 'matches by date, whatever the input order',
      matches: [
        playedMatch('late', ['ann<bob'], { date: day(9) }),
        playedMatch('early', ['ann>bob'], { date: day(2) }),
      ],
      frames: ['early-R1-F1', 'late-R1-F1'],
    },
    {
      name: 'dates as instants: 20:00 at +02:00 is before 19:00 UTC',
      matches: [
        playedMatch('utc', ['ann<bob'], { date: '2025-01-01T19:00:00.000Z' }),
        playedMatch('plus2', ['ann>bob'], { date: '2025-01-01T20:00:00.000+02:00' }),
      ],
      frames: ['plus2-R1-F1', 'utc-R1-F1'],
    },
    {
      name: 'frames by round, then frame number, even if stored out of order',
      matches: [
        (() => {
          const match = playedMatch('m1', ['ann>bob', 'cat>dan', 'ann>bob', 'cat>dan', 'ann>bob']);
          return { ...match, frames: [...match.frames].reverse() };
        })(),
      ],
      frames: ['m1-R1-F1', 'm1-R1-F2', 'm1-R1-F3', 'm1-R1-F4', 'm1-R2-F1'],
    },
    {
      name: 'matches on the same date interleave by round and frame, then by match id',
      matches: [playedMatch('b', ['ann>bob', 'ann>bob']), playedMatch('a', ['cat>dan', 'cat>dan'])],
      frames: ['a-R1-F1', 'b-R1-F1', 'a-R1-F2', 'b-R1-F2'],
    },
  ])('orders $name', ({ matches, frames }) => {
    const { history } = computeRatings(matches);
    // Two entries per frame (home then away), so every other entry names the frame order.
    expect(history.filter((_, index) => index % 2 === 0).map((entry) => entry.frameId)).toEqual(
      frames,
    );
  });

  it('lets the order of results change the ratings', () => {
    const { ratings } = computeRatings([
      playedMatch('m2', ['ann<bob'], { date: day(2) }),
      playedMatch('m1', ['ann>bob'], { date: day(1) }),
    ]);
    expect(Object.fromEntries(ratings)).toEqual({ ann: 1499.2, bob: 1500.8 });
  });

  it('keeps every history consistent with itself and with the ratings', () => {
    const frames = [
      'ann>bob',
      'cat>dan',
      'ann<cat',
      'bob>dan',
      'ann>dan',
      'bob<cat',
      'cat<ann',
      'dan>bob',
      'ann>bob',
      'cat>dan',
      'dan<ann',
      'bob>cat',
    ];
    const { ratings, history } = computeRatings([
      playedMatch('m1', frames, { date: day(1) }),
      playedMatch('m2', [...frames].reverse(), { date: day(8) }),
    ]);
    expect(history).toHaveLength(frames.length * 2 * 2);
    for (const [playerId, rating] of ratings) {
      const own = history.filter((entry) => entry.playerId === playerId);
      own.forEach((entry, index) => {
        expect(entry.before).toBe(index === 0 ? 1500 : own[index - 1]?.after);
        expect(entry.change).toBeCloseTo(entry.after - entry.before, 9);
      });
      const total = own.reduce((sum, entry) => sum + entry.change, 0);
      expect(1500 + total).toBeCloseTo(rating, 9);
      expect(own.at(-1)?.after).toBe(rating);
    }
    // Elo moves points between players: the pool's total stays put (up to display rounding).
    const sum = [...ratings.values()].reduce((total, rating) => total + rating, 0);
    expect(Math.abs(sum - 4 * 1500)).toBeLessThanOrEqual(0.2);
  });
});
