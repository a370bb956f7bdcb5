// Players, their link to a user account, and users' role records.
import { playerAuditSchema, playersSchema, usersSchema } from '@cueleague/domain/responses';
import { playerSchema, userRecordSchema, type Player } from '@cueleague/domain/entities';
import { canReadUserRecord } from '@cueleague/domain/permissions';
import {
  emailSchema,
  playerCreateSchema,
  playerQuerySchema,
  playerUpdateSchema,
} from '@cueleague/domain/requests';
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isEntered } from '../repositories/entrants.ts';
import { requireAdmin, requireRule } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { conflict, invalid, orNotFound } from '../http/http-error.ts';
import type { Trx } from '../repositories/executor.ts';
import { deleteInvitesOfPlayer } from '../repositories/invites.ts';
import {
  deletePlayerWithRecords,
  findPlayer,
  hasPlayedFrames,
  insertPlayer,
  listPlayers,
  otherPlayerOfUser,
  playerAudit,
  updatePlayer,
} from '../repositories/players.ts';
import { findUser, listUsers, setUserRole } from '../repositories/users.ts';
import { endCaptaincies } from '../services/captaincy.ts';
import { recordLeagueAudit } from '../repositories/league-audit.ts';
import { cachedRead, deleteById, idParams, writeById, writeRoute } from './params.ts';
import { ledgerEntryCount } from '../repositories/ledger.ts';
import { writeTransaction } from '../services/write-transaction.ts';

const loadPlayer = async (db: Db, id: string) => orNotFound(await findPlayer(db, id), 'player');

/** Why an account can't be linked yet: nobody has proved it owns its e-mail. */
export const UNVERIFIED_ACCOUNT =
  "That account's e-mail is not verified yet, so it may not be its owner's: invite the player by e-mail instead (accepting proves the address), or wait until the account is verified.";

/**
 * Linking a player record to an account makes that user a 'player' (docs/rules.md, Roles); an admin
 * role is never lowered, and a captain stays captain through the team. Only an account whose
 * e-mail is verified is linked (docs/decisions/0031).
 */
const linkUser = async (trx: Trx, playerId: string, userId: string | null | undefined) => {
  if (!userId) return;
  const user = await findUser(trx, userId);
  if (!user) throw invalid('No such user.', { userId: 'No such user' });
  if (!user.emailVerified) throw conflict(UNVERIFIED_ACCOUNT);
  if (await otherPlayerOfUser(trx, userId, playerId))
    throw conflict('That user account is already linked to another player.');
  if (user.role !== 'admin' && user.role !== 'captain') {
    await setUserRole(trx, userId, 'player');
  }
  // The record has its account now: an invite still in a mailbox must not make a second one.
  await deleteInvitesOfPlayer(trx, playerId);
};

/**
 * The record's account is unlinked (or replaced): the old account's captaincies end with it,
 * audited, and it goes back to no role unless it is an admin (docs/rules.md, Roles).
 */
const unlinkUser = async (
  trx: Trx,
  player: Player,
  by: { actorUserId: string; at: string },
): Promise<void> => {
  const userId = player.userId;
  if (!userId) return;
  const teams = await endCaptaincies(trx, player.id, userId);
  const user = await findUser(trx, userId);
  if (user && user.role !== 'admin') await setUserRole(trx, userId, null);
  if (teams.length > 0)
    await recordLeagueAudit(trx, {
      subjectType: 'player',
      subjectId: player.id,
      reason: 'captaincy_ended',
      note: 'The account was unlinked from the player record',
      ...by,
      before: { userId, captainOf: teams },
      after: { userId: null, captainOf: [] },
    });
};

