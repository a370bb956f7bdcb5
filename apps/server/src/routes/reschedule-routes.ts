// Rescheduling a postponed match: an admin gives it its new date (and venue, if that changes too)
// and it is back on the fixture list as an ordinary unplayed match. Postponing (match-routes.ts)
// may record a tentative date but leaves the match postponed; this is the only way back to
// 'pre-match' (a captain's pre-match save is refused while the match is postponed).
import { datedMatchSchema } from '@cueleague/domain/responses';
import { rescheduleBodySchema } from '@cueleague/domain/requests';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdmin } from '../auth/guards.ts';
import { conflict, invalid, notFound } from '../http/http-error.ts';
import { loadMatch, reschedulePostponed } from '../repositories/matches.ts';
import { venueExists } from '../repositories/venues.ts';
import { insertAudit } from '../repositories/match-audit.ts';
import { dateChangeWarnings } from '../services/date-change.ts';
import { fixtureView } from '../services/match-audit.ts';
import { recordMatchChange } from '../services/match-events.ts';
import { EMPTY_OUTBOX } from '../services/notifications.ts';
import { writeById } from './params.ts';
import { writeTransaction } from '../services/write-transaction.ts';

export const registerRescheduleRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  api.post(
    '/matches/:id/reschedule',
    writeById('matches', rescheduleBodySchema, { 200: datedMatchSchema }),
    async (request) => {
      const auth = await requireAdmin(request);
      const { scheduledDate, venueId, reason } = request.body;
      const match = await loadMatch(db, request.params.id);
      if (!match) throw notFound('match');
      if (match.state !== 'postponed')
        throw conflict('Only a postponed match can be rescheduled; move an unplayed one instead.');
      if (venueId && !(await venueExists(db, venueId))) {
        throw invalid('No such venue.', { venueId: 'No such venue' });
      }
      const changes = {
        state: 'pre-match' as const,
        scheduledDate: new Date(scheduledDate).toISOString(),
        venueId: venueId === undefined ? (match.venueId ?? null) : venueId,
      };
      const outbox = await writeTransaction(request, async (trx) => {
        // Guarded by version and state: a change committed since we read the match wins.
        if (!(await reschedulePostponed(trx, match, changes, ctx.now())))
          throw conflict('The match changed meanwhile; reload it and try again.');
        const after = await loadMatch(trx, match.id);
        if (after) await recordMatchChange(trx, ctx.live, after, match);
        await insertAudit(trx, {
          matchId: match.id,
          reason: 'match_updated',
          note: reason || 'Rescheduled',
          actorUserId: auth.user.id,
          at: ctx.now(),
          before: fixtureView(match),
          after: fixtureView({ ...match, ...changes }),
        });
        // Back on the fixture list: both rosters hear its new date (docs/rules.md, Notifications).
        return after
          ? ctx.notifications.fixtureMoved(trx, match, after, auth.user.id)
          : EMPTY_OUTBOX;
      });
      ctx.notifications.deliver(outbox);
      const rescheduled = await loadMatch(db, match.id);
      if (!rescheduled) throw notFound('match');
      return { ...rescheduled, warnings: await dateChangeWarnings(db, rescheduled) };
    },
  );
};
