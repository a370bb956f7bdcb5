import { describe, expect, it } from 'vitest';
import { nameKey, namesakeOf } from './player-names.ts';

const players = [
  { id: 'p1', firstName: 'José', lastName: 'Smith' },
  { id: 'p2', firstName: 'Ann', lastName: 'Lee' },
];

describe('namesakes', () => {
  it('compares names with case, spacing and accents aside', () => {
    expect(nameKey(' JOSE ', 'smith')).toBe(nameKey('José', 'Smith'));
    expect(namesakeOf('jose', '  SMITH', players)?.id).toBe('p1');
  });
  it('finds nobody for a half-typed name, a different name, or the record itself', () => {
    expect(namesakeOf('Ann', '', players)).toBeUndefined();
    expect(namesakeOf('Ann', 'Leigh', players)).toBeUndefined();
    expect(namesakeOf('Ann', 'Lee', players, 'p2')).toBeUndefined();
  });
});
