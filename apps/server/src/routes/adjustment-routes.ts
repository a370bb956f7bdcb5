// Points adjustments (docs/rules.md, Points adjustments; docs/api.md, Points adjustments): the
// admin records a penalty or an award for a team in its season, changes or removes it. Anyone
// reads a season's or a team's, as they read the standings. Every write is audited in the league
// audit (on the season) and announced on the season's live topic (`adjustments.changed`). The
// penalties the result timer proposes become adjustments here too (penalty-routes.ts).
import { pointsAdjustmentSchema, type PointsAdjustment } from '@cueleague/domain/entities';
import { liveTopics } from '@cueleague/domain/live-protocol';
import { adjustmentFigure, reasonSuggestions } from '@cueleague/domain/points-adjustments';
import {
  pointsAdjustmentCreateSchema,
  pointsAdjustmentQuerySchema,
  pointsAdjustmentUpdateSchema,
} from '@cueleague/domain/requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import { invalid, orNotFound } from '../http/http-error.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import { recordLeagueAudit } from '../repositories/league-audit.ts';
import { loadMatch } from '../repositories/matches.ts';
import {
  deleteAdjustment,
  findAdjustment,
  insertAdjustment,
  listAdjustments,
  updateAdjustment,
  usedAdjustmentReasons,
} from '../repositories/points-adjustments.ts';
import { findTeam } from '../repositories/teams.ts';
import { chargeFine } from '../services/ledger-entries.ts';
import { writeTransaction } from '../services/write-transaction.ts';
import { cachedRead, deleteById, writeById, writeRoute } from './params.ts';
import { registerPenaltyRoutes } from './penalty-routes.ts';

const TAG = 'adjustments';
const adjustmentsSchema = z.object({ items: z.array(pointsAdjustmentSchema) });
const reasonsSchema = z.object({ items: z.array(z.string()) });

/** 422 on `matchId` unless the match is one of the team's own in its season. */
const checkMatch = async (
  db: Executor,
  team: { id: string; seasonId: string },
  matchId: string,
): Promise<void> => {
  const match = await loadMatch(db, matchId, { frames: false });
  const ours =
    match?.seasonId === team.seasonId &&
    (match.homeTeamId === team.id || match.awayTeamId === team.id);
  if (!ours) {
    const message = "Not one of the team's matches this season.";
    throw invalid(message, { matchId: message });
  }
};

/** The audit's note: '−2 Late result (Red Lion A)'. */
const auditNote = (adjustment: PointsAdjustment, teamName: string) =>
  `${adjustmentFigure(adjustment.points)} ${adjustment.reason} (${teamName})`;

