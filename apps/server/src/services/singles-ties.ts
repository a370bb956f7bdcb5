// What a players' knockout adds to a cup's bracket (docs/decisions/0048, 0049): its ties are
// matches between two players' (or two pairs') entrant sides, each a race to its round's N, and
// its bracket shows a tie's racks. competitions.ts works the bracket out; this module knows the
// players' knockout's part.
import { racksOfFrames } from '@cueleague/domain/frame-result';
import { matchFormatSchema, type Match } from '@cueleague/domain/entities';
import { isRace, raceToOf, singlesFormat } from '@cueleague/domain/match-format';
import { createSinglesTie, tiePlayerOf, type NewMatchInput } from '@cueleague/domain/new-match';
import type { CompetitionRow } from '../repositories/competitions.ts';

import { playersPerEntry } from '@cueleague/domain/competitions/records';

export { isPlayersCup } from '@cueleague/domain/competitions/records';

/** The race a players' knockout plays in a dated round: the round's own, else the cup's. */
export const raceOfRound = (
  row: Pick<CompetitionRow, 'format' | 'roundRaces'>,
  datedRound: number,
): number => {
  const races = row.roundRaces === null ? [] : (JSON.parse(row.roundRaces) as number[]);
  return races[datedRound - 1] ?? raceToOf(matchFormatSchema.parse(JSON.parse(row.format)));
};

/**
 * A players' knockout tie's match: its two entrants' player (or pair, decision 0049), a race to
 * its dated round's N. Null when a side has nobody to field (a team cup's tie is made as any
 * match).
 */
export const playersTieOf = (
  row: Pick<CompetitionRow, 'format' | 'roundRaces' | 'kind'>,
  fixture: NewMatchInput,
  players: ReadonlyMap<string, readonly string[]>,
  datedRound: number,
): Match | null => {
  const home = players.get(fixture.homeTeamId) ?? [];
  const away = players.get(fixture.awayTeamId) ?? [];
  if (home.length === 0 || away.length === 0) return null;
  return createSinglesTie(
    { ...fixture, format: raceFormatOf(row.kind, raceOfRound(row, datedRound)) },
    { home: tiePlayerOf(fixture.homeTeamId, home), away: tiePlayerOf(fixture.awayTeamId, away) },
  );
};

/** A players' knockout's tie format: a race to N, named for singles or doubles. */
export const raceFormatOf = (kind: string, raceTo: number) =>
  singlesFormat(raceTo, playersPerEntry(kind) === 2 ? 'Doubles' : 'Singles');

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
