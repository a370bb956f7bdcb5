// A bracket's state from its draw and results (docs/rules.md, Knockouts): who is in each tie,
// which ties can be played, who went through, and the winners. Derived afresh on every read, so
// the server stores nothing but the draw and each tie's winning side.
import { isBye, type Bracket, type Source, type Stage, type Tie } from './bracket.ts';
import { CompetitionRefusal } from './refusal.ts';

/** The side that won a tie. */
export type TieSide = 'home' | 'away';

/** A tie's result: its winning side, by tie id. */
export type TieResults = Readonly<Record<string, TieSide>>;

/**
 * - bye: not played; its one entrant goes through (null until that entrant is known).
 * - waiting: a side is not known yet.
 * - ready: both sides known, no result yet.
 * - decided: it has its result.
 * - not-needed: a grand-final reset when the winners' bracket winner won the grand final.
 */
export type TieStatus = 'bye' | 'waiting' | 'ready' | 'decided' | 'not-needed';

export interface ResolvedTie {
  id: string;
  stage: Stage;
  round: number;
  index: number;
  home: string | null;
  away: string | null;
  /** The seeds (in the draw) of the entrants on each side, for a higher-seed home rule. */
  homeSeed: number | null;
  awaySeed: number | null;
  status: TieStatus;
  result: TieSide | null;
  winner: string | null;
  loser: string | null;
}

export interface ResolvedBracket {
  /** In the bracket's order. */
  ties: ResolvedTie[];
  champion: string | null;
  runnerUp: string | null;
  /** The plate's winner and runner-up; null without a plate or until its final. */
  plateWinner: string | null;
  plateRunnerUp: string | null;
}

interface Entrant {
  id: string;
  seed: number;
}

const requireDraw = (bracket: Bracket, draw: readonly string[]): void => {
  if (draw.length !== bracket.entrants) {
    throw new RangeError(
      `The draw has ${draw.length} entrants; the bracket has ${bracket.entrants}`,
    );
  }
  if (new Set(draw).size !== draw.length) throw new RangeError('An entrant is drawn twice');
};

const notReady = (tie: Tie, why: string) =>
  new CompetitionRefusal('conflict', `Tie ${tie.id} cannot take a result: ${why}`);

/**
 * Every tie's entrants and state, with the winners, from the draw (entrant ids, seed 1 first) and
 * the results so far. Refuses (a 'conflict' CompetitionRefusal) a result for a tie that is not
 * ready (a bye, a tie still waiting for a side, a reset not needed) and ('not_found') one for a
 * tie the bracket does not have.
 */
