// Teams, their captain, and rosters (team_players memberships).
import {
  addedTeamPlayerSchema,
  teamPlayersSchema,
  teamsSchema,
  transferSchema,
} from '@cueleague/domain/responses';
import { teamPlayerSchema, teamSchema } from '@cueleague/domain/entities';
import { MESSAGES } from '@cueleague/domain/errors';
import {
  canChangeMembershipRole,
  canManageRoster,
  PAST_SEASON_READ_ONLY,
} from '@cueleague/domain/permissions';
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin, requireRule } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import { int } from '../db/rows.ts';
import { conflict, forbidden, HttpError, invalid, orNotFound } from '../http/http-error.ts';
import { publishedCupsOfTeam } from '../repositories/competitions.ts';
import type { Executor } from '../repositories/executor.ts';
import { revokePendingCaptainInvites } from '../repositories/invites.ts';
import { teamHasPlayed } from '../repositories/matches.ts';
import {
  accountOfPlayer,
  findPlayer,
  insertPlayer,
  playerExists,
} from '../repositories/players.ts';
import { findSeason, seasonIsCurrent } from '../repositories/seasons.ts';
import {
  endActiveMembership,
  findMembership,
  insertMembership,
  listMemberships,
  membershipIdOf,
  updateMembership,
} from '../repositories/team-players.ts';
import {
  deleteTeamWithRoster,
  findTeam,
  insertTeam,
  listTeams,
  updateTeam,
} from '../repositories/teams.ts';
import { ledgerEntryCount } from '../repositories/ledger.ts';
import { venueExists } from '../repositories/venues.ts';
import { assignCaptain, removeCaptain } from '../services/captaincy.ts';
import { deleteMatchesWhere } from '../services/fixtures.ts';
import { assertFreeToJoin, rosterWrite } from '../services/rosters.ts';
import { recordLeagueAudit } from '../repositories/league-audit.ts';
import { seasonDivision } from '../services/season-division.ts';
import { cachedRead, deleteById, idParams, writeById, writeRoute } from './params.ts';
import { requestWriter, writeTransaction } from '../services/write-transaction.ts';

const loadTeam = async (db: Executor, id: string) => orNotFound(await findTeam(db, id), 'team');

const loadMembership = async (db: Executor, id: string) =>
  orNotFound(await findMembership(db, id), 'team membership');

/** The account of a player who is to be made captain (captaincy needs one). */
const captainAccountOf = async (db: Executor, playerId: string) => {
  const userId = await accountOfPlayer(db, playerId);
  if (!userId)
    throw invalid(MESSAGES.noPlayerRecord, { role: 'The player is not linked to a user account' });
  return userId;
};

/**
 * An admin, or the team's captain: who may change its roster. A past season's roster is the
 * admins' alone (the captain's refusal says why).
 */
const requireRosterManager = async (
  db: Executor,
  request: FastifyRequest,
  team: { id: string; seasonId: string },
) =>
  requireRule(
    request,
    (actor) => canManageRoster(actor, team.id),
    (await seasonIsCurrent(db, team.seasonId))
      ? "Only an admin or the team's captain can change its roster."
      : PAST_SEASON_READ_ONLY,
  );

const checkVenue = async (db: Executor, venueId: string | null | undefined) => {
  if (venueId && !(await venueExists(db, venueId))) {
    throw invalid('No such venue.', { homeVenueId: 'No such venue' });
  }
};

