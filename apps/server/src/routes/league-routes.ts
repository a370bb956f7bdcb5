import { leagueQuerySchema } from '@cueleague/domain/requests';
import { leaguesSchema } from '@cueleague/domain/responses';
import { leagueSchema } from '@cueleague/domain/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listLeagues } from '../services/league-data.ts';
import { cachedRead, idParams } from './params.ts';
import { notFound } from '../http/http-error.ts';

export const registerLeagueRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    '/leagues',
    cachedRead('leagues', { querystring: leagueQuerySchema, response: { 200: leaguesSchema } }),
    async (request) => ({
      items: await listLeagues(db, request.query.adminId),
    }),
  );

  api.get(
    '/leagues/:id',
    cachedRead('leagues', { params: idParams, response: { 200: leagueSchema } }),
    async (request) => {
      const league = (await listLeagues(db)).find(
        (candidate) => candidate.id === request.params.id,
      );
      if (!league) throw notFound('league');
      return league;
    },
  );
};
