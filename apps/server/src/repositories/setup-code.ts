// The setup_code table: at most one row, the first-run setup code (services/setup-code.ts makes,
// prints and checks it).
import type { Insertable } from 'kysely';
import type { SetupCodeTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export const setupCodeRow = (db: Executor, id: string) =>
  db.selectFrom('setupCode').select('code').where('id', '=', id).executeTakeFirst();

export const deleteSetupCodes = async (db: Executor): Promise<void> => {
  await db.deleteFrom('setupCode').execute();
};

/**
 * Spends the code if it is this one: a conditional delete, so of two calls with one code only
 * one spends it. False when it was not (spent or replaced meanwhile).
 */
export const spendSetupCode = async (db: Executor, code: string): Promise<boolean> =>
  Number(
    (await db.deleteFrom('setupCode').where('code', '=', code).executeTakeFirst()).numDeletedRows,
  ) !== 0;

/** Stores a code: `replace` overwrites a stored one, otherwise the stored one stays. */
export const storeSetupCode = (db: Executor, row: Insertable<SetupCodeTable>, replace: boolean) =>
  db
    .insertInto('setupCode')
    .values(row)
    .onConflict((conflict) =>
      replace
        ? conflict.column('id').doUpdateSet({ code: row.code, createdAt: row.createdAt })
        : conflict.column('id').doNothing(),
    )
    .execute();
