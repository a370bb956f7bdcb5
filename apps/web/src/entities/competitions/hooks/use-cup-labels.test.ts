import { describe, expect, it } from 'vitest';
import { cupTie, WINTER_CUP } from '../../../test/cup-tie-fixtures.ts';
import { match } from '../../../test/fixtures.ts';
import { cupLabelOf, cupLabelText, withCup } from './use-cup-labels.ts';

describe('cupLabelOf', () => {
  const tie = (tieId: string) => cupTie({ id: 'm1', homeTeamId: 't1', awayTeamId: 't2', tieId });

  it("names a tie's cup and its round, counted from the final, and links to its bracket", () => {
    expect(cupLabelOf([WINTER_CUP], tie('W2-1'))).toEqual({
      name: 'Winter Cup',
      round: 'Semi-finals',
      href: '/competitions/c1',
    });
    expect(cupLabelOf([WINTER_CUP], tie('W1-3'))?.round).toBe('Quarter-finals');
    expect(cupLabelOf([WINTER_CUP], tie('W3-1'))?.round).toBe('Final');
  });

  it("names a double elimination's and a plate's rounds", () => {
    const double = { ...WINTER_CUP, bracket: 'double-elimination' as const };
    expect(cupLabelOf([double], tie('W3-1'))?.round).toBe("Winners' final");
    expect(cupLabelOf([double], tie('L2-1'))?.round).toBe("Losers' round 1");
    expect(cupLabelOf([double], tie('GF2'))?.round).toBe('Grand final reset');
    expect(cupLabelOf([{ ...WINTER_CUP, plate: true }], tie('P1-1'))?.round).toBe('Plate final');
  });

  it('says nothing of a league match, nor of a cup it does not know', () => {
    expect(cupLabelOf([WINTER_CUP], match({ id: 'm1', homeTeamId: 't1', awayTeamId: 't2' }))).toBe(
      null,
    );
    expect(cupLabelOf([], tie('W2-1'))).toBe(null);
  });

  it('names the cup alone for a tie whose round it cannot tell', () => {
    // A single elimination has no losers' bracket.
    const cup = cupLabelOf([WINTER_CUP], tie('L2-1'));
    expect(cup?.round).toBe(null);
    expect(cup && cupLabelText(cup)).toBe('Winter Cup');
  });
});

describe('withCup', () => {
  it("adds the cup and round to a tie's name and leaves a league match's as it was", () => {
    const cup = { name: 'Winter Cup', round: 'Semi-finals', href: '/competitions/c1' };
    expect(cupLabelText(cup)).toBe('Winter Cup · Semi-finals');
    expect(withCup('Reds versus Blues', cup)).toBe('Reds versus Blues, Winter Cup Semi-finals');
    expect(withCup('Reds versus Blues', null)).toBe('Reds versus Blues');
  });
});
