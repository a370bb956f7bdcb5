// The league record (docs/api.md, Leagues and seasons): anyone reads it; its admins change its
// name, time zone, walkover rule, result deadlines, penalty rules and currency, audited in the league audit (on the league).
import { leagueSchema, type League } from '@cueleague/domain/entities';
import { leagueQuerySchema, leagueSettingsUpdateSchema } from '@cueleague/domain/requests';
import { penaltiesFromAfter } from '@cueleague/domain/penalty-proposals';
import { leaguesSchema } from '@cueleague/domain/responses';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireRule } from '../auth/guards.ts';
import { invalid, notFound } from '../http/http-error.ts';
import { recordLeagueAudit } from '../repositories/league-audit.ts';
import { leaguePenaltiesFrom, updateLeague } from '../repositories/leagues.ts';
import { listLeagues } from '../services/league-data.ts';
import { writeTransaction } from '../services/write-transaction.ts';
import { cachedRead, idParams, writeById } from './params.ts';
import { canonicalTimezone } from './setup-routes.ts';

const TAG = 'leagues';

/** The audit's note: what changed, from what to what ('Time zone: Europe/London → Europe/Dublin'). */
const changeNote = (before: League, after: League): string => {
  const parts: string[] = [];
  if (before.name !== after.name) parts.push(`Name: ${before.name} → ${after.name}`);
  if (before.timezone !== after.timezone)
    parts.push(`Time zone: ${before.timezone} → ${after.timezone}`);
  if (before.walkoverRule !== after.walkoverRule)
    parts.push(`Walkover rule: ${before.walkoverRule} → ${after.walkoverRule}`);
  if (before.resultDueHours !== after.resultDueHours)
    parts.push(`Results due: ${before.resultDueHours} h → ${after.resultDueHours} h`);
  if (before.autoCompleteHours !== after.autoCompleteHours)
    parts.push(`Auto-complete: ${before.autoCompleteHours} h → ${after.autoCompleteHours} h`);
  if (before.lateResultPenalty !== after.lateResultPenalty)
    parts.push(`Late result penalty: ${before.lateResultPenalty} → ${after.lateResultPenalty}`);
  if (before.unconfirmedPenalty !== after.unconfirmedPenalty)
    parts.push(`Unconfirmed penalty: ${before.unconfirmedPenalty} → ${after.unconfirmedPenalty}`);
  if (before.currency !== after.currency)
    parts.push(`Currency: ${before.currency} → ${after.currency}`);
  return parts.join('; ');
};

export const registerLeagueRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  const findLeague = async (executor: Parameters<typeof listLeagues>[0], id: string) => {
    const league = (await listLeagues(executor)).find((candidate) => candidate.id === id);
    if (!league) throw notFound('league');
    return league;
  };

  api.get(
    '/leagues',
    cachedRead(TAG, { querystring: leagueQuerySchema, response: { 200: leaguesSchema } }),
    async (request) => ({
      items: await listLeagues(db, request.query.adminId),
    }),
  );

  api.get(
    '/leagues/:id',
    cachedRead(TAG, { params: idParams, response: { 200: leagueSchema } }),
    async (request) => findLeague(db, request.params.id),
  );

  api.patch(
    '/leagues/:id',
    writeById(TAG, leagueSettingsUpdateSchema, { 200: leagueSchema }),
    async (request) => {
      const { id } = request.params;
      const auth = await requireRule(
        request,
        (actor) => actor.isAdmin,
        'Only a league admin can change its settings.',
      );
      const timezone =
        request.body.timezone === undefined ? undefined : canonicalTimezone(request.body.timezone);
      if (timezone === null) {
        const message = 'Use an IANA name like Europe/London';
        throw invalid('That time zone is not one the server knows.', { timezone: message });
      }
      return writeTransaction(request, async (trx) => {
        const before = await findLeague(trx, id);
        const changes = {
          ...(request.body.name !== undefined ? { name: request.body.name } : {}),
          ...(timezone !== undefined ? { timezone } : {}),
          ...(request.body.walkoverRule !== undefined
            ? { walkoverRule: request.body.walkoverRule }
            : {}),
          ...(request.body.resultDueHours !== undefined
            ? { resultDueHours: request.body.resultDueHours }
            : {}),
          ...(request.body.autoCompleteHours !== undefined
            ? { autoCompleteHours: request.body.autoCompleteHours }
            : {}),
          ...(request.body.lateResultPenalty !== undefined
            ? { lateResultPenalty: request.body.lateResultPenalty }
            : {}),
          ...(request.body.unconfirmedPenalty !== undefined
            ? { unconfirmedPenalty: request.body.unconfirmedPenalty }
            : {}),
          ...(request.body.currency !== undefined ? { currency: request.body.currency } : {}),
        };
        const after: League = { ...before, ...changes };
        const note = changeNote(before, after);
        // Nothing changed: nothing written, nothing audited.
        if (!note) return before;
        // A penalty rule switched on applies to matches from now on, never to those played.
        const penaltiesFrom = penaltiesFromAfter(
          { ...before, penaltiesFrom: await leaguePenaltiesFrom(trx, id) },
          after,
          ctx.now().toISOString(),
        );
        await updateLeague(trx, id, { ...changes, penaltiesFrom });
        await recordLeagueAudit(trx, {
          subjectType: 'league',
          subjectId: id,
          reason: 'league_settings_changed',
          note,
          actorUserId: auth.user.id,
          at: ctx.now().toISOString(),
          before,
          after,
        });
        return after;
      });
    },
  );
};
