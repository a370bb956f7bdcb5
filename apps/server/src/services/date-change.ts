// The domain's date change check (date-change-check.ts) against what the season already has:
// the answer of every route that gives a match its date carries its warnings.
import { checkDateChange, type DateChangeWarning } from '@cueleague/domain/date-change-check';
import type { Match, MatchState } from '@cueleague/domain/entities';
import type { Db } from '../db/database.ts';
import { fixturesOfSeason } from '../repositories/matches.ts';
import { listTeams } from '../repositories/teams.ts';
import { listVenues } from '../repositories/venues.ts';
import { leagueTimezone } from './league-data.ts';

/** What the date change check warns of for a match as it now stands (read after the write). */
export const dateChangeWarnings = async (db: Db, match: Match): Promise<DateChangeWarning[]> => {
  const [others, venues, teams, timezone] = await Promise.all([
    fixturesOfSeason(db, match.seasonId),
    listVenues(db),
    listTeams(db, { seasonId: match.seasonId }),
    leagueTimezone(db, match.seasonId),
  ]);
  return checkDateChange(
    match,
    others.map((row) => ({ ...row, state: row.state as MatchState })),
    venues,
    { timezone, teams },
  );
};
