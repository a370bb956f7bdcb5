// Standings, player stats and each team's fixtures as iCalendar.
import { computePlayerStats } from '@cueleague/domain/player-stats';
import { computeStandings } from '@cueleague/domain/compute-standings';
import { playerStatsQuerySchema, standingsQuerySchema } from '@cueleague/domain/requests';
import { idSchema } from '@cueleague/domain/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { playerFromRow, seasonFromRow } from '../db/rows.ts';
import { notFound } from '../http/http-error.ts';
import { currentSeason } from '../services/league-data.ts';
import { loadMatches } from '../services/match-store.ts';
import { teamCalendar } from '../services/calendar.ts';

export const registerTableRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  const seasonOrCurrent = async (seasonId: string | undefined) => {
    if (!seasonId) {
      const season = await currentSeason(db);
      if (!season) throw notFound('current season');
      return season;
    }
    const row = await db
      .selectFrom('seasons')
      .selectAll()
      .where('id', '=', seasonId)
      .executeTakeFirst();
    if (!row) throw notFound('season');
    return seasonFromRow(row);
  };

  api.get(
    '/standings',
    { schema: { tags: ['tables'], querystring: standingsQuerySchema } },
    async (request) => {
      const season = await seasonOrCurrent(request.query.seasonId);
      const teams = await db
        .selectFrom('teams')
        .select(['id', 'name'])
        .where('seasonId', '=', season.id)
        .execute();
      const matches = await loadMatches(db, (query) =>
        query.where('seasonId', '=', season.id).where('state', '=', 'completed'),
      );
      return { seasonId: season.id, items: computeStandings({ teams, matches, points: season }) };
    },
  );

  api.get(
    '/stats/players',
    { schema: { tags: ['tables'], querystring: playerStatsQuerySchema } },
    async (request) => {
      // Without a season: the current one; `seasonId=all` is not offered, all-time comes later.
      const season = await seasonOrCurrent(request.query.seasonId);
      const matches = await loadMatches(db, (query) =>
        query.where('seasonId', '=', season.id).where('state', 'in', ['in-progress', 'completed']),
      );
      const players = (await db.selectFrom('players').selectAll().execute()).map(playerFromRow);
      return {
        seasonId: season.id,
        items: computePlayerStats({
          matches,
          players,
          ...(request.query.minFrames === undefined ? {} : { minFrames: request.query.minFrames }),
        }),
      };
    },
  );

  api.get(
    '/calendar/:file',
    {
      schema: {
        tags: ['tables'],
        params: z.object({ file: z.string().regex(/^[^/]+\.ics$/, 'Use /calendar/<teamId>.ics') }),
      },
    },
    async (request, reply) => {
      const teamId = idSchema.parse(request.params.file.replace(/\.ics$/, ''));
      const team = await db
        .selectFrom('teams')
        .selectAll()
        .where('id', '=', teamId)
        .executeTakeFirst();
      if (!team) throw notFound('team');
      const body = await teamCalendar(db, team);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', `inline; filename="${teamId}.ics"`)
        .send(body);
    },
  );
};
