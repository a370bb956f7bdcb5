// A doubles knockout's pair plays as one (docs/decisions/0049): where a frame names its players,
// a pair's frame names the two sides' ids, and its winner is a side's id too. No player has such
// an id (a side's id is never a player's), so it is not asked for in a read of players by id, and
// it is named by its side's name ("Kate Hill & Tom Lee").
import { VACANT } from '@cueleague/domain/constants';
import type { Match } from '@cueleague/domain/entities';

type Sided = Pick<Match, 'homeTeamId' | 'awayTeamId'>;

/** The ids of these matches' sides: what a pair's frame names in place of its players. */
export const sideIdsOf = (matches: readonly Sided[]): ReadonlySet<string> =>
  new Set(matches.flatMap((match) => [match.homeTeamId, match.awayTeamId]));

/** The ids among `ids` to read as players: none vacant, none a side's (a pair's frame's). */
export const playerIdsToRead = (ids: readonly string[], matches: readonly Sided[]): string[] => {
  const sides = sideIdsOf(matches);
  return ids.filter((id) => id !== VACANT && !sides.has(id));
};
