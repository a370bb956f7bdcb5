// Brackets of 2-256 entrants played through with fast-check choosing every result, and a few
// brackets a person can follow tie by tie.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  bracketOf,
  doubleElimination,
  isBye,
  plateEntrants,
  singleElimination,
  type Bracket,
} from './bracket.ts';
import { CompetitionRefusal } from './refusal.ts';
import {
  entrantPath,
  recordResult,
  resolveBracket,
  type ResolvedBracket,
  type TieResults,
  type TieSide,
} from './resolve.ts';
import { bracketSize } from './seeding.ts';

const drawOf = (entrants: number): string[] =>
  Array.from({ length: entrants }, (_, i) => `e${i + 1}`);

/** Plays every ready tie, wave after wave, until none is ready; `pick` chooses each winner. */
const playThrough = (bracket: Bracket, pick: () => TieSide) => {
  const draw = drawOf(bracket.entrants);
  const results: Record<string, TieSide> = {};
  for (;;) {
    const ready = resolveBracket(bracket, draw, results).ties.filter((t) => t.status === 'ready');
    if (ready.length === 0) break;
    for (const tie of ready) results[tie.id] = pick();
  }
  return { draw, results, resolved: resolveBracket(bracket, draw, results) };
};

const lossesIn = (resolved: ResolvedBracket, stages: string[]) => {
  const losses = new Map<string, number>();
  for (const tie of resolved.ties) {
    if (tie.loser && stages.includes(tie.stage)) {
      losses.set(tie.loser, (losses.get(tie.loser) ?? 0) + 1);
    }
  }
  return losses;
};

const refusal = (run: () => unknown): CompetitionRefusal => {
  try {
    run();
  } catch (error) {
    if (error instanceof CompetitionRefusal) return error;
    throw error;
  }
  throw new Error('expected a refusal');
};

const entrantCounts = fc.integer({ min: 2, max: 256 });
const sides = fc.infiniteStream(fc.constantFrom<TieSide>('home', 'away'));
const picker = (stream: Iterable<TieSide>) => {
  const it = stream[Symbol.iterator]();
  return () => it.next().value as TieSide;
};
const RUNS = { numRuns: 60 };

/** What every bracket shares: unique ids, byes only in the first round of winners or plate. */
const expectSoundShape = (bracket: Bracket) => {
  const ids = bracket.ties.map((tie) => tie.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const tie of bracket.ties.filter(isBye)) {
    expect(tie.round).toBe(1);
    expect(['winners', 'plate']).toContain(tie.stage);
  }
  const size = bracketSize(bracket.entrants);
  const byes = bracket.ties.filter((tie) => tie.stage === 'winners' && isBye(tie));
  expect(byes.map((tie) => ('seed' in tie.home ? tie.home.seed : 0)).sort((a, b) => a - b)).toEqual(
    Array.from({ length: size - bracket.entrants }, (_, i) => i + 1),
  );
};

