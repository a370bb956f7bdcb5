// Creating the league and its first admin: at start-up from BOOTSTRAP_ADMIN_* or once through
// the setup call, and only while no league exists.
import type { Db } from '../db/database.ts';
import { hashPassword } from '../auth/passwords.ts';
import { newId } from '../auth/tokens.ts';
import { anyLeagueExists, insertLeague, insertLeagueAdmin } from '../repositories/leagues.ts';
import { spendSetupCode } from '../repositories/setup-code.ts';
import { accountOfEmail, insertUser, makeAdminWithPassword } from '../repositories/users.ts';
import { clearSetupCode } from './setup-code.ts';

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
    if (await anyLeagueExists(trx)) return 'league_exists';
    const existing = await accountOfEmail(trx, setup.email);
    if (options.setupCode !== undefined) {
      if (existing) return 'email_taken';
      // A conditional delete: of two calls with one code, only one spends it.
      if (!(await spendSetupCode(trx, options.setupCode))) return 'code_spent';
    }
    await clearSetupCode(trx);
    const userId = existing?.id ?? newId();
    if (existing) {
      await makeAdminWithPassword(trx, userId, passwordHash);
    } else {
      await insertUser(trx, {
        id: userId,
        email: setup.email,
        passwordHash,
        role: 'admin',
        createdAt: now.toISOString(),
        // The operator typed it at first run: the league's admin owns the address.
        emailVerifiedAt: now.toISOString(),
      });
    }
    const leagueId = newId();
    await insertLeague(trx, {
      id: leagueId,
      name: setup.leagueName,
      timezone: setup.timezone,
      createdAt: now.toISOString(),
    });
    await insertLeagueAdmin(trx, { leagueId, userId });
    return { leagueId, userId };
  });
};
