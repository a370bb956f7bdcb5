// Accounts as docs/api.md (Accounts) says: register, login, logout, me, forgot and reset password,
// and a signed-in password change for the profile page.
import { noContentSchema, signedInSchema } from '@cueleague/domain/responses';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  resetPasswordCheckBodySchema,
} from '@cueleague/domain/requests';
import { authStateSchema, type AuthState } from '@cueleague/domain/entities';
import { SIGNED_OUT } from '@cueleague/domain/signed-out';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authStateOf } from '../auth/actor.ts';
import { requireUser } from '../auth/guards.ts';
import { assertNewPasswordAllowed } from '../auth/password-policy.ts';
import { decoyHash, hashPassword, verifyPassword } from '../auth/passwords.ts';
import { startSession } from '../auth/session-cookie.ts';
import { deleteSession, deleteSessionsOf, SESSION_COOKIE } from '../auth/sessions.ts';
import { hashToken, newId, newToken } from '../auth/tokens.ts';
import { isUniqueViolation } from '../db/database.ts';
import { HttpError } from '../http/http-error.ts';
import { publicOrigin } from '../http/public-origin.ts';
import {
  deleteResetLinks,
  findResetLink,
  insertResetLink,
  spendResetLink,
} from '../repositories/password-resets.ts';
import {
  findCredentials,
  insertUser,
  passwordHashOf,
  setPasswordHash,
} from '../repositories/users.ts';
import { enforceLimits, LONGEST_WINDOW_MS, type AttemptLimit } from '../http/rate-limiter.ts';
import { writeRoute } from './params.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
/** An e-mail's attempts from all addresses together may be this many times one address's. */
const EMAIL_TOTAL_FACTOR = 3;
const INVALID_RESET_LINK = 'This reset link is invalid or has expired.';
/** Reset mails one account may be sent in an hour, whoever asks and from wherever. */
export const RESET_MAILS_PER_HOUR = 3;