describe('single elimination, 2-256 entrants', () => {
  it('has unique, stable ids and byes only for the top seeds in the first round', () => {
    fc.assert(
      fc.property(entrantCounts, (n) => {
        const bracket = singleElimination(n);
        expectSoundShape(bracket);
        expect(singleElimination(n)).toEqual(bracket);
      }),
      RUNS,
    );
  });

  it('plays N - 1 ties, every tie becoming ready, to one champion; everyone else loses exactly once', () => {
    fc.assert(
      fc.property(entrantCounts, sides, (n, stream) => {
        const { resolved } = playThrough(singleElimination(n), picker(stream));
        expect(resolved.ties.every((t) => t.status === 'decided' || t.status === 'bye')).toBe(true);
        expect(resolved.ties.filter((t) => t.status === 'decided')).toHaveLength(n - 1);
        expect(resolved.champion).not.toBeNull();
        expect(resolved.runnerUp).not.toBe(resolved.champion);
        const losses = lossesIn(resolved, ['winners']);
        expect(losses.has(resolved.champion ?? '')).toBe(false);
        expect(losses.size).toBe(n - 1);
        expect([...losses.values()].every((count) => count === 1)).toBe(true);
      }),
      RUNS,
    );
  });

  it('lets seeds 1 and 2 meet only in the final', () => {
    fc.assert(
      fc.property(entrantCounts, sides, (n, stream) => {
        const { resolved } = playThrough(singleElimination(n), picker(stream));
        const final = resolved.ties.at(-1);
        for (const tie of resolved.ties) {
          if ([tie.homeSeed, tie.awaySeed].sort().join() === '1,2') expect(tie).toBe(final);
        }
      }),
      RUNS,
    );
  });

  it('with a plate, sends the first round’s losers (not a bye’s entrant) into it, to one plate winner', () => {
    fc.assert(
      fc.property(
        entrantCounts.filter((n) => plateEntrants(n) >= 2),
        sides,
        (n, stream) => {
          const bracket = singleElimination(n, { plate: true });
          expectSoundShape(bracket);
          const { resolved } = playThrough(bracket, picker(stream));
          const firstRoundLosers = resolved.ties
            .filter((t) => t.stage === 'winners' && t.round === 1 && t.loser)
            .map((t) => t.loser);
          const plate = resolved.ties.filter((t) => t.stage === 'plate');
          const inPlate = new Set(plate.flatMap((t) => [t.home, t.away]).filter(Boolean));
          expect([...inPlate].sort()).toEqual([...firstRoundLosers].sort());
          expect(plate.filter((t) => t.status === 'decided')).toHaveLength(inPlate.size - 1);
          expect(resolved.plateWinner).not.toBeNull();
          const losses = lossesIn(resolved, ['plate']);
          expect(losses.has(resolved.plateWinner ?? '')).toBe(false);
          expect([...losses.values()].every((count) => count === 1)).toBe(true);
          expect(resolved.champion).not.toBeNull();
        },
      ),
      RUNS,
    );
  });
});

describe('double elimination, 2-256 entrants', () => {
  it('has unique, stable ids and byes only in the winners’ first round: the losers’ bracket has none', () => {
    fc.assert(
      fc.property(entrantCounts, (n) => {
        const bracket = doubleElimination(n);
        expectSoundShape(bracket);
        expect(bracket.ties.filter((t) => t.stage === 'losers').some(isBye)).toBe(false);
        expect(doubleElimination(n)).toEqual(bracket);
      }),
      RUNS,
    );
  });

  it('knocks out everyone but the champion after exactly two losses; the champion loses once at most', () => {
    fc.assert(
      fc.property(entrantCounts, sides, (n, stream) => {
        const { resolved, results } = playThrough(doubleElimination(n), picker(stream));
        const open = resolved.ties.filter((t) => t.status === 'waiting' || t.status === 'ready');
        expect(open).toEqual([]);
        expect(resolved.champion).not.toBeNull();
        expect(resolved.runnerUp).not.toBeNull();
        const losses = lossesIn(resolved, ['winners', 'losers', 'final']);
        expect(losses.get(resolved.champion ?? '') ?? 0).toBeLessThanOrEqual(1);
        for (const entrant of drawOf(n).filter((e) => e !== resolved.champion)) {
          expect(losses.get(entrant)).toBe(2);
        }
        // 2N - 2 ties, or 2N - 1 with the grand-final reset.
        const played = resolved.ties.filter((t) => t.status === 'decided').length;
        expect(played).toBe(results.GF === 'away' ? 2 * n - 1 : 2 * n - 2);
      }),
      RUNS,
    );
  });

  it('lets seeds 1 and 2 meet in the winners’ bracket only in its final', () => {
    fc.assert(
      fc.property(entrantCounts, sides, (n, stream) => {
        const { resolved } = playThrough(doubleElimination(n), picker(stream));
        const winners = resolved.ties.filter((t) => t.stage === 'winners');
        for (const tie of winners) {
          if ([tie.homeSeed, tie.awaySeed].sort().join() === '1,2')
            expect(tie).toBe(winners.at(-1));
        }
      }),
      RUNS,
    );
  });
});

