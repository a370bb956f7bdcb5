import { describe, expect, it } from 'vitest';
import type { TieRecord } from './records.ts';
import {
  seedsByCup,
  seedsByRating,
  seedsByTable,
  teamRating,
  type PreviousCup,
} from './seeded-draw.ts';

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

describe('seedsByCup', () => {
  const team = (id: string, seed: number) => ({ teamId: id, name: id.toUpperCase(), seed });
  const tie = (
    id: string,
    stage: TieRecord['stage'],
    round: number,
    home: string,
    away: string,
  ): TieRecord => ({
    id,
    stage,
    round,
    index: 0,
    home: team(home, 1),
    away: team(away, 2),
    status: 'decided',
    winner: 'home',
    match: null,
    decidedBy: null,
  });
  const entries = ['a', 'b', 'c', 'd'].map((id, at) => ({
    ...team(id, at + 1),
    enteredAt: null,
    reserve: false,
  }));
  /** Last season's four-team cup: C beat A in the final; B and D went out in the semi-finals. */
  const lastSeason: PreviousCup = {
    entries,
    ties: [
      tie('W1-1', 'winners', 1, 'a', 'd'),
      tie('W1-2', 'winners', 1, 'c', 'b'),
      tie('W2-1', 'winners', 2, 'c', 'a'),
    ],
    winner: { teamId: 'c', name: 'C' },
    runnerUp: { teamId: 'a', name: 'A' },
  };

  it('puts the winner first, then the runner-up, then by the round reached; newcomers last', () => {
    // This season's teams have new ids: found by name, case ignored.
    const entrants = [
      { teamId: 'e2', name: 'Eagles' },
      { teamId: 'd2', name: 'd' },
      { teamId: 'a2', name: 'a' },
      { teamId: 'b2', name: 'B' },
      { teamId: 'c2', name: 'C' },
    ];
    expect(seedsByCup(entrants, lastSeason)).toEqual(['c2', 'a2', 'b2', 'd2', 'e2']);
  });

  it("finds a team of the cup's own season by its id, and counts the grand final and losers' rounds", () => {
    // A double elimination: A won the winners' bracket and the reset, C came through the losers'.
    const double: PreviousCup = {
      entries,
      ties: [
        tie('W1-1', 'winners', 1, 'a', 'd'),
        tie('W1-2', 'winners', 1, 'b', 'c'),
        tie('W2-1', 'winners', 2, 'a', 'b'),
        tie('L1-1', 'losers', 1, 'c', 'd'),
        tie('L2-1', 'losers', 2, 'c', 'b'),
        tie('GF', 'final', 1, 'a', 'c'),
      ],
      winner: { teamId: 'a', name: 'A' },
      runnerUp: { teamId: 'c', name: 'C' },
    };
    const entrants = ['d', 'c', 'b', 'a'].map((id) => ({ teamId: id, name: `Renamed ${id}` }));
    expect(seedsByCup(entrants, double)).toEqual(['a', 'c', 'b', 'd']);
    // Unfinished: the grand final's two first, A (never beaten) ahead of C; then B, whose
    // winners' run ended a round sooner, then D.
    expect(seedsByCup(entrants, { ...double, winner: null, runnerUp: null })).toEqual([
      'a',
      'c',
      'b',
      'd',
    ]);
  });
});
