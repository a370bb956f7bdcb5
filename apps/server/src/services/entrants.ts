// Entering players in a singles knockout (docs/decisions/0048): each player entered becomes an
// entrant side of the cup's season, which the cup's entries, draw and ties then treat as any team.
import type { Player } from '@cueleague/domain/entities';
import { newId } from '../auth/tokens.ts';
import { invalid } from '../http/http-error.ts';
import { entrantName, insertEntrant } from '../repositories/entrants.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import { findPlayer, listPlayers } from '../repositories/players.ts';

/** The players of these ids, in the order given; an id that is no player is refused (422). */
export const playersToEnter = async (
  db: Executor,
  playerIds: readonly string[],
): Promise<Player[]> => {
  const found = new Map((await listPlayers(db, { ids: playerIds })).map((p) => [p.id, p]));
  const unknown = playerIds.filter((id) => !found.has(id));
  if (unknown.length > 0)
    throw invalid(`These are not the league's players: ${unknown.join(', ')}`, {
      playerIds: 'Only the league’s registered players can enter',
    });
  return playerIds.flatMap((id) => found.get(id) ?? []);
};

/** One player to enter, or 422 on `playerId`. */
export const playerToEnter = async (db: Executor, playerId: string): Promise<Player> => {
  const player = await findPlayer(db, playerId);
  if (!player)
    throw invalid('No such player in the league.', {
      playerId: 'Only the league’s registered players can enter',
    });
  return player;
};

/** Makes a player's entrant side in the season; answers its id. */
export const enterPlayer = async (trx: Trx, seasonId: string, player: Player): Promise<string> => {
  const id = newId();
  await insertEntrant(trx, { id, seasonId, playerIds: [player.id], name: entrantName(player) });
  return id;
};

/** Makes each player's entrant side in the season; answers their ids, in the same order. */
export const enterPlayers = async (
  trx: Trx,
  seasonId: string,
  players: readonly Player[],
): Promise<string[]> => {
  const ids: string[] = [];
  for (const player of players) ids.push(await enterPlayer(trx, seasonId, player));
  return ids;
};
