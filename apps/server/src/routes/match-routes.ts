// Matches: reads for everyone, fixture edits for admins, and every lifecycle action through
// the domain state machine (services/apply-action.ts), its routes made from the domain's action
// table (match-actions.ts).
import {
  batchDeletedSchema,
  datedMatchSchema,
  matchAuditSchema,
  matchesSchema,
  matchMonthsSchema,
} from '@cueleague/domain/responses';
import { countMatchMonths, dayRangeInstants } from '@cueleague/domain/match-months';
import { matchSchema } from '@cueleague/domain/entities';
import { mergeTeamMatches } from '@cueleague/domain/merge-matches';
import type { MatchAction } from '@cueleague/domain/match-lifecycle';
import type { Match } from '@cueleague/domain/entities';
import { createMatch } from '@cueleague/domain/new-match';
import { canViewMatchAudit, type Actor } from '@cueleague/domain/permissions';
import {
  actionFromBody,
  matchActionEndpoints,
  routeForBody,
} from '@cueleague/domain/match-actions';
import {
  batchDeleteQuerySchema,
  decodeMatchCursor,
  encodeMatchCursor,
  matchCreateSchema,
  matchMonthsQuerySchema,
  matchQuerySchema,
  matchUpdateSchema,
} from '@cueleague/domain/requests';
import { isPlayed } from '@cueleague/domain/match-state';
import { sameFormat } from '@cueleague/domain/match-format';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin, requireUser } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import type { Db } from '../db/database.ts';
import { conflict, forbidden, invalid, notFound } from '../http/http-error.ts';
import { requestTimezone } from '../services/league-data.ts';
import { dateChangeWarnings } from '../services/date-change.ts';
import {
  listMatches,
  loadMatch,
  scheduledDatesOf,
  updateFixture,
} from '../repositories/matches.ts';
import { findSeason } from '../repositories/seasons.ts';
import { deleteTieDateProposal } from '../repositories/tie-date-proposals.ts';
import { activeRoster } from '../repositories/team-players.ts';
import { homeVenueOf, teamSeasons } from '../repositories/teams.ts';
import { venueExists } from '../repositories/venues.ts';
import { applyAction } from '../services/apply-action.ts';
import { deleteMatchesWhere, insertMatch } from '../services/fixtures.ts';
import { auditOfMatch, insertAudit } from '../repositories/match-audit.ts';
import { fixtureView } from '../services/match-audit.ts';
import { recordMatchChange } from '../services/match-events.ts';
import { requestFingerprint } from '../services/mutation-receipts.ts';
import { EMPTY_OUTBOX } from '../services/notifications.ts';
import { writeTransaction } from '../services/write-transaction.ts';
import {
  cachedRead,
  deleteById,
  idParams,
  matchFrameParams,
  writeById,
  writeRoute,
} from './params.ts';

const requireMatch = async (db: Db, id: string) => {
  const match = await loadMatch(db, id);
  if (!match) throw notFound('match');
  return match;
};

/** Both teams exist, are different, and play in the match's season. */
const checkTeams = async (
  db: Db,
  seasonId: string,
  homeTeamId: string,
  awayTeamId: string,
): Promise<void> => {
  if (homeTeamId === awayTeamId)
    throw invalid('A team cannot play itself.', { awayTeamId: 'Same as the home team' });
  const teams = await teamSeasons(db, [homeTeamId, awayTeamId]);
  for (const [field, id] of [
    ['homeTeamId', homeTeamId],
    ['awayTeamId', awayTeamId],
  ] as const) {
    const team = teams.find((candidate) => candidate.id === id);
    if (!team) throw invalid('No such team.', { [field]: 'No such team' });
    if (team.seasonId !== seasonId)
      throw invalid('The team is not in this season.', { [field]: 'Not in this season' });
  }
};

const checkVenue = async (db: Db, venueId: string | null | undefined): Promise<void> => {
  if (!venueId) return;
  if (!(await venueExists(db, venueId))) {
    throw invalid('No such venue.', { venueId: 'No such venue' });
  }
};

