// Invites (docs/api.md, Invites): an admin mails a player a link; opening it creates the player's
// account already linked to their record (and captain of their team when the invite says so).
// Modelled on the password-reset flow: only the token's hash is stored, the link is built on the
// public origin, it works once and expires, and the public endpoints are limited per address.
import { inviteSentSchema, pendingInvitesSchema } from '@cueleague/domain/responses';
import {
  authStateSchema,
  inviteCheckSchema,
  type AuthState,
  type InviteCheck,
} from '@cueleague/domain/entities';
import {
  acceptInviteBodySchema,
  inviteCheckBodySchema,
  inviteCreateBodySchema,
} from '@cueleague/domain/requests';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { authStateOf, resolveAuth } from '../auth/actor.ts';
import { requireAdmin } from '../auth/guards.ts';
import { assertNewPasswordAllowed } from '../auth/password-policy.ts';
import { hashPassword } from '../auth/passwords.ts';
import { startSession } from '../auth/session-cookie.ts';
import { hashToken, newId, newToken } from '../auth/tokens.ts';
import { deleteSessionsOf } from '../repositories/sessions.ts';
import { isUniqueViolation, type Db } from '../db/database.ts';
import { conflict, HttpError, orNotFound } from '../http/http-error.ts';
import { publicOrigin } from '../http/public-origin.ts';
import { enforceLimits, type AttemptLimit } from '../http/rate-limiter.ts';
import {
  deleteInvite,
  deleteUnusedInvitesOfPlayer,
  findUsableInvite,
  insertInvite,
  pendingInvites,
  spendInvite,
} from '../repositories/invites.ts';
import { firstLeagueName } from '../repositories/leagues.ts';
import { findPlayer, linkFreePlayer } from '../repositories/players.ts';
import { activeTeamName } from '../repositories/team-players.ts';
import { deleteVerificationLinks } from '../repositories/email-verifications.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import { adminUserIds } from '../repositories/notifications.ts';
import { deleteResetLinks } from '../repositories/password-resets.ts';
import { findTeam, teamName } from '../repositories/teams.ts';
import { accountOfEmail, emailOwned, insertUser, resetAccount } from '../repositories/users.ts';
import { assignCaptain } from '../services/captaincy.ts';
import { recordLeagueAudit } from '../repositories/league-audit.ts';
import { EMPTY_OUTBOX, type Outbox } from '../services/notifications.ts';
import { writeById, writeRoute, privately } from './params.ts';

/** Long enough for a player who checks mail once a week, short enough that a forgotten mail dies. */
export const INVITE_TTL_MS = 14 * 24 * 3_600_000;
export const INVALID_INVITE =
  'This invite link has been used or has expired — ask your league admin for a new one.';
const EMAIL_TAKEN =
  'An account already uses this e-mail: link that account to the player instead of inviting.';

/**
 * A captain invite still stands when the player is an active member of the team and the team's
 * captain is who it was when the invite was sent: a later decision of the admin's wins.
 */
const captaincyStands = async (
  db: Executor,
  invite: { playerId: string; captainOfTeamId: string | null; teamCaptainUserId: string | null },
): Promise<boolean> => {
  if (!invite.captainOfTeamId) return false;
  if ((await activeTeamName(db, invite.captainOfTeamId, invite.playerId)) === undefined)
    return false;
  const team = await findTeam(db, invite.captainOfTeamId);
  return team !== undefined && (team.captainUserId ?? null) === invite.teamCaptainUserId;
};

const invalidInvite = () =>
  new HttpError('validation_failed', INVALID_INVITE, { token: 'Used or expired' });

/** The league the invite is to. */
const leagueName = async (db: Db): Promise<string> => (await firstLeagueName(db)) ?? 'your league';

/**
 * An unverified account of the invite's address becomes the invitee's: a new password, the role
 * 'player', the address proved, and nothing left of whoever registered it (sessions, links).
 */
const takeOverAccount = async (trx: Trx, userId: string, passwordHash: string, now: string) => {
  await resetAccount(trx, userId, { passwordHash, role: 'player', emailVerifiedAt: now });
  await deleteSessionsOf(trx, userId);
  await deleteResetLinks(trx, userId);
  await deleteVerificationLinks(trx, userId);
};

