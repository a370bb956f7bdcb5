// The password_resets table: reset links by their token's hash (the token itself is never kept),
// and what a reset or a password change ends.
import type { Insertable } from 'kysely';
import type { PasswordResetsTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

/** An unspent, unexpired reset link's account, by the token's hash. */
export const findResetLink = (db: Executor, tokenHash: string, now: string) =>
  db
    .selectFrom('passwordResets')
    .select('userId')
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();

export const insertResetLink = (db: Executor, link: Insertable<PasswordResetsTable>) =>
  db.insertInto('passwordResets').values(link).execute();

/**
 * Spends a reset link: a conditional update, so two uses of one link can't both succeed. Its
 * account, or undefined when it was used or expired meanwhile.
 */
export const spendResetLink = async (
  trx: Trx,
  tokenHash: string,
  now: string,
): Promise<string | undefined> =>
  (
    await trx
      .updateTable('passwordResets')
      .set({ usedAt: now })
      .where('tokenHash', '=', tokenHash)
      .where('usedAt', 'is', null)
      .where('expiresAt', '>', now)
      .returning('userId')
      .executeTakeFirst()
  )?.userId;

/** Drops an account's reset links, but for the one given. */
export const deleteResetLinks = (trx: Trx, userId: string, exceptTokenHash?: string) => {
  let query = trx.deleteFrom('passwordResets').where('userId', '=', userId);
  if (exceptTokenHash !== undefined) query = query.where('tokenHash', '!=', exceptTokenHash);
  return query.execute();
};