export const registerTeamRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    '/teams',
    cachedRead('teams', { querystring: teamQuerySchema, response: { 200: teamsSchema } }),
    async (request) => {
      return { items: await listTeams(db, request.query) };
    },
  );

  api.get(
    '/teams/:id',
    cachedRead('teams', { params: idParams, response: { 200: teamSchema } }),
    (request) => loadTeam(db, request.params.id),
  );

  api.post(
    '/teams',
    writeRoute('teams', teamCreateSchema, { 201: teamSchema }),
    async (request, reply) => {
      await requireAdmin(request);
      const { seasonId, name, homeVenueId } = request.body;
      const season = await findSeason(db, seasonId);
      if (!season) {
        throw invalid('No such season.', { seasonId: 'No such season' });
      }
      await checkVenue(db, homeVenueId);
      // A team joins the division named, or the season's top one.
      const divisionId = seasonDivision(season, request.body.divisionId, 'invalid');
      const id = newId();
      await insertTeam(db, {
        id,
        seasonId,
        name,
        homeVenueId: homeVenueId ?? null,
        captainUserId: null,
        divisionId,
      });
      return reply.status(201).send(await loadTeam(db, id));
    },
  );

  api.patch(
    '/teams/:id',
    writeById('teams', teamUpdateSchema, { 200: teamSchema }),
    async (request) => {
      await requireAdmin(request);
      const team = await loadTeam(db, request.params.id);
      if (request.body.seasonId && request.body.seasonId !== team.seasonId) {
        throw invalid('A team stays in its season; create it in the other season instead.', {
          seasonId: 'Cannot change',
        });
      }
      await checkVenue(db, request.body.homeVenueId);
      if (request.body.divisionId !== undefined && request.body.divisionId !== team.divisionId) {
        seasonDivision(
          orNotFound(await findSeason(db, team.seasonId), 'season'),
          request.body.divisionId,
          'invalid',
        );
        // Its results count in one table: a team moves division only before it has played.
        if (await teamHasPlayed(db, team.id))
          throw conflict('A team that has played moves division only in the next season.');
      }
      const { seasonId: _seasonId, ...changes } = request.body;
      if (Object.keys(changes).length > 0) await updateTeam(db, team.id, changes);
      return loadTeam(db, team.id);
    },
  );

  api.delete('/teams/:id', deleteById('teams'), async (request, reply) => {
    const auth = await requireAdmin(request);
    const team = await loadTeam(db, request.params.id);
    await writeTransaction(request, async (trx) => {
      if (await teamHasPlayed(trx, team.id))
        throw conflict('This team has played matches and cannot be deleted.');
      // A published cup's bracket stands: its ties are decided, never redrawn by a deletion.
      const cups = await publishedCupsOfTeam(trx, team.id);
      if (cups.length > 0)
        throw conflict(
          `This team is in ${cups.join(', ')}: decide its ties there instead of deleting it.`,
        );
      const entries = await ledgerEntryCount(trx, { column: 'teamId', id: team.id });
      if (entries > 0)
        throw conflict(
          `This team has ${entries} entr${entries === 1 ? 'y' : 'ies'} in the ledger (fees and payments) and cannot be deleted.`,
        );
      await deleteMatchesWhere(trx, { teamId: team.id }, app.ctx.live, {
        actorUserId: auth.user.id,
        at: app.ctx.now(),
        note: `Team ${team.name} deleted`,
      });
      await deleteTeamWithRoster(trx, team.id);
    });
    return reply.status(204).send();
  });

  // Both name the account: the one to make captain, or the one to stand down.
  const captainRoute = writeById('teams', captainBodySchema, { 200: teamSchema });

  api.put('/teams/:id/captain', captainRoute, async (request) => {
    await requireAdmin(request);
    await rosterWrite(
      db,
      (trx) => assignCaptain(trx, request.params.id, request.body.userId),
      undefined,
      requestWriter(request),
    );
    return loadTeam(db, request.params.id);
  });

  api.delete('/teams/:id/captain', captainRoute, async (request) => {
    await requireAdmin(request);
    await writeTransaction(request, (trx) =>
      removeCaptain(trx, request.params.id, request.body.userId),
    );
    return loadTeam(db, request.params.id);
  });

  // ---- rosters ----

  api.get(
    '/team-players',
    cachedRead('rosters', {
      querystring: teamPlayerQuerySchema,
      response: { 200: teamPlayersSchema },
    }),
    async (request) => {
      return { items: await listMemberships(db, request.query) };
    },
  );

  api.post(
    '/team-players',
    writeRoute('rosters', teamPlayerCreateSchema, { 201: teamPlayerSchema }),
    async (request, reply) => {
      const body = request.body;
      const auth = await requireRosterManager(db, request, await loadTeam(db, body.teamId));
      // Making someone captain changes who may score: admins only, through the captain endpoint.
      if (body.role === 'captain' && !canChangeMembershipRole(auth.actor))
        throw forbidden('Only an admin can make a captain.');
      const team = await loadTeam(db, body.teamId);
      if (team.seasonId !== body.seasonId)
        throw invalid("The membership's season must be the team's.", {
          seasonId: "Not the team's season",
        });
      if (!(await playerExists(db, body.playerId))) {
        throw invalid('No such player.', { playerId: 'No such player' });
      }
      if (await membershipIdOf(db, body.teamId, body.playerId))
        throw new HttpError('conflict', 'This player is already on the roster.');
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
          await insertMembership(trx, {
            id,
            ...target,
            role: 'player',
            isActive: int(body.isActive),
          });
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
    writeById('rosters', newTeamPlayerSchema, { 201: addedTeamPlayerSchema }),
    async (request, reply) => {
      const team = await loadTeam(db, request.params.id);
      const auth = await requireRosterManager(db, request, team);
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
          await insertPlayer(trx, {
            id: playerId,
            firstName,
            lastName,
            userId: null,
            needsReview: int(byCaptain),
            addedByUserId: byCaptain ? auth.user.id : null,
          });
          await insertMembership(trx, {
            id: membershipId,
            teamId: team.id,
            playerId,
            seasonId: team.seasonId,
            role: 'player',
            isActive: 1,
          });
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
      return reply.status(201).send({
        player: orNotFound(await findPlayer(db, playerId), 'player'),
        membership: await loadMembership(db, membershipId),
      });
    },
  );

  api.patch(
    '/team-players/:id',
    writeById('rosters', teamPlayerUpdateSchema, { 200: teamPlayerSchema }),
    async (request) => {
      const membership = await loadMembership(db, request.params.id);
      const auth = await requireRosterManager(db, request, {
        id: membership.teamId,
        seasonId: membership.seasonId,
      });
      const { role, isActive } = request.body;
      if (role !== undefined && role !== membership.role && !canChangeMembershipRole(auth.actor)) {
        throw forbidden('Only an admin can change who is captain.');
      }
      const { playerId, seasonId, teamId } = membership;
      const target = { playerId, seasonId, teamId };
      await rosterWrite(
        db,
        async (trx) => {
          if (isActive === true && !membership.isActive) await assertFreeToJoin(trx, target);
          if (isActive !== undefined) await updateMembership(trx, membership.id, { isActive });
          // Off the team, off its captaincy: a captain invite sent earlier must not bring them back.
          if (isActive === false && membership.isActive)
            await revokePendingCaptainInvites(trx, teamId, playerId);
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
    writeById('rosters', transferBodySchema, { 200: transferSchema }),
    async (request) => {
      const auth = await requireAdmin(request);
      const from = await loadMembership(db, request.params.id);
      const { teamId, reason } = request.body;
      const to = await findTeam(db, teamId);
      if (!to) throw invalid('No such team.', { teamId: 'No such team' });
      if (to.seasonId !== from.seasonId)
        throw invalid('A transfer stays in its season.', { teamId: 'Not in this season' });
      if (to.id === from.teamId)
        throw invalid('The player is already on that team.', { teamId: 'Already on this team' });
      if (!from.isActive)
        throw conflict('This membership is not active: add the player to the team instead.');
      const playerUserId = await accountOfPlayer(db, from.playerId);
      const target = { playerId: from.playerId, seasonId: from.seasonId, teamId: to.id };
      const toId = await rosterWrite(
        db,
        async (trx) => {
          // The old membership ends first (guarded: a change since we read it wins)...
          if (!(await endActiveMembership(trx, from.id)))
            throw conflict('The roster changed meanwhile; reload it and try again.');
          await revokePendingCaptainInvites(trx, from.teamId, from.playerId);
          // ...with its captaincy: a captain scores for the team he plays for only.
          const oldTeam = await loadTeam(trx, from.teamId);
          const wasCaptain =
            from.role === 'captain' ||
            (playerUserId !== null && oldTeam.captainUserId === playerUserId);
          if (wasCaptain && playerUserId) await removeCaptain(trx, from.teamId, playerUserId);
          await assertFreeToJoin(trx, target);
          const existing = await membershipIdOf(trx, to.id, from.playerId);
          const id = existing ?? newId();
          // He joins as a player: an old captain role there is stale unless he still captains it.
          const role =
            playerUserId !== null && to.captainUserId === playerUserId ? 'captain' : 'player';
          if (existing) await updateMembership(trx, id, { isActive: true, role });
          else await insertMembership(trx, { id, ...target, role, isActive: 1 });
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