export const registerInviteRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;
  const perAddress = (request: FastifyRequest): AttemptLimit => ({
    key: `ip:${request.ip}`,
    max: ctx.config.authRateLimit.perIp,
  });

  api.post(
    '/players/:id/invite',
    writeById('invites', inviteCreateBodySchema, { 201: inviteSentSchema }),
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const { email, captainOfTeamId } = request.body;
      const player = orNotFound(await findPlayer(db, request.params.id), 'player');
      if (player.userId) throw conflict('This player already has an account.');
      // An unverified account does not own the address (its registrant may be anyone): the
      // invite goes ahead, and accepting it takes that account over (docs/decisions/0031).
      if (await emailOwned(db, email)) throw conflict(EMAIL_TAKEN);
      let teamName: string | null = null;
      let teamCaptainUserId: string | null = null;
      if (captainOfTeamId) {
        teamName = (await activeTeamName(db, captainOfTeamId, player.id)) ?? null;
        // Captaincy goes with playing for the team: the admin adds them to the roster first.
        if (teamName === null) throw conflict('This player is not an active member of that team.');
        teamCaptainUserId = (await findTeam(db, captainOfTeamId))?.captainUserId ?? null;
      }
      const token = newToken();
      const tokenHash = hashToken(token);
      const now = ctx.now();
      const expiresAt = new Date(now.getTime() + INVITE_TTL_MS).toISOString();
      await db.transaction().execute(async (trx) => {
        // A new invite replaces the player's older unused ones: only the latest link works.
        await deleteUnusedInvitesOfPlayer(trx, player.id);
        await insertInvite(trx, {
          tokenHash,
          playerId: player.id,
          email,
          captainOfTeamId: captainOfTeamId ?? null,
          teamCaptainUserId,
          createdByUserId: auth.user.id,
          createdAt: now.toISOString(),
          expiresAt,
          usedAt: null,
        });
      });
      const league = await leagueName(db);
      const base = publicOrigin(ctx.config, app.server.address());
      const link = `${base}/join?token=${encodeURIComponent(token)}`;
      const as = teamName ? ` as captain of ${teamName}` : '';
      try {
        // Awaited, unlike a reset mail: the admin is told whether it went, and nothing leaks.
        await ctx.mailer.send({
          to: email,
          subject: `You're invited to ${league} on CueLeague`,
          text: `Hello ${player.firstName},\n\nYou're invited to join ${league} on CueLeague${as}, as ${player.firstName} ${player.lastName}.\n\nTo choose a password and sign in, open this link within 14 days:\n${link}\n\nThe link works once. If you were not expecting it, ignore this mail.\n`,
          link,
        });
      } catch (error) {
        request.log.error({ err: error }, 'Could not send the invite mail');
        await deleteInvite(db, tokenHash);
        throw new HttpError('unavailable', 'The invite could not be mailed. Try again later.');
      }
      return reply.status(201).send({ email, expiresAt });
    },
  );

  api.get(
    '/invites',
    {
      schema: {
        tags: ['invites'],
        response: { 200: pendingInvitesSchema },
      },
    },
    async (request) => {
      // The admin players page marks who is invited and until when.
      await requireAdmin(request);
      return { items: await pendingInvites(db, ctx.now().toISOString()) };
    },
  );

  // The join page asks as it opens whose invite it is and whether it still works. A POST, like
  // the reset check: the token stays out of the request line that access logs keep.
  api.post(
    '/invites/check',
    privately(writeRoute('invites', inviteCheckBodySchema, { 200: inviteCheckSchema })),
    async (request, reply): Promise<InviteCheck> => {
      await enforceLimits(ctx.limiter, reply, [perAddress(request)]);
      const invite = await findUsableInvite(
        db,
        hashToken(request.body.token),
        ctx.now().toISOString(),
      );
      if (!invite) throw invalidInvite();
      const player = await findPlayer(db, invite.playerId);
      if (!player || player.userId) throw invalidInvite();
      // The join page promises the captaincy only while accepting would still give it.
      const captainOf =
        invite.captainOfTeamId && (await captaincyStands(db, invite))
          ? await teamName(db, invite.captainOfTeamId)
          : undefined;
      return {
        email: invite.email,
        playerName: `${player.firstName} ${player.lastName}`,
        leagueName: await leagueName(db),
        ...(captainOf !== undefined ? { captainOf } : {}),
      };
    },
  );

  /**
   * A captain invite accepted after the admin changed the team's captaincy or the player's
   * membership: the account is made as a plain player, audited, and the inviting admin (every
   * admin when they are gone) is told, since their earlier decision did not happen.
   */
  const acceptedAsPlayer = async (
    trx: Trx,
    spent: { playerId: string; captainOfTeamId: string | null; createdByUserId: string | null },
    userId: string,
    at: string,
  ): Promise<Outbox> => {
    const team = spent.captainOfTeamId ? await teamName(trx, spent.captainOfTeamId) : undefined;
    const player = await findPlayer(trx, spent.playerId);
    const name = player ? `${player.firstName} ${player.lastName}` : 'A player';
    await recordLeagueAudit(trx, {
      subjectType: 'player',
      subjectId: spent.playerId,
      reason: 'captain_invite_accepted_as_player',
      note: `Invited as captain of ${team ?? 'a team'}; the captaincy or the roster changed since, so the account joined as a player`,
      actorUserId: userId,
      at,
      before: { captainOfTeamId: spent.captainOfTeamId },
      after: { userId, role: 'player' },
    });
    const admins = spent.createdByUserId ? [spent.createdByUserId] : await adminUserIds(trx);
    return ctx.notifications.notify(
      trx,
      admins.map((adminId) => ({
        userId: adminId,
        kind: 'invite-accepted-as-player' as const,
        title: `${name} accepted an invite as captain of ${team ?? 'a team'}, but the team changed since: they joined as a player`,
        link: '/admin/players',
        matchId: null,
      })),
    );
  };

  api.post(
    '/auth/accept-invite',
    {
      schema: {
        tags: ['auth', 'invites'],
        body: acceptInviteBodySchema,
        response: { 201: authStateSchema },
      },
    },
    async (request, reply): Promise<AuthState> => {
      const { token, password } = request.body;
      await enforceLimits(ctx.limiter, reply, [perAddress(request)]);
      const now = ctx.now().toISOString();
      const tokenHash = hashToken(token);
      // The token is looked up before anything is hashed: a made-up one costs a query, not a hash.
      const invite = await findUsableInvite(db, tokenHash, now);
      if (!invite) throw invalidInvite();
      if (await emailOwned(db, invite.email)) throw conflict(EMAIL_TAKEN);
      await assertNewPasswordAllowed(ctx.db, password, 'password');
      const passwordHash = await hashPassword(password);
      let userId = newId();
      let outbox: Outbox = EMPTY_OUTBOX;
      try {
        await db.transaction().execute(async (trx) => {
          // Spending the invite is a conditional update: two uses of one link can't both succeed.
          const spent = await spendInvite(trx, tokenHash, now);
          if (!spent) throw invalidInvite();
          const existing = await accountOfEmail(trx, spent.email);
          if (existing?.emailVerifiedAt != null) throw conflict(EMAIL_TAKEN);
          if (existing) {
            // Someone registered the address without proving it: the link proves it, so its
            // holder takes that account over, and whoever registered it is signed out of it.
            userId = existing.id;
            await takeOverAccount(trx, userId, passwordHash, now);
          } else {
            await insertUser(trx, {
              id: userId,
              email: spent.email,
              passwordHash,
              role: 'player',
              createdAt: now,
              emailVerifiedAt: now,
            });
          }
          // The record must still be free: an admin may have linked an account meanwhile.
          if (!(await linkFreePlayer(trx, spent.playerId, userId))) throw invalidInvite();
          if (spent.captainOfTeamId) {
            if (await captaincyStands(trx, spent)) {
              // The same path as the admin's "make captain": membership role and team in step.
              await assignCaptain(trx, spent.captainOfTeamId, userId);
            } else {
              outbox = await acceptedAsPlayer(trx, spent, userId, now);
            }
          }
          await deleteUnusedInvitesOfPlayer(trx, spent.playerId);
        });
      } catch (error) {
        // The unique index decides: an account registered meanwhile; the link is still unspent.
        if (isUniqueViolation(error))
          throw conflict('An account was just made with this e-mail: try again.');
        throw error;
      }
      ctx.notifications.deliver(outbox);
      await startSession(ctx, request, reply, userId);
      const auth = await resolveAuth(
        db,
        { id: userId, email: invite.email, sessionId: '', emailVerified: true },
        request.log,
      );
      return reply.status(201).send(authStateOf(auth));
    },
  );
};
