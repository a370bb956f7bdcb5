// A doubles knockout for the cup pages' tests (docs/decisions/0049): the singles knockout of
// competition-fixtures.ts with a pair in each player's place, each pair an entrant side named
// after its two players ("Kate Hill & Tom Lee"), its ties races as a singles knockout's are.
import type { Competition, TieSide } from '@cueleague/domain/competitions/records';
import { singlesCup } from './competition-fixtures.ts';

/** A doubles knockout's pairs, each two players, "Kate Hill & Tom Lee" their side's name. */
export const PAIRS = [
  ['Kate Hill', 'Tom Lee'],
  ['Joe Bloggs', 'Amy Cole'],
  ['Ann Adams', 'Ben Ford'],
  ['Sam Roe', 'Eve Evans'],
] as const;

/**
 * A doubles knockout's pair: an entry that is a side of its own (decision 0049), d1 for its
 * players p11 and p12, named after them in that order.
 */
export const pairSide = (seed: number): TieSide => {
  const names = PAIRS[seed - 1] ?? ['', ''];
  return {
    teamId: `d${String(seed)}`,
    name: names.join(' & '),
    seed,
    playerIds: [`p${String(seed)}1`, `p${String(seed)}2`],
  };
};

/**
 * A four-pair doubles knockout, laid out as the singles one: the semi-finals a race to 3 (Kate
 * Hill & Tom Lee beat Sam Roe & Eve Evans; the other is being played), the final a race to 5.
 * A doubles tie's format is a singles tie's (one position, one race).
 */
export const doublesCup = (): Competition => {
  const singles = singlesCup();
  return {
    ...singles,
    name: 'Doubles',
    kind: 'doubles-knockout',
    entries: PAIRS.map((_, at) => {
      const { seed, ...side } = pairSide(at + 1);
      return { ...side, seed, enteredAt: null, reserve: false };
    }),
    ties: singles.ties.map((tie) => ({
      ...tie,
      home: tie.home && pairSide(tie.home.seed),
      away: tie.away && pairSide(tie.away.seed),
    })),
  };
};
