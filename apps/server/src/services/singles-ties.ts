// What a singles knockout adds to a cup's bracket (docs/decisions/0048): its ties are matches
// between two players' entrant sides, each a race to its round's N, and its bracket shows a tie's
// racks. competitions.ts works the bracket out; this module knows the singles knockout's part.
import { racksOfFrames } from '@cueleague/domain/frame-result';
import { matchFormatSchema, type Match } from '@cueleague/domain/entities';
import { isRace, raceToOf, singlesFormat } from '@cueleague/domain/match-format';
import { createSinglesTie, type NewMatchInput } from '@cueleague/domain/new-match';
import type { CompetitionRow } from '../repositories/competitions.ts';

/** A players' knockout (its sides are entrants), not a team cup. */
export const isPlayersCup = (row: Pick<CompetitionRow, 'kind'>): boolean =>
  row.kind === 'singles-knockout';

/** The race a players' knockout plays in a dated round: the round's own, else the cup's. */
export const raceOfRound = (
  row: Pick<CompetitionRow, 'format' | 'roundRaces'>,
  datedRound: number,
): number => {
  const races = row.roundRaces === null ? [] : (JSON.parse(row.roundRaces) as number[]);
  return races[datedRound - 1] ?? raceToOf(matchFormatSchema.parse(JSON.parse(row.format)));
};

/**
 * A singles tie's match: its two entrants' players, a race to its dated round's N. Null when a
 * side has no player to field (a team cup's tie is made as any match).
 */
export const singlesTieOf = (
  row: Pick<CompetitionRow, 'format' | 'roundRaces'>,
  fixture: NewMatchInput,
  players: { home: string | undefined; away: string | undefined },
  datedRound: number,
): Match | null => {
  const { home, away } = players;
  if (!home || !away) return null;
  return createSinglesTie(
    { ...fixture, format: singlesFormat(raceOfRound(row, datedRound)) },
    { home, away },
  );
};

/**
 * A tie's score as its bracket shows it: a team match's pairings won; a singles tie's racks (its
 * one pairing read with its frame; a bracket of "1–0" would hide the race).
 */
export const tieScore = (match: Match): { homeScore: number; awayScore: number } => {
  if (match.frames.length === 0 || !isRace(match.format))
    return { homeScore: match.homeScore, awayScore: match.awayScore };
  const racks = racksOfFrames(match.frames);
  return { homeScore: racks.home, awayScore: racks.away };
};
