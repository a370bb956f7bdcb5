import { describe, expect, it } from 'vitest';
import { possessive } from './format.ts';

describe('possessive', () => {
  it('takes an apostrophe alone after a final s, in any case', () => {
    expect(possessive('Red Lion Rebels')).toBe("Red Lion Rebels'");
    expect(possessive('RED LION REBELS')).toBe("RED LION REBELS'");
    expect(possessive('Cue Tips ')).toBe("Cue Tips'");
  });
  it("takes 's otherwise", () => {
    expect(possessive('Rack Attack')).toBe("Rack Attack's");
    expect(possessive('Ben')).toBe("Ben's");
  });
});
