// Proposed penalties (docs/rules.md, Proposed penalties; docs/api.md, Proposed penalties): the
// result timer proposes the league's penalty for a late or an unconfirmed result; an admin lists
// them, applies one (a points adjustment like any other: audited, in the table, announced live)
// or waives it with a reason (audited). A proposal is decided once: a second decision is a 409.
import type { PointsAdjustment } from '@cueleague/domain/entities';
import { adjustmentFigure } from '@cueleague/domain/points-adjustments';
import {
  penaltyApplySchema,
  penaltyProposalQuerySchema,
  penaltyProposalSchema,
  penaltyWaiveSchema,
  type PenaltyProposal,
} from '@cueleague/domain/penalty-proposals';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../auth/guards.ts';
import { conflict, orNotFound } from '../http/http-error.ts';
import type { Trx } from '../repositories/executor.ts';
import { recordLeagueAudit } from '../repositories/league-audit.ts';
import { decideProposal, findProposal, listProposals } from '../repositories/penalty-proposals.ts';
import { findTeam } from '../repositories/teams.ts';
import { chargeFine } from '../services/ledger-entries.ts';
import { writeTransaction } from '../services/write-transaction.ts';
import { writeById } from './params.ts';

const TAG = 'adjustments';
const proposalsSchema = z.object({ items: z.array(penaltyProposalSchema) });

/** adjustment-routes.ts's own way to record an adjustment (audited, announced). */
export type AddAdjustment = (
  trx: Trx,
  adjustment: Pick<PointsAdjustment, 'seasonId' | 'teamId' | 'points' | 'reason' | 'matchId'>,
  actorUserId: string,
) => Promise<PointsAdjustment>;

const ALREADY_DECIDED = 'This penalty has already been decided: the list is up to date now.';

export const registerPenaltyRoutes = (app: FastifyInstance, addAdjustment: AddAdjustment): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  /** The proposal, still proposed, in the deciding transaction (else 404 or 409). */
  const openProposal = async (trx: Trx, id: string): Promise<PenaltyProposal> => {
    const proposal = orNotFound(await findProposal(trx, id), 'penalty proposal');
    if (proposal.state !== 'proposed') throw conflict(ALREADY_DECIDED);
    return proposal;
  };

  /** Marks it decided; another admin's decision in between is the same 409. */
  const decide = async (
    trx: Trx,
    proposal: PenaltyProposal,
    decision: Parameters<typeof decideProposal>[2],
  ): Promise<PenaltyProposal> => {
    if (!(await decideProposal(trx, proposal.id, decision))) throw conflict(ALREADY_DECIDED);
    return orNotFound(await findProposal(trx, proposal.id), 'penalty proposal');
  };

  // The admin's list (not public, not cached): what waits on them, or what was decided.
  api.get(
    '/penalty-proposals',
    {
      schema: {
        tags: [TAG],
        querystring: penaltyProposalQuerySchema,
        response: { 200: proposalsSchema },
      },
    },
    async (request) => {
      await requireAdmin(request);
      return { items: await listProposals(db, request.query) };
    },
  );

  api.post(
    '/penalty-proposals/:id/apply',
    writeById(TAG, penaltyApplySchema, { 200: penaltyProposalSchema }),
    async (request) => {
      const auth = await requireAdmin(request);
      return writeTransaction(request, async (trx) => {
        const proposal = await openProposal(trx, request.params.id);
        const { seasonId, teamId, points, reason, matchId } = proposal;
        const adjustment = await addAdjustment(
          trx,
          { seasonId, teamId, points, reason, matchId },
          auth.user.id,
        );
        const { fine } = request.body;
        if (fine !== undefined) {
          const team = orNotFound(await findTeam(trx, teamId), 'team');
          await chargeFine(
            trx,
            { team, amount: fine, reason },
            { userId: auth.user.id, at: adjustment.createdAt },
          );
        }
        return decide(trx, proposal, {
          state: 'applied',
          decidedAt: adjustment.createdAt,
          decidedBy: auth.user.id,
          adjustmentId: adjustment.id,
        });
      });
    },
  );

  api.post(
    '/penalty-proposals/:id/waive',
    writeById(TAG, penaltyWaiveSchema, { 200: penaltyProposalSchema }),
    async (request) => {
      const auth = await requireAdmin(request);
      return writeTransaction(request, async (trx) => {
        const proposal = await openProposal(trx, request.params.id);
        const at = ctx.now().toISOString();
        const waived = await decide(trx, proposal, {
          state: 'waived',
          decidedAt: at,
          decidedBy: auth.user.id,
          waiveReason: request.body.reason,
        });
        const team = await findTeam(trx, proposal.teamId);
        await recordLeagueAudit(trx, {
          subjectType: 'season',
          subjectId: proposal.seasonId,
          reason: 'penalty_waived',
          note: `${adjustmentFigure(proposal.points)} ${proposal.reason} (${team?.name ?? proposal.teamId}) waived: ${request.body.reason}`,
          actorUserId: auth.user.id,
          at,
          before: proposal,
          after: waived,
        });
        return waived;
      });
    },
  );
};
