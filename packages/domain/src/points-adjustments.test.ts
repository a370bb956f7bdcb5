import { describe, expect, it } from 'vitest';
import { DEFAULT_ADJUSTMENT_REASONS } from './constants.ts';
import { adjustmentFigure, reasonSuggestions } from './points-adjustments.ts';

describe('reasonSuggestions', () => {
  it('offers the defaults to a league that has used none', () => {
    expect(reasonSuggestions([])).toEqual(DEFAULT_ADJUSTMENT_REASONS);
  });

  it("puts the league's own reasons first, most used first, each once whatever its case", () => {
    expect(
      reasonSuggestions([
        'Kit not worn',
        'late result',
        'Kit not worn',
        ' Late result ',
        'Kit not worn',
      ]),
    ).toEqual([
      'Kit not worn',
      'late result',
      'Unregistered player',
      'Walkover conceded',
      'Conduct',
    ]);
  });
});

describe('adjustmentFigure', () => {
  it('signs a penalty with a true minus and an award with a plus', () => {
    expect(adjustmentFigure(-3)).toBe('\u22123');
    expect(adjustmentFigure(1)).toBe('+1');
    expect(adjustmentFigure(0)).toBe('0');
  });
});
