// The round-robin generator: a preview (dryRun) or the saved fixture list, with its conflicts.
import { roundRobinAnswerSchema } from '@cueleague/domain/responses';
import { roundRobinBodySchema, roundRobinQuerySchema } from '@cueleague/domain/requests';
import { flattenSchedule, generateRoundRobin } from '@cueleague/domain/round-robin';
import { findScheduleConflicts } from '@cueleague/domain/schedule-conflicts';
import { createMatch } from '@cueleague/domain/new-match';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import { invalid } from '../http/http-error.ts';
import { fixturesOfSeason } from '../repositories/matches.ts';
import { seasonExists } from '../repositories/seasons.ts';
import { listTeams } from '../repositories/teams.ts';
import { listVenues } from '../repositories/venues.ts';
import { leagueTimezone } from '../services/league-data.ts';
import { insertMatch } from '../services/fixtures.ts';
import { writeTransaction } from '../services/write-transaction.ts';

export const registerScheduleRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  api.post(
    '/schedule/round-robin',
    {
      schema: {
        tags: ['schedule'],
        body: roundRobinBodySchema,
        querystring: roundRobinQuerySchema,
        response: { 200: roundRobinAnswerSchema, 201: roundRobinAnswerSchema },
      },
    },
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const body = request.body;
      if (!(await seasonExists(db, body.seasonId)))
        throw invalid('No such season.', { seasonId: 'No such season' });
      const teams = await listTeams(db, { seasonId: body.seasonId });
      if (teams.length < 2)
        throw invalid('The season needs at least 2 teams for a fixture list.', {
          seasonId: 'Fewer than 2 teams',
        });
      const timezone = await leagueTimezone(db, body.seasonId);
      const fixtures = flattenSchedule(
        generateRoundRobin({
          teams,
          double: body.double,
          weekday: body.weekday,
          time: body.time,
          startDate: body.startDate,
          skipDates: body.skipDates,
          timezone,
        }),
      );
      const matches = fixtures.map((fixture) =>
        createMatch({
          id: newId(),
          seasonId: body.seasonId,
          homeTeamId: fixture.homeTeamId,
          awayTeamId: fixture.awayTeamId,
          venueId: fixture.venueId,
          scheduledDate: fixture.scheduledDate,
        }),
      );
      // Conflicts are checked against what is already scheduled too.
      const existing = await fixturesOfSeason(db, body.seasonId);
      const venues = await listVenues(db);
      const conflicts = findScheduleConflicts(
        [...existing.map((row) => ({ ...row, state: row.state as 'pre-match' })), ...matches],
        venues,
        { timezone, teams },
      );
      if (request.query.dryRun) return { items: matches, conflicts, saved: false };
      await writeTransaction(request, async (trx) => {
        for (const match of matches) {
          await insertMatch(trx, match, ctx.now(), ctx.live, {
            actorUserId: auth.user.id,
            note: 'Round-robin fixture list',
          });
        }
      });
      return reply.status(201).send({ items: matches, conflicts, saved: true });
    },
  );
};
