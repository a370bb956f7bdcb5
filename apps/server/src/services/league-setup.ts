// Creating the league and its first admin: at start-up from BOOTSTRAP_ADMIN_* or once through
// the setup call, and only while no league exists.
import type { Db } from '../db/database.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newId } from '../auth/tokens.ts';

export const leagueExists = async (db: Db): Promise<boolean> =>
  (await db.selectFrom('leagues').select('id').limit(1).executeTakeFirst()) !== undefined;

export interface LeagueSetup {
  leagueName: string;
  timezone: string;
  email: string;
  password: string;
}

/** Creates the league with its admin (a new account, or the existing one with that e-mail). */
export const createLeagueWithAdmin = async (
  db: Db,
  setup: LeagueSetup,
  now: Date,
): Promise<{ leagueId: string; userId: string } | null> => {
  const passwordHash = await hashPassword(setup.password);
  return db.transaction().execute(async (trx) => {
    if ((await trx.selectFrom('leagues').select('id').limit(1).executeTakeFirst()) !== undefined)
      return null;
    const existing = await trx
      .selectFrom('users')
      .select('id')
      .where('email', '=', setup.email)
      .executeTakeFirst();
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
