import {
  SEASON_ENDS_BEFORE_START,
  seasonCreateSchema,
  seasonDatesValid,
  seasonQuerySchema,
  seasonUpdateSchema,
} from '@cueleague/domain/requests';
import { seasonsSchema } from '@cueleague/domain/responses';
import { seasonSchema } from '@cueleague/domain/entities';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { int } from '../db/rows.ts';
import { conflict, invalid, notFound, orNotFound } from '../http/http-error.ts';
import { leagueExists } from '../repositories/leagues.ts';
import { playedMatchCount } from '../repositories/matches.ts';
import {
  clearCurrentSeason,
  deleteSeasonWithTeams,
  findSeason,
  insertSeason,
  listSeasons,
  updateSeason,
} from '../repositories/seasons.ts';
import { currentSeason } from '../services/league-data.ts';
import { deleteMatchesWhere } from '../services/fixtures.ts';
import { cachedRead, deleteById, idParams, writeById, writeRoute } from './params.ts';
import { writeTransaction } from '../services/write-transaction.ts';

const loadSeason = async (db: Db, id: string) => orNotFound(await findSeason(db, id), 'season');

export const registerSeasonRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  api.get(
    '/seasons',
    cachedRead('seasons', { querystring: seasonQuerySchema, response: { 200: seasonsSchema } }),
    async (request) => {
      return { items: await listSeasons(db, request.query.leagueId) };
    },
  );

  api.get(
    '/seasons/current',
    cachedRead('seasons', { response: { 200: seasonSchema } }),
    async () => {
      const season = await currentSeason(db);
      if (!season) throw notFound('current season');
      return season;
    },
  );

  api.get(
    '/seasons/:id',
    cachedRead('seasons', { params: idParams, response: { 200: seasonSchema } }),
    async (request) => loadSeason(db, request.params.id),
  );

  api.post(
    '/seasons',
    writeRoute('seasons', seasonCreateSchema, { 201: seasonSchema }),
    async (request, reply) => {
      await requireAdmin(request);
      const body = request.body;
      if (!(await leagueExists(db, body.leagueId)))
        throw invalid('No such league.', { leagueId: 'No such league' });
      const id = newId();
      await writeTransaction(request, async (trx) => {
        // Making one season current un-currents the others of its league.
        if (body.isCurrent) await clearCurrentSeason(trx, body.leagueId);
        await insertSeason(trx, {
          id,
          leagueId: body.leagueId,
          name: body.name,
          isCurrent: int(body.isCurrent),
          startDate: body.startDate ?? null,
          endDate: body.endDate ?? null,
          pointsForWin: body.pointsForWin ?? 2,
          pointsForDraw: body.pointsForDraw ?? 1,
        });
      });
      return reply.status(201).send(await loadSeason(db, id));
    },
  );

  api.patch(
    '/seasons/:id',
    writeById('seasons', seasonUpdateSchema, { 200: seasonSchema }),
    async (request) => {
      await requireAdmin(request);
      const season = await loadSeason(db, request.params.id);
      const { isCurrent, ...rest } = request.body;
      // One date sent: it must still fit the stored other.
      const startDate = rest.startDate === undefined ? season.startDate : rest.startDate;
      const endDate = rest.endDate === undefined ? season.endDate : rest.endDate;
      if (!seasonDatesValid(startDate, endDate)) {
        throw invalid(
          SEASON_ENDS_BEFORE_START,
          rest.endDate === undefined
            ? { startDate: `After the season's end (${endDate})` }
            : { endDate: SEASON_ENDS_BEFORE_START },
        );
      }
      await writeTransaction(request, async (trx) => {
        if (isCurrent) await clearCurrentSeason(trx, season.leagueId);
        const changes = {
          ...rest,
          ...(isCurrent === undefined ? {} : { isCurrent: int(isCurrent) }),
        };
        if (Object.keys(changes).length > 0) await updateSeason(trx, season.id, changes);
      });
      return loadSeason(db, season.id);
    },
  );

  api.delete('/seasons/:id', deleteById('seasons'), async (request, reply) => {
    const auth = await requireAdmin(request);
    const season = await loadSeason(db, request.params.id);
    await writeTransaction(request, async (trx) => {
      const played = await playedMatchCount(trx, season.id);
      if (played > 0) {
        throw conflict(`This season has ${played} played match(es) and cannot be deleted.`);
      }
      // Its unplayed matches go first, then what belongs to the season, in one transaction.
      await deleteMatchesWhere(
        trx,
        (query) => query.where('seasonId', '=', season.id),
        app.ctx.live,
        { actorUserId: auth.user.id, at: app.ctx.now(), note: `Season ${season.name} deleted` },
      );
      await deleteSeasonWithTeams(trx, season.id);
    });
    return reply.status(204).send();
  });
};
