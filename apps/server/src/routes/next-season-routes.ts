// Starting the next season (docs/api.md, Seasons: POST /api/seasons/:id/next): a preview
// (dryRun) of the suggested promotions and relegations with the admin's edits, or the new season
// saved with its divisions, teams and rosters.
import { nextSeasonBodySchema, nextSeasonQuerySchema } from '@cueleague/domain/requests';
import { nextSeasonCreatedSchema, nextSeasonPreviewSchema } from '@cueleague/domain/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.ts';
import { orNotFound } from '../http/http-error.ts';
import { findSeason } from '../repositories/seasons.ts';
import { createNextSeason, draftNextSeason } from '../services/next-season.ts';
import { keepPublicReads, writeTransaction } from '../services/write-transaction.ts';
import { idParams } from './params.ts';

export const registerNextSeasonRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.post(
    '/seasons/:id/next',
    {
      schema: {
        tags: ['seasons'],
        params: idParams,
        body: nextSeasonBodySchema,
        querystring: nextSeasonQuerySchema,
        response: { 200: nextSeasonPreviewSchema, 201: nextSeasonCreatedSchema },
      },
    },
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const season = orNotFound(await findSeason(db, request.params.id), 'season');
      const dryRun = Boolean(request.query.dryRun);
      const draft = await draftNextSeason(db, season, request.body, { dryRun });
      if (dryRun) {
        // A preview (sent as the admin edits) writes nothing: the cached reads stay.
        keepPublicReads(request);
        return reply.status(200).send(draft.preview);
      }
      const created = await writeTransaction(request, (trx) =>
        createNextSeason(trx, season, draft, { actorUserId: auth.user.id, at: app.ctx.now() }),
      );
      const saved = orNotFound(await findSeason(db, created.seasonId), 'season');
      return reply.status(201).send({ season: saved, teams: created.teams });
    },
  );
};
