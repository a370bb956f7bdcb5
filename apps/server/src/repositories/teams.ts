// The teams table: teams as domain objects, and the row writes of the team routes.
import type { Team } from '@cueleague/domain/entities';
import type { Insertable, Updateable } from 'kysely';
import { teamFromRow } from '../db/rows.ts';
import type { TeamsTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

/**
 * A league team (a club). A players' knockout's entrant is a side of its matches but no team
 * (decision 0048): its team page, roster and captain routes are not there.
 */
export const findTeam = async (db: Executor, id: string): Promise<Team | undefined> => {
  const row = await db
    .selectFrom('teams')
    .selectAll()
    .where('id', '=', id)
    .where('kind', '=', 'club')
    .executeTakeFirst();
  return row && teamFromRow(row);
};

/** A side of a match: a league team or a knockout's entrant. */
export const findSide = async (db: Executor, id: string): Promise<Team | undefined> => {
  const row = await db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();
  return row && teamFromRow(row);
};

export const listTeams = async (
  db: Executor,
  filter: {
    seasonId?: string | undefined;
    divisionId?: string | undefined;
    captainUserId?: string | undefined;
  },
): Promise<Team[]> => {
  // By name, then id: two seasons' teams of one club come back in the same order every time.
  let query = db
    .selectFrom('teams')
    .selectAll()
    .where('kind', '=', 'club')
    .orderBy('name')
    .orderBy('id');
  if (filter.seasonId) query = query.where('seasonId', '=', filter.seasonId);
  if (filter.divisionId) query = query.where('divisionId', '=', filter.divisionId);
  if (filter.captainUserId) query = query.where('captainUserId', '=', filter.captainUserId);
  return (await query.execute()).map(teamFromRow);
};

/** The teams of these ids that exist, with their season. */
export const teamSeasons = (db: Executor, ids: readonly string[]) =>
  db.selectFrom('teams').select(['id', 'seasonId']).where('id', 'in', ids).execute();

/** A team's home venue (null without one or without the team). */
export const homeVenueOf = async (db: Executor, teamId: string): Promise<string | null> =>
  (await db.selectFrom('teams').select('homeVenueId').where('id', '=', teamId).executeTakeFirst())
    ?.homeVenueId ?? null;

export const insertTeam = (db: Executor, team: Insertable<TeamsTable>) =>
  db.insertInto('teams').values(team).execute();

export const updateTeam = (db: Executor, id: string, changes: Updateable<TeamsTable>) =>
  db.updateTable('teams').set(changes).where('id', '=', id).execute();

/** Deletes a team with its roster, points adjustments and proposed penalties (its matches are
 * the caller's: fixtures.ts). */
export const deleteTeamWithRoster = async (trx: Trx, id: string): Promise<void> => {
  await trx.deleteFrom('teamPlayers').where('teamId', '=', id).execute();
  await trx.deleteFrom('penaltyProposals').where('teamId', '=', id).execute();
  await trx.deleteFrom('pointsAdjustments').where('teamId', '=', id).execute();
  await trx.deleteFrom('teams').where('id', '=', id).execute();
};

/** A deleted venue is no team's home any more. */
export const clearHomeVenue = (trx: Trx, venueId: string) =>
  trx.updateTable('teams').set({ homeVenueId: null }).where('homeVenueId', '=', venueId).execute();

export const teamExists = async (db: Executor, id: string): Promise<boolean> =>
  (await db.selectFrom('teams').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;

/** A season's team names (or one division's): for matching imported lines to teams, for tables. */
export const teamNamesOfSeason = (db: Executor, seasonId: string, divisionId?: string | null) => {
  let query = db
    .selectFrom('teams')
    .select(['id', 'name'])
    .where('seasonId', '=', seasonId)
    .where('kind', '=', 'club');
  if (divisionId) query = query.where('divisionId', '=', divisionId);
  return query.execute();
};

/** The names of the teams of these ids that exist. */
export const teamNamesOfIds = (db: Executor, ids: readonly string[]) =>
  db.selectFrom('teams').select(['id', 'name']).where('id', 'in', ids).execute();

export const teamName = async (db: Executor, id: string): Promise<string | undefined> =>
  (await db.selectFrom('teams').select('name').where('id', '=', id).executeTakeFirst())?.name;

/** The names of these teams, by id (a team that is gone is left out; no ids, no read). */
export const teamNames = async (
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> =>
  new Map(
    ids.length === 0
      ? []
      : (
          await db
            .selectFrom('teams')
            .select(['id', 'name'])
            .where('id', 'in', [...ids])
            .execute()
        ).map((team) => [team.id, team.name]),
  );

/** The team's captain is no longer this account (if it was). */
export const clearCaptainOf = (trx: Trx, teamId: string, userId: string) =>
  trx
    .updateTable('teams')
    .set({ captainUserId: null })
    .where('id', '=', teamId)
    .where('captainUserId', '=', userId)
    .execute();

/** The teams whose captain the account is (any season). */
export const teamsCaptainedBy = async (db: Executor, userId: string): Promise<string[]> =>
  (await db.selectFrom('teams').select('id').where('captainUserId', '=', userId).execute()).map(
    (row) => row.id,
  );

/** The teams whose captain the account is (any season), in the database's order. */
export const captainedTeams = async (db: Executor, userId: string): Promise<Team[]> =>
  (await db.selectFrom('teams').selectAll().where('captainUserId', '=', userId).execute()).map(
    teamFromRow,
  );

/** A team's name and division (undefined without the team). */
export const teamDivision = (db: Executor, id: string) =>
  db
    .selectFrom('teams')
    .select(['id', 'name', 'divisionId'])
    .where('id', '=', id)
    .executeTakeFirst();