describe('an 8-entrant knockout', () => {
  const bracket = singleElimination(8);
  const draw = ['Ann', 'Bob', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus', 'Hal'];

  it('draws 1 v 8, 4 v 5, 2 v 7, 3 v 6, then the quarter-final winners two by two to the final', () => {
    const first = resolveBracket(bracket, draw, {});
    expect(first.ties.map((t) => `${t.id} ${t.home ?? '?'} v ${t.away ?? '?'}`)).toEqual([
      'W1-1 Ann v Hal',
      'W1-2 Dan v Eve',
      'W1-3 Bob v Gus',
      'W1-4 Cat v Fay',
      'W2-1 ? v ?',
      'W2-2 ? v ?',
      'W3-1 ? v ?',
    ]);
    expect(first.ties.slice(0, 4).every((t) => t.status === 'ready')).toBe(true);
    expect(first.champion).toBeNull();
  });

  it('moves each winner on at once and crowns the final’s winner', () => {
    const results: TieResults = {
      'W1-1': 'home',
      'W1-2': 'away',
      'W1-3': 'home',
      'W1-4': 'away',
      'W2-1': 'away',
      'W2-2': 'home',
    };
    const semis = resolveBracket(bracket, draw, results);
    const final = semis.ties.find((t) => t.id === 'W3-1');
    expect(final).toMatchObject({ home: 'Eve', away: 'Bob', status: 'ready' });
    const done = resolveBracket(bracket, draw, { ...results, 'W3-1': 'away' });
    expect(done.champion).toBe('Bob');
    expect(done.runnerUp).toBe('Eve');
    expect(entrantPath(done, 'Eve').map((t) => t.id)).toEqual(['W1-2', 'W2-1', 'W3-1']);
    expect(entrantPath(semis, 'Ann').map((t) => `${t.id} ${t.status}`)).toEqual([
      'W1-1 decided',
      'W2-1 decided',
    ]);
  });

  it('refuses a result for a tie still waiting for its sides, so the server can answer 409', () => {
    const refused = refusal(() => recordResult(bracket, draw, {}, 'W3-1', 'home'));
    expect(refused.code).toBe('conflict');
    expect(refused.message).toBe('Tie W3-1 cannot take a result: a side is not known yet');
    expect(refusal(() => resolveBracket(bracket, draw, { 'W9-9': 'home' })).code).toBe('not_found');
  });

  it('takes a correction only while no later tie has a result', () => {
    const results = recordResult(bracket, draw, { 'W1-1': 'home' }, 'W1-1', 'away');
    expect(results).toEqual({ 'W1-1': 'away' });
    const later = { 'W1-1': 'home', 'W1-2': 'home', 'W2-1': 'home' } as const;
    expect(recordResult(bracket, draw, later, 'W1-1', 'home')).toEqual(later);
    expect(refusal(() => recordResult(bracket, draw, later, 'W1-1', 'away')).message).toBe(
      'Tie W1-1 cannot be changed: tie W2-1 after it already has a result',
    );
  });
});

describe('a 6-entrant knockout', () => {
  const draw = ['s1', 's2', 's3', 's4', 's5', 's6'];

  it('gives its 2 byes to seeds 1 and 2, who go straight into the semi-finals', () => {
    const bracket = singleElimination(6);
    const resolved = resolveBracket(bracket, draw, {});
    const byes = resolved.ties.filter((t) => t.status === 'bye');
    expect(byes.map((t) => t.winner)).toEqual(['s1', 's2']);
    expect(resolved.ties.filter((t) => t.status === 'ready').map((t) => t.id)).toEqual([
      'W1-2',
      'W1-4',
    ]);
    expect(resolved.ties.find((t) => t.id === 'W2-1')).toMatchObject({
      home: 's1',
      away: null,
      status: 'waiting',
    });
    expect(refusal(() => recordResult(bracket, draw, {}, 'W1-1', 'home')).message).toBe(
      'Tie W1-1 cannot take a result: it is a bye',
    );
  });

  it('with a plate, pairs the two first-round losers in a plate final', () => {
    const bracket = singleElimination(6, { plate: true });
    const resolved = resolveBracket(bracket, draw, { 'W1-2': 'home', 'W1-4': 'away' });
    expect(resolved.ties.filter((t) => t.stage === 'plate')).toMatchObject([
      { id: 'P1-1', home: 's5', away: 's3', status: 'ready' },
    ]);
    expect(() => singleElimination(5, { plate: true })).toThrow(
      'A plate needs at least 2 first-round losers; this draw has 1',
    );
  });
});

describe('a 4-entrant double elimination', () => {
  const bracket = doubleElimination(4);
  const draw = ['A', 'B', 'C', 'D'];
  const toGrandFinal: TieResults = {
    'W1-1': 'home', // A beats D
    'W1-2': 'home', // B beats C
    'W2-1': 'home', // A wins the winners' bracket; B drops
    'L1-1': 'away', // C beats D: D's second loss
    'L2-1': 'away', // B beats C
  };

  it('plays a reset when the losers’ bracket winner wins the grand final', () => {
    const afterFirst = resolveBracket(bracket, draw, { ...toGrandFinal, GF: 'away' });
    expect(afterFirst.champion).toBeNull();
    expect(afterFirst.ties.find((t) => t.id === 'GF2')).toMatchObject({
      home: 'A',
      away: 'B',
      status: 'ready',
    });
    const done = resolveBracket(bracket, draw, { ...toGrandFinal, GF: 'away', GF2: 'away' });
    expect([done.champion, done.runnerUp]).toEqual(['B', 'A']);
  });

  it('needs no reset when the winners’ bracket winner wins the grand final', () => {
    const done = resolveBracket(bracket, draw, { ...toGrandFinal, GF: 'home' });
    expect([done.champion, done.runnerUp]).toEqual(['A', 'B']);
    expect(done.ties.find((t) => t.id === 'GF2')).toMatchObject({
      status: 'not-needed',
      home: null,
      away: null,
    });
    expect(entrantPath(done, 'A').map((t) => t.id)).toEqual(['W1-1', 'W2-1', 'GF']);
    expect(
      refusal(() => recordResult(bracket, draw, { ...toGrandFinal, GF: 'home' }, 'GF2', 'home'))
        .code,
    ).toBe('conflict');
  });

  it('with byes (6 entrants), sends whoever would have met a bye’s missing loser straight on', () => {
    const six = doubleElimination(6);
    expect(
      six.ties
        .filter((t) => t.stage === 'losers')
        .map((t) => `${t.id} ${JSON.stringify(t.home)} v ${JSON.stringify(t.away)}`),
    ).toEqual([
      'L2-1 {"loserOf":"W1-2"} v {"loserOf":"W2-2"}',
      'L2-2 {"loserOf":"W1-4"} v {"loserOf":"W2-1"}',
      'L3-1 {"winnerOf":"L2-1"} v {"winnerOf":"L2-2"}',
      'L4-1 {"winnerOf":"L3-1"} v {"loserOf":"W3-1"}',
    ]);
  });
});

describe('bracketOf', () => {
  it('makes the stored bracket again from its kind, entrant count and plate option', () => {
    expect(bracketOf({ kind: 'single-elimination', entrants: 12, plate: true })).toEqual(
      singleElimination(12, { plate: true }),
    );
    expect(bracketOf({ kind: 'double-elimination', entrants: 12 })).toEqual(doubleElimination(12));
    expect(() => bracketOf({ kind: 'double-elimination', entrants: 12, plate: true })).toThrow(
      RangeError,
    );
    expect(() => singleElimination(1)).toThrow(RangeError);
    expect(() => singleElimination(257)).toThrow(RangeError);
  });
});