export const registerAuthRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  const { perIp, perEmail } = ctx.config.authRateLimit;
  const perAddress = (request: FastifyRequest): AttemptLimit => ({
    key: `ip:${request.ip}`,
    max: perIp,
  });
  /**
   * Per address first, then per e-mail from that address, then per e-mail from anywhere: each
   * counted only once the one before let the attempt through, so a flood from one address can't
   * lock the e-mail's owner out from theirs (429 with Retry-After past a limit).
   */
  const limit = (request: FastifyRequest, reply: FastifyReply, email: string) =>
    enforceLimits(ctx.limiter, reply, [
      perAddress(request),
      { key: `ip-email:${request.ip}|${email}`, max: perEmail },
      { key: `email:${email}`, max: perEmail * EMAIL_TOTAL_FACTOR },
    ]);

  const invalidResetLink = () =>
    new HttpError('validation_failed', INVALID_RESET_LINK, { token: 'Invalid or expired' });

  api.post(
    '/auth/register',
    writeRoute('auth', registerBodySchema, { 201: signedInSchema }),
    async (request, reply) => {
      const { email, password } = request.body;
      await limit(request, reply, email);
      await assertNewPasswordAllowed(ctx.db, password, 'password');
      const id = newId();
      try {
        // Registering alone creates no role: a fresh account resolves to 'user' (docs/rules.md,
        // Roles).
        await insertUser(ctx.db, {
          id,
          email,
          passwordHash: await hashPassword(password),
          role: null,
          createdAt: ctx.now().toISOString(),
        });
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
    writeRoute('auth', loginBodySchema, { 200: signedInSchema }),
    async (request, reply) => {
      const { email, password } = request.body;
      await limit(request, reply, email);
      const user = await findCredentials(ctx.db, email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !valid) throw new HttpError('unauthorized', 'Wrong e-mail or password.');
      await startSession(ctx, request, reply, user.id);
      return { user: { id: user.id, email: user.email } };
    },
  );

  const logoutSchema = { tags: ['auth'], response: { 204: noContentSchema } };
  api.post('/auth/logout', { schema: logoutSchema }, async (request, reply) => {
    if (request.sessionUser) await deleteSession(ctx.db, request.sessionUser.sessionId);
    void reply.clearCookie(SESSION_COOKIE, { path: '/' });
    return reply.status(204).send();
  });

  api.get(
    '/auth/me',
    { schema: { tags: ['auth'], response: { 200: authStateSchema } } },
    async (request): Promise<AuthState> => {
      const auth = await request.auth();
      return auth ? authStateOf(auth) : SIGNED_OUT;
    },
  );

  api.post(
    '/auth/forgot-password',
    writeRoute('auth', forgotPasswordBodySchema, { 202: noContentSchema }),
    async (request, reply) => {
      const { email } = request.body;
      await limit(request, reply, email);
      const user = await findCredentials(ctx.db, email);
      // 202 always: the answer never tells whether an account exists. Past a few mails an hour
      // the e-mail gets no more (its owner's mailbox is not a target), whatever the address;
      // counted for unknown e-mails too, so both cost the same.
      const { allowed: mailAllowed } = await ctx.limiter.hit({
        key: `reset-mail:${email}`,
        max: RESET_MAILS_PER_HOUR,
        windowMs: LONGEST_WINDOW_MS,
      });
      if (user && mailAllowed) {
        const token = newToken();
        const now = ctx.now();
        await insertResetLink(ctx.db, {
          tokenHash: hashToken(token),
          userId: user.id,
          createdAt: now.toISOString(),
          expiresAt: new Date(now.getTime() + RESET_TTL_MS).toISOString(),
          usedAt: null,
        });
        const base = publicOrigin(ctx.config, app.server.address());
        const link = `${base}/reset-password?token=${encodeURIComponent(token)}`;
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

  // The reset page asks on opening whether its link still works, before anyone types a password.
  api.post(
    '/auth/reset-password/check',
    writeRoute('auth', resetPasswordCheckBodySchema, { 204: noContentSchema }),
    async (request, reply) => {
      await enforceLimits(ctx.limiter, reply, [perAddress(request)]);
      const link = await findResetLink(
        ctx.db,
        hashToken(request.body.token),
        ctx.now().toISOString(),
      );
      if (!link) throw invalidResetLink();
      return reply.status(204).send();
    },
  );

  api.post(
    '/auth/reset-password',
    writeRoute('auth', resetPasswordBodySchema, { 204: noContentSchema }),
    async (request, reply) => {
      const { token, password } = request.body;
      await enforceLimits(ctx.limiter, reply, [perAddress(request)]);
      const now = ctx.now().toISOString();
      const tokenHash = hashToken(token);
      // The token is looked up before anything is hashed: a made-up one costs a query, not a hash.
      if (!(await findResetLink(ctx.db, tokenHash, now))) throw invalidResetLink();
      await assertNewPasswordAllowed(ctx.db, password, 'password');
      const passwordHash = await hashPassword(password);
      const done = await ctx.db.transaction().execute(async (trx) => {
        // Spending the token is a conditional update: two uses of one link can't both succeed.
        const userId = await spendResetLink(trx, tokenHash, now);
        if (!userId) return false;
        await setPasswordHash(trx, userId, passwordHash);
        // A reset ends every session of that user (whoever knew the old password is out) and
        // every other reset link still in a mailbox.
        await deleteSessionsOf(trx, userId);
        await deleteResetLinks(trx, userId, tokenHash);
        return true;
      });
      if (!done) throw invalidResetLink();
      return reply.status(204).send();
    },
  );

  api.post(
    '/auth/change-password',
    writeRoute('auth', changePasswordBodySchema, { 204: noContentSchema }),
    async (request, reply) => {
      const auth = await requireUser(request);
      // Guessing the current password from a stolen session is limited like signing in.
      await enforceLimits(ctx.limiter, reply, [
        perAddress(request),
        { key: `account:${auth.user.id}`, max: perEmail },
      ]);
      const currentHash = await passwordHashOf(ctx.db, auth.user.id);
      if (!(await verifyPassword(currentHash, request.body.currentPassword))) {
        throw new HttpError('validation_failed', 'The current password is wrong.', {
          currentPassword: 'Wrong password',
        });
      }
      await assertNewPasswordAllowed(ctx.db, request.body.newPassword, 'newPassword');
      const passwordHash = await hashPassword(request.body.newPassword);
      await ctx.db.transaction().execute(async (trx) => {
        await setPasswordHash(trx, auth.user.id, passwordHash);
        await deleteSessionsOf(trx, auth.user.id, auth.user.sessionId);
        // A reset link mailed before the change must not undo it.
        await deleteResetLinks(trx, auth.user.id);
      });
      return reply.status(204).send();
    },
  );
};
