// Teams, their captain, and rosters (team_players memberships).
import { MESSAGES } from '@cueleague/domain/errors';
import { canChangeMembershipRole, canManageRoster } from '@cueleague/domain/permissions';
import { PLAYED_STATES } from '@cueleague/domain/match-state';
import {
  captainBodySchema,
  newTeamPlayerSchema,
  teamCreateSchema,
  teamPlayerCreateSchema,
  teamPlayerQuerySchema,
  teamPlayerUpdateSchema,
  teamQuerySchema,
  teamUpdateSchema,
  transferBodySchema,
} from '@cueleague/domain/requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin, requireRule } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database.ts';
import type { Database } from '../db/schema.ts';
import { int, playerFromRow, teamFromRow, teamPlayerFromRow } from '../db/rows.ts';
import { conflict, forbidden, HttpError, invalid, notFound } from '../http/http-error.ts';
import { assignCaptain, removeCaptain } from '../services/captaincy.ts';
import { deleteMatchesWhere } from '../services/fixtures.ts';
import { assertFreeToJoin, rosterWrite } from '../services/rosters.ts';
import { recordLeagueAudit } from '../services/league-audit.ts';
import { idParams } from './params.ts';
import { requestWriter, writeTransaction } from '../services/write-transaction.ts';

const loadTeam = async (db: Db | Transaction<Database>, id: string) => {
  const row = await db.selectFrom('teams').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('team');
  return teamFromRow(row);
};

