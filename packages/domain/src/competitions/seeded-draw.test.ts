import { describe, expect, it } from 'vitest';
import { seedsByRating, seedsByTable, teamRating } from './seeded-draw.ts';

const place = (teamId: string, position: number, points: number, played: number) => ({
  teamId,
  name: `Team ${teamId}`,
  position,
  points,
  played,
});

describe('seedsByTable', () => {
  it('puts the top of the table first', () => {
    expect(seedsByTable([place('c', 3, 4, 6), place('a', 1, 10, 6), place('b', 2, 8, 6)])).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('takes every division leader before any runner-up, then points per match', () => {
    // Division 1 played 6, division 2 played 4: 16 in 4 beats 18 in 6.
    const order = seedsByTable([
      place('d1-2', 2, 14, 6),
      place('d2-1', 1, 16, 4),
      place('d1-1', 1, 18, 6),
      place('d2-2', 2, 6, 4),
    ]);
    expect(order).toEqual(['d2-1', 'd1-1', 'd1-2', 'd2-2']);
  });

  it('splits teams level on both by name, case ignored, then id; no match played is 0 a match', () => {
    const order = seedsByTable([
      { teamId: 'z', name: 'cannons', position: 1, points: 0, played: 0 },
      { teamId: 'y', name: 'Anchors', position: 1, points: 0, played: 0 },
      { teamId: 'x', name: 'Anchors', position: 1, points: 0, played: 0 },
    ]);
    expect(order).toEqual(['x', 'y', 'z']);
  });
});

describe('seedsByRating', () => {
  it('puts the strongest first, level teams by name', () => {
    expect(
      seedsByRating([
        { teamId: 'a', name: 'Bravo', rating: 1500 },
        { teamId: 'b', name: 'Charlie', rating: 1562.4 },
        { teamId: 'c', name: 'Alpha', rating: 1500 },
      ]),
    ).toEqual(['b', 'c', 'a']);
  });
});

describe('teamRating', () => {
  it('averages the roster, an unrated player at 1500, to one decimal', () => {
    expect(teamRating([1600, 1520.5, null])).toBe(1540.2);
    expect(teamRating([null, null])).toBe(1500);
  });

  it('gives a team with no players the starting rating', () => {
    expect(teamRating([])).toBe(1500);
  });
});
