import {
  divisionCreateSchema,
  divisionUpdateSchema,
  SEASON_ENDS_BEFORE_START,
  seasonCreateSchema,
  seasonDatesValid,
  seasonQuerySchema,
  seasonUpdateSchema,
} from '@cueleague/domain/requests';
import { seasonsSchema } from '@cueleague/domain/responses';
import { divisionSchema, seasonSchema, type Division } from '@cueleague/domain/entities';
import { MAX_DIVISIONS } from '@cueleague/domain/constants';
import { pointsScheme } from '@cueleague/domain/compute-standings';
import { sameFormat, STANDARD_FORMAT } from '@cueleague/domain/match-format';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { int } from '../db/rows.ts';
import { conflict, invalid, notFound, orNotFound } from '../http/http-error.ts';
import { leagueExists } from '../repositories/leagues.ts';
import { playedMatchCount } from '../repositories/matches.ts';
import type { Trx } from '../repositories/executor.ts';
import {
  clearCurrentSeason,
  deleteDivision,
  deleteSeasonWithTeams,
  divisionTeamCount,
  findDivision,
  findSeason,
  insertDivision,
  updateDivision,
  insertSeason,
  listSeasons,
  updateSeason,
} from '../repositories/seasons.ts';
import { currentSeason } from '../services/league-data.ts';
import { deleteMatchesWhere, reformatFixtures } from '../services/fixtures.ts';
import { cachedRead, deleteById, idParams, writeById, writeRoute } from './params.ts';
import { ledgerEntryCount } from '../repositories/ledger.ts';
import { writeTransaction } from '../services/write-transaction.ts';

const loadSeason = async (db: Db, id: string) => orNotFound(await findSeason(db, id), 'season');

export const registerSeasonRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

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
      const scheme = pointsScheme(body);
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
          ...scheme,
          format: JSON.stringify(body.format ?? STANDARD_FORMAT),
        });
        // Divisions named top first; none named: one, unnamed (the app then never mentions it).
        const names = body.divisions ?? [null];
        for (const [position, name] of names.entries()) {
          await insertDivision(trx, { id: newId(), seasonId: id, name, position });
        }
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
      const { format, ...fields } = rest;
      const reformat = format !== undefined && !sameFormat(format, season.format);
      await writeTransaction(request, async (trx) => {
        if (reformat) {
          // The format is the season's until a match of it starts (docs/rules.md, Match format);
          // until then its fixtures are laid out again in the new one.
          const played = await playedMatchCount(trx, season.id);
          if (played > 0)
            throw conflict(
              `This season has ${played} played match(es): its format can no longer change.`,
            );
          await reformatFixtures(trx, season.id, format, ctx.now(), ctx.live);
        }
        if (isCurrent) await clearCurrentSeason(trx, season.leagueId);
        const changes = {
          ...fields,
          ...(reformat ? { format: JSON.stringify(format) } : {}),
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
      const entries = await ledgerEntryCount(trx, { column: 'seasonId', id: season.id });
      if (entries > 0)
        throw conflict(
          `This season has ${entries} entr${entries === 1 ? 'y' : 'ies'} in its ledger (fees and payments) and cannot be deleted.`,
        );
      // Its unplayed matches go first, then what belongs to the season, in one transaction.
      await deleteMatchesWhere(trx, { seasonId: season.id }, app.ctx.live, {
        actorUserId: auth.user.id,
        at: app.ctx.now(),
        note: `Season ${season.name} deleted`,
      });
      await deleteSeasonWithTeams(trx, season.id);
    });
    return reply.status(204).send();
  });

  // ---- Divisions (docs/api.md, Divisions) ----

  const loadDivision = async (id: string) => orNotFound(await findDivision(db, id), 'division');

  /** Writes positions 0, 1, … in this order (a division moved, added or deleted). */
  const renumber = async (trx: Trx, order: readonly Division[]) => {
    for (const [position, division] of order.entries()) {
      if (division.position !== position) await updateDivision(trx, division.id, { position });
    }
  };

  api.post(
    '/divisions',
    writeRoute('seasons', divisionCreateSchema, { 201: divisionSchema }),
    async (request, reply) => {
      await requireAdmin(request);
      const season = await findSeason(db, request.body.seasonId);
      if (!season) throw invalid('No such season.', { seasonId: 'No such season' });
      if (season.divisions.length >= MAX_DIVISIONS)
        throw invalid(`A season has at most ${MAX_DIVISIONS} divisions.`, {
          name: `At most ${MAX_DIVISIONS}`,
        });
      assertNewName(season.divisions, request.body.name);
      const id = newId();
      // A new division goes to the bottom.
      await writeTransaction(request, (trx) =>
        insertDivision(trx, {
          id,
          seasonId: season.id,
          name: request.body.name,
          position: season.divisions.length,
        }),
      );
      return reply.status(201).send(await loadDivision(id));
    },
  );

  api.patch(
    '/divisions/:id',
    writeById('seasons', divisionUpdateSchema, { 200: divisionSchema }),
    async (request) => {
      await requireAdmin(request);
      const division = await loadDivision(request.params.id);
      const { divisions } = await loadSeason(db, division.seasonId);
      const { name, position } = request.body;
      if (name !== undefined)
        assertNewName(
          divisions.filter((other) => other.id !== division.id),
          name,
        );
      await writeTransaction(request, async (trx) => {
        if (name !== undefined) await updateDivision(trx, division.id, { name });
        if (position !== undefined && position !== division.position) {
          const others = divisions.filter((other) => other.id !== division.id);
          const at = Math.min(position, others.length);
          await renumber(trx, [...others.slice(0, at), division, ...others.slice(at)]);
        }
      });
      return loadDivision(division.id);
    },
  );

  api.delete('/divisions/:id', deleteById('seasons'), async (request, reply) => {
    await requireAdmin(request);
    const division = await loadDivision(request.params.id);
    const { divisions } = await loadSeason(db, division.seasonId);
    if (divisions.length === 1) throw conflict('A season keeps at least one division.');
    const teams = await divisionTeamCount(db, division.id);
    if (teams > 0)
      throw conflict(`Move this division's ${teams} team(s) to another division first.`);
    await writeTransaction(request, async (trx) => {
      await deleteDivision(trx, division.id);
      await renumber(
        trx,
        divisions.filter((other) => other.id !== division.id),
      );
    });
    return reply.status(204).send();
  });
};

/** Two divisions of a season never share a name (case aside). */
const assertNewName = (divisions: readonly Division[], name: string) => {
  if (divisions.some((other) => other.name?.toLowerCase() === name.toLowerCase()))
    throw invalid('The season already has a division of this name.', {
      name: 'Already a division',
    });
};