export const registerMatchRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  api.get(
    '/matches',
    cachedRead('matches', { querystring: matchQuerySchema, response: { 200: matchesSchema } }),
    async (request) => {
      const { seasonId, divisionId, teamId, state, view, limit, cursor, from, to } = request.query;
      const summary = view === 'summary';
      const after = cursor ? decodeMatchCursor(cursor) : null;
      // Days in the league's time, as instants.
      const { start, end } =
        from || to ? dayRangeInstants({ from, to }, await requestTimezone(db, seasonId)) : {};
      const base = async (side: 'homeTeamId' | 'awayTeamId' | 'either' | null, page?: number) => {
        const list = await listMatches(
          db,
          {
            seasonId,
            divisionId,
            state,
            start,
            end,
            team: teamId && side ? { id: teamId, side } : undefined,
            after,
          },
          { frames: !summary, limit: page },
        );
        // A summary has no frames at all (not an empty list that looks like a broken match).
        const items = summary ? list.items.map(({ frames: _frames, ...rest }) => rest) : list.items;
        return { items, more: list.more };
      };
      if (limit) {
        // A page: one query in the database's order, so the pages concatenate to the whole list.
        const { items, more } = await base(teamId ? 'either' : null, limit);
        const last = items.at(-1);
        return { items, nextCursor: more && last ? encodeMatchCursor(last) : null };
      }
      if (!teamId) return { items: (await base(null)).items };
      // Home and away lists merged, de-duplicated, newest first (docs/api.md, Matches).
      return {
        items: mergeTeamMatches((await base('homeTeamId')).items, (await base('awayTeamId')).items),
      };
    },
  );

  api.get(
    '/matches/months',
    cachedRead('matches', {
      querystring: matchMonthsQuerySchema,
      response: { 200: matchMonthsSchema },
    }),
    async (request) => {
      const { seasonId, divisionId, teamId } = request.query;
      const [dates, timeZone] = await Promise.all([
        scheduledDatesOf(db, { seasonId, divisionId, teamId }),
        requestTimezone(db, seasonId),
      ]);
      return { items: countMatchMonths(dates, timeZone) };
    },
  );

  api.get(
    '/matches/:id',
    cachedRead('matches', { params: idParams, response: { 200: matchSchema } }),
    async (request) => requireMatch(db, request.params.id),
  );

  api.post(
    '/matches',
    writeRoute('matches', matchCreateSchema, { 201: matchSchema }),
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const body = request.body;
      const season = await findSeason(db, body.seasonId);
      if (!season) throw invalid('No such season.', { seasonId: 'No such season' });
      // Every match of a season is played in its format (docs/rules.md, Match format).
      if (body.format && !sameFormat(body.format, season.format))
        throw invalid(`This season plays '${season.format.name}'.`, {
          format: `The season's format is '${season.format.name}'`,
        });
      await checkTeams(db, body.seasonId, body.homeTeamId, body.awayTeamId);
      await checkVenue(db, body.venueId);
      const venueId = body.venueId ?? (await homeVenueOf(db, body.homeTeamId));
      // Creating a match fills in its format's frames when they are missing or incomplete.
      const match = createMatch({
        ...body,
        format: season.format,
        id: newId(),
        venueId,
        scheduledDate: new Date(body.scheduledDate).toISOString(),
      });
      await writeTransaction(request, (trx) =>
        insertMatch(trx, match, ctx.now(), ctx.live, { actorUserId: auth.user.id }),
      );
      return reply.status(201).send(match);
    },
  );

  api.patch(
    '/matches/:id',
    writeById('matches', matchUpdateSchema, { 200: datedMatchSchema }),
    async (request) => {
      const auth = await requireAdmin(request);
      const match = await requireMatch(db, request.params.id);
      const body = request.body;
      const homeTeamId = body.homeTeamId ?? match.homeTeamId;
      const awayTeamId = body.awayTeamId ?? match.awayTeamId;
      if (body.homeTeamId || body.awayTeamId) {
        if (isPlayed(match.state)) throw conflict('The teams of a played match cannot change.');
        await checkTeams(db, match.seasonId, homeTeamId, awayTeamId);
      }
      await checkVenue(db, body.venueId);
      const changes = {
        homeTeamId,
        awayTeamId,
        venueId: body.venueId === undefined ? (match.venueId ?? null) : body.venueId,
        scheduledDate: body.scheduledDate
          ? new Date(body.scheduledDate).toISOString()
          : match.scheduledDate,
      };
      const outbox = await writeTransaction(request, async (trx) => {
        await updateFixture(trx, match.id, changes, ctx.now());
        // The admin's new date overrides a cup tie's open date proposal (docs/rules.md, Knockouts).
        if (body.scheduledDate) await deleteTieDateProposal(trx, match.id);
        const updated = await loadMatch(trx, match.id);
        if (updated) await recordMatchChange(trx, ctx.live, updated, match);
        await insertAudit(trx, {
          matchId: match.id,
          reason: 'match_updated',
          actorUserId: auth.user.id,
          at: ctx.now(),
          before: fixtureView(match),
          after: fixtureView({ ...match, ...changes }),
        });
        // A new date or venue tells both rosters (docs/rules.md, Notifications).
        return updated
          ? ctx.notifications.fixtureMoved(trx, match, updated, auth.user.id)
          : EMPTY_OUTBOX;
      });
      ctx.notifications.deliver(outbox);
      const moved = await requireMatch(db, match.id);
      return { ...moved, warnings: await dateChangeWarnings(db, moved) };
    },
  );

  api.delete('/matches/:id', deleteById('matches'), async (request, reply) => {
    const auth = await requireAdmin(request);
    const match = await requireMatch(db, request.params.id);
    if (isPlayed(match.state)) throw conflict('A played match cannot be deleted.');
    if (match.competitionId)
      throw conflict("A cup tie's match goes with its cup: decide the tie instead.");
    await writeTransaction(request, (trx) =>
      deleteMatchesWhere(trx, { id: match.id }, ctx.live, {
        actorUserId: auth.user.id,
        at: ctx.now(),
      }),
    );
    return reply.status(204).send();
  });

  api.delete(
    '/matches',
    {
      schema: {
        tags: ['matches'],
        querystring: batchDeleteQuerySchema,
        response: { 200: batchDeletedSchema },
      },
    },
    async (request) => {
      const auth = await requireAdmin(request);
      const { seasonId } = request.query;
      const deleted = await writeTransaction(request, (trx) =>
        // The league's fixtures: a cup's ties stay with their bracket.
        deleteMatchesWhere(
          trx,
          { seasonId, states: ['pre-match'], competitionId: null },
          ctx.live,
          {
            actorUserId: auth.user.id,
            at: ctx.now(),
            note: 'Batch delete of unplayed matches',
          },
        ),
      );
      return { deleted };
    },
  );

  api.get(
    '/matches/:id/audit',
    { schema: { tags: ['matches'], params: idParams, response: { 200: matchAuditSchema } } },
    async (request) => {
      const auth = await requireUser(request);
      const match = await requireMatch(db, request.params.id);
      if (!canViewMatchAudit(auth.actor, match))
        throw forbidden('Only admins and the two teams can see the audit trail.');
      return { items: await auditOfMatch(db, match.id) };
    },
  );

  // ---- lifecycle actions: one route per entry of the domain's action table ----

  const act = async (
    request: FastifyRequest & { params: { id: string } },
    reply: FastifyReply,
    action: MatchAction,
    options: {
      note?: string | null;
      mutationId?: string | undefined;
      extra?: Record<string, unknown> | undefined;
      withRosters?: boolean;
    } = {},
  ) => {
    const auth = await requireUser(request);
    const actor: Actor = auth.actor;
    const result = await applyAction(
      db,
      request.params.id,
      action,
      {
        actor,
        note: options.note ?? null,
        mutationId: options.mutationId ?? null,
        // The validated body (trimmed, defaults in), so a resend that differs only in spacing or
        // key order is the same request.
        fingerprint: options.mutationId
          ? requestFingerprint({
              method: request.method,
              route: request.routeOptions.url ?? request.url,
              params: request.params,
              body: request.body,
            })
          : null,
        extra: options.extra ?? null,
      },
      ctx.now(),
      {
        events: ctx.live,
        write: (work) => writeTransaction(request, work),
        onApplied: async (trx, before, after, cupTies) => {
          const outbox = await ctx.notifications.afterMatchAction(
            trx,
            before,
            after,
            action,
            actor,
          );
          const cupOutbox = await ctx.notifications.cupTiesMade(trx, cupTies);
          return () => {
            ctx.notifications.deliver(outbox);
            ctx.notifications.deliver(cupOutbox);
          };
        },
        ...(options.withRosters
          ? {
              rosters: async (match: Match, trx: Db) => ({
                home: await activeRoster(trx, match.homeTeamId),
                away: await activeRoster(trx, match.awayTeamId),
              }),
            }
          : {}),
      },
    );
    if (!result.ok) throw result.error;
    return reply.status(200).send(result.match);
  };

  for (const endpoint of matchActionEndpoints()) {
    const [first, ...others] = endpoint.routes.map((route) => route.body);
    if (!first) continue;
    const body = others.length > 0 ? z.union([first, ...others]) : first;
    api.route({
      method: endpoint.method,
      url: `/matches/:id${endpoint.path}`,
      schema: {
        tags: ['scoring'],
        params: endpoint.path.includes(':frameId') ? matchFrameParams : idParams,
        body: endpoint.routes.some((route) => route.bodyOptional) ? body.nullish() : body,
        response: { 200: matchSchema },
      },
      // The schema describes the answer; the bytes are sent as they are, not re-shaped: a resent
      // mutation is answered with its stored receipt exactly as first sent (docs/api.md, Match
      // actions), whatever version of the server wrote it.
      serializerCompiler: () => (data) => JSON.stringify(data),
      handler: async (request, reply) => {
        const fields = (request.body ?? {}) as {
          reason?: string;
          mutationId?: string;
          extra?: Record<string, unknown>;
        };
        const route = routeForBody(endpoint.routes, fields);
        if (!route) throw invalid('Not an action on a match.');
        const params = request.params as { id: string; frameId?: string };
        const action = actionFromBody(route, fields, { frameId: params.frameId ?? '' });
        return act(request, reply, action, {
          note: fields.reason ?? null,
          mutationId: fields.mutationId,
          extra: fields.extra,
          withRosters: route.withRosters === true,
        });
      },
    });
  }
};
