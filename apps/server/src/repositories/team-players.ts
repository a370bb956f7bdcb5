// The team_players table: memberships of a player on a team for a season (the rosters).
import type { TeamPlayer } from '@cueleague/domain/entities';
import type { ExpressionBuilder, Insertable } from 'kysely';
import { int, teamPlayerFromRow } from '../db/rows.ts';
import type { Database, TeamPlayersTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

export const findMembership = async (db: Executor, id: string): Promise<TeamPlayer | undefined> => {
  const row = await db
    .selectFrom('teamPlayers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && teamPlayerFromRow(row);
};

export const listMemberships = async (
  db: Executor,
  filter: {
    teamId?: string | undefined;
    playerId?: string | undefined;
    seasonId?: string | undefined;
    isActive?: boolean | undefined;
  },
): Promise<TeamPlayer[]> => {
  const { teamId, playerId, seasonId, isActive } = filter;
  let query = db.selectFrom('teamPlayers').selectAll();
  if (teamId) query = query.where('teamId', '=', teamId);
  if (playerId) query = query.where('playerId', '=', playerId);
  if (seasonId) query = query.where('seasonId', '=', seasonId);
  if (isActive !== undefined) query = query.where('isActive', '=', int(isActive));
  return (await query.orderBy('id').execute()).map(teamPlayerFromRow);
};

/** Where: the player's membership of the team (one at most, active or not). */
const playerOnTeam =
  (teamId: string, playerId: string) => (eb: ExpressionBuilder<Database, 'teamPlayers'>) =>
    eb.and([eb('teamPlayers.teamId', '=', teamId), eb('teamPlayers.playerId', '=', playerId)]);

/** A select over the player's membership of the team. */
const membershipOfPlayer = (db: Executor, teamId: string, playerId: string) =>
  db.selectFrom('teamPlayers').where(playerOnTeam(teamId, playerId));

/** The id of a player's membership of a team, active or not. */
export const membershipIdOf = async (
  db: Executor,
  teamId: string,
  playerId: string,
): Promise<string | undefined> =>
  (await membershipOfPlayer(db, teamId, playerId).select('id').executeTakeFirst())?.id;

export const insertMembership = (trx: Trx, membership: Insertable<TeamPlayersTable>) =>
  trx.insertInto('teamPlayers').values(membership).execute();

export const updateMembership = (
  trx: Trx,
  id: string,
  changes: { isActive?: boolean; role?: 'player' | 'captain' },
) =>
  trx
    .updateTable('teamPlayers')
    .set({
      ...(changes.isActive === undefined ? {} : { isActive: int(changes.isActive) }),
      ...(changes.role === undefined ? {} : { role: changes.role }),
    })
    .where('id', '=', id)
    .execute();

/** Ends an active membership; false when it was no longer active (a change since it was read). */
export const endActiveMembership = async (trx: Trx, id: string): Promise<boolean> => {
  const ended = await trx
    .updateTable('teamPlayers')
    .set({ isActive: 0 })
    .where('id', '=', id)
    .where('isActive', '=', 1)
    .executeTakeFirst();
  return Number(ended.numUpdatedRows) === 1;
};

/** The one of these teams a player is active on, if any. */
export const activeTeamOf = async (
  db: Executor,
  playerId: string,
  teamIds: readonly string[],
): Promise<string | undefined> =>
  (
    await db
      .selectFrom('teamPlayers')
      .select('teamId')
      .where('playerId', '=', playerId)
      .where('teamId', 'in', teamIds)
      .where('isActive', '=', 1)
      .executeTakeFirst()
  )?.teamId;

/** A season's memberships as the roster import plans against them. */
export const membershipsOfSeason = async (db: Executor, seasonId: string) =>
  (
    await db
      .selectFrom('teamPlayers')
      .select(['id', 'playerId', 'teamId', 'isActive'])
      .where('seasonId', '=', seasonId)
      .execute()
  ).map((row) => ({ ...row, isActive: row.isActive === 1 }));

/** The name of a team the player is active on, if he is. */
export const activeTeamName = async (
  db: Executor,
  teamId: string,
  playerId: string,
): Promise<string | undefined> =>
  (
    await membershipOfPlayer(db, teamId, playerId)
      .innerJoin('teams', 'teams.id', 'teamPlayers.teamId')
      .select('teams.name')
      .where('teamPlayers.isActive', '=', 1)
      .executeTakeFirst()
  )?.name;

/** The player's membership of a team goes back to 'player'. */
export const demoteOnTeam = (trx: Trx, teamId: string, playerId: string) =>
  trx
    .updateTable('teamPlayers')
    .set({ role: 'player' })
    .where(playerOnTeam(teamId, playerId))
    .execute();

/** One captain per team: any other captain's membership goes back to 'player'. */
export const demoteOtherCaptains = (trx: Trx, teamId: string, playerId: string) =>
  trx
    .updateTable('teamPlayers')
    .set({ role: 'player' })
    .where('teamId', '=', teamId)
    .where('role', '=', 'captain')
    .where('playerId', '!=', playerId)
    .execute();

/** The player's active membership this season on a team other than this one, with the names. */
export const activeOnOtherTeam = (
  db: Executor,
  target: { playerId: string; seasonId: string; teamId: string },
) =>
  db
    .selectFrom('teamPlayers')
    .innerJoin('teams', 'teams.id', 'teamPlayers.teamId')
    .innerJoin('players', 'players.id', 'teamPlayers.playerId')
    .select(['players.firstName', 'players.lastName', 'teams.name'])
    .where('teamPlayers.playerId', '=', target.playerId)
    .where('teamPlayers.seasonId', '=', target.seasonId)
    .where('teamPlayers.isActive', '=', 1)
    .where('teamPlayers.teamId', '!=', target.teamId)
    .executeTakeFirst();

/** The teams on which the player's membership is a captain's (any season, active or not). */
export const captainMembershipTeams = async (db: Executor, playerId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('teamPlayers')
      .select('teamId')
      .where('playerId', '=', playerId)
      .where('role', '=', 'captain')
      .execute()
  ).map((row) => row.teamId);

/** The active memberships of the players linked to an account (any season). */
export const activeMembershipsOfAccount = (db: Executor, userId: string) =>
  db
    .selectFrom('teamPlayers')
    .innerJoin('players', 'players.id', 'teamPlayers.playerId')
    .select(['teamPlayers.teamId', 'teamPlayers.role', 'teamPlayers.seasonId'])
    .where('players.userId', '=', userId)
    .where('teamPlayers.isActive', '=', 1)
    .execute();

/** Active player ids on a team's roster. */
export const activeRoster = async (db: Executor, teamId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('teamPlayers')
      .select('playerId')
      .where('teamId', '=', teamId)
      .where('isActive', '=', 1)
      .execute()
  ).map((row) => row.playerId);
