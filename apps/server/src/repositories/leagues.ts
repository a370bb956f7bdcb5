// The leagues table. An install holds one league; the tables allow more.
import type { Executor } from './executor.ts';

export const leagueExists = async (db: Executor, id: string): Promise<boolean> =>
  (await db.selectFrom('leagues').select('id').where('id', '=', id).executeTakeFirst()) !==
  undefined;

/** The install's league name (the first league's, should there be more), if there is one. */
export const firstLeagueName = async (db: Executor): Promise<string | undefined> =>
  (await db.selectFrom('leagues').select('name').orderBy('createdAt').executeTakeFirst())?.name;

/** The leagues an account is an admin of. */
export const leaguesAdministeredBy = async (db: Executor, userId: string): Promise<string[]> =>
  (
    await db.selectFrom('leagueAdmins').select('leagueId').where('userId', '=', userId).execute()
  ).map((row) => row.leagueId);
