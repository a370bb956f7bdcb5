// The players table: player records as domain objects, their account link, and their league
// audit trail.
import type { Player } from '@cueleague/domain/entities';
import type { Insertable, Updateable } from 'kysely';
import { auditFromRow, playerFromRow } from '../db/rows.ts';
import type { PlayersTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

export const findPlayer = async (db: Executor, id: string): Promise<Player | undefined> => {
  const row = await db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
  return row && playerFromRow(row);
};

/** Players by name, optionally only an account's or only these ids. */
export const listPlayers = async (
  db: Executor,
  filter: { userId?: string | undefined; ids?: readonly string[] | undefined },
): Promise<Player[]> => {
  if (filter.ids?.length === 0) return [];
  let query = db.selectFrom('players').selectAll().orderBy('lastName').orderBy('firstName');
  if (filter.userId) query = query.where('userId', '=', filter.userId);
  if (filter.ids) query = query.where('id', 'in', filter.ids);
  return (await query.execute()).map(playerFromRow);
};

/** Every player, in the database's order. */
export const allPlayers = async (db: Executor): Promise<Player[]> =>
  (await db.selectFrom('players').selectAll().execute()).map(playerFromRow);

export const playerExists = async (db: Executor, id: string): Promise<boolean> =>
  (await db.selectFrom('players').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

/** The account a player record is linked to (null: none); the player must exist. */
export const accountOfPlayer = async (db: Executor, playerId: string): Promise<string | null> =>
  (
    await db
      .selectFrom('players')
      .select('userId')
      .where('id', '=', playerId)
      .executeTakeFirstOrThrow()
  ).userId;

/** Another player record already linked to this account, if any. */
export const otherPlayerOfUser = (db: Executor, userId: string, playerId: string) =>
  db
    .selectFrom('players')
    .select('id')
    .where('userId', '=', userId)
    .where('id', '!=', playerId)
    .executeTakeFirst();

export const insertPlayer = (trx: Trx, player: Insertable<PlayersTable>) =>
  trx.insertInto('players').values(player).execute();

export const updatePlayer = (trx: Trx, id: string, changes: Updateable<PlayersTable>) =>
  trx.updateTable('players').set(changes).where('id', '=', id).execute();

/** Whether a player is in any match's line-up (home or away side of a frame). */
export const hasPlayedFrames = async (db: Executor, playerId: string): Promise<boolean> =>
  (await db
    .selectFrom('frames')
    .select('frameId')
    .where((eb) => eb.or([eb('homePlayerId', '=', playerId), eb('awayPlayerId', '=', playerId)]))
    .executeTakeFirst()) !== undefined;

/** Deletes a player record with its memberships and availability answers. */
export const deletePlayerWithRecords = async (trx: Trx, playerId: string): Promise<void> => {
  await trx.deleteFrom('teamPlayers').where('playerId', '=', playerId).execute();
  await trx.deleteFrom('availability').where('playerId', '=', playerId).execute();
  await trx.deleteFrom('players').where('id', '=', playerId).execute();
};

/** A player's league audit trail (transfers, reviews...), oldest first. */
export const playerAudit = async (db: Executor, playerId: string) =>
  (
    await db
      .selectFrom('leagueAudit')
      .selectAll()
      .where('subjectType', '=', 'player')
      .where('subjectId', '=', playerId)
      .orderBy('at')
      .orderBy('id')
      .execute()
  ).map(auditFromRow);

/** Players' full names by id. */
export const playerNames = async (
  db: Executor,
  ids: readonly string[],
): Promise<Map<string, string>> =>
  new Map(
    (
      await db
        .selectFrom('players')
        .select(['id', 'firstName', 'lastName'])
        .where('id', 'in', ids)
        .execute()
    ).map((row) => [row.id, `${row.firstName} ${row.lastName}`]),
  );

/** Every player's name, for matching imported lines to records. */
export const allPlayerNames = (db: Executor) =>
  db.selectFrom('players').select(['id', 'firstName', 'lastName']).execute();

/** Links a player record to an account if it has none yet; false when it already had one. */
export const linkFreePlayer = async (trx: Trx, playerId: string, userId: string) =>
  Number(
    (
      await trx
        .updateTable('players')
        .set({ userId })
        .where('id', '=', playerId)
        .where('userId', 'is', null)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) === 1;

/** The player record linked to an account, if any. */
export const playerOfAccount = async (db: Executor, userId: string): Promise<string | undefined> =>
  (await db.selectFrom('players').select('id').where('userId', '=', userId).executeTakeFirst())?.id;

/** The seasons a player has a frame in (home or away side). */
export const seasonsPlayedIn = async (db: Executor, playerId: string): Promise<string[]> =>
  (
    await db
      .selectFrom('frames')
      .select('seasonId')
      .distinct()
      .where((eb) => eb.or([eb('homePlayerId', '=', playerId), eb('awayPlayerId', '=', playerId)]))
      .execute()
  ).map((row) => row.seasonId);
