// The draw (docs/rules.md, Knockouts): which entrant holds which seed. A random draw comes from a
// recorded seed string through a small public algorithm, so it can be shown and checked again.
import { CompetitionRefusal } from './refusal.ts';

export type DrawMethod =
  /** Shuffled from `seed`; the entrants in `seeded` (if any) take seeds 1, 2... in that order. */
  | { method: 'random'; seed: string; seeded?: readonly string[] }
  /** By the league table, a previous round or the rating: `order` is seed 1 first. */
  | { method: 'seeded'; order: readonly string[] }
  /** Entered by hand: `order` is seed 1 first. */
  | { method: 'manual'; order: readonly string[] };

/** FNV-1a (32-bit) over the string's UTF-16 code units: the random draw's seed as a number. */
export const hashSeed = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
};

/** mulberry32: a 32-bit generator of numbers in [0, 1), the same sequence for the same state. */
export const mulberry32 = (state: number): (() => number) => {
  let a = state >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

/**
 * `items` shuffled by Fisher-Yates from the seed string: for i from the last place down to 1,
 * swap place i with place floor(r × (i + 1)), r the next mulberry32(hashSeed(seed)) number.
 */
export const seededShuffle = <T>(items: readonly T[], seed: string): T[] => {
  const next = mulberry32(hashSeed(seed));
  const shuffled = [...items];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [shuffled[i], shuffled[j]] = [shuffled[j] as T, shuffled[i] as T];
  }
  return shuffled;
};

const invalid = (message: string) => new CompetitionRefusal('validation_failed', message);

const requireDistinct = (ids: readonly string[], what: string): void => {
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) throw invalid(`${what} names ${id} twice`);
    seen.add(id);
  }
};

/**
 * The draw: the entrants' ids in seed order (seed 1 first), as resolveBracket takes it. A random
 * draw shuffles the unseeded entrants sorted by id (so the order they are given in does not
 * matter), and the same seed string always gives the same draw. Refuses ('validation_failed') an
 * order that is not the entrants, each once.
 */
export const drawSeeds = (entrantIds: readonly string[], method: DrawMethod): string[] => {
  requireDistinct(entrantIds, 'The entry list');
  const entered = new Set(entrantIds);
  const requireEntered = (ids: readonly string[], what: string) => {
    requireDistinct(ids, what);
    const stranger = ids.find((id) => !entered.has(id));
    if (stranger !== undefined) throw invalid(`${what} names ${stranger}, who has not entered`);
  };
  if (method.method === 'random') {
    if (method.seed === '') throw invalid('A random draw needs a seed to record');
    const seeded = method.seeded ?? [];
    requireEntered(seeded, 'The seeded list');
    const placed = new Set(seeded);
    const rest = entrantIds
      .filter((id) => !placed.has(id))
      .sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
    return [...seeded, ...seededShuffle(rest, method.seed)];
  }
  requireEntered(method.order, 'The draw');
  if (method.order.length !== entrantIds.length) {
    throw invalid(
      `The draw has ${method.order.length} entrants; ${entrantIds.length} have entered`,
    );
  }
  return [...method.order];
};

/** Who plays at home: the side drawn first, the higher seed, or neither (a neutral venue). */
export type HomeRule = 'drawn-first' | 'higher-seed' | 'neutral';

/**
 * The side that plays at home under the competition's rule: 'neutral' for a neutral venue (a
 * finals night at one venue), null while the higher seed is not known. The side drawn first is a
 * tie's home side; the higher seed is the lower seed number.
 */
export const homeSide = (
  tie: { homeSeed: number | null; awaySeed: number | null },
  rule: HomeRule,
): 'home' | 'away' | 'neutral' | null => {
  if (rule === 'neutral') return 'neutral';
  if (rule === 'drawn-first') return 'home';
  if (tie.homeSeed === null || tie.awaySeed === null) return null;
  return tie.awaySeed < tie.homeSeed ? 'away' : 'home';
};
