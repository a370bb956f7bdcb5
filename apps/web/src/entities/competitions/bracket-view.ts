// What the bracket says about each tie, worked out from the cup as the API gives it: the rounds in
// order with their ties, a tie's name ("Quarter-final 2"), what stands in for a side not known yet
// ("Winner of QF 1"), the sentence a screen reader hears, and the path a team took.
import type { Competition, TieRecord, TieSide } from '@cueleague/domain/competitions/records';
import { roundName } from '@cueleague/domain/competitions/rounds';
import type { Side } from '@cueleague/domain/entities';

export interface BracketRound {
  round: number;
  name: string;
  date: string | null;
  ties: TieRecord[];
}

/** The rounds, first first, each with its ties in bracket order (top to bottom). */
export const bracketRounds = (competition: Competition): BracketRound[] => {
  const count = Math.max(competition.rounds.length, ...competition.ties.map((tie) => tie.round), 0);
  return Array.from({ length: count }, (_, at) => {
    const round = at + 1;
    const known = competition.rounds.find((candidate) => candidate.round === round);
    return {
      round,
      name: known?.name ?? roundName(round, count),
      date: known?.date ?? null,
      ties: competition.ties.filter((tie) => tie.round === round).sort((a, b) => a.index - b.index),
    };
  });
};

/** A tie's name: "Final", "Semi-final 1", "Quarter-final 2", "Round 1, tie 3". */
export const tieName = (round: number, position: number, rounds: number): string => {
  const fromFinal = rounds - round;
  if (fromFinal === 0) return 'Final';
  if (fromFinal === 1) return `Semi-final ${String(position)}`;
  if (fromFinal === 2) return `Quarter-final ${String(position)}`;
  return `Round ${String(round)}, tie ${String(position)}`;
};

/** A tie's short name, for "Winner of …": "SF 1", "QF 2", "R1 tie 3". */
const shortTieName = (round: number, position: number, rounds: number): string => {
  const fromFinal = rounds - round;
  if (fromFinal === 1) return `SF ${String(position)}`;
  if (fromFinal === 2) return `QF ${String(position)}`;
  return `R${String(round)} tie ${String(position)}`;
};

/** The side that went through, once the tie has a winner. */
export const tieWinner = (tie: TieRecord): TieSide | null => {
  if (tie.winner) return tie[tie.winner];
  // A bye: the one side there goes through unplayed.
  if (tie.status === 'bye') return tie.home ?? tie.away;
  return null;
};

export const tieLoser = (tie: TieRecord): TieSide | null =>
  tie.winner ? tie[tie.winner === 'home' ? 'away' : 'home'] : null;

export const isLive = (tie: TieRecord): boolean => tie.match?.state === 'in-progress';

/** The score once the tie's match has started. */
export const tieScore = (tie: TieRecord): { home: number; away: number } | null =>
  tie.match && tie.match.state !== 'pre-match'
    ? { home: tie.match.homeScore, away: tie.match.awayScore }
    : null;

/**
 * What each side of a tie shows when no team holds it: "bye" (a first-round bye), or "Winner of
 * QF 1" for a side that waits on a tie before it. A later tie takes the winners of the two ties
 * above it in the round before; a side already known came from one of them, so the other waits.
 */
export const placeholders = (
  rounds: readonly BracketRound[],
  round: number,
  position: number,
): Record<Side, string> => {
  const tie = rounds[round - 1]?.ties[position - 1];
  const placeholder = (side: Side): string => {
    if (!tie || tie[side]) return '';
    if (tie.status === 'bye' || round === 1) return 'bye';
    const feeders = [2 * position - 1, 2 * position]
      .map((feeder) => ({ feeder, tie: rounds[round - 2]?.ties[feeder - 1] }))
      .filter(({ tie: before }) => !before || !tieWinner(before));
    // Both waiting: the first tie's winner is drawn first (home), the second's away.
    const other = tie[side === 'home' ? 'away' : 'home'];
    const pick = other ? feeders[0] : feeders[side === 'home' ? 0 : 1];
    return pick
      ? `Winner of ${shortTieName(round - 1, pick.feeder, rounds.length)}`
      : 'To be decided';
  };
  return { home: placeholder('home'), away: placeholder('away') };
};

/** "Quarter-final 2: Reds v Cannons, 9–7, Reds win": the tie as a screen reader hears it. */
export const tieSentence = (tie: TieRecord, name: string, shown: Record<Side, string>): string => {
  const sideName = (side: Side) => tie[side]?.name ?? shown[side];
  const score = tieScore(tie);
  const winner = tieWinner(tie);
  const parts = [`${name}: ${sideName('home')} v ${sideName('away')}`];
  if (score) parts.push(`${String(score.home)}–${String(score.away)}`);
  if (isLive(tie)) parts.push('live');
  if (winner)
    parts.push(tie.status === 'bye' ? `${winner.name} through with a bye` : `${winner.name} win`);
  if (tie.decidedBy) parts.push(`decided: ${tie.decidedBy.reason}`);
  return parts.join(', ');
};

/** The ties a team played or waits in, so the page can light up its way through the bracket. */
export const pathOf = (competition: Competition, teamId: string): Set<string> =>
  new Set(
    competition.ties
      .filter((tie) => tie.home?.teamId === teamId || tie.away?.teamId === teamId)
      .map((tie) => tie.id),
  );
