// The seasons table and their divisions: seasons as domain objects and their writes.
import type { Division, Season } from '@cueleague/domain/entities';
import type { Insertable, Selectable, Updateable } from 'kysely';
import { seasonFromRow } from '../db/rows.ts';
import type { DivisionsTable, SeasonsTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

/** Seasons with their divisions, read in one more query. */
const withDivisions = async (
  db: Executor,
  rows: readonly Selectable<SeasonsTable>[],
): Promise<Season[]> => {
  if (rows.length === 0) return [];
  const divisions = await db
    .selectFrom('divisions')
    .selectAll()
    .where(
      'seasonId',
      'in',
      rows.map((row) => row.id),
    )
    .execute();
  return rows.map((row) => seasonFromRow(row, divisions));
};

export const findSeason = async (db: Executor, id: string): Promise<Season | undefined> => {
  const row = await db.selectFrom('seasons').selectAll().where('id', '=', id).executeTakeFirst();
  return row && (await withDivisions(db, [row]))[0];
};

/** The current season (the first by id, should a database have two). */
export const findCurrentSeason = async (db: Executor): Promise<Season | undefined> => {
  const row = await db
    .selectFrom('seasons')
    .selectAll()
    .where('isCurrent', '=', 1)
    .orderBy('id')
    .executeTakeFirst();
  return row && (await withDivisions(db, [row]))[0];
};

/** The ids of the current seasons (one per league). */
export const currentSeasonIds = async (db: Executor): Promise<string[]> =>
  (await db.selectFrom('seasons').select('id').where('isCurrent', '=', 1).execute()).map(
    (row) => row.id,
  );

/** Whether the season is the current one (a past season is read-only except to admins). */
export const seasonIsCurrent = async (db: Executor, id: string): Promise<boolean> =>
  (await db.selectFrom('seasons').select('isCurrent').where('id', '=', id).executeTakeFirst())
    ?.isCurrent === 1;

/** Seasons newest first, optionally a league's. */
export const listSeasons = async (db: Executor, leagueId?: string): Promise<Season[]> => {
  let query = db.selectFrom('seasons').selectAll().orderBy('startDate', 'desc').orderBy('name');
  if (leagueId) query = query.where('leagueId', '=', leagueId);
  return withDivisions(db, await query.execute());
};

export const seasonExists = async (db: Executor, id: string): Promise<boolean> =>
  (await db.selectFrom('seasons').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

/** No season of the league is current (one is about to be made so). */
export const clearCurrentSeason = (trx: Trx, leagueId: string) =>
  trx.updateTable('seasons').set({ isCurrent: 0 }).where('leagueId', '=', leagueId).execute();

export const insertSeason = (trx: Trx, season: Insertable<SeasonsTable>) =>
  trx.insertInto('seasons').values(season).execute();

export const updateSeason = (trx: Trx, id: string, changes: Updateable<SeasonsTable>) =>
  trx.updateTable('seasons').set(changes).where('id', '=', id).execute();

/** Deletes a season with its teams, rosters, points adjustments, proposed penalties and
 * divisions (its matches are the caller's: fixtures.ts). */
export const deleteSeasonWithTeams = async (trx: Trx, id: string): Promise<void> => {
  await trx.deleteFrom('teamPlayers').where('seasonId', '=', id).execute();
  await trx.deleteFrom('penaltyProposals').where('seasonId', '=', id).execute();
  await trx.deleteFrom('pointsAdjustments').where('seasonId', '=', id).execute();
  await trx.deleteFrom('teams').where('seasonId', '=', id).execute();
  await trx.deleteFrom('divisions').where('seasonId', '=', id).execute();
  await trx.deleteFrom('seasons').where('id', '=', id).execute();
};

// ---- Divisions ----

export const findDivision = async (db: Executor, id: string): Promise<Division | undefined> =>
  db.selectFrom('divisions').selectAll().where('id', '=', id).executeTakeFirst();

export const insertDivision = (db: Executor, division: Insertable<DivisionsTable>) =>
  db.insertInto('divisions').values(division).execute();

export const updateDivision = (db: Executor, id: string, changes: Updateable<DivisionsTable>) =>
  db.updateTable('divisions').set(changes).where('id', '=', id).execute();

export const deleteDivision = (db: Executor, id: string) =>
  db.deleteFrom('divisions').where('id', '=', id).execute();

/** How many teams play in a division. */
export const divisionTeamCount = async (db: Executor, id: string): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('teams')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('divisionId', '=', id)
        .executeTakeFirst()
    )?.count ?? 0,
  );

/** The season's top division (the one a team joins when none is named). */
export const topDivisionId = async (db: Executor, seasonId: string): Promise<string | null> =>
  (
    await db
      .selectFrom('divisions')
      .select('id')
      .where('seasonId', '=', seasonId)
      .orderBy('position')
      .executeTakeFirst()
  )?.id ?? null;
