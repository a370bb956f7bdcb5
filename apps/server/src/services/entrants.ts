// Entering players in a singles knockout, or pairs in a doubles knockout (docs/decisions/0048,
// 0049): each player or pair entered becomes an entrant side of the cup's season, which the cup's
// entries, draw and ties then treat as any team.
import type { Player } from '@cueleague/domain/entities';
import { newId } from '../auth/tokens.ts';
import { invalid } from '../http/http-error.ts';
import { entrantName, insertEntrant } from '../repositories/entrants.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import { findPlayer, listPlayers } from '../repositories/players.ts';
import { listMemberships } from '../repositories/team-players.ts';

/**
 * The players of these ids, in the order given; an id that is no player is refused (422, on the
 * request's field).
 */
export const playersToEnter = async (
  db: Executor,
  playerIds: readonly string[],
  field: 'playerIds' | 'pairs' = 'playerIds',
): Promise<Player[]> => {
  const found = new Map((await listPlayers(db, { ids: playerIds })).map((p) => [p.id, p]));
  const unknown = playerIds.filter((id) => !found.has(id));
  if (unknown.length > 0)
    throw invalid(`These are not the league's players: ${unknown.join(', ')}`, {
      [field]: 'Only the league’s registered players can enter',
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

/** Makes a pair's entrant side in the season, 'Kate Hill & Tom Lee'; answers its id. */
export const enterPair = async (
  trx: Trx,
  seasonId: string,
  pair: readonly [Player, Player],
): Promise<string> => {
  const id = newId();
  await insertEntrant(trx, {
    id,
    seasonId,
    playerIds: pair.map((player) => player.id),
    name: pair.map(entrantName).join(' & '),
  });
  return id;
};

/**
 * Makes each entry's side in the season (a player's, or a pair's); answers their ids, in the
 * same order.
 */
export const enterPlayers = async (
  trx: Trx,
  seasonId: string,
  entries: readonly (Player | readonly [Player, Player])[],
): Promise<string[]> => {
  const ids: string[] = [];
  for (const entry of entries)
    ids.push(
      'id' in entry
        ? await enterPlayer(trx, seasonId, entry)
        : await enterPair(trx, seasonId, entry),
    );
  return ids;
};

/** The players of these pairs, each pair in its order; an id that is no player is refused. */
export const pairsToEnter = async (
  db: Executor,
  pairs: readonly (readonly [string, string])[],
): Promise<[Player, Player][]> => {
  const players = await playersToEnter(db, pairs.flat(), 'pairs');
  return pairs.map((_, index) => [players[index * 2], players[index * 2 + 1]] as [Player, Player]);
};

/**
 * In a knockout open to its season's players only: refuses (422 on the request's field) any of
 * these players with no active place on a roster of the season.
 */
export const requireSeasonPlayers = async (
  db: Executor,
  season: { id: string; name: string },
  players: readonly Player[],
  field: string,
): Promise<void> => {
  if (players.length === 0) return;
  const active = new Set(
    (await listMemberships(db, { seasonId: season.id, isActive: true })).map((m) => m.playerId),
  );
  const outside = players.filter((player) => !active.has(player.id));
  if (outside.length > 0)
    throw invalid(
      `Only ${season.name}'s players can enter this knockout: ${outside.map(entrantName).join(', ')} ${outside.length === 1 ? 'is' : 'are'} on no team's roster this season.`,
      { [field]: `Only ${season.name}’s players` },
    );
};
