// Creating the league and its first admin: at start-up from BOOTSTRAP_ADMIN_* or once through
// the setup call, and only while no league exists.
import type { Db } from '../db/database.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newId } from '../auth/tokens.ts';
import { clearSetupCode } from './setup-code.ts';

export const leagueExists = async (db: Db): Promise<boolean> =>
  (await db.selectFrom('leagues').select('id').limit(1).executeTakeFirst()) !== undefined;

export interface LeagueSetup {
  leagueName: string;
  timezone: string;
  email: string;
  password: string;
}

export type LeagueSetupResult =
  | { leagueId: string; userId: string }
  /** A league exists already. */
  | 'league_exists'
  /** The setup page named an existing account's e-mail: setup never touches an account. */
  | 'email_taken'
  /** The setup code was spent or replaced meanwhile. */
  | 'code_spent';

export interface LeagueSetupOptions {
  /**
   * The setup page's call: the setup code it proved, spent here, and an existing account's
   * e-mail is refused. Without it (BOOTSTRAP_ADMIN_*, whoever sets it runs the server), an
   * existing account with that e-mail becomes the admin with that password.
   */
  setupCode?: string;
}

/** Creates the league with its admin, and spends the setup code in the same transaction. */
export const createLeagueWithAdmin = async (
  db: Db,
  setup: LeagueSetup,
  now: Date,
  options: LeagueSetupOptions = {},
): Promise<LeagueSetupResult> => {
  const passwordHash = await hashPassword(setup.password);
  return db.transaction().execute(async (trx) => {
    if ((await trx.selectFrom('leagues').select('id').limit(1).executeTakeFirst()) !== undefined)
      return 'league_exists';
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', setup.email)
      .executeTakeFirst();
    if (options.setupCode !== undefined) {
      if (existing) return 'email_taken';
      // A conditional delete: of two calls with one code, only one spends it.
      const spent = await trx
        .deleteFrom('setupCode')
        .where('code', '=', options.setupCode)
        .executeTakeFirst();
      if (Number(spent.numDeletedRows) === 0) return 'code_spent';
    }
    await clearSetupCode(trx);
    const userId = existing?.id ?? newId();
    if (existing) {
      await trx
        .updateTable('users')
        .set({ role: 'admin', passwordHash })
        .where('id', '=', userId)
        .execute();
    } else {
      await trx
        .insertInto('users')
        .values({
          id: userId,
          email: setup.email,
          passwordHash,
          role: 'admin',
          createdAt: now.toISOString(),
          // The operator typed it at first run: the league's admin owns the address.
          emailVerifiedAt: now.toISOString(),
        })
        .execute();
    }
    const leagueId = newId();
    await trx
      .insertInto('leagues')
      .values({
        id: leagueId,
        name: setup.leagueName,
        timezone: setup.timezone,
        createdAt: now.toISOString(),
      })
      .execute();
    await trx.insertInto('leagueAdmins').values({ leagueId, userId }).execute();
    return { leagueId, userId };
  });
};
