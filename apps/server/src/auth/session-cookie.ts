import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.ts';
import { deleteSession } from '../repositories/sessions.ts';
import { createSession, SESSION_COOKIE, SESSION_DAYS } from './sessions.ts';

/** Signs the user in: a fresh token every time and the request's old session ended, so a
 * planted cookie can never become a signed-in session (no session fixation). */
export const startSession = async (
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  userId: string,
): Promise<void> => {
  if (request.sessionUser) {
    await deleteSession(ctx.db, request.sessionUser.sessionId);
    ctx.live.sessionsEnded(request.sessionUser.id);
  }
  const token = await createSession(ctx.db, userId, ctx.now());
  void reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: ctx.config.secureCookies,
    signed: true,
    maxAge: SESSION_DAYS * 86_400,
  });
};
