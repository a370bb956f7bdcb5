// The mutation_receipts table: the answer a mutation got, under its mutationId
// (services/mutation-receipts.ts reads and writes them as outcomes).
import type { Insertable } from 'kysely';
import type { MutationReceiptsTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export const findReceiptRow = (db: Executor, mutationId: string) =>
  db
    .selectFrom('mutationReceipts')
    .selectAll()
    .where('mutationId', '=', mutationId)
    .executeTakeFirst();

/** Keeps a receipt; a mutationId already kept keeps its first one. */
export const insertReceipt = (db: Executor, receipt: Insertable<MutationReceiptsTable>) =>
  db
    .insertInto('mutationReceipts')
    .values(receipt)
    .onConflict((oc) => oc.column('mutationId').doNothing())
    .execute();

/** Deletes the receipts made before `before`; answers how many. */
export const deleteReceiptsBefore = async (db: Executor, before: string): Promise<number> =>
  Number(
    (await db.deleteFrom('mutationReceipts').where('createdAt', '<', before).executeTakeFirst())
      .numDeletedRows,
  );
