// Reads shared by several routes: leagues with their admins, the current season, rosters.
import type { League, Season } from '@cueleague/domain/entities';
import type { Db } from '../db/database.ts';
import { findCurrentSeason } from '../repositories/seasons.ts';

export const listLeagues = async (db: Db, adminId?: string): Promise<League[]> => {
  const leagues = await db.selectFrom('leagues').selectAll().orderBy('createdAt').execute();
  const admins = await db.selectFrom('leagueAdmins').selectAll().execute();
  return leagues
    .map((league) => ({
      id: league.id,
      name: league.name,
      timezone: league.timezone,
      adminIds: admins.filter((admin) => admin.leagueId === league.id).map((admin) => admin.userId),
    }))
    .filter((league) => adminId === undefined || league.adminIds.includes(adminId));
};

export const currentSeason = async (db: Db): Promise<Season | null> =>
  (await findCurrentSeason(db)) ?? null;

export const leagueTimezone = async (db: Db, seasonId: string): Promise<string> => {
  const row = await db
    .selectFrom('seasons')
    .innerJoin('leagues', 'leagues.id', 'seasons.leagueId')
    .select('leagues.timezone')
    .where('seasons.id', '=', seasonId)
    .executeTakeFirst();
  return row?.timezone ?? 'UTC';
};

/**
 * The zone a request's days are read in: the season's league's, or with no season the first
 * league's (an install runs one league), UTC when there is none.
 */
export const requestTimezone = async (db: Db, seasonId: string | undefined): Promise<string> => {
  if (seasonId) return leagueTimezone(db, seasonId);
  const row = await db
    .selectFrom('leagues')
    .select('timezone')
    .orderBy('createdAt')
    .executeTakeFirst();
  return row?.timezone ?? 'UTC';
};

/** Active player ids on a team's roster. */
export const activeRoster = async (db: Db, teamId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('teamPlayers')
      .select('playerId')
      .where('teamId', '=', teamId)
      .where('isActive', '=', 1)
      .execute()
  ).map((row) => row.playerId);
