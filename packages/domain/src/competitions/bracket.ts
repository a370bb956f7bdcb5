// The shape of a knockout (docs/rules.md, Knockouts): every tie and where its two sides come
// from, derived from the kind and the number of entrants alone. The server stores only those, the
// draw and the results; resolve.ts works out the rest.
import { bracketSize, seedOrder } from './seeding.ts';

/** Where one side of a tie comes from. */
export type Source = { seed: number } | { winnerOf: string } | { loserOf: string } | { bye: true };

/** The part of a competition a tie belongs to: 'final' is double elimination's grand final. */
export type Stage = 'winners' | 'losers' | 'final' | 'plate';

export interface Tie {
  /** Stable and readable: 'W1-3' (winners' round 1, tie 3), 'L2-1', 'P1-2' (plate), 'GF', 'GF2'. */
  id: string;
  stage: Stage;
  /** 1-based within the stage. */
  round: number;
  /** 1-based line of the tie in its round's column, top first (a gap where a tie is left out). */
  index: number;
  home: Source;
  away: Source;
}

export type BracketKind = 'single-elimination' | 'double-elimination';

export interface Bracket {
  kind: BracketKind;
  entrants: number;
  /** Lines in the winners' bracket: the power of two at or above `entrants`. */
  size: number;
  /** A plate (consolation knockout) for the first round's losers; single elimination only. */
  plate: boolean;
  /** Every tie, stage by stage (winners, plate, losers, final), each after the ties it waits for. */
  ties: Tie[];
}

const MAX_ENTRANTS = 256;

const requireEntrants = (entrants: number): void => {
  if (!Number.isInteger(entrants) || entrants < 2 || entrants > MAX_ENTRANTS) {
    throw new RangeError(`A knockout has 2 to ${MAX_ENTRANTS} entrants, got ${entrants}`);
  }
};

/** Whether a tie is a bye: one side is nobody, and the other simply goes through unplayed. */
export const isBye = (tie: Tie): boolean => 'bye' in tie.home || 'bye' in tie.away;

/**
 * A knockout of `size` lines whose seed s comes from `bySeed(s)`, its ties named
 * `${prefix}${round}-${index}`. Round 1 follows seedOrder, each later tie takes the winners of
 * the two ties above it.
 */
const knockout = (
  prefix: string,
  stage: Stage,
  size: number,
  bySeed: (seed: number) => Source,
): Tie[] => {
  const order = seedOrder(size);
  const ties: Tie[] = [];
  for (let index = 1; index <= size / 2; index++) {
    ties.push({
      id: `${prefix}1-${index}`,
      stage,
      round: 1,
      index,
      home: bySeed(order[2 * index - 2] ?? 0),
      away: bySeed(order[2 * index - 1] ?? 0),
    });
  }
  for (let round = 2, count = size / 4; count >= 1; round++, count /= 2) {
    for (let index = 1; index <= count; index++) {
      ties.push({
        id: `${prefix}${round}-${index}`,
        stage,
        round,
        index,
        home: { winnerOf: `${prefix}${round - 1}-${2 * index - 1}` },
        away: { winnerOf: `${prefix}${round - 1}-${2 * index}` },
      });
    }
  }
  return ties;
};

/** The winners' bracket: seeds 1..entrants, the missing high seeds the byes of the top seeds. */
const winnersBracket = (entrants: number, size: number): Tie[] =>
  knockout('W', 'winners', size, (seed) => (seed > entrants ? { bye: true } : { seed }));

/** The first-round ties that are played (not byes), whose losers a plate or losers' bracket takes. */
const playedFirstRound = (winners: readonly Tie[]): Tie[] =>
  winners.filter((tie) => tie.round === 1 && !isBye(tie));

/**
 * How many entrants a plate would have: the losers of the first round's played ties. A plate
 * needs at least 2 (with 3, 5 or 9 entrants there is only one first-round tie).
 */
export const plateEntrants = (entrants: number): number => {
  requireEntrants(entrants);
  return entrants - bracketSize(entrants) / 2;
};

/**
 * The plate: a knockout of the first round's losers. Its seeds go to those ties in order of the
 * closest first (the tie of the two middle seeds is plate seed 1), so its byes go to the losers
 * of the closest ties.
 */
const plateBracket = (winners: readonly Tie[]): Tie[] => {
  // A first-round tie pairs seed s with size + 1 - s: the closest has the highest home seed.
  const homeSeed = (tie: Tie) => ('seed' in tie.home ? tie.home.seed : 0);
  const played = playedFirstRound(winners).sort((a, b) => homeSeed(b) - homeSeed(a));
  if (played.length < 2) {
    throw new RangeError(
      `A plate needs at least 2 first-round losers; this draw has ${played.length}`,
    );
  }
  return knockout('P', 'plate', bracketSize(played.length), (seed) => {
    const tie = played[seed - 1];
    return tie ? { loserOf: tie.id } : { bye: true };
  });
};

