// The leagues table. An install holds one league; the tables allow more.
import type { Insertable, Updateable } from 'kysely';
import type { LeagueAdminsTable, LeaguesTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export const leagueExists = async (db: Executor, id: string): Promise<boolean> =>
  (await db.selectFrom('leagues').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

/** Every league's zone, for the match-day reminders. */
export const leagueZones = (db: Executor) =>
  db.selectFrom('leagues').select(['id', 'timezone']).execute();

/** Every league's result deadlines (docs/rules.md, Results on time) and penalty rules (Proposed
 * penalties), for the result timer. */
export const leagueDeadlines = (db: Executor) =>
  db
    .selectFrom('leagues')
    .select([
      'id',
      'resultDueHours',
      'autoCompleteHours',
      'lateResultPenalty',
      'unconfirmedPenalty',
      'penaltiesFrom',
    ])
    .execute();

/** From when a league's penalty rules apply (null while it has none). */
export const leaguePenaltiesFrom = async (db: Executor, id: string): Promise<string | null> =>
  (await db.selectFrom('leagues').select('penaltiesFrom').where('id', '=', id).executeTakeFirst())
    ?.penaltiesFrom ?? null;

/** Whether any league exists (an install holds one: set-up is over). */
export const anyLeagueExists = async (db: Executor): Promise<boolean> =>
  (await db.selectFrom('leagues').select('id').limit(1).executeTakeFirst()) !== undefined;

/** The install's league name (the first league's, should there be more), if there is one. */
export const firstLeagueName = async (db: Executor): Promise<string | undefined> =>
  (await db.selectFrom('leagues').select('name').orderBy('createdAt').executeTakeFirst())?.name;

/** The leagues an account is an admin of. */
export const leaguesAdministeredBy = async (db: Executor, userId: string): Promise<string[]> =>
  (
    await db.selectFrom('leagueAdmins').select('leagueId').where('userId', '=', userId).execute()
  ).map((row) => row.leagueId);

/** Every league, oldest first, with every admin row. */
export const leaguesWithAdminRows = async (db: Executor) => ({
  leagues: await db.selectFrom('leagues').selectAll().orderBy('createdAt').execute(),
  admins: await db.selectFrom('leagueAdmins').selectAll().execute(),
});

/** Every league's name. */
export const leagueNames = async (db: Executor): Promise<string[]> =>
  (await db.selectFrom('leagues').select('name').execute()).map((row) => row.name);

/** The time zone of a season's league (undefined without the season). */
export const timezoneOfSeason = async (db: Executor, seasonId: string) =>
  (
    await db
      .selectFrom('seasons')
      .innerJoin('leagues', 'leagues.id', 'seasons.leagueId')
      .select('leagues.timezone')
      .where('seasons.id', '=', seasonId)
      .executeTakeFirst()
  )?.timezone;

/** The first league's time zone (undefined without a league). */
export const firstLeagueTimezone = async (db: Executor) =>
  (await db.selectFrom('leagues').select('timezone').orderBy('createdAt').executeTakeFirst())
    ?.timezone;

/** Changes some of a league's settings (its name, time zone, walkover rule, result deadlines,
 * penalty rules, currency). */
export const updateLeague = (
  db: Executor,
  id: string,
  changes: Partial<
    Pick<
      Updateable<LeaguesTable>,
      | 'name'
      | 'timezone'
      | 'walkoverRule'
      | 'resultDueHours'
      | 'autoCompleteHours'
      | 'lateResultPenalty'
      | 'unconfirmedPenalty'
      | 'penaltiesFrom'
      | 'currency'
    >
  >,
) => db.updateTable('leagues').set(changes).where('id', '=', id).execute();

export const insertLeague = (db: Executor, league: Insertable<LeaguesTable>) =>
  db.insertInto('leagues').values(league).execute();

export const insertLeagueAdmin = (db: Executor, admin: Insertable<LeagueAdminsTable>) =>
  db.insertInto('leagueAdmins').values(admin).execute();
