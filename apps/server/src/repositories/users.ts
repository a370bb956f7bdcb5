// The users table: accounts by id or e-mail, their role, and new accounts.
import type { UserRole } from '@cueleague/domain/entities';
import type { Insertable } from 'kysely';
import type { UsersTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

/** An account as admins see it: no password hash. */
const PUBLIC_COLUMNS = ['id', 'email', 'role'] as const;

export const findUser = (db: Executor, id: string) =>
  db.selectFrom('users').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();

/** Accounts by e-mail (at most 200), optionally the one of an address. */
export const listUsers = (db: Executor, email?: string) => {
  let query = db.selectFrom('users').select(PUBLIC_COLUMNS).orderBy('email').limit(200);
  if (email) query = query.where('email', '=', email);
  return query.execute();
};

export const setUserRole = (trx: Trx, id: string, role: UserRole) =>
  trx.updateTable('users').set({ role }).where('id', '=', id).execute();

export const emailTaken = async (db: Executor, email: string): Promise<boolean> =>
  (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirst()) !==
  undefined;

export const insertUser = (db: Executor, user: Insertable<UsersTable>) =>
  db.insertInto('users').values(user).execute();

/** What signing in checks: the account of an e-mail with its password hash. */
export const findCredentials = (db: Executor, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'passwordHash'])
    .where('email', '=', email)
    .executeTakeFirst();

/** An existing account's password hash. */
export const passwordHashOf = async (db: Executor, id: string): Promise<string> =>
  (
    await db
      .selectFrom('users')
      .select('passwordHash')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).passwordHash;

export const setPasswordHash = (trx: Trx, id: string, passwordHash: string) =>
  trx.updateTable('users').set({ passwordHash }).where('id', '=', id).execute();