export const registerAdjustmentRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  const loadAdjustment = async (executor: Executor, id: string) =>
    orNotFound(await findAdjustment(executor, id), 'points adjustment');

  /** The audit entry and the live event of one write, inside its transaction. */
  const recordChange = async (
    trx: Trx,
    change: {
      reason: 'points_adjustment_added' | 'points_adjustment_changed' | 'points_adjustment_removed';
      actorUserId: string;
      before: PointsAdjustment | null;
      after: PointsAdjustment | null;
    },
  ) => {
    const adjustment = (change.after ?? change.before) as PointsAdjustment;
    const team = await findTeam(trx, adjustment.teamId);
    await recordLeagueAudit(trx, {
      subjectType: 'season',
      subjectId: adjustment.seasonId,
      reason: change.reason,
      note: auditNote(adjustment, team?.name ?? adjustment.teamId),
      actorUserId: change.actorUserId,
      at: ctx.now().toISOString(),
      before: change.before,
      after: change.after,
    });
    await ctx.live.record(trx, {
      topics: [liveTopics.season(adjustment.seasonId)],
      event: 'adjustments.changed',
      version: 0,
      data: { seasonId: adjustment.seasonId, teamId: adjustment.teamId },
    });
  };

  api.get(
    '/adjustments',
    cachedRead(TAG, {
      querystring: pointsAdjustmentQuerySchema,
      response: { 200: adjustmentsSchema },
    }),
    async (request) => {
      const { seasonId, teamId } = request.query;
      if (!seasonId && !teamId) {
        const message = 'Give a season or a team.';
        throw invalid(message, { seasonId: message });
      }
      return { items: await listAdjustments(db, { seasonId, teamId }) };
    },
  );

  // The admin's form offers these; not cached, and not public (it is the admin's list).
  api.get(
    '/adjustments/reasons',
    { schema: { tags: [TAG], response: { 200: reasonsSchema } } },
    async (request) => {
      await requireAdmin(request);
      return { items: reasonSuggestions(await usedAdjustmentReasons(db)) };
    },
  );

  /** Records a new adjustment for a team of `seasonId`, audited and announced. */
  const addAdjustment = async (
    trx: Trx,
    adjustment: Pick<PointsAdjustment, 'seasonId' | 'teamId' | 'points' | 'reason' | 'matchId'>,
    actorUserId: string,
  ): Promise<PointsAdjustment> => {
    const at = ctx.now().toISOString();
    const added: PointsAdjustment = { id: newId(), ...adjustment, createdAt: at, updatedAt: at };
    await insertAdjustment(trx, { ...added, createdBy: actorUserId });
    await recordChange(trx, {
      reason: 'points_adjustment_added',
      actorUserId,
      before: null,
      after: added,
    });
    return added;
  };

  api.post(
    '/adjustments',
    writeRoute(TAG, pointsAdjustmentCreateSchema, { 201: pointsAdjustmentSchema }),
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const { teamId, points, reason, matchId, fine } = request.body;
      // Checked in the transaction that writes it, so the team and match are still there.
      const adjustment = await writeTransaction(request, async (trx) => {
        const team = await findTeam(trx, teamId);
        if (!team) throw invalid('No such team.', { teamId: 'No such team.' });
        if (matchId) await checkMatch(trx, team, matchId);
        const { seasonId } = team;
        const added = await addAdjustment(
          trx,
          { seasonId, teamId, points, reason, matchId: matchId ?? null },
          auth.user.id,
        );
        if (fine !== undefined)
          await chargeFine(
            trx,
            { team, amount: fine, reason },
            { userId: auth.user.id, at: added.createdAt },
          );
        return added;
      });
      return reply.status(201).send(adjustment);
    },
  );

  registerPenaltyRoutes(app, addAdjustment);

  api.patch(
    '/adjustments/:id',
    writeById(TAG, pointsAdjustmentUpdateSchema, { 200: pointsAdjustmentSchema }),
    async (request) => {
      const auth = await requireAdmin(request);
      const { points, reason, matchId } = request.body;
      return writeTransaction(request, async (trx) => {
        const before = await loadAdjustment(trx, request.params.id);
        if (matchId) {
          await checkMatch(trx, { id: before.teamId, seasonId: before.seasonId }, matchId);
        }
        const after: PointsAdjustment = {
          ...before,
          ...(points === undefined ? {} : { points }),
          ...(reason === undefined ? {} : { reason }),
          ...(matchId === undefined ? {} : { matchId }),
        };
        // An unchanged record is answered as it is: nothing to audit or announce.
        if (
          after.points === before.points &&
          after.reason === before.reason &&
          after.matchId === before.matchId
        )
          return before;
        after.updatedAt = ctx.now().toISOString();
        const { updatedAt } = after;
        await updateAdjustment(trx, before.id, {
          points: after.points,
          reason: after.reason,
          matchId: after.matchId,
          updatedAt,
        });
        await recordChange(trx, {
          reason: 'points_adjustment_changed',
          actorUserId: auth.user.id,
          before,
          after,
        });
        return after;
      });
    },
  );

  api.delete('/adjustments/:id', deleteById(TAG), async (request, reply) => {
    const auth = await requireAdmin(request);
    await writeTransaction(request, async (trx) => {
      const before = await loadAdjustment(trx, request.params.id);
      await deleteAdjustment(trx, before.id);
      await recordChange(trx, {
        reason: 'points_adjustment_removed',
        actorUserId: auth.user.id,
        before,
        after: null,
      });
    });
    return reply.status(204).send();
  });
};
