import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { drawSeeds, hashSeed, homeSide, mulberry32 } from './draw.ts';
import { CompetitionRefusal } from './refusal.ts';

const EIGHT = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
const ids = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), {
  minLength: 2,
  maxLength: 64,
});

describe('a random draw', () => {
  it('gives the same draw for the same recorded seed, and another for another seed', () => {
    const spring = drawSeeds(EIGHT, { method: 'random', seed: 'Spring cup 2026' });
    expect(drawSeeds(EIGHT, { method: 'random', seed: 'Spring cup 2026' })).toEqual(spring);
    expect(drawSeeds(EIGHT, { method: 'random', seed: 'Spring cup 2027' })).not.toEqual(spring);
  });

  it('is the documented algorithm, so anyone can check it again (FNV-1a, mulberry32, Fisher-Yates)', () => {
    expect(hashSeed('a')).toBe(0xe40c292c); // FNV-1a's published test value
    expect(mulberry32(0)()).toBe(0.26642920868471265);
    expect(drawSeeds(EIGHT, { method: 'random', seed: 'Spring cup 2026' })).toEqual([
      'b',
      'e',
      'h',
      'a',
      'f',
      'c',
      'd',
      'g',
    ]);
  });

  it('does not depend on the order the entrants are listed in', () => {
    fc.assert(
      fc.property(ids, fc.string(), (entrants, seed) => {
        fc.pre(seed !== '');
        const draw = drawSeeds(entrants, { method: 'random', seed });
        expect([...draw].sort()).toEqual([...entrants].sort());
        expect(drawSeeds([...entrants].reverse(), { method: 'random', seed })).toEqual(draw);
      }),
    );
  });

  it('puts the seeded entrants first, in their order, and shuffles the rest', () => {
    const draw = drawSeeds(EIGHT, { method: 'random', seed: 'x', seeded: ['h', 'c'] });
    expect(draw.slice(0, 2)).toEqual(['h', 'c']);
    expect([...draw].sort()).toEqual(EIGHT);
  });

  it('refuses an empty seed, or a seeded entrant who has not entered', () => {
    expect(() => drawSeeds(EIGHT, { method: 'random', seed: '' })).toThrow(CompetitionRefusal);
    expect(() => drawSeeds(EIGHT, { method: 'random', seed: 'x', seeded: ['z'] })).toThrow(
      'The seeded list names z, who has not entered',
    );
  });
});

describe('a seeded or hand-entered draw', () => {
  it('is the order given, seed 1 first', () => {
    const order = [...EIGHT].reverse();
    expect(drawSeeds(EIGHT, { method: 'seeded', order })).toEqual(order);
    expect(drawSeeds(EIGHT, { method: 'manual', order })).toEqual(order);
  });

  it('refuses an order that leaves out an entrant or names one twice', () => {
    expect(() => drawSeeds(EIGHT, { method: 'manual', order: EIGHT.slice(1) })).toThrow(
      'The draw has 7 entrants; 8 have entered',
    );
    expect(() =>
      drawSeeds(EIGHT, { method: 'seeded', order: ['a', ...EIGHT.slice(0, 7)] }),
    ).toThrow('The draw names a twice');
  });
});

describe('homeSide', () => {
  const tie = { homeSeed: 7, awaySeed: 2 };

  it('follows the competition’s rule', () => {
    expect(homeSide(tie, 'drawn-first')).toBe('home');
    expect(homeSide(tie, 'higher-seed')).toBe('away');
    expect(homeSide({ homeSeed: 1, awaySeed: 8 }, 'higher-seed')).toBe('home');
    expect(homeSide(tie, 'neutral')).toBe('neutral');
  });

  it('cannot name the higher seed before both sides are known', () => {
    expect(homeSide({ homeSeed: 1, awaySeed: null }, 'higher-seed')).toBeNull();
  });
});
