// Standings, player stats with their ratings, a player's rating history, and each team's fixtures
// as iCalendar.
import {
  playerStatsSchema,
  ratingHistorySchema,
  standingsSchema,
} from '@cueleague/domain/responses';
import { computeRatings } from '@cueleague/domain/player-rating';
import {
  playerStatsQuerySchema,
  ratingHistoryQuerySchema,
  standingsQuerySchema,
} from '@cueleague/domain/requests';
import { idSchema } from '@cueleague/domain/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { seasonFromRow } from '../db/rows.ts';
import { notFound } from '../http/http-error.ts';
import { currentSeason } from '../services/league-data.ts';
import {
  countedMatches,
  playerStatsWithRatings,
  seasonStandings,
} from '../services/season-tables.ts';
import { teamCalendar } from '../services/calendar.ts';
import { idParams } from './params.ts';

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

  /** The season asked for (the current one when none is), or 'all' for every season. */
  const seasonIdOrAll = async (asked: string | undefined) =>
    asked === 'all' ? 'all' : (await seasonOrCurrent(asked)).id;

  api.get(
    '/standings',
    {
      config: { cache: true },
      schema: {
        tags: ['tables'],
        querystring: standingsQuerySchema,
        response: { 200: standingsSchema },
      },
    },
    async (request) => {
      const season = await seasonOrCurrent(request.query.seasonId);
      return { seasonId: season.id, items: await seasonStandings(db, season) };
    },
  );

  api.get(
    '/stats/players',
    {
      config: { cache: true },
      schema: {
        tags: ['tables'],
        querystring: playerStatsQuerySchema,
        response: { 200: playerStatsSchema },
      },
    },
    async (request) => {
      const seasonId = await seasonIdOrAll(request.query.seasonId);
      return {
        seasonId,
        items: await playerStatsWithRatings(db, seasonId, request.query.minFrames),
      };
    },
  );

  api.get(
    '/stats/players/:id/ratings',
    {
      config: { cache: true },
      schema: {
        tags: ['tables'],
        params: idParams,
        querystring: ratingHistoryQuerySchema,
        response: { 200: ratingHistorySchema },
      },
    },
    async (request) => {
      const player = await db
        .selectFrom('players')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!player) throw notFound('player');
      const seasonId = await seasonIdOrAll(request.query.seasonId);
      const matches = await countedMatches(db, seasonId);
      const { ratings, history } = computeRatings(matches);
      const mine = history.filter((change) => change.playerId === player.id);
      const names = new Map(
        (
          await db
            .selectFrom('players')
            .select(['id', 'firstName', 'lastName'])
            .where('id', 'in', [player.id, ...new Set(mine.map((change) => change.opponentId))])
            .execute()
        ).map((row) => [row.id, `${row.firstName} ${row.lastName}`]),
      );
      const dates = new Map(matches.map((match) => [match.id, match.scheduledDate]));
      return {
        seasonId,
        playerId: player.id,
        rating: ratings.get(player.id) ?? null,
        items: mine.map((change) => ({
          ...change,
          scheduledDate: dates.get(change.matchId) ?? null,
          opponentName: names.get(change.opponentId) ?? null,
        })),
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
