// Availability: players say in advance whether they can play a coming match; their captain sees
// the answers in pre-match. Private to the team (the other side's captain never sees them).
import { availabilityListSchema } from '@cueleague/domain/responses';
import { availabilitySchema } from '@cueleague/domain/entities';
import { takesAvailability } from '@cueleague/domain/match-state';
import {
  canMarkAvailability,
  canSeeTeamAvailability,
  PAST_SEASON_READ_ONLY,
} from '@cueleague/domain/permissions';
import { availabilityBodySchema, teamAvailabilityQuerySchema } from '@cueleague/domain/requests';
import type { MatchState } from '@cueleague/domain/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRule, requireUser } from '../auth/guards.ts';
import { availabilityFromRow, int } from '../db/rows.ts';
import { conflict, forbidden, invalid, notFound, orNotFound } from '../http/http-error.ts';
import { availabilityOfTeam, saveAvailability } from '../repositories/availability.ts';
import { matchTeams } from '../repositories/matches.ts';
import { findPlayer } from '../repositories/players.ts';
import { seasonIsCurrent } from '../repositories/seasons.ts';
import { activeTeamOf } from '../repositories/team-players.ts';
import { teamExists } from '../repositories/teams.ts';
import { idParams, writeById } from './params.ts';

export const registerAvailabilityRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    '/teams/:id/availability',
    {
      schema: {
        tags: ['availability'],
        params: idParams,
        querystring: teamAvailabilityQuerySchema,
        response: { 200: availabilityListSchema },
      },
    },
    async (request) => {
      const teamId = request.params.id;
      await requireRule(
        request,
        (actor) => canSeeTeamAvailability(actor, teamId),
        "Only the team's players, its captain and admins see its availability.",
      );
      if (!(await teamExists(db, teamId))) throw notFound('team');
      return { items: await availabilityOfTeam(db, teamId, request.query.matchId) };
    },
  );

  api.put(
    '/matches/:id/availability',
    writeById('availability', availabilityBodySchema, { 200: availabilitySchema }),
    async (request) => {
      const auth = await requireUser(request);
      const { playerId, available } = request.body;
      const match = orNotFound(await matchTeams(db, request.params.id), 'match');
      const player = await findPlayer(db, playerId);
      if (!player) throw invalid('No such player.', { playerId: 'No such player' });
      const teamId = await activeTeamOf(db, playerId, [match.homeTeamId, match.awayTeamId]);
      if (!teamId)
        throw invalid(
          `${player.firstName} ${player.lastName} is not on either team of this match.`,
          { playerId: 'Not on either team' },
        );
      // A season that is over is read-only except to admins (docs/rules.md, Permissions).
      if (!auth.actor.isAdmin && !(await seasonIsCurrent(db, match.seasonId)))
        throw forbidden(PAST_SEASON_READ_ONLY);
      if (!canMarkAvailability(auth.actor, player, teamId))
        throw forbidden(
          'Players answer for themselves; their captain or an admin may answer for them.',
        );
      if (!takesAvailability(match.state as MatchState))
        throw conflict('This match has started or is off: its line-ups say who plays.');
      const row = {
        matchId: match.id,
        playerId,
        teamId,
        available: int(available),
        updatedAt: app.ctx.now().toISOString(),
        updatedByUserId: auth.user.id,
      };
      await saveAvailability(db, row);
      return availabilityFromRow(row);
    },
  );
};
