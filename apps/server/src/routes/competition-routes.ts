// Competitions beside the league (docs/api.md, Competitions; docs/decisions/0039): an admin makes a
// Competitions beside the league (docs/api.md, Competitions; docs/decisions/0039): an admin makes a
// team cup from a season's teams (single or double elimination, a plate or not, or groups then a
// knockout: docs/decisions/0040), or opens it for
// captains to enter (competition-entry-routes.ts), draws it (again, until it is published),
// publishes it with a date per round, and decides ties no match decides (a walkover, a level tie),
// in any stage. Visitors see the cups taking entries and the published ones. A tie's match is
// scored like any match; its result moves the bracket on (services/apply-action.ts).
import { plateEntrants } from '@cueleague/domain/competitions/bracket';
import { drawSeeds, type DrawMethod } from '@cueleague/domain/competitions/draw';
import { takesEntries } from '@cueleague/domain/competitions/entries';
import { groupCupProblem } from '@cueleague/domain/competitions/groups';
import {
  competitionSchema,
  competitionsSchema,
  createCompetitionSchema,
  decideTieSchema,
  drawRequestSchema,
  honoursSchema,
  publishCompetitionSchema,
  type DrawRecord,
} from '@cueleague/domain/competitions/records';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import { conflict, fromRefusal, invalid, notFound, orNotFound } from '../http/http-error.ts';
import { CompetitionRefusal } from '@cueleague/domain/competitions/refusal';
import {
  competitionRowsOfSeason,
  deleteCompetitionRow,
  entriesOf,
  findCompetitionRow,
  insertCompetitionRow,
  insertDecision,
  insertEntries,
  lockCompetitionRow,
  updateCompetitionRow,
  type CompetitionRow,
} from '../repositories/competitions.ts';
import { deleteMatchesWhere } from '../services/fixtures.ts';
import { findSeason } from '../repositories/seasons.ts';
import { teamSeasons } from '../repositories/teams.ts';
import {
  advanceCompetition,
  competitionOf,
  competitionHonours,
  competitionSummaries,
  loadCompetition,
  loadCupState,
} from '../services/competitions.ts';
import { isPlayersCup, raceFormatOf } from '../services/singles-ties.ts';
import { deleteEntrants } from '../repositories/entrants.ts';
import { drawNotices, seededDraw } from '../services/cup-draw.ts';
import {
  enterPlayers,
  pairsToEnter,
  playersToEnter,
  requireSeasonPlayers,
} from '../services/entrants.ts';
import { groupOptionsOf } from '../services/cup-groups.ts';
import { currentSeason } from '../services/league-data.ts';
import { writeTransaction } from '../services/write-transaction.ts';
import { cachedRead, deleteById, idParams, writeById } from './params.ts';

const TAG = 'competitions';
const tieParams = z.object({ id: idParams.shape.id, tieId: z.string().min(1).max(40) });

/** Whether the request comes from a league admin (who sees cups before they are published). */
const isAdmin = async (request: FastifyRequest): Promise<boolean> =>
  (await request.auth())?.actor.isAdmin === true;

/** Whether everyone sees a cup: while it takes entries, and once published. */
const isPublic = (row: CompetitionRow): boolean => row.state === 'published' || takesEntries(row);

/** A cup the requester may see: a visitor sees it while it takes entries, and once published. */
const visibleRow = async (db: Executor, request: FastifyRequest, id: string) => {
  const row = await findCompetitionRow(db, id);
  if (row && (isPublic(row) || (await isAdmin(request)))) return row;
  throw notFound('competition');
};

const loadRow = async (db: Executor, id: string): Promise<CompetitionRow> =>
  orNotFound(await findCompetitionRow(db, id), 'competition');

/** A bracket rule's refusal (an order that is not the entries) as the API's error. */
const refusedAs409 = <T>(work: () => T): T => {
  try {
    return work();
  } catch (error) {
    if (error instanceof CompetitionRefusal) throw fromRefusal(error);
    throw error;
  }
};

const requireBeforePublish = (row: CompetitionRow): void => {
  if (row.state === 'published')
    throw conflict('This cup is published: its draw stands and its ties are fixtures.');
};

