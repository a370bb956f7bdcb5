// The words a cup's rounds are called by, from a tie's id and the number of teams.
import { describe, expect, it } from 'vitest';
import { singleElimination } from './bracket.ts';
import { roundName, roundOfTie, roundsOfCup, tieRoundName } from './rounds.ts';

describe("a cup's rounds", () => {
  it('are named from the final back', () => {
    expect([1, 2, 3, 4].map((round) => roundName(round, 4))).toEqual([
      'Round 1',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
  });

  it('number as many as the bracket has, for every size of cup', () => {
    for (let entrants = 2; entrants <= 256; entrants++) {
      const bracket = singleElimination(entrants);
      expect(roundsOfCup(entrants), `${entrants} teams`).toBe(
        Math.max(...bracket.ties.map((tie) => tie.round)),
      );
    }
  });

  it("name a tie's round from its id", () => {
    expect(roundOfTie('W3-2')).toBe(3);
    expect(roundOfTie('P1-1')).toBeNull();
    expect(roundOfTie('W3')).toBeNull();
    expect(tieRoundName('W2-1', 6)).toBe('Semi-finals');
    expect(tieRoundName('W3-1', 6)).toBe('Final');
    expect(tieRoundName('W1-4', 8)).toBe('Quarter-finals');
    expect(tieRoundName('GF', 8)).toBeNull();
  });
});
