// The sessions table: one row per signed-in device, stored under the hash of its cookie's token
// (auth/sessions.ts makes and reads the tokens).
import type { Insertable } from 'kysely';
import type { SessionsTable } from '../db/schema.ts';
import type { Executor } from './executor.ts';

export const insertSession = (db: Executor, session: Insertable<SessionsTable>) =>
  db.insertInto('sessions').values(session).execute();

/** A session (by its stored id) with its account. */
export const sessionWithUser = (db: Executor, id: string) =>
  db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'users.id',
      'users.email',
      'users.emailVerifiedAt',
      'sessions.id as sessionId',
      'sessions.expiresAt',
    ])
    .where('sessions.id', '=', id)
    .executeTakeFirst();

/** A session's account and end (by its stored id). */
export const sessionRow = (db: Executor, id: string) =>
  db.selectFrom('sessions').select(['userId', 'expiresAt']).where('id', '=', id).executeTakeFirst();

export const deleteSession = (db: Executor, id: string) =>
  db.deleteFrom('sessions').where('id', '=', id).execute();

/** Ends an account's sessions, but for the one given. */
export const deleteSessionsOf = (db: Executor, userId: string, exceptId?: string) => {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.execute();
};
