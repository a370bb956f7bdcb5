// The users table: accounts by id or e-mail, their role, and new accounts.
import type { UserRecord, UserRole } from '@cueleague/domain/entities';
import type { Insertable, Selectable } from 'kysely';
import type { UsersTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

/** An account as admins see it: no password hash. */
const PUBLIC_COLUMNS = ['id', 'email', 'role', 'emailVerifiedAt'] as const;

const publicUser = ({
  emailVerifiedAt,
  ...user
}: Pick<Selectable<UsersTable>, (typeof PUBLIC_COLUMNS)[number]>): UserRecord => ({
  ...user,
  emailVerified: emailVerifiedAt !== null,
});

export const findUser = async (db: Executor, id: string): Promise<UserRecord | undefined> => {
  const row = await db
    .selectFrom('users')
    .select(PUBLIC_COLUMNS)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && publicUser(row);
};

/** Accounts by e-mail (at most 200), optionally the one of an address. */
export const listUsers = async (db: Executor, email?: string): Promise<UserRecord[]> => {
  let query = db.selectFrom('users').select(PUBLIC_COLUMNS).orderBy('email').limit(200);
  if (email) query = query.where('email', '=', email);
  return (await query.execute()).map(publicUser);
};

/** The account of an address, whether its e-mail is verified (docs/decisions/0031). */
export const accountOfEmail = (db: Executor, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'emailVerifiedAt'])
    .where('email', '=', email)
    .executeTakeFirst();

/** The account's e-mail is proved: a link mailed to it was used. */
export const markEmailVerified = (trx: Executor, id: string, at: string) =>
  trx
    .updateTable('users')
    .set({ emailVerifiedAt: at })
    .where('id', '=', id)
    .where('emailVerifiedAt', 'is', null)
    .execute();

export const setUserRole = (trx: Trx, id: string, role: UserRole | null) =>
  trx.updateTable('users').set({ role }).where('id', '=', id).execute();

/** An account whose owner proved the address uses this e-mail (an unverified one doesn't count). */
export const emailOwned = async (db: Executor, email: string): Promise<boolean> =>
  (await accountOfEmail(db, email))?.emailVerifiedAt != null;

export const insertUser = (db: Executor, user: Insertable<UsersTable>) =>
  db.insertInto('users').values(user).execute();

/** What signing in checks: the account of an e-mail with its password hash. */
export const findCredentials = (db: Executor, email: string) =>
  db
    .selectFrom('users')
    .select(['id', 'email', 'passwordHash', 'emailVerifiedAt'])
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

/** An account's stored role (undefined without the account). */
export const roleOfUser = (db: Executor, id: string) =>
  db.selectFrom('users').select('role').where('id', '=', id).executeTakeFirst();

/** An existing account becomes an admin with this password (BOOTSTRAP_ADMIN_* at start-up). */
export const makeAdminWithPassword = (trx: Trx, id: string, passwordHash: string) =>
  trx.updateTable('users').set({ role: 'admin', passwordHash }).where('id', '=', id).execute();

/** An account's password, role and proof of address set anew (an invite takes it over). */
export const resetAccount = (
  trx: Trx,
  id: string,
  changes: { passwordHash: string; role: UserRole; emailVerifiedAt: string },
) => trx.updateTable('users').set(changes).where('id', '=', id).execute();

/** Proves the account's address, only while it still has this one; false when it does not. */
export const verifyAddressOf = async (
  trx: Trx,
  id: string,
  email: string,
  at: string,
): Promise<boolean> =>
  Number(
    (
      await trx
        .updateTable('users')
        .set({ emailVerifiedAt: at })
        .where('id', '=', id)
        .where('email', '=', email)
        .executeTakeFirst()
    ).numUpdatedRows,
  ) !== 0;

/** Whether any account exists. */
export const anyAccountExists = async (db: Executor): Promise<boolean> =>
  (await db.selectFrom('users').select('id').limit(1).executeTakeFirst()) !== undefined;
