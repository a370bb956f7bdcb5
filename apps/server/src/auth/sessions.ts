// Cookie sessions: a random token in an HttpOnly, SameSite=Lax cookie; only its hash is stored.
import type { Db } from '../db/database.ts';
import { insertSession, sessionRow, sessionWithUser } from '../repositories/sessions.ts';
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
  await insertSession(db, {
    id: hashToken(token),
    userId,
    createdAt: now.toISOString(),
    expiresAt: expires.toISOString(),
  });
  return token;
};

export const findSessionUser = async (
  db: Db,
  token: string,
  now = new Date(),
): Promise<SessionUser | null> => {
  const row = await sessionWithUser(db, hashToken(token));
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
  const row = await sessionRow(db, sessionId);
  return row && row.expiresAt > now.toISOString() ? row.userId : null;
};
