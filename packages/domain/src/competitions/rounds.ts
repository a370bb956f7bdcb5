// A cup's rounds as people say them ("Semi-finals"), from the bracket's shape alone. Kept apart from
// records.ts and its schemas: the home page and the fixtures name cup ties, and what a phone loads
// first holds no schema library (docs/decisions/0024; apps/web/src/first-load.test.ts).

/** The name of round `round` of `rounds`, counted from the final back. */
export const roundName = (round: number, rounds: number): string => {
  const fromFinal = rounds - round;
  if (fromFinal === 0) return 'Final';
  if (fromFinal === 1) return 'Semi-finals';
  if (fromFinal === 2) return 'Quarter-finals';
  return `Round ${round}`;
};

/** The rounds of a single-elimination cup of `entrants` (2 or more): 6 teams play 3. */
export const roundsOfCup = (entrants: number): number =>
  Math.max(1, Math.ceil(Math.log2(Math.max(2, entrants))));

/** The round of a winners' tie from its id ('W2-1': 2), or null for an id of another shape. */
export const roundOfTie = (tieId: string): number | null => {
  const round = /^W(\d+)-\d+$/.exec(tieId)?.[1];
  return round === undefined ? null : Number(round);
};

/** A cup tie's round as people say it ("Semi-finals"), from its id and the cup's entrants. */
export const tieRoundName = (tieId: string, entrants: number): string | null => {
  const round = roundOfTie(tieId);
  return round === null ? null : roundName(round, roundsOfCup(entrants));
};