/**
 * A single-elimination knockout of `entrants` (2-256): byes to the top seeds in the first round
 * only, seeds 1 and 2 able to meet only in the final (the last winners' tie). With `plate`, the
 * losers of the first round's played ties go into a plate; a bye's entrant lost nothing and is
 * not in it.
 */
export const singleElimination = (entrants: number, options: { plate?: boolean } = {}): Bracket => {
  requireEntrants(entrants);
  const size = bracketSize(entrants);
  const winners = winnersBracket(entrants, size);
  const plate = options.plate === true;
  return {
    kind: 'single-elimination',
    entrants,
    size,
    plate,
    ties: plate ? [...winners, ...plateBracket(winners)] : winners,
  };
};

/**
 * The order in which the losers of winners' round `round` drop into the losers' bracket: reversed
 * in even rounds, halves swapped in odd ones, so two entrants who have just met are not drawn
 * together again at once.
 */
const dropOrder = (round: number, count: number, index: number): number => {
  if (round % 2 === 0) return count + 1 - index;
  return count === 1 ? 1 : ((index - 1 + count / 2) % count) + 1;
};

/**
 * A double-elimination knockout of `entrants` (2-256): the winners' bracket of single
 * elimination, a losers' bracket, and a grand final with a reset.
 *
 * - Losers' bracket: its odd rounds pair the survivors (round 1 pairs the winners' round 1
 *   losers), its even rounds meet the losers dropping from the next winners' round.
 * - Byes: an entrant with a winners' round 1 bye has no loss to drop. The losers' bracket is built
 *   without those empty places: whoever would have met nobody goes straight on to the next losers'
 *   round, so the losers' bracket has no byes and every one of its ties is played.
 * - Grand final ('GF'): the winners' bracket winner at home against the losers' bracket winner.
 *   If the losers' bracket winner wins it, both have lost once and a reset ('GF2', the same two)
 *   decides, as most pool double-elimination events play it; otherwise 'GF2' is not needed. So
 *   nobody is knocked out before their second loss.
 */
export const doubleElimination = (entrants: number): Bracket => {
  requireEntrants(entrants);
  const size = bracketSize(entrants);
  const winners = winnersBracket(entrants, size);
  const byId = new Map(winners.map((tie) => [tie.id, tie]));
  const losers: Tie[] = [];
  // Each losers' tie left out passes its one entrant on as its output: null is nobody.
  const loserOfFirstRound = (index: number): Source | null => {
    const tie = byId.get(`W1-${index}`);
    return tie && !isBye(tie) ? { loserOf: tie.id } : null;
  };
  const tieOf = (
    id: string,
    round: number,
    index: number,
    home: Source | null,
    away: Source | null,
  ) => {
    if (home && away) {
      losers.push({ id, stage: 'losers', round, index, home, away });
      return { winnerOf: id };
    }
    return home ?? away;
  };
  let outputs: (Source | null)[] = [];
  const rounds = Math.log2(size);
  for (let step = 1; step < rounds; step++) {
    const count = size / 2 ** (step + 1);
    const odd = 2 * step - 1;
    const pairs = Array.from({ length: count }, (_, i) =>
      step === 1
        ? tieOf(
            `L${odd}-${i + 1}`,
            odd,
            i + 1,
            loserOfFirstRound(2 * i + 1),
            loserOfFirstRound(2 * i + 2),
          )
        : tieOf(`L${odd}-${i + 1}`, odd, i + 1, outputs[2 * i] ?? null, outputs[2 * i + 1] ?? null),
    );
    const even = odd + 1;
    outputs = pairs.map((survivor, i) =>
      tieOf(`L${even}-${i + 1}`, even, i + 1, survivor, {
        loserOf: `W${step + 1}-${dropOrder(step + 1, count, i + 1)}`,
      }),
    );
  }
  const winnersFinal = `W${rounds}-1`;
  const losersWinner: Source = outputs[0] ?? { loserOf: winnersFinal };
  const final = (id: string, round: number): Tie => ({
    id,
    stage: 'final',
    round,
    index: 1,
    home: { winnerOf: winnersFinal },
    away: losersWinner,
  });
  return {
    kind: 'double-elimination',
    entrants,
    size,
    plate: false,
    ties: [...winners, ...losers, final('GF', 1), final('GF2', 2)],
  };
};

/** The bracket the server stored as its kind, entrant count and plate option, made again. */
export const bracketOf = (stored: {
  kind: BracketKind;
  entrants: number;
  plate?: boolean;
}): Bracket => {
  if (stored.kind === 'single-elimination') {
    return singleElimination(stored.entrants, { plate: stored.plate === true });
  }
  if (stored.plate === true) throw new RangeError('A plate is for single elimination only');
  return doubleElimination(stored.entrants);
};
