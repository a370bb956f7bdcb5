// Reads shared by several routes: leagues with their admins, the current season, the time zone
// a request's days are read in.
import type { League, Season } from '@cueleague/domain/entities';
import type { Db } from '../db/database.ts';
import {
  firstLeagueTimezone,
  leaguesWithAdminRows,
  timezoneOfSeason,
} from '../repositories/leagues.ts';
import { findCurrentSeason } from '../repositories/seasons.ts';

export const listLeagues = async (db: Db, adminId?: string): Promise<League[]> => {
  const { leagues, admins } = await leaguesWithAdminRows(db);
  return leagues
    .map((league) => ({
      id: league.id,
      name: league.name,
      timezone: league.timezone,
      walkoverRule: league.walkoverRule === 'points' ? ('points' as const) : ('frames' as const),
      resultDueHours: league.resultDueHours,
      autoCompleteHours: league.autoCompleteHours,
      lateResultPenalty: league.lateResultPenalty,
      unconfirmedPenalty: league.unconfirmedPenalty,
      currency: league.currency,
      adminIds: admins.filter((admin) => admin.leagueId === league.id).map((admin) => admin.userId),
    }))
    .filter((league) => adminId === undefined || league.adminIds.includes(adminId));
};

export const currentSeason = async (db: Db): Promise<Season | null> =>
  (await findCurrentSeason(db)) ?? null;

export const leagueTimezone = async (db: Db, seasonId: string): Promise<string> =>
  (await timezoneOfSeason(db, seasonId)) ?? 'UTC';

/**
 * The zone a request's days are read in: the season's league's, or with no season the first
 * league's (an install runs one league), UTC when there is none.
 */
export const requestTimezone = async (db: Db, seasonId: string | undefined): Promise<string> => {
  if (seasonId) return leagueTimezone(db, seasonId);
  return (await firstLeagueTimezone(db)) ?? 'UTC';
};
