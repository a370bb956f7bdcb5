import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bracketSize, meetingRound, seedOrder } from './seeding.ts';

const SIZES = [2, 4, 8, 16, 32, 64, 128, 256];

describe('seedOrder', () => {
  it('puts seed 1 on top and seed 2 on the bottom half of an 8-line bracket', () => {
    expect(seedOrder(8)).toEqual([1, 8, 4, 5, 2, 7, 3, 6]);
    expect(seedOrder(2)).toEqual([1, 2]);
  });

  it.each(SIZES)(
    'places every seed once in a bracket of %i, seed s beside size + 1 - s',
    (size) => {
      const order = seedOrder(size);
      expect([...order].sort((a, b) => a - b)).toEqual(
        Array.from({ length: size }, (_, i) => i + 1),
      );
      for (let line = 0; line < size; line += 2) {
        expect((order[line] ?? 0) + (order[line + 1] ?? 0)).toBe(size + 1);
      }
    },
  );

  it('keeps the top 2^k seeds in different sections of size / 2^k lines (they meet as late as they can)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SIZES.slice(1)), (size) => {
        const order = seedOrder(size);
        for (let top = 2; top <= size; top *= 2) {
          const section = size / top;
          const sections = order
            .map((seed, line) => [seed, Math.floor(line / section)] as const)
            .filter(([seed]) => seed <= top)
            .map(([, s]) => s);
          expect(new Set(sections).size).toBe(top);
        }
      }),
    );
  });

  it('refuses a size that is not a power of two', () => {
    expect(() => seedOrder(6)).toThrow(RangeError);
    expect(() => bracketSize(0)).toThrow(RangeError);
  });
});

describe('bracketSize and meetingRound', () => {
  it('rounds an entry up to the next power of two', () => {
    expect([2, 3, 5, 6, 8, 9, 200, 256].map(bracketSize)).toEqual([2, 4, 8, 8, 8, 16, 256, 256]);
  });

  it('says when two lines can first meet', () => {
    expect(meetingRound(0, 1)).toBe(1);
    expect(meetingRound(0, 3)).toBe(2);
    expect(meetingRound(0, 7)).toBe(3);
    expect(meetingRound(4, 4)).toBe(0);
  });
});
