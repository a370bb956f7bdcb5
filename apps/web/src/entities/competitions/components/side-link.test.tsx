// A doubles pair's side name cut into its players' names (docs/decisions/0049): only when it cuts
// into exactly as many names as the side has players, so a name is never linked to the wrong one.
import { describe, expect, it } from 'vitest';
import { pairNames } from './side-link.tsx';

describe('pairNames', () => {
  it("cuts a pair's side name into its two players' names, in order", () => {
    expect(pairNames('Kate Hill & Tom Lee', 2)).toEqual(['Kate Hill', 'Tom Lee']);
  });

  it('gives nothing for a name that does not cut into one name a player', () => {
    // A player whose own name holds ' & ': which part is whose cannot be told.
    expect(pairNames('Kate Hill & Tom & Jerry Lee', 2)).toBeNull();
    expect(pairNames('Kate Hill', 2)).toBeNull();
    expect(pairNames('Kate Hill & ', 2)).toBeNull();
  });
});
