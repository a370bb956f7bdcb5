// Whole tables as rows, for the league export and import (ops/league-export.ts): read as the
// database holds them and written back unchanged, whatever the table.
import type { Kysely, Transaction } from 'kysely';
import type { Database } from './schema.ts';

type Reader = Kysely<Database> | Transaction<Database>;

/** Every row of a table in the given order, but for those with a value in `nullColumns`. */
export const tableRows = async (
  db: Reader,
  table: keyof Database,
  order: readonly string[],
  nullColumns: readonly string[] = [],
): Promise<Record<string, unknown>[]> => {
  let query = db.selectFrom(table as never).selectAll();
  for (const column of nullColumns) query = query.where(column as never, 'is', null);
  for (const column of order) query = query.orderBy(column as never);
  return await query.execute();
};

export const insertTableRows = (
  trx: Transaction<Database>,
  table: keyof Database,
  rows: readonly Record<string, unknown>[],
) => trx.insertInto(table).values(rows).execute();