export const resolveBracket = (
  bracket: Bracket,
  draw: readonly string[],
  results: TieResults,
): ResolvedBracket => {
  requireDraw(bracket, draw);
  const tiesById = new Map(bracket.ties.map((tie) => [tie.id, tie]));
  for (const id of Object.keys(results)) {
    if (!tiesById.has(id)) throw new CompetitionRefusal('not_found', `There is no tie ${id}`);
  }
  const done = new Map<
    string,
    { tie: ResolvedTie; winner: Entrant | null; loser: Entrant | null }
  >();

  const entrantOf = (source: Source): Entrant | null => {
    if ('seed' in source) return { id: draw[source.seed - 1] ?? '', seed: source.seed };
    if ('winnerOf' in source) return resolve(source.winnerOf).winner;
    if ('loserOf' in source) return resolve(source.loserOf).loser;
    return null;
  };

  const resolve = (id: string) => {
    const known = done.get(id);
    if (known) return known;
    const tie = tiesById.get(id);
    if (!tie) throw new RangeError(`The bracket has no tie ${id}`);
    // The reset has no sides until the losers' bracket winner has won the grand final.
    const noResetYet = id === 'GF2' && results.GF !== 'away';
    const home = noResetYet ? null : entrantOf(tie.home);
    const away = noResetYet ? null : entrantOf(tie.away);
    const result = results[id] ?? null;
    let status: TieStatus;
    let winner: Entrant | null = null;
    let loser: Entrant | null = null;
    if (isBye(tie)) {
      if (result) throw notReady(tie, 'it is a bye');
      status = 'bye';
      winner = home ?? away;
    } else if (noResetYet) {
      status = results.GF === 'home' ? 'not-needed' : 'waiting';
      if (result) throw notReady(tie, 'a reset follows only a grand final the away side won');
    } else if (!home || !away) {
      if (result) throw notReady(tie, 'a side is not known yet');
      status = 'waiting';
    } else if (result) {
      status = 'decided';
      [winner, loser] = result === 'home' ? [home, away] : [away, home];
    } else {
      status = 'ready';
    }
    const resolved = {
      tie: {
        id,
        stage: tie.stage,
        round: tie.round,
        index: tie.index,
        home: home?.id ?? null,
        away: away?.id ?? null,
        homeSeed: home?.seed ?? null,
        awaySeed: away?.seed ?? null,
        status,
        result: status === 'decided' ? result : null,
        winner: winner?.id ?? null,
        loser: loser?.id ?? null,
      },
      winner,
      loser,
    };
    done.set(id, resolved);
    return resolved;
  };

  const ties = bracket.ties.map((tie) => resolve(tie.id).tie);
  const finalOf = (stage: Stage): ResolvedTie | null => {
    const last = ties.filter((tie) => tie.stage === stage).at(-1);
    return last ?? null;
  };
  let final: ResolvedTie | null;
  if (bracket.kind === 'double-elimination') {
    const first = resolve('GF').tie;
    final = first.result === 'away' ? resolve('GF2').tie : first;
  } else {
    final = finalOf('winners');
  }
  const plate = bracket.plate ? finalOf('plate') : null;
  return {
    ties,
    champion: final?.winner ?? null,
    runnerUp: final?.loser ?? null,
    plateWinner: plate?.winner ?? null,
    plateRunnerUp: plate?.loser ?? null,
  };
};

/**
 * The ties one entrant has played or is drawn in (its bye, its results, its next tie once its
 * opponent's side is set), in the bracket's order: its path, to highlight on the bracket page.
 */
export const entrantPath = (resolved: ResolvedBracket, entrantId: string): ResolvedTie[] =>
  resolved.ties.filter((tie) => tie.home === entrantId || tie.away === entrantId);

/** The ties that take a tie's winner or loser (and the reset, for the grand final). */
export const dependants = (bracket: Bracket, id: string): Tie[] =>
  bracket.ties.filter((tie) =>
    [tie.home, tie.away].some(
      (source) =>
        ('winnerOf' in source && source.winnerOf === id) ||
        ('loserOf' in source && source.loserOf === id) ||
        (id === 'GF' && tie.id === 'GF2'),
    ),
  );

/**
 * The results with a tie's result recorded, or refused: the tie must be ready, or decided (the
 * same result again changes nothing; a correction only while no tie after it has a result).
 */
export const recordResult = (
  bracket: Bracket,
  draw: readonly string[],
  results: TieResults,
  tieId: string,
  side: TieSide,
): Record<string, TieSide> => {
  const tie = resolveBracket(bracket, draw, results).ties.find(({ id }) => id === tieId);
  if (!tie) throw new CompetitionRefusal('not_found', `There is no tie ${tieId}`);
  if (tie.status === 'decided' && tie.result !== side) {
    const later = dependants(bracket, tieId).find(({ id }) => results[id] !== undefined);
    if (later) {
      throw new CompetitionRefusal(
        'conflict',
        `Tie ${tieId} cannot be changed: tie ${later.id} after it already has a result`,
      );
    }
  }
  const next = { ...results, [tieId]: side };
  resolveBracket(bracket, draw, next); // refuses a result for a tie that is not ready
  return next;
};