export const registerPlayerRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    '/players',
    cachedRead('players', { querystring: playerQuerySchema, response: { 200: playersSchema } }),
    async (request) => {
      return { items: await listPlayers(db, request.query) };
    },
  );

  api.get(
    '/players/:id',
    cachedRead('players', { params: idParams, response: { 200: playerSchema } }),
    (request) => loadPlayer(db, request.params.id),
  );

  api.get(
    '/players/:id/audit',
    { schema: { tags: ['players'], params: idParams, response: { 200: playerAuditSchema } } },
    async (request) => {
      // Roster moves (transfers, an upgrade's fixes) are league administration: admins only.
      await requireAdmin(request);
      const player = await loadPlayer(db, request.params.id);
      return { items: await playerAudit(db, player.id) };
    },
  );

  api.post(
    '/players',
    writeRoute('players', playerCreateSchema, { 201: playerSchema }),
    async (request, reply) => {
      await requireAdmin(request);
      const id = newId();
      const { firstName, lastName, userId } = request.body;
      await writeTransaction(request, async (trx) => {
        await linkUser(trx, id, userId);
        await insertPlayer(trx, { id, firstName, lastName, userId: userId ?? null });
      });
      return reply.status(201).send(await loadPlayer(db, id));
    },
  );

  api.patch(
    '/players/:id',
    writeById('players', playerUpdateSchema, { 200: playerSchema }),
    async (request) => {
      const auth = await requireAdmin(request);
      const player = await loadPlayer(db, request.params.id);
      const { needsReview, ...changes } = request.body;
      await writeTransaction(request, async (trx) => {
        if (changes.userId !== undefined && changes.userId !== player.userId)
          await unlinkUser(trx, player, {
            actorUserId: auth.user.id,
            at: app.ctx.now().toISOString(),
          });
        await linkUser(trx, player.id, changes.userId);
        if (Object.keys(changes).length > 0) await updatePlayer(trx, player.id, changes);
        if (needsReview === false && player.needsReview) {
          // The admin has looked at a record a captain added (and perhaps corrected its name).
          await updatePlayer(trx, player.id, { needsReview: 0 });
          await recordLeagueAudit(trx, {
            subjectType: 'player',
            subjectId: player.id,
            reason: 'player_reviewed',
            note: null,
            actorUserId: auth.user.id,
            at: app.ctx.now().toISOString(),
            before: { firstName: player.firstName, lastName: player.lastName },
            after: {
              firstName: changes.firstName ?? player.firstName,
              lastName: changes.lastName ?? player.lastName,
            },
          });
        }
      });
      return loadPlayer(db, player.id);
    },
  );

  api.delete('/players/:id', deleteById('players'), async (request, reply) => {
    await requireAdmin(request);
    const player = await loadPlayer(db, request.params.id);
    // Results name the player: deleting them would orphan frames and stats. Deactivate instead.
    if (await hasPlayedFrames(db, player.id))
      throw conflict(
        'This player is in match line-ups and cannot be deleted; make them inactive instead.',
      );
    // A knockout's entry stands for the player (decision 0048): withdraw it first.
    if (await isEntered(db, player.id))
      throw conflict('This player is entered in a knockout: withdraw the entry first.');
    // Money is never deleted with a player (docs/rules.md, Fees and fines).
    if ((await ledgerEntryCount(db, { column: 'playerId', id: player.id })) > 0)
      throw conflict(
        'This player is named in the fees and fines ledger and cannot be deleted; make them inactive instead.',
      );
    await writeTransaction(request, (trx) => deletePlayerWithRecords(trx, player.id));
    return reply.status(204).send();
  });

  api.get(
    '/users',
    {
      schema: {
        tags: ['users'],
        querystring: z.strictObject({ email: emailSchema.optional() }),
        response: { 200: usersSchema },
      },
    },
    async (request) => {
      // Admins look accounts up to link a player record or make a captain.
      await requireAdmin(request);
      return { items: await listUsers(db, request.query.email) };
    },
  );

  const userSchema = { tags: ['users'], params: idParams, response: { 200: userRecordSchema } };
  api.get('/users/:id', { schema: userSchema }, async (request) => {
    await requireRule(request, (actor) => canReadUserRecord(actor, request.params.id));
    return orNotFound(await findUser(db, request.params.id), 'user');
  });
};
