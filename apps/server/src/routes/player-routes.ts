// Players, their link to a user account, and users' role records.
import {
  noContentSchema,
  playerAuditSchema,
  playersSchema,
  usersSchema,
} from '@cueleague/domain/responses';
import { playerSchema, userRecordSchema } from '@cueleague/domain/entities';
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
import type { Transaction } from 'kysely';
import { requireAdmin, requireRule } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { auditFromRow, playerFromRow } from '../db/rows.ts';
import type { Database } from '../db/schema.ts';
import { conflict, invalid, notFound } from '../http/http-error.ts';
import { recordLeagueAudit } from '../services/league-audit.ts';
import { idParams } from './params.ts';
import { writeTransaction } from '../services/write-transaction.ts';

const loadPlayer = async (db: Db, id: string) => {
  const row = await db.selectFrom('players').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('player');
  return playerFromRow(row);
};

/**
 * Linking a player record to an account makes that user a 'player' (docs/rules.md, Roles); an admin
 * role is never lowered, and a captain stays captain through the team.
 */
const linkUser = async (
  trx: Transaction<Database>,
  playerId: string,
  userId: string | null | undefined,
) => {
  if (!userId) return;
  const user = await trx
    .selectFrom('users')
    .select(['id', 'role'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw invalid('No such user.', { userId: 'No such user' });
  const other = await trx
    .selectFrom('players')
    .select('id')
    .where('userId', '=', userId)
    .where('id', '!=', playerId)
    .executeTakeFirst();
  if (other) throw conflict('That user account is already linked to another player.');
  if (user.role !== 'admin' && user.role !== 'captain') {
    await trx.updateTable('users').set({ role: 'player' }).where('id', '=', userId).execute();
  }
  // The record has its account now: an invite still in a mailbox must not make a second one.
  await trx.deleteFrom('invites').where('playerId', '=', playerId).execute();
};

export const registerPlayerRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    '/players',
    {
      config: { cache: true },
      schema: {
        tags: ['players'],
        querystring: playerQuerySchema,
        response: { 200: playersSchema },
      },
    },
    async (request) => {
      const { userId, ids } = request.query;
      let query = db.selectFrom('players').selectAll().orderBy('lastName').orderBy('firstName');
      if (userId) query = query.where('userId', '=', userId);
      if (ids) {
        if (ids.length === 0) return { items: [] };
        query = query.where('id', 'in', ids);
      }
      return { items: (await query.execute()).map(playerFromRow) };
    },
  );

  api.get(
    '/players/:id',
    {
      config: { cache: true },
      schema: { tags: ['players'], params: idParams, response: { 200: playerSchema } },
    },
    (request) => loadPlayer(db, request.params.id),
  );

  api.get(
    '/players/:id/audit',
    { schema: { tags: ['players'], params: idParams, response: { 200: playerAuditSchema } } },
    async (request) => {
      // Roster moves (transfers, an upgrade's fixes) are league administration: admins only.
      await requireAdmin(request);
      const player = await loadPlayer(db, request.params.id);
      const rows = await db
        .selectFrom('leagueAudit')
        .selectAll()
        .where('subjectType', '=', 'player')
        .where('subjectId', '=', player.id)
        .orderBy('at')
        .orderBy('id')
        .execute();
      return { items: rows.map(auditFromRow) };
    },
  );

  api.post(
    '/players',
    { schema: { tags: ['players'], body: playerCreateSchema, response: { 201: playerSchema } } },
    async (request, reply) => {
      await requireAdmin(request);
      const id = newId();
      const { firstName, lastName, userId } = request.body;
      await writeTransaction(request, async (trx) => {
        await linkUser(trx, id, userId);
        await trx
          .insertInto('players')
          .values({ id, firstName, lastName, userId: userId ?? null })
          .execute();
      });
      return reply.status(201).send(await loadPlayer(db, id));
    },
  );

  api.patch(
    '/players/:id',
    {
      schema: {
        tags: ['players'],
        params: idParams,
        body: playerUpdateSchema,
        response: { 200: playerSchema },
      },
    },
    async (request) => {
      const auth = await requireAdmin(request);
      const player = await loadPlayer(db, request.params.id);
      const { needsReview, ...changes } = request.body;
      await writeTransaction(request, async (trx) => {
        await linkUser(trx, player.id, changes.userId);
        if (Object.keys(changes).length > 0)
          await trx.updateTable('players').set(changes).where('id', '=', player.id).execute();
        if (needsReview === false && player.needsReview) {
          // The admin has looked at a record a captain added (and perhaps corrected its name).
          await trx
            .updateTable('players')
            .set({ needsReview: 0 })
            .where('id', '=', player.id)
            .execute();
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

  api.delete(
    '/players/:id',
    { schema: { tags: ['players'], params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await requireAdmin(request);
      const player = await loadPlayer(db, request.params.id);
      const played = await db
        .selectFrom('frames')
        .select('frameId')
        .where((eb) =>
          eb.or([eb('homePlayerId', '=', player.id), eb('awayPlayerId', '=', player.id)]),
        )
        .executeTakeFirst();
      // Results name the player: deleting them would orphan frames and stats. Deactivate instead.
      if (played)
        throw conflict(
          'This player is in match line-ups and cannot be deleted; make them inactive instead.',
        );
      await writeTransaction(request, async (trx) => {
        await trx.deleteFrom('teamPlayers').where('playerId', '=', player.id).execute();
        await trx.deleteFrom('availability').where('playerId', '=', player.id).execute();
        await trx.deleteFrom('players').where('id', '=', player.id).execute();
      });
      return reply.status(204).send();
    },
  );

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
      let query = db
        .selectFrom('users')
        .select(['id', 'email', 'role'])
        .orderBy('email')
        .limit(200);
      if (request.query.email) query = query.where('email', '=', request.query.email);
      return { items: await query.execute() };
    },
  );

  const userSchema = { tags: ['users'], params: idParams, response: { 200: userRecordSchema } };
  api.get('/users/:id', { schema: userSchema }, async (request) => {
    await requireRule(request, (actor) => canReadUserRecord(actor, request.params.id));
    const user = await db
      .selectFrom('users')
      .select(['id', 'email', 'role'])
      .where('id', '=', request.params.id)
      .executeTakeFirst();
    if (!user) throw notFound('user');
    return user;
  });
};
