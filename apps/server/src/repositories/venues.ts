// The venues table: venues as domain objects and their writes.
import type { Venue } from '@cueleague/domain/entities';
import type { Insertable, Updateable } from 'kysely';
import { venueFromRow } from '../db/rows.ts';
import type { VenuesTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export const findVenue = async (db: Executor, id: string): Promise<Venue | undefined> => {
  const row = await db.selectFrom('venues').selectAll().where('id', '=', id).executeTakeFirst();
  return row && venueFromRow(row);
};

export const listVenues = async (db: Executor): Promise<Venue[]> =>
  (await db.selectFrom('venues').selectAll().orderBy('name').execute()).map(venueFromRow);

export const venueExists = async (db: Executor, id: string): Promise<boolean> =>
  (await db.selectFrom('venues').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

export const insertVenue = (db: Executor, venue: Insertable<VenuesTable>) =>
  db.insertInto('venues').values(venue).execute();

export const updateVenue = (db: Executor, id: string, changes: Updateable<VenuesTable>) =>
  db.updateTable('venues').set(changes).where('id', '=', id).execute();

export const deleteVenue = (db: Executor, id: string) =>
  db.deleteFrom('venues').where('id', '=', id).execute();
