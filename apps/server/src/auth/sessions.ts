// Cookie sessions: a random token in an HttpOnly, SameSite=Lax cookie; only its hash is stored.
import type { Db } from '../db/database.ts';
import { hashToken, newToken } from './tokens.ts';

export const SESSION_COOKIE = 'cueleague_session';
export const SESSION_DAYS = 30;

export interface SessionUser {
  id: string;
  email: string;
  sessionId: string;
  /** Whether the account's e-mail is proved (docs/decisions/0031); absent counts as proved. */
  emailVerified?: boolean;
}

export const createSession = async (db: Db, userId: string, now = new Date()): Promise<string> => {
  const token = newToken();
  const expires = new Date(now.getTime() + SESSION_DAYS * 86_400_000);
  await db
    .insertInto('sessions')
    .values({
      id: hashToken(token),
      userId,
      createdAt: now.toISOString(),
      expiresAt: expires.toISOString(),
    })
    .execute();
  return token;
};

export const findSessionUser = async (
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> => {
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.userId')
    .select([
      'users.id',
      'users.email',
      'users.emailVerifiedAt',
      'sessions.id as sessionId',
      'sessions.expiresAt',
    ])
    .where('sessions.id', '=', hashToken(token))
    .executeTakeFirst();
  if (!row || row.expiresAt <= now.toISOString()) return null;
  return {
    id: row.id,
    email: row.email,
    sessionId: row.sessionId,
    emailVerified: row.emailVerifiedAt !== null,
  };
};

/** The user of a session still open (by its stored id), or null: how a live socket re-checks
 * the session it was opened with. */
export const sessionOwner = async (
  db: Db,
  sessionId: string,
  now = new Date(),
): Promise<string | null> => {
  const row = await db
    .selectFrom('sessions')
    .select(['userId', 'expiresAt'])
    .where('id', '=', sessionId)
    .executeTakeFirst();
  return row && row.expiresAt > now.toISOString() ? row.userId : null;
};

export const deleteSession = (db: Db, sessionId: string) =>
  db.deleteFrom('sessions').where('id', '=', sessionId).execute();

/** Ends an account's sessions, but for the one given. */
export const deleteSessionsOf = (db: Db, userId: string, exceptSessionId?: string) => {
  let query = db.deleteFrom('sessions').where('userId', '=', userId);
  if (exceptSessionId !== undefined) query = query.where('id', '!=', exceptSessionId);
  return query.execute();
};
