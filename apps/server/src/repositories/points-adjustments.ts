// The points_adjustments table: a team's penalties and awards in its season (docs/rules.md,
// Points adjustments), as domain records, and their writes.
import type { PointsAdjustment } from '@cueleague/domain/entities';
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { PointsAdjustmentsTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

type Row = Selectable<PointsAdjustmentsTable>;

/** The record as the API answers it: who recorded it stays in the audit, not on the record. */
const adjustmentFromRow = ({ createdBy: _createdBy, ...row }: Row): PointsAdjustment => row;

export const findAdjustment = async (
  db: Executor,
  id: string,
): Promise<PointsAdjustment | undefined> => {
  const row = await db
    .selectFrom('pointsAdjustments')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && adjustmentFromRow(row);
};

/** A season's adjustments, or a team's (or both filters), oldest first. */
export const listAdjustments = async (
  db: Executor,
  filter: { seasonId?: string; teamId?: string },
): Promise<PointsAdjustment[]> => {
  let query = db.selectFrom('pointsAdjustments').selectAll();
  if (filter.seasonId) query = query.where('seasonId', '=', filter.seasonId);
  if (filter.teamId) query = query.where('teamId', '=', filter.teamId);
  return (await query.orderBy('createdAt').orderBy('id').execute()).map(adjustmentFromRow);
};

/** Every reason the league has given, newest first (what reasonSuggestions ranks). */
export const usedAdjustmentReasons = async (db: Executor): Promise<string[]> =>
  (
    await db
      .selectFrom('pointsAdjustments')
      .select('reason')
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .execute()
  ).map((row) => row.reason);

export const insertAdjustment = (trx: Trx, row: Insertable<PointsAdjustmentsTable>) =>
  trx.insertInto('pointsAdjustments').values(row).execute();

export const updateAdjustment = (
  trx: Trx,
  id: string,
  changes: Updateable<PointsAdjustmentsTable>,
) => trx.updateTable('pointsAdjustments').set(changes).where('id', '=', id).execute();

export const deleteAdjustment = (trx: Trx, id: string) =>
  trx.deleteFrom('pointsAdjustments').where('id', '=', id).execute();
