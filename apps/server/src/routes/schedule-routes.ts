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
import { findSeason } from '../repositories/seasons.ts';
import { listTeams } from '../repositories/teams.ts';
import { listVenues } from '../repositories/venues.ts';
import { leagueTimezone } from '../services/league-data.ts';
import { insertMatch } from '../services/fixtures.ts';
import { seasonDivision } from '../services/season-division.ts';
import { keepPublicReads, writeTransaction } from '../services/write-transaction.ts';

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
      const season = await findSeason(db, body.seasonId);
      if (!season) throw invalid('No such season.', { seasonId: 'No such season' });
      // Without a division the list is the whole season's, one round robin per division.
      if (body.divisionId !== undefined) seasonDivision(season, body.divisionId, 'invalid');
      const teams = await listTeams(db, { seasonId: body.seasonId, divisionId: body.divisionId });
      // Teams meet only within their division: one round robin per division, on the same nights.
      const byDivision = new Map<string | null | undefined, typeof teams>();
      for (const team of teams) {
        byDivision.set(team.divisionId, [...(byDivision.get(team.divisionId) ?? []), team]);
      }
      const groups = [...byDivision.values()];
      if (!groups.some((group) => group.length >= 2))
        throw invalid(
          body.divisionId
            ? 'The division needs at least 2 teams for a fixture list.'
            : 'The season needs at least 2 teams for a fixture list.',
          { [body.divisionId ? 'divisionId' : 'seasonId']: 'Fewer than 2 teams' },
        );
      const timezone = await leagueTimezone(db, body.seasonId);
      // Teams of one venue short of tables are seated to be at home on alternate weeks.
      const venues = await listVenues(db);
      const fixtures = groups
        .filter((group) => group.length >= 2)
        .flatMap((group) =>
          flattenSchedule(
            generateRoundRobin({
              teams: group,
              double: body.double,
              weekday: body.weekday,
              time: body.time,
              startDate: body.startDate,
              skipDates: body.skipDates,
              timezone,
              venues,
            }),
          ),
        )
        // Every division's fixtures in one list by date (each division's order kept on a night).
        .sort((a, b) => Date.parse(a.scheduledDate) - Date.parse(b.scheduledDate));
      const matches = fixtures.map((fixture) =>
        createMatch({
          id: newId(),
          seasonId: body.seasonId,
          homeTeamId: fixture.homeTeamId,
          awayTeamId: fixture.awayTeamId,
          venueId: fixture.venueId,
          scheduledDate: fixture.scheduledDate,
          format: season.format,
        }),
      );
      // Conflicts are checked against what is already scheduled too.
      const existing = await fixturesOfSeason(db, body.seasonId);
      const conflicts = findScheduleConflicts(
        [...existing.map((row) => ({ ...row, state: row.state as 'pre-match' })), ...matches],
        venues,
        { timezone, teams },
      );
      if (request.query.dryRun) {
        // A preview writes nothing: the cached reads stay.
        keepPublicReads(request);
        return { items: matches, conflicts, saved: false };
      }
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
