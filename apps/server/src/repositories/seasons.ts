// The seasons table: seasons as domain objects and their writes.
import type { Season } from '@cueleague/domain/entities';
import type { Insertable, Updateable } from 'kysely';
import { seasonFromRow } from '../db/rows.ts';
import type { SeasonsTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

export const findSeason = async (db: Executor, id: string): Promise<Season | undefined> => {
  const row = await db.selectFrom('seasons').selectAll().where('id', '=', id).executeTakeFirst();
  return row && seasonFromRow(row);
};

/** Seasons newest first, optionally a league's. */
export const listSeasons = async (db: Executor, leagueId?: string): Promise<Season[]> => {
  let query = db.selectFrom('seasons').selectAll().orderBy('startDate', 'desc').orderBy('name');
  if (leagueId) query = query.where('leagueId', '=', leagueId);
  return (await query.execute()).map(seasonFromRow);
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

/** Deletes a season with its teams and rosters (its matches are the caller's: fixtures.ts). */
export const deleteSeasonWithTeams = async (trx: Trx, id: string): Promise<void> => {
  await trx.deleteFrom('teamPlayers').where('seasonId', '=', id).execute();
  await trx.deleteFrom('teams').where('seasonId', '=', id).execute();
  await trx.deleteFrom('seasons').where('id', '=', id).execute();
};