const loadMembership = async (db: Db, id: string) => {
  const row = await db
    .selectFrom('teamPlayers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('team membership');
  return teamPlayerFromRow(row);
};

/** The account of a player who is to be made captain (captaincy needs one). */
const captainAccountOf = async (db: Db | Transaction<Database>, playerId: string) => {
  const player = await db
    .selectFrom('players')
    .select('userId')
    .where('id', '=', playerId)
    .executeTakeFirstOrThrow();
  if (!player.userId)
    throw invalid(MESSAGES.noPlayerRecord, { role: 'The player is not linked to a user account' });
  return player.userId;
};

const checkVenue = async (db: Db, venueId: string | null | undefined) => {
  if (
    venueId &&
    !(await db.selectFrom('venues').select('id').where('id', '=', venueId).executeTakeFirst())
  ) {
    throw invalid('No such venue.', { homeVenueId: 'No such venue' });
  }
};

export const registerTeamRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    '/teams',
    { config: { cache: true }, schema: { tags: ['teams'], querystring: teamQuerySchema } },
    async (request) => {
      let query = db.selectFrom('teams').selectAll().orderBy('name');
      if (request.query.seasonId) query = query.where('seasonId', '=', request.query.seasonId);
      if (request.query.captainUserId)
        query = query.where('captainUserId', '=', request.query.captainUserId);
      return { items: (await query.execute()).map(teamFromRow) };
    },
  );

  api.get(
    '/teams/:id',
    { config: { cache: true }, schema: { tags: ['teams'], params: idParams } },
    (request) => loadTeam(db, request.params.id),
  );

  api.post(
    '/teams',
    { schema: { tags: ['teams'], body: teamCreateSchema } },
    async (request, reply) => {
      await requireAdmin(request);
      const { seasonId, name, homeVenueId } = request.body;
      if (
        !(await db.selectFrom('seasons').select('id').where('id', '=', seasonId).executeTakeFirst())
      ) {
        throw invalid('No such season.', { seasonId: 'No such season' });
      }
      await checkVenue(db, homeVenueId);
      const id = newId();
      await db
        .insertInto('teams')
        .values({ id, seasonId, name, homeVenueId: homeVenueId ?? null, captainUserId: null })
        .execute();
      return reply.status(201).send(await loadTeam(db, id));
    },
  );

  api.patch(
    '/teams/:id',
    { schema: { tags: ['teams'], params: idParams, body: teamUpdateSchema } },
    async (request) => {
      await requireAdmin(request);
      const team = await loadTeam(db, request.params.id);
      if (request.body.seasonId && request.body.seasonId !== team.seasonId) {
        throw invalid('A team stays in its season; create it in the other season instead.', {
          seasonId: 'Cannot change',
        });
      }
      await checkVenue(db, request.body.homeVenueId);
      const { seasonId: _seasonId, ...changes } = request.body;
      if (Object.keys(changes).length > 0)
        await db.updateTable('teams').set(changes).where('id', '=', team.id).execute();
      return loadTeam(db, team.id);
    },
  );

  api.delete(
    '/teams/:id',
    { schema: { tags: ['teams'], params: idParams } },
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const team = await loadTeam(db, request.params.id);
      await writeTransaction(request, async (trx) => {
        const played = await trx
          .selectFrom('matches')
          .select('id')
          .where((eb) => eb.or([eb('homeTeamId', '=', team.id), eb('awayTeamId', '=', team.id)]))
          .where('state', 'in', PLAYED_STATES)
          .executeTakeFirst();
        if (played) throw conflict('This team has played matches and cannot be deleted.');
        await deleteMatchesWhere(
          trx,
          (query) =>
            query.where((eb) =>
              eb.or([eb('homeTeamId', '=', team.id), eb('awayTeamId', '=', team.id)]),
            ),
          app.ctx.live,
          { actorUserId: auth.user.id, at: app.ctx.now(), note: `Team ${team.name} deleted` },
        );
        await trx.deleteFrom('teamPlayers').where('teamId', '=', team.id).execute();
        await trx.deleteFrom('teams').where('id', '=', team.id).execute();
      });
      return reply.status(204).send();
    },
  );

  api.put(
    '/teams/:id/captain',
    { schema: { tags: ['teams'], params: idParams, body: captainBodySchema } },
    async (request) => {
      await requireAdmin(request);
      await rosterWrite(
        db,
        (trx) => assignCaptain(trx, request.params.id, request.body.userId),
        undefined,
        requestWriter(request),
      );
      return loadTeam(db, request.params.id);
    },
  );

  api.delete(
    '/teams/:id/captain',
    { schema: { tags: ['teams'], params: idParams, body: captainBodySchema } },
    async (request) => {
      await requireAdmin(request);
      await writeTransaction(request, (trx) =>
        removeCaptain(trx, request.params.id, request.body.userId),
      );
      return loadTeam(db, request.params.id);
    },
  );

  // ---- rosters ----

  api.get(
    '/team-players',
    { config: { cache: true }, schema: { tags: ['rosters'], querystring: teamPlayerQuerySchema } },
    async (request) => {
      const { teamId, playerId, seasonId, isActive } = request.query;
      let query = db.selectFrom('teamPlayers').selectAll();
      if (teamId) query = query.where('teamId', '=', teamId);
      if (playerId) query = query.where('playerId', '=', playerId);
      if (seasonId) query = query.where('seasonId', '=', seasonId);
      if (isActive !== undefined) query = query.where('isActive', '=', int(isActive));
      return { items: (await query.orderBy('id').execute()).map(teamPlayerFromRow) };
    },
  );

  api.post(
    '/team-players',
    { schema: { tags: ['rosters'], body: teamPlayerCreateSchema } },
    async (request, reply) => {
      const body = request.body;
      const auth = await requireRule(
        request,
        (actor) => canManageRoster(actor, body.teamId),
        "Only an admin or the team's captain can change its roster.",
      );
      // Making someone captain changes who may score: admins only, through the captain endpoint.
      if (body.role === 'captain' && !canChangeMembershipRole(auth.actor))
        throw forbidden('Only an admin can make a captain.');
      const team = await loadTeam(db, body.teamId);
      if (team.seasonId !== body.seasonId)
        throw invalid("The membership's season must be the team's.", {
          seasonId: "Not the team's season",
        });
      if (
        !(await db
          .selectFrom('players')
          .select('id')
          .where('id', '=', body.playerId)
          .executeTakeFirst())
      ) {
        throw invalid('No such player.', { playerId: 'No such player' });
      }
      const existing = await db
        .selectFrom('teamPlayers')
        .select('id')
        .where('teamId', '=', body.teamId)
        .where('playerId', '=', body.playerId)
        .executeTakeFirst();
      if (existing) throw new HttpError('conflict', 'This player is already on the roster.');
      const id = newId();
      const target = { playerId: body.playerId, seasonId: body.seasonId, teamId: body.teamId };
      const captainUserId =
        body.role === 'captain' ? await captainAccountOf(db, body.playerId) : null;
      await rosterWrite(
        db,
        async (trx) => {
          // One active membership per player and season: another team's player is transferred
          // by an admin, not added.
          if (body.isActive || captainUserId) await assertFreeToJoin(trx, target);
          await trx
            .insertInto('teamPlayers')
            .values({ id, ...target, role: 'player', isActive: int(body.isActive) })
            .execute();
          if (captainUserId) await assignCaptain(trx, body.teamId, captainUserId);
        },
        target,
        requestWriter(request),
      );
      return reply.status(201).send(await loadMembership(db, id));
    },
  );

  api.post(
    '/teams/:id/players',
    { schema: { tags: ['rosters'], params: idParams, body: newTeamPlayerSchema } },
    async (request, reply) => {
      const team = await loadTeam(db, request.params.id);
      const auth = await requireRule(
        request,
        (actor) => canManageRoster(actor, team.id),
        "Only an admin or the team's captain can change its roster.",
      );
      // Someone new turns up on match night: the captain adds them to the team at once, and the
      // record waits for the admin's look (a typo, or a player the league already knew).
      const byCaptain = !auth.actor.isAdmin;
      const playerId = newId();
      const membershipId = newId();
      const { firstName, lastName } = request.body;
      const at = app.ctx.now().toISOString();
      await rosterWrite(
        db,
        async (trx) => {
          await trx
            .insertInto('players')
            .values({
              id: playerId,
              firstName,
              lastName,
              userId: null,
              needsReview: int(byCaptain),
              addedByUserId: byCaptain ? auth.user.id : null,
            })
            .execute();
          await trx
            .insertInto('teamPlayers')
            .values({
              id: membershipId,
              teamId: team.id,
              playerId,
              seasonId: team.seasonId,
              role: 'player',
              isActive: 1,
            })
            .execute();
          if (byCaptain)
            await recordLeagueAudit(trx, {
              subjectType: 'player',
              subjectId: playerId,
              reason: 'player_added_by_captain',
              note: `Added to ${team.name} by its captain`,
              actorUserId: auth.user.id,
              at,
              before: null,
              after: { firstName, lastName, teamId: team.id },
            });
        },
        undefined,
        requestWriter(request),
      );
      const player = await db
        .selectFrom('players')
        .selectAll()
        .where('id', '=', playerId)
        .executeTakeFirstOrThrow();
      return reply.status(201).send({
        player: playerFromRow(player),
        membership: await loadMembership(db, membershipId),
      });
    },
  );

  api.patch(
    '/team-players/:id',
    { schema: { tags: ['rosters'], params: idParams, body: teamPlayerUpdateSchema } },
    async (request) => {
      const membership = await loadMembership(db, request.params.id);
      const auth = await requireRule(
        request,
        (actor) => canManageRoster(actor, membership.teamId),
        "Only an admin or the team's captain can change its roster.",
      );
      const { role, isActive } = request.body;
      if (role !== undefined && role !== membership.role && !canChangeMembershipRole(auth.actor)) {
        throw forbidden('Only an admin can change who is captain.');
      }
      const target = {
        playerId: membership.playerId,
        seasonId: membership.seasonId,
        teamId: membership.teamId,
      };
      await rosterWrite(
        db,
        async (trx) => {
          if (isActive === true && !membership.isActive) await assertFreeToJoin(trx, target);
          if (isActive !== undefined)
            await trx
              .updateTable('teamPlayers')
              .set({ isActive: int(isActive) })
              .where('id', '=', membership.id)
              .execute();
          if (role !== undefined && role !== membership.role) {
            const userId = await captainAccountOf(trx, membership.playerId);
            if (role === 'captain') await assignCaptain(trx, membership.teamId, userId);
            else await removeCaptain(trx, membership.teamId, userId);
          }
        },
        target,
        requestWriter(request),
      );
      return loadMembership(db, membership.id);
    },
  );

  api.post(
    '/team-players/:id/transfer',
    { schema: { tags: ['rosters'], params: idParams, body: transferBodySchema } },
    async (request) => {
      const auth = await requireAdmin(request);
      const from = await loadMembership(db, request.params.id);
      const { teamId, reason } = request.body;
      const to = await db
        .selectFrom('teams')
        .selectAll()
        .where('id', '=', teamId)
        .executeTakeFirst();
      if (!to) throw invalid('No such team.', { teamId: 'No such team' });
      if (to.seasonId !== from.seasonId)
        throw invalid('A transfer stays in its season.', { teamId: 'Not in this season' });
      if (to.id === from.teamId)
        throw invalid('The player is already on that team.', { teamId: 'Already on this team' });
      if (!from.isActive)
        throw conflict('This membership is not active: add the player to the team instead.');
      const player = await db
        .selectFrom('players')
        .select('userId')
        .where('id', '=', from.playerId)
        .executeTakeFirstOrThrow();
      const target = { playerId: from.playerId, seasonId: from.seasonId, teamId: to.id };
      const toId = await rosterWrite(
        db,
        async (trx) => {
          // The old membership ends first (guarded: a change since we read it wins)...
          const ended = await trx
            .updateTable('teamPlayers')
            .set({ isActive: 0 })
            .where('id', '=', from.id)
            .where('isActive', '=', 1)
            .executeTakeFirst();
          if (Number(ended.numUpdatedRows) !== 1)
            throw conflict('The roster changed meanwhile; reload it and try again.');
          // ...with its captaincy: a captain scores for the team he plays for only.
          const oldTeam = await loadTeam(trx, from.teamId);
          const wasCaptain =
            from.role === 'captain' ||
            (player.userId !== null && oldTeam.captainUserId === player.userId);
          if (wasCaptain && player.userId) await removeCaptain(trx, from.teamId, player.userId);
          await assertFreeToJoin(trx, target);
          const existing = await trx
            .selectFrom('teamPlayers')
            .select('id')
            .where('teamId', '=', to.id)
            .where('playerId', '=', from.playerId)
            .executeTakeFirst();
          const id = existing?.id ?? newId();
          // He joins as a player: an old captain role there is stale unless he still captains it.
          const role =
            player.userId !== null && to.captainUserId === player.userId ? 'captain' : 'player';
          if (existing)
            await trx
              .updateTable('teamPlayers')
              .set({ isActive: 1, role })
              .where('id', '=', id)
              .execute();
          else
            await trx
              .insertInto('teamPlayers')
              .values({ id, ...target, role, isActive: 1 })
              .execute();
          await recordLeagueAudit(trx, {
            subjectType: 'player',
            subjectId: from.playerId,
            reason: 'player_transferred',
            note: reason || null,
            actorUserId: auth.user.id,
            at: app.ctx.now().toISOString(),
            before: {
              membershipId: from.id,
              teamId: from.teamId,
              role: from.role,
            },
            after: {
              membershipId: id,
              teamId: to.id,
              captaincyEnded: wasCaptain,
            },
          });
          return id;
        },
        target,
        requestWriter(request),
      );
      return { from: await loadMembership(db, from.id), to: await loadMembership(db, toId) };
    },
  );
};
