// A cup tie's date, agreed by its captains inside its round's window (docs/rules.md, Knockouts;
// docs/api.md, Tie dates): one side proposes, the other accepts, declines, or the proposer
// withdraws. The admin's own move of the match (PATCH /matches/:id) overrides and closes it.
// A proposal made or closed is announced on the match's live topic (`tie-date.changed`).
import {
  canAcceptTieDate,
  canManageTieDate,
  outsideWindow,
  proposingSide,
  tieDateProposalBodySchema,
  tieDatesSchema,
} from '@cueleague/domain/competitions/tie-dates';
import { matchSchema, type Match } from '@cueleague/domain/entities';
import { noContentSchema } from '@cueleague/domain/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRule, requireUser } from '../auth/guards.ts';
import { conflict, forbidden, invalid, notFound } from '../http/http-error.ts';
import type { Executor } from '../repositories/executor.ts';
import { loadMatch, lockMatchRow } from '../repositories/matches.ts';
import {
  deleteTieDateProposal,
  findTieDateProposal,
  saveTieDateProposal,
} from '../repositories/tie-date-proposals.ts';
import { recordTieDateChange } from '../services/match-events.ts';
import { agreeTieDate, tieDatesOf, tiePlayBy } from '../services/tie-dates.ts';
import { writeTransaction } from '../services/write-transaction.ts';
import { cachedRead, idParams, writeById } from './params.ts';

const TAG = 'matches';
const PATH = '/matches/:id/date-proposal';

/** The match, refused unless it is a cup tie still to be played. */
const unplayedTie = async (db: Executor, id: string): Promise<Match> => {
  const match = await loadMatch(db, id);
  if (!match) throw notFound('match');
  if (!match.competitionId)
    throw conflict('A league match keeps its date: only a cup tie has a date to agree.');
  if (match.state !== 'pre-match')
    throw conflict(
      'This tie has started, or is postponed or cancelled: its date is not agreed here.',
    );
  return match;
};

/** The open proposal of a tie, or 404. */
const openProposal = async (db: Executor, matchId: string) => {
  const proposal = await findTieDateProposal(db, matchId);
  if (!proposal) throw notFound('date proposal');
  return proposal;
};

/** 422 unless the date is still to come and within the tie's play-by date. */
const checkWindow = async (db: Executor, match: Match, date: string, now: Date) => {
  const refusal = outsideWindow(date, now, await tiePlayBy(db, match));
  if (refusal) throw invalid(refusal, { scheduledDate: refusal });
};

export const registerTieDateRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  api.get(
    PATH,
    cachedRead(TAG, { params: idParams, response: { 200: tieDatesSchema } }),
    async (request) => {
      const match = await loadMatch(db, request.params.id);
      if (!match) throw notFound('match');
      if (!match.competitionId) throw conflict('A league match has no date to agree.');
      return tieDatesOf(db, match);
    },
  );

  api.post(
    PATH,
    writeById(TAG, tieDateProposalBodySchema, { 200: tieDatesSchema }),
    async (request) => {
      await requireUser(request);
      const match = await unplayedTie(db, request.params.id);
      const asked = request.body.side;
      const auth = await requireRule(
        request,
        (actor) => canManageTieDate(actor, match),
        'Only a captain of either team (or an admin) can propose its date.',
      );
      const proposer = proposingSide(auth.actor, match, asked);
      if (proposer === null && !asked)
        throw invalid('Say which team proposes the date.', { side: 'Home or away' });
      if (proposer === null) throw forbidden('A captain proposes for their own team.');
      const scheduledDate = new Date(request.body.scheduledDate).toISOString();
      const now = ctx.now();
      await checkWindow(db, match, scheduledDate, now);
      const outbox = await writeTransaction(request, async (trx) => {
        await lockMatchRow(trx, match.id);
        await unplayedTie(trx, match.id);
        await saveTieDateProposal(trx, {
          matchId: match.id,
          side: proposer,
          scheduledDate,
          proposedByUserId: auth.user.id,
          proposedAt: now.toISOString(),
        });
        await recordTieDateChange(trx, ctx.live, match);
        return ctx.notifications.tieDateProposed(trx, match, proposer, scheduledDate, auth.user.id);
      });
      ctx.notifications.deliver(outbox);
      return tieDatesOf(db, match);
    },
  );

  api.post(
    `${PATH}/accept`,
    { schema: { tags: [TAG], params: idParams, response: { 200: matchSchema } } },
    async (request) => {
      await requireUser(request);
      const match = await unplayedTie(db, request.params.id);
      const proposal = await openProposal(db, match.id);
      const proposer = proposal.side === 'away' ? 'away' : 'home';
      const auth = await requireRule(
        request,
        (actor) => canAcceptTieDate(actor, match, proposer),
        'The other team accepts a proposed date.',
      );
      const now = ctx.now();
      await checkWindow(db, match, proposal.scheduledDate, now);
      const outbox = await writeTransaction(request, async (trx) => {
        await lockMatchRow(trx, match.id);
        const before = await unplayedTie(trx, match.id);
        // Replaced meanwhile: the captain accepted a date they may not have seen.
        const current = await openProposal(trx, match.id);
        if (current.scheduledDate !== proposal.scheduledDate || current.side !== proposal.side)
          throw conflict('The proposal changed meanwhile; read it again.');
        const after = await agreeTieDate(trx, before, proposal.scheduledDate, ctx.live, {
          actorUserId: auth.user.id,
          at: now,
        });
        return ctx.notifications.tieDateAgreed(trx, before, after, auth.user.id);
      });
      ctx.notifications.deliver(outbox);
      const moved = await loadMatch(db, match.id);
      if (!moved) throw notFound('match');
      return moved;
    },
  );

  api.delete(
    PATH,
    { schema: { tags: [TAG], params: idParams, response: { 204: noContentSchema } } },
    async (request, reply) => {
      await requireUser(request);
      const match = await unplayedTie(db, request.params.id);
      await openProposal(db, match.id);
      await requireRule(
        request,
        (actor) => canManageTieDate(actor, match),
        'Only a captain of either team (or an admin) can withdraw or decline a proposed date.',
      );
      await writeTransaction(request, async (trx) => {
        await deleteTieDateProposal(trx, match.id);
        await recordTieDateChange(trx, ctx.live, match);
      });
      return reply.status(204).send();
    },
  );
};
