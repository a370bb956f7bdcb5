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
    { config: { cache: true }, schema: { tags: ['tables'], querystring: standingsQuerySchema } },
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
    { config: { cache: true }, schema: { tags: ['tables'], querystring: playerStatsQuerySchema } },
    async (request) => {
      // Without a season: the current one. `seasonId=all`: every season (all-time).
      const { seasonId: asked, minFrames } = request.query;
      const seasonId = asked === 'all' ? 'all' : (await seasonOrCurrent(asked)).id;
      const matches = await loadMatches(db, (query) => {
        const played = query.where('state', 'in', ['in-progress', 'completed']);
        return seasonId === 'all' ? played : played.where('seasonId', '=', seasonId);
      });
      const players = (await db.selectFrom('players').selectAll().execute()).map(playerFromRow);
      return {
        seasonId,
        items: computePlayerStats({
          matches,
          players,
          ...(minFrames === undefined ? {} : { minFrames }),
        }),
      };
    },
  );

  api.get(
    '/calendar/:file',
    {
      config: { cache: true },
      schema: {
        tags: ['tables'],
        params: z.object({ file: z.string().regex(/^[^/]+\.ics$/, 'Use /calendar/<teamId>.ics') }),
      },
    },
    async (request, reply) => {
      // Not a valid id (blank, too long): no such team, rather than an uncaught ZodError (500).
      const parsed = idSchema.safeParse(request.params.file.replace(/\.ics$/, ''));
      if (!parsed.success) throw notFound('team');
      const teamId = parsed.data;
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
