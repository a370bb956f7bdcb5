// Accounts as api.md says: register, login, logout, me, forgot and reset password, and a
// signed-in password change for the profile page.
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '@cueleague/domain/requests';
import { authStateSchema, type AuthState } from '@cueleague/domain/entities';
import { SIGNED_OUT } from '@cueleague/domain/signed-out';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/guards.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { startSession } from '../auth/session-cookie.ts';
import { deleteSession, SESSION_COOKIE } from '../auth/sessions.ts';
import { hashToken, newId, newToken } from '../auth/tokens.ts';
import { isUniqueViolation } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';

const RESET_TTL_MS = 60 * 60 * 1000;

export const registerAuthRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  /** Per IP and per e-mail: 429 with Retry-After past the limit. */
  const limit = (request: FastifyRequest, reply: FastifyReply, email: string): void => {
    for (const verdict of [
      ctx.limiters.ip.hit(`ip:${request.ip}`),
      ctx.limiters.email.hit(`email:${email}`),
    ]) {
      if (!verdict.allowed) {
        void reply.header('Retry-After', String(verdict.retryAfterSeconds));
        throw new HttpError('rate_limited', 'Too many attempts. Try again later.');
      }
    }
  };

  api.post(
    '/auth/register',
    { schema: { tags: ['auth'], body: registerBodySchema } },
    async (request, reply) => {
      const { email, password } = request.body;
      limit(request, reply, email);
      const id = newId();
      try {
        // Registering alone creates no role: a fresh account resolves to 'user' (product.md).
        await ctx.db
          .insertInto('users')
          .values({
            id,
            email,
            passwordHash: await hashPassword(password),
            role: null,
            createdAt: ctx.now().toISOString(),
          })
          .execute();
      } catch (error) {
        // The unique index decides, so two registrations racing for one e-mail get the same answer.
        if (!isUniqueViolation(error)) throw error;
        throw new HttpError('validation_failed', 'An account with this e-mail already exists.', {
          email: 'An account with this e-mail already exists',
        });
      }
      await startSession(ctx, request, reply, id);
      return reply.status(201).send({ user: { id, email } });
    },
  );

  api.post(
    '/auth/login',
    { schema: { tags: ['auth'], body: loginBodySchema } },
    async (request, reply) => {
      const { email, password } = request.body;
      limit(request, reply, email);
      const user = await ctx.db
        .selectFrom('users')
        .select(['id', 'email', 'passwordHash'])
        .where('email', '=', email)
        .executeTakeFirst();
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !valid) throw new HttpError('unauthorized', 'Wrong e-mail or password.');
      await startSession(ctx, request, reply, user.id);
      return { user: { id: user.id, email: user.email } };
    },
  );

  api.post('/auth/logout', { schema: { tags: ['auth'] } }, async (request, reply) => {
    if (request.sessionUser) await deleteSession(ctx.db, request.sessionUser.sessionId);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  api.get(
    '/auth/me',
    { schema: { tags: ['auth'], response: { 200: authStateSchema } } },
    async (request): Promise<AuthState> => {
      const auth = await request.auth();
      if (!auth) return SIGNED_OUT;
      return {
        user: { id: auth.user.id, email: auth.user.email },
        role: auth.role,
        isAdmin: auth.isAdmin,
        team: auth.team,
        captainOf: [...auth.actor.captainOf],
        memberOf: [...auth.actor.memberOf],
      };
    },
  );

  api.post(
    '/auth/forgot-password',
    { schema: { tags: ['auth'], body: forgotPasswordBodySchema } },
    async (request, reply) => {
      const { email } = request.body;
      limit(request, reply, email);
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirst();
      // 202 always: the answer never tells whether an account exists.
      if (user) {
        const token = newToken();
        const now = ctx.now();
        await ctx.db
          .insertInto('passwordResets')
          .values({
            tokenHash: hashToken(token),
            userId: user.id,
            createdAt: now.toISOString(),
            expiresAt: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
            usedAt: null,
          })
          .execute();
        const base = ctx.config.publicUrl ?? `${request.protocol}://${request.host}`;
        const link = `${base.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
        // Sent in the background: waiting for the mail server only for real accounts would let
        // the answer's timing tell which e-mails have one.
        ctx.mailer
          .send({
            to: email,
            subject: 'Reset your CueLeague password',
            text: `Someone asked to reset the password of your CueLeague account.\n\nTo choose a new password, open this link within one hour:\n${link}\n\nIf it was not you, ignore this mail: your password stays as it is.\n`,
            link,
          })
          .catch((error: unknown) => {
            request.log.error({ err: error }, 'Could not send the password reset mail');
          });
      }
      return reply.status(202).send();
    },
  );

  api.post(
    '/auth/reset-password',
    { schema: { tags: ['auth'], body: resetPasswordBodySchema } },
    async (request, reply) => {
      const { token, password } = request.body;
      const now = ctx.now().toISOString();
      const passwordHash = await hashPassword(password);
      const done = await ctx.db.transaction().execute(async (trx) => {
        // Spending the token is a conditional update: two uses of one link can't both succeed.
        const spent = await trx
          .updateTable('passwordResets')
          .set({ usedAt: now })
          .where('tokenHash', '=', hashToken(token))
          .where('usedAt', 'is', null)
          .where('expiresAt', '>', now)
          .returning('userId')
          .executeTakeFirst();
        if (!spent) return false;
        await trx
          .updateTable('users')
          .set({ passwordHash })
          .where('id', '=', spent.userId)
          .execute();
        // A reset ends every session of that user: whoever knew the old password is out.
        await trx.deleteFrom('sessions').where('userId', '=', spent.userId).execute();
        return true;
      });
      if (!done) {
        throw new HttpError('validation_failed', 'This reset link is invalid or has expired.', {
          token: 'Invalid or expired',
        });
      }
      return reply.status(204).send();
    },
  );

  api.post(
    '/auth/change-password',
    { schema: { tags: ['auth'], body: changePasswordBodySchema } },
    async (request, reply) => {
      const auth = await requireUser(request);
      const user = await ctx.db
        .selectFrom('users')
        .select('passwordHash')
        .where('id', '=', auth.user.id)
        .executeTakeFirstOrThrow();
      if (!(await verifyPassword(user.passwordHash, request.body.currentPassword))) {
        throw new HttpError('validation_failed', 'The current password is wrong.', {
          currentPassword: 'Wrong password',
        });
      }
      const passwordHash = await hashPassword(request.body.newPassword);
      await ctx.db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({ passwordHash })
          .where('id', '=', auth.user.id)
          .execute();
        await trx
          .deleteFrom('sessions')
          .where('userId', '=', auth.user.id)
          .where('id', '!=', auth.user.sessionId)
          .execute();
      });
      return reply.status(204).send();
    },
  );
};