export const registerCompetitionRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.ctx;

  /**
   * The bracket moved on after a decision: the ties now known made into matches,
   * the cup as it now stands, and the notices to their captains (delivered after the commit).
   */
  const moveOn = async (trx: Trx, row: CompetitionRow, now: Date, actorUserId: string) => {
    const made = await advanceCompetition(trx, row, now, app.ctx.live, { actorUserId });
    return {
      cup: await loadCompetition(trx, row),
      outbox: await app.ctx.notifications.cupTiesMade(trx, made),
    };
  };

  api.get(
    '/competitions',
    {
      schema: {
        tags: [TAG],
        querystring: z.object({ seasonId: idParams.shape.id.optional() }),
        response: { 200: competitionsSchema },
      },
    },
    async (request) => {
      const seasonId = request.query.seasonId ?? (await currentSeason(db))?.id;
      if (!seasonId) return { items: [] };
      const admin = await isAdmin(request);
      const rows = (await competitionRowsOfSeason(db, seasonId)).filter(
        (row) => admin || isPublic(row),
      );
      return { items: await competitionSummaries(db, rows) };
    },
  );

  // The roll of honour: finished cups only, the same for everyone, so cached until the next write.
  api.get(
    '/competitions/honours',
    cachedRead(TAG, { response: { 200: honoursSchema } }),
    async () => ({ items: await competitionHonours(db) }),
  );

  api.get(
    '/competitions/:id',
    // A published cup's answer, or one taking entries, is everyone's, kept until the next write;
    // one drawn but not published is an admin's alone (the session read marks it personal, and
    // the cache skips it).
    cachedRead(TAG, { params: idParams, response: { 200: competitionSchema } }),
    async (request) => loadCompetition(db, await visibleRow(db, request, request.params.id)),
  );

  api.post(
    '/competitions',
    {
      schema: { tags: [TAG], body: createCompetitionSchema, response: { 201: competitionSchema } },
    },
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const { seasonId, name, kind, teamIds, playerIds, pairs, raceTo } = request.body;
      const { entries, format, homeRule, bracket, plate, groups } = request.body;
      const season = orNotFound(await findSeason(db, seasonId), 'season');
      const players = [
        ...(await playersToEnter(db, playerIds)),
        ...(await pairsToEnter(db, pairs)),
      ];
      if (request.body.seasonPlayersOnly)
        await requireSeasonPlayers(
          db,
          season,
          players.flat(),
          pairs.length > 0 ? 'pairs' : 'playerIds',
        );
      const seasons = new Map(
        teamIds.length === 0
          ? []
          : (await teamSeasons(db, teamIds)).map((team) => [team.id, team.seasonId]),
      );
      const strangers = teamIds.filter((id) => seasons.get(id) !== season.id);
      if (strangers.length > 0)
        throw invalid(`These teams are not in ${season.name}: ${strangers.join(', ')}`, {
          teamIds: 'Only the season’s own teams can enter its cup',
        });
      const id = newId();
      const now = app.ctx.now().toISOString();
      await writeTransaction(request, async (trx) => {
        await insertCompetitionRow(trx, {
          id,
          seasonId: season.id,
          name,
          kind,
          state: 'entries',
          format: JSON.stringify(
            isPlayersCup({ kind }) ? raceFormatOf(kind, raceTo) : (format ?? season.format),
          ),
          homeRule,
          draw: null,
          drawOrder: null,
          roundDates: null,
          createdAt: now,
          updatedAt: now,
          bracket,
          plate: plate ? 1 : 0,
          entriesCloseAt: entries?.closesAt ?? null,
          capacity: entries?.capacity ?? null,
          groupSize: groups?.size ?? null,
          groupQualifiers: groups?.qualifiers ?? null,
          roundRaces: null,
          seasonPlayersOnly: request.body.seasonPlayersOnly ? 1 : 0,
        });
        const entrants = await enterPlayers(trx, season.id, players);
        await insertEntries(trx, id, [...teamIds, ...entrants], { at: now, by: auth.user.id });
      });
      return reply.status(201).send(await loadCompetition(db, await loadRow(db, id)));
    },
  );

  api.post(
    '/competitions/:id/draw',
    writeById(TAG, drawRequestSchema, { 200: competitionSchema }),
    async (request) => {
      await requireAdmin(request);
      const body = request.body;
      return writeTransaction(request, async (trx) => {
        await lockCompetitionRow(trx, request.params.id);
        const row = await loadRow(trx, request.params.id);
        requireBeforePublish(row);
        const state = await loadCupState(trx, row);
        // Only the entries within the capacity are drawn; the reserves stay listed.
        const entrants = state.entrants;
        if (entrants.length < 2) throw conflict('A cup needs at least two teams to draw.');
        if (row.plate === 1 && plateEntrants(entrants.length) < 2)
          throw conflict(
            `With ${String(entrants.length)} teams only one first-round tie is played: no plate.`,
          );
        const groups = groupOptionsOf(row);
        const problem = groups && groupCupProblem(entrants.length, groups.size, groups.qualifiers);
        if (problem) throw conflict(`${problem}.`);
        // A random draw records its seed: the same seed draws the same bracket again. A seeded
        // one records what it was seeded by (the figures as they stood are in its seeds).
        let record: DrawRecord;
        let method: DrawMethod;
        if (body.method === 'random') {
          const seed = body.seed ?? randomBytes(6).toString('hex');
          record = { method: 'random', seed };
          method = { method: 'random', seed };
        } else if (body.method === 'seeded') {
          const seeded = await seededDraw(trx, row, state.names, body);
          record = seeded.record;
          method = { method: 'seeded', order: seeded.order };
        } else {
          record = { method: 'manual' };
          method = { method: 'manual', order: body.order };
        }
        const order = refusedAs409(() => drawSeeds(entrants, method));
        await updateCompetitionRow(trx, row.id, {
          state: 'drawn',
          draw: JSON.stringify(record),
          drawOrder: JSON.stringify(order),
          updatedAt: app.ctx.now().toISOString(),
        });
        return loadCompetition(trx, await loadRow(trx, row.id));
      });
    },
  );

  api.post(
    '/competitions/:id/publish',
    writeById(TAG, publishCompetitionSchema, { 200: competitionSchema }),
    async (request) => {
      const auth = await requireAdmin(request);
      const { cup, outbox } = await writeTransaction(request, async (trx) => {
        await lockCompetitionRow(trx, request.params.id);
        const row = await loadRow(trx, request.params.id);
        requireBeforePublish(row);
        if (row.state !== 'drawn') throw conflict('Draw the cup before publishing it.');
        const cup = competitionOf(await loadCupState(trx, row));
        const { roundDates } = request.body;
        if (roundDates.length !== cup.rounds.length)
          throw invalid(`This cup has ${cup.rounds.length} rounds: give a date for each.`, {
            roundDates: `${cup.rounds.length} dates, first round first`,
          });
        if (roundDates.some((date, index) => index > 0 && date < (roundDates[index - 1] ?? '')))
          throw invalid('Each round comes after the one before it.', {
            roundDates: 'Dates in order, first round first',
          });
        const { roundRaces } = request.body;
        if (roundRaces && !isPlayersCup(row))
          throw invalid('A team cup plays its format: races by round are for a singles knockout.', {
            roundRaces: 'Only for a players’ knockout',
          });
        if (roundRaces && roundRaces.length !== cup.rounds.length)
          throw invalid(`This knockout has ${cup.rounds.length} rounds: give a race for each.`, {
            roundRaces: `${cup.rounds.length} races, first round first`,
          });
        const now = app.ctx.now();
        await updateCompetitionRow(trx, row.id, {
          state: 'published',
          roundDates: JSON.stringify(roundDates),
          roundRaces: roundRaces ? JSON.stringify(roundRaces) : null,
          updatedAt: now.toISOString(),
        });
        const published = await loadRow(trx, row.id);
        // Each entered team hears of the draw once, its first tie in that notice (not a cup-tie).
        const made = await advanceCompetition(trx, published, now, app.ctx.live, {
          actorUserId: auth.user.id,
        });
        const shown = await loadCompetition(trx, published);
        const notices = drawNotices(shown, made);
        return { cup: shown, outbox: await app.ctx.notifications.cupDrawn(trx, shown, notices) };
      });
      app.ctx.notifications.deliver(outbox);
      return cup;
    },
  );

  api.post(
    '/competitions/:id/ties/:tieId/decide',
    {
      schema: {
        tags: [TAG],
        params: tieParams,
        body: decideTieSchema,
        response: { 200: competitionSchema },
      },
    },
    async (request) => {
      const auth = await requireAdmin(request);
      const { winner, reason } = request.body;
      const { cup, outbox } = await writeTransaction(request, async (trx) => {
        await lockCompetitionRow(trx, request.params.id);
        const row = await loadRow(trx, request.params.id);
        if (row.state !== 'published') throw conflict('Publish the cup before deciding its ties.');
        const cup = competitionOf(await loadCupState(trx, row));
        // A group tie too (a walkover counts as a win with no frames).
        const tie = orNotFound(
          [...(cup.groupStage?.groups.flatMap((group) => group.ties) ?? []), ...cup.ties].find(
            (candidate) => candidate.id === request.params.tieId,
          ),
          'tie',
        );
        if (tie.status !== 'ready' || !tie.home || !tie.away)
          throw conflict(
            tie.status === 'decided'
              ? 'This tie is decided already.'
              : 'This tie cannot be decided yet: both sides must be known.',
          );
        if (tie.match && tie.match.state === 'in-progress')
          throw conflict('This tie is being played: finish or settle its match first.');
        const now = app.ctx.now();
        // An unplayed tie's fixture goes: the tie is decided without it.
        if (tie.match && tie.match.state === 'pre-match')
          await deleteMatchesWhere(trx, { id: tie.match.id }, app.ctx.live, {
            actorUserId: auth.user.id,
            at: now,
            note: `${row.name}: tie decided (${reason})`,
          });
        await insertDecision(trx, {
          competitionId: row.id,
          tieId: tie.id,
          winner: (winner === 'home' ? tie.home : tie.away).teamId,
          reason,
          actorUserId: auth.user.id,
          at: now.toISOString(),
        });
        return moveOn(trx, row, now, auth.user.id);
      });
      app.ctx.notifications.deliver(outbox);
      return cup;
    },
  );

  api.delete('/competitions/:id', deleteById(TAG), async (request, reply) => {
    await requireAdmin(request);
    await writeTransaction(request, async (trx) => {
      const row = await loadRow(trx, request.params.id);
      requireBeforePublish(row);
      const entrants = isPlayersCup(row)
        ? (await entriesOf(trx, [row.id])).map((e) => e.teamId)
        : [];
      await deleteCompetitionRow(trx, row.id);
      // A players' knockout's entrant sides were the cup's alone (decisions 0048, 0049).
      await deleteEntrants(trx, entrants);
    });
    return reply.status(204).send();
  });
};
