// Standings, player stats with their ratings, a player's rating history and career, and each
// team's fixtures as iCalendar.
import {
  playerCareerSchema,
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
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, orNotFound } from '../http/http-error.ts';
import { findPlayer, playerNames } from '../repositories/players.ts';
import { findSeason } from '../repositories/seasons.ts';
import { findTeam } from '../repositories/teams.ts';
import { currentSeason } from '../services/league-data.ts';
import {
  countedMatches,
  playerStatsWithRatings,
  seasonStandings,
} from '../services/season-tables.ts';
import { playerCalendar, teamCalendar } from '../services/calendar.ts';
import { playerCareer } from '../services/player-career.ts';
import { seasonDivision } from '../services/season-division.ts';
import { cachedRead, idParams } from './params.ts';

export const registerTableRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  const seasonOrCurrent = async (seasonId: string | undefined) => {
    if (!seasonId) {
      const season = await currentSeason(db);
      if (!season) throw notFound('current season');
      return season;
    }
    return orNotFound(await findSeason(db, seasonId), 'season');
  };

  /** The season asked for (the current one when none is), or 'all' for every season. */
  const seasonIdOrAll = async (asked: string | undefined) =>
    asked === 'all' ? 'all' : (await seasonOrCurrent(asked)).id;

  api.get(
    '/standings',
    cachedRead('tables', { querystring: standingsQuerySchema, response: { 200: standingsSchema } }),
    async (request) => {
      const season = await seasonOrCurrent(request.query.seasonId);
      const divisionId = seasonDivision(season, request.query.divisionId, 'not-found');
      return {
        seasonId: season.id,
        divisionId,
        items: await seasonStandings(db, season, divisionId),
      };
    },
  );

  api.get(
    '/stats/players',
    cachedRead('tables', {
      querystring: playerStatsQuerySchema,
      response: { 200: playerStatsSchema },
    }),
    async (request) => {
      const { seasonId: asked, divisionId: askedDivision, minFrames, cups } = request.query;
      const seasonId = await seasonIdOrAll(asked);
      // A division narrows one season's stats (of every season's, it means nothing).
      const divisionId =
        askedDivision && seasonId !== 'all'
          ? seasonDivision(await seasonOrCurrent(seasonId), askedDivision, 'not-found')
          : null;
      return {
        seasonId,
        divisionId,
        items: await playerStatsWithRatings(db, seasonId, minFrames, divisionId, cups),
      };
    },
  );

  api.get(
    '/stats/players/:id/ratings',
    cachedRead('tables', {
      params: idParams,
      querystring: ratingHistoryQuerySchema,
      response: { 200: ratingHistorySchema },
    }),
    async (request) => {
      const player = orNotFound(await findPlayer(db, request.params.id), 'player');
      const seasonId = await seasonIdOrAll(request.query.seasonId);
      const matches = await countedMatches(db, seasonId);
      const { ratings, history } = computeRatings(matches);
      const mine = history.filter((change) => change.playerId === player.id);
      const names = await playerNames(db, [
        player.id,
        ...new Set(mine.map((change) => change.opponentId)),
      ]);
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
    '/players/:id/career',
    cachedRead('tables', { params: idParams, response: { 200: playerCareerSchema } }),
    async (request) => {
      const player = orNotFound(await findPlayer(db, request.params.id), 'player');
      return { playerId: player.id, items: await playerCareer(db, player) };
    },
  );

  api.get(
    '/calendar/:file',
    cachedRead('tables', {
      params: z.object({ file: z.string().regex(/^[^/]+\.ics$/, 'Use /calendar/<teamId>.ics') }),
    }),
    async (request, reply) => {
      // Not a valid id (blank, too long): no such team, rather than an uncaught ZodError (500).
      const parsed = idSchema.safeParse(request.params.file.replace(/\.ics$/, ''));
      if (!parsed.success) throw notFound('team');
      const teamId = parsed.data;
      const team = orNotFound(await findTeam(db, teamId), 'team');
      return sendCalendar(reply, teamId, await teamCalendar(db, team));
    },
  );

  // A player's own feed: their teams' fixtures and their knockout ties (docs/api.md, Calendars).
  api.get(
    '/calendar/players/:file',
    cachedRead('tables', {
      params: z.object({
        file: z.string().regex(/^[^/]+\.ics$/, 'Use /calendar/players/<playerId>.ics'),
      }),
    }),
    async (request, reply) => {
      const parsed = idSchema.safeParse(request.params.file.replace(/\.ics$/, ''));
      if (!parsed.success) throw notFound('player');
      const player = orNotFound(await findPlayer(db, parsed.data), 'player');
      return sendCalendar(reply, `player-${player.id}`, await playerCalendar(db, player));
    },
  );
};

/** An iCalendar feed, shown inline (a calendar app subscribes to it) under its file's name. */
const sendCalendar = (reply: FastifyReply, file: string, body: string) =>
  reply
    .type('text/calendar; charset=utf-8')
    .header('Content-Disposition', `inline; filename="${file}.ics"`)
    .send(body);
