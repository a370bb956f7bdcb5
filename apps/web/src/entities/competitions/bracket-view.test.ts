// The bracket's words for each kind of cup: what its entrants are called and what each tie plays.
import { singlesFormat } from '@cueleague/domain/match-format';
import { describe, expect, it } from 'vitest';
import { entrantNoun, entrantWords, KIND_LABELS, tieRaceWords } from './bracket-view.ts';

describe('bracket-view', () => {
  it('names the entrants of each kind, a doubles knockout its pairs', () => {
    expect(KIND_LABELS['doubles-knockout']).toBe('Doubles knockout');
    expect(entrantNoun({ kind: 'doubles-knockout' })).toBe('pair');
    expect(entrantWords(4, { kind: 'doubles-knockout' })).toBe('4 pairs');
    expect(entrantWords(1, { kind: 'doubles-knockout' })).toBe('1 pair');
    expect(entrantWords(8, { kind: 'singles-knockout' })).toBe('8 players');
    expect(entrantWords(6, { kind: 'team-knockout' })).toBe('6 teams');
  });

  it("says a players' knockout's race, or its one frame", () => {
    expect(tieRaceWords({ format: singlesFormat(3) })).toBe('race to 3');
    expect(tieRaceWords({ format: singlesFormat(2, 'Doubles') })).toBe('race to 2');
    expect(tieRaceWords({ format: singlesFormat(1) })).toBe('one frame');
  });
});
