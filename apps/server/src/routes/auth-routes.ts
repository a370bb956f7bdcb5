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
  verifyEmailBodySchema,
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
import { SESSION_COOKIE } from '../auth/sessions.ts';
import { deleteSession, deleteSessionsOf } from '../repositories/sessions.ts';
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
  deleteVerificationLinks,
  spendVerificationLink,
} from '../repositories/email-verifications.ts';
import {
  findCredentials,
  insertUser,
  markEmailVerified,
  passwordHashOf,
  setPasswordHash,
  verifyAddressOf,
} from '../repositories/users.ts';
import { queueVerificationMail } from '../services/email-verification.ts';
import {
  enforceLimits,
  LONGEST_WINDOW_MS,
  refuseAttempt,
  type AttemptLimit,
} from '../http/rate-limiter.ts';
import { privately, writeRoute } from './params.ts';

const RESET_TTL_MS = 60 * 60 * 1000;
/** An e-mail's attempts from all addresses together may be this many times one address's. */
const EMAIL_TOTAL_FACTOR = 3;
const INVALID_RESET_LINK = 'This reset link is invalid or has expired.';
export const INVALID_VERIFY_LINK =
  'This confirmation link has been used or has expired: sign in and ask for a new one.';
/** New verification mails an account may ask for a minute (each replaces the last link). */
const RESEND_PER_MINUTE = 3;
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
   * lock the e-mail's owner out from theirs (429 with Retry-After past a limit). Each endpoint
   * counts its e-mails apart (`purpose`): failed sign-ins never hold back a forgot-password.
   */
  const limit = (
    request: FastifyRequest,
    reply: FastifyReply,
    purpose: 'register' | 'forgot',
    email: string,
  ) =>
    enforceLimits(ctx.limiter, reply, [
      perAddress(request),
      { key: `${purpose}-ip-email:${request.ip}|${email}`, max: perEmail },
      { key: `${purpose}-email:${email}`, max: perEmail * EMAIL_TOTAL_FACTOR },
    ]);

  /**
   * Sign-in counts failures, not attempts (issue 28): an address that failed `perEmail` times for
   * an e-mail is held back; once the e-mail's failures from every address together pass
   * `perEmail * EMAIL_TOTAL_FACTOR`, every address that has failed for it is held back too. An
   * address that has not failed is always let through, so no number of attackers can keep the
   * owner, signing in with the right password, out.
   */
  const loginFailures = (request: FastifyRequest, email: string) => ({
    here: `login-fail-ip-email:${request.ip}|${email}`,
    everywhere: `login-fail-email:${email}`,
  });
  const holdBackFailingAddress = async (
    request: FastifyRequest,
    reply: FastifyReply,
    email: string,
  ) => {
    const keys = loginFailures(request, email);
    const here = await ctx.limiter.count(keys.here);
    if (here.count === 0) return;
    if (here.count >= perEmail) refuseAttempt(reply, here.retryAfterSeconds);
    const everywhere = await ctx.limiter.count(keys.everywhere);
    if (everywhere.count >= perEmail * EMAIL_TOTAL_FACTOR)
      refuseAttempt(reply, everywhere.retryAfterSeconds);
  };
  const countLoginFailure = async (request: FastifyRequest, email: string) => {
    const keys = loginFailures(request, email);
    await ctx.limiter.hit({ key: keys.here, max: perEmail });
    await ctx.limiter.hit({ key: keys.everywhere, max: perEmail * EMAIL_TOTAL_FACTOR });
  };

  const invalidResetLink = () =>
    new HttpError('validation_failed', INVALID_RESET_LINK, { token: 'Invalid or expired' });

  api.post(
    '/auth/register',
    writeRoute('auth', registerBodySchema, { 201: signedInSchema }),
    async (request, reply) => {
      const { email, password } = request.body;
      await limit(request, reply, 'register', email);
      await assertNewPasswordAllowed(ctx.db, password, 'password');
      const id = newId();
      const passwordHash = await hashPassword(password);
      const now = ctx.now();
      let mails;
      try {
        mails = await ctx.db.transaction().execute(async (trx) => {
          // Registering alone creates no role: a fresh account resolves to 'user' (docs/rules.md,
          // Roles). Nor does it own the address until the mailed link is used (decision 0031).
          await insertUser(trx, {
            id,
            email,
            passwordHash,
            role: null,
            createdAt: now.toISOString(),
            emailVerifiedAt: null,
          });
          return queueVerificationMail(trx, ctx.mailQueue, {
            userId: id,
            email,
            base: publicOrigin(ctx.config, app.server.address()),
            now,
          });
        });
      } catch (error) {
        // The unique index decides, so two registrations racing for one e-mail get the same answer.
        if (!isUniqueViolation(error)) throw error;
        throw new HttpError('validation_failed', 'An account with this e-mail already exists.', {
          email: 'An account with this e-mail already exists',
        });
      }
      ctx.mailQueue.deliver(mails);
      await startSession(ctx, request, reply, id);
      return reply.status(201).send({ user: { id, email } });
    },
  );

  // The link mailed at registration proves the address (docs/decisions/0031). No session needed:
  // the mail may be opened on another device.
  api.post(
    '/auth/verify-email',
    privately(writeRoute('auth', verifyEmailBodySchema, { 204: noContentSchema })),
    async (request, reply) => {
      await enforceLimits(ctx.limiter, reply, [perAddress(request)]);
      const now = ctx.now().toISOString();
      const verified = await ctx.db.transaction().execute(async (trx) => {
        // Spending the token is a conditional update: a link works once.
        const link = await spendVerificationLink(trx, hashToken(request.body.token), now);
        if (!link) return false;
        // A link proves the address it was mailed to, and only while the account still has it.
        if (!(await verifyAddressOf(trx, link.userId, link.email, now))) return false;
        await deleteVerificationLinks(trx, link.userId);
        return true;
      });
      if (!verified)
        throw new HttpError('validation_failed', INVALID_VERIFY_LINK, {
          token: 'Used or expired',
        });
      return reply.status(204).send();
    },
  );

  // The profile's "Send the link again": a new link replaces the old one.
  api.post(
    '/auth/verify-email/resend',
    privately({ schema: { tags: ['auth'], response: { 202: noContentSchema } } }),
    async (request, reply) => {
      const auth = await requireUser(request);
      await enforceLimits(ctx.limiter, reply, [
        perAddress(request),
        { key: `verify-mail:${auth.user.id}`, max: RESEND_PER_MINUTE },
      ]);
      if (auth.user.emailVerified === false) {
        const mails = await ctx.db.transaction().execute((trx) =>
          queueVerificationMail(trx, ctx.mailQueue, {
            userId: auth.user.id,
            email: auth.user.email,
            base: publicOrigin(ctx.config, app.server.address()),
            now: ctx.now(),
          }),
        );
        ctx.mailQueue.deliver(mails);
      }
      return reply.status(202).send();
    },
  );

  api.post(
    '/auth/login',
    privately(writeRoute('auth', loginBodySchema, { 200: signedInSchema })),
    async (request, reply) => {
      const { email, password } = request.body;
      // Every attempt counts against its address; only failures against the e-mail.
      await enforceLimits(ctx.limiter, reply, [perAddress(request)]);
      await holdBackFailingAddress(request, reply, email);
      const user = await findCredentials(ctx.db, email);
      const valid = await verifyPassword(user?.passwordHash ?? (await decoyHash()), password);
      if (!user || !valid) {
        await countLoginFailure(request, email);
        throw new HttpError('unauthorized', 'Wrong e-mail or password.');
      }
      await startSession(ctx, request, reply, user.id);
      return { user: { id: user.id, email: user.email } };
    },
  );

  const logoutSchema = { tags: ['auth'], response: { 204: noContentSchema } };
  api.post('/auth/logout', privately({ schema: logoutSchema }), async (request, reply) => {
    if (request.sessionUser) {
      await deleteSession(ctx.db, request.sessionUser.sessionId);
      // A live socket opened with this session stops following the user's topic.
      ctx.live.sessionsEnded(request.sessionUser.id);
    }
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
    privately(writeRoute('auth', forgotPasswordBodySchema, { 202: noContentSchema })),
    async (request, reply) => {
      const { email } = request.body;
      await limit(request, reply, 'forgot', email);
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
    privately(writeRoute('auth', resetPasswordCheckBodySchema, { 204: noContentSchema })),
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
    privately(writeRoute('auth', resetPasswordBodySchema, { 204: noContentSchema })),
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
        if (!userId) return null;
        await setPasswordHash(trx, userId, passwordHash);
        // The link came to the account's address: whoever used it owns the address.
        await markEmailVerified(trx, userId, now);
        await deleteVerificationLinks(trx, userId);
        // A reset ends every session of that user (whoever knew the old password is out) and
        // every other reset link still in a mailbox.
        await deleteSessionsOf(trx, userId);
        await deleteResetLinks(trx, userId, tokenHash);
        return userId;
      });
      if (!done) throw invalidResetLink();
      ctx.live.sessionsEnded(done);
      return reply.status(204).send();
    },
  );

  api.post(
    '/auth/change-password',
    privately(writeRoute('auth', changePasswordBodySchema, { 204: noContentSchema })),
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
      ctx.live.sessionsEnded(auth.user.id);
      return reply.status(204).send();
    },
  );
};
