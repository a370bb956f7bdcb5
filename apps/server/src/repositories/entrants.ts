// A players' knockout's entrants (docs/decisions/0048): each entry is a side of its own, a
// `teams` row of kind 'entrant' named after its player, with the player in `entrant_players`. A
// tie between two entrants is then a match like any other; the league's lists never show them
// (repositories/teams.ts reads clubs only).
import type { Executor, Trx } from './executor.ts';

/** Makes the entrant side of a player in a season's knockout. */
export const insertEntrant = async (
  trx: Trx,
  entrant: { id: string; seasonId: string; playerIds: readonly string[]; name: string },
): Promise<void> => {
  await trx
    .insertInto('teams')
    .values({
      id: entrant.id,
      seasonId: entrant.seasonId,
      name: entrant.name,
      homeVenueId: null,
      captainUserId: null,
      divisionId: null,
      kind: 'entrant',
    })
    .execute();
  await trx
    .insertInto('entrantPlayers')
    .values(
      entrant.playerIds.map((playerId, position) => ({ teamId: entrant.id, playerId, position })),
    )
    .execute();
};

/** Deletes entrant sides (their players go with them); league teams are left alone. */
export const deleteEntrants = async (trx: Trx, teamIds: readonly string[]): Promise<void> => {
  if (teamIds.length === 0) return;
  await trx
    .deleteFrom('teams')
    .where('id', 'in', [...teamIds])
    .where('kind', '=', 'entrant')
    .execute();
};

/** The players of these entrant sides, by side, in their order (a league team has none). */
export const entrantPlayersOf = async (
  db: Executor,
  teamIds: readonly string[],
): Promise<Map<string, string[]>> => {
  const players = new Map<string, string[]>();
  if (teamIds.length === 0) return players;
  const rows = await db
    .selectFrom('entrantPlayers')
    .select(['teamId', 'playerId'])
    .where('teamId', 'in', [...teamIds])
    .orderBy('teamId')
    .orderBy('position')
    .execute();
  for (const row of rows)
    players.set(row.teamId, [...(players.get(row.teamId) ?? []), row.playerId]);
  return players;
};

/** The entrant sides an account's player has in these seasons (the sides it holds in ties). */
export const entrantSidesOfAccount = async (
  db: Executor,
  userId: string,
  seasonIds: readonly string[],
): Promise<string[]> =>
  seasonIds.length === 0
    ? []
    : (
        await db
          .selectFrom('entrantPlayers')
          .innerJoin('teams', 'teams.id', 'entrantPlayers.teamId')
          .innerJoin('players', 'players.id', 'entrantPlayers.playerId')
          .select('teams.id')
          .where('players.userId', '=', userId)
          .where('teams.seasonId', 'in', [...seasonIds])
          .execute()
      ).map((row) => row.id);

/** The entrant sides a player is in (a singles entry, a doubles pair), every season's. */
export const entrantSidesOfPlayer = async (db: Executor, playerId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('entrantPlayers')
      .select('teamId')
      .where('playerId', '=', playerId)
      .execute()
  ).map((row) => row.teamId);

/** Whether the player is entered in a knockout (any season): their record must stay. */
export const isEntered = async (db: Executor, playerId: string): Promise<boolean> =>
  (await db
    .selectFrom('entrantPlayers')
    .select('teamId')
    .where('playerId', '=', playerId)
    .executeTakeFirst()) !== undefined;

/** A player's name as their entrant side is called: 'Kate Hill'. */
export const entrantName = (player: { firstName: string; lastName: string }): string =>
  `${player.firstName} ${player.lastName}`;
