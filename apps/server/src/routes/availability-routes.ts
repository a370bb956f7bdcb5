// Availability: players say in advance whether they can play a coming match; their captain sees
// the answers in pre-match. Private to the team (the other side's captain never sees them).
import { availabilityListSchema } from '@cueleague/domain/responses';
import { availabilitySchema } from '@cueleague/domain/entities';
import { AVAILABILITY_STATES, takesAvailability } from '@cueleague/domain/match-state';
import { canMarkAvailability, canSeeTeamAvailability } from '@cueleague/domain/permissions';
import { availabilityBodySchema, teamAvailabilityQuerySchema } from '@cueleague/domain/requests';
import type { MatchState } from '@cueleague/domain/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRule, requireUser } from '../auth/guards.ts';
import { availabilityFromRow, int } from '../db/rows.ts';
import { conflict, forbidden, invalid, notFound } from '../http/http-error.ts';
import { idParams } from './params.ts';

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
      if (!(await db.selectFrom('teams').select('id').where('id', '=', teamId).executeTakeFirst()))
        throw notFound('team');
      // Answers for matches still to be played; older ones no longer matter to anyone.
      let query = db
        .selectFrom('availability')
        .innerJoin('matches', 'matches.id', 'availability.matchId')
        .selectAll('availability')
        .where('availability.teamId', '=', teamId)
        .where('matches.state', 'in', AVAILABILITY_STATES)
        .orderBy('availability.matchId')
        .orderBy('availability.playerId');
      if (request.query.matchId)
        query = query.where('availability.matchId', '=', request.query.matchId);
      return { items: (await query.execute()).map(availabilityFromRow) };
    },
  );

  api.put(
    '/matches/:id/availability',
    {
      schema: {
        tags: ['availability'],
        params: idParams,
        body: availabilityBodySchema,
        response: { 200: availabilitySchema },
      },
    },
    async (request) => {
      const auth = await requireUser(request);
      const { playerId, available } = request.body;
      const match = await db
        .selectFrom('matches')
        .select(['id', 'state', 'seasonId', 'homeTeamId', 'awayTeamId'])
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!match) throw notFound('match');
      const player = await db
        .selectFrom('players')
        .select(['id', 'userId', 'firstName', 'lastName'])
        .where('id', '=', playerId)
        .executeTakeFirst();
      if (!player) throw invalid('No such player.', { playerId: 'No such player' });
      const membership = await db
        .selectFrom('teamPlayers')
        .select('teamId')
        .where('playerId', '=', playerId)
        .where('teamId', 'in', [match.homeTeamId, match.awayTeamId])
        .where('isActive', '=', 1)
        .executeTakeFirst();
      if (!membership)
        throw invalid(
          `${player.firstName} ${player.lastName} is not on either team of this match.`,
          { playerId: 'Not on either team' },
        );
      const { teamId } = membership;
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
      await db
        .insertInto('availability')
        .values(row)
        .onConflict((oc) =>
          oc.columns(['matchId', 'playerId']).doUpdateSet({
            teamId,
            available: row.available,
            updatedAt: row.updatedAt,
            updatedByUserId: row.updatedByUserId,
          }),
        )
        .execute();
      return availabilityFromRow(row);
    },
  );
};
