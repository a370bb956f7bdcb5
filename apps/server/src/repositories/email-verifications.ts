// The email_verifications table: links that prove an account's e-mail, by their token's hash (the
// token itself is never kept), like password_resets.
import type { Insertable } from 'kysely';
import type { EmailVerificationsTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

export const insertVerificationLink = (db: Executor, link: Insertable<EmailVerificationsTable>) =>
  db.insertInto('emailVerifications').values(link).execute();

/** An unspent, unexpired link by its token's hash. */
export const findVerificationLink = (db: Executor, tokenHash: string, now: string) =>
  db
    .selectFrom('emailVerifications')
    .select(['userId', 'email'])
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();

/**
 * Spends a link: a conditional update, so two uses can't both succeed. Its account and address,
 * or undefined when it was used or expired meanwhile.
 */
export const spendVerificationLink = (trx: Trx, tokenHash: string, now: string) =>
  trx
    .updateTable('emailVerifications')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['userId', 'email'])
    .executeTakeFirst();

/** Drops an account's links (a new one replaces them, or the address is proved another way). */
export const deleteVerificationLinks = (trx: Trx, userId: string) =>
  trx.deleteFrom('emailVerifications').where('userId', '=', userId).execute();
