// Fees and fines (docs/rules.md, Fees and fines; docs/api.md, Fees and fines): a team's charges and
// payments in its season. A treasurer (an account an admin names) or an admin keeps the ledger
// and reads every team's; a team's captain reads their own team's statement; nobody else sees
// money, so nothing here is cached or public, and its writes keep the cached public reads
// (`privately`). Every write is audited in the league audit (on the season; a treasurer named or
// removed, on the league).
import {
  entryFeesSchema,
  inLedgerOrder,
  ledgerEntryCreateSchema,
  ledgerEntrySchema,
  ledgerSummarySchema,
  ledgerTotals,
  myLedgerSchema,
  playerTotals,
  statementLines,
  teamStatementSchema,
  treasurerCreateSchema,
  treasurerSchema,
  formatMoney,
  type LedgerEntry,
} from '@cueleague/domain/ledger';
import { canKeepLedger, canReadStatement } from '@cueleague/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { noContentSchema } from '@cueleague/domain/responses';
import { z } from 'zod';
import { requireAdmin, requireRule, requireUser } from '../auth/guards.ts';
import { newId } from '../auth/tokens.ts';
import { conflict, invalid, notFound, orNotFound } from '../http/http-error.ts';
import type { Executor, Trx } from '../repositories/executor.ts';
import { recordLeagueAudit } from '../repositories/league-audit.ts';
import {
  deleteLedgerEntry,
  deleteTreasurer,
  findLedgerEntry,
  insertTreasurer,
  listLedgerEntries,
  listTreasurers,
  teamsChargedEntryFee,
} from '../repositories/ledger.ts';
import { playerOfAccount } from '../repositories/players.ts';
import { findSeason, listSeasons } from '../repositories/seasons.ts';
import { membershipIdOf } from '../repositories/team-players.ts';
import { findTeam, listTeams } from '../repositories/teams.ts';
import { accountOfEmail } from '../repositories/users.ts';
import { entryNote, ledgerLeague, recordLedgerEntries } from '../services/ledger-entries.ts';
import { writeTransaction } from '../services/write-transaction.ts';
import { deleteById, idParams, privately, writeRoute } from './params.ts';

const TAG = 'ledger';
const KEEPERS_ONLY = 'Only a treasurer or a league admin can see or keep the ledger.';
const treasurersSchema = z.object({ items: z.array(treasurerSchema) });
const userParams = z.object({ userId: z.string().min(1).max(200) });

export const registerLedgerRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;
  const { db } = ctx;

  const requireKeeper = (request: Parameters<typeof requireAdmin>[0]) =>
    requireRule(request, canKeepLedger, KEEPERS_ONLY);

  const league = ledgerLeague;

  const loadTeam = async (executor: Executor, teamId: string) =>
    orNotFound(await findTeam(executor, teamId), 'team');

  api.get(
    '/ledger/seasons/:id',
    { schema: { tags: [TAG], params: idParams, response: { 200: ledgerSummarySchema } } },
    async (request) => {
      await requireKeeper(request);
      const season = orNotFound(await findSeason(db, request.params.id), 'season');
      const { currency } = await league(db);
      const entries = await listLedgerEntries(db, { seasonId: season.id });
      const teams = (await listTeams(db, { seasonId: season.id }))
        .map((team) => ({
          teamId: team.id,
          name: team.name,
          ...ledgerTotals(entries.filter((entry) => entry.teamId === team.id)),
        }))
        // Owing most first; then by name, so the list reads the same each time.
        .sort((a, b) => b.balance - a.balance || a.name.localeCompare(b.name))
        .map(({ name: _name, ...row }) => row);
      return { seasonId: season.id, currency, ...ledgerTotals(entries), teams };
    },
  );

  api.get(
    '/ledger/teams/:id',
    { schema: { tags: [TAG], params: idParams, response: { 200: teamStatementSchema } } },
    async (request) => {
      const teamId = request.params.id;
      await requireRule(
        request,
        (actor) => canReadStatement(actor, teamId),
        "Only the team's captain, a treasurer or a league admin can see its statement.",
      );
      const team = await loadTeam(db, teamId);
      const { currency } = await league(db);
      const entries = await listLedgerEntries(db, { teamId });
      return {
        teamId,
        seasonId: team.seasonId,
        currency,
        ...ledgerTotals(entries),
        lines: statementLines(entries),
        players: playerTotals(entries),
      };
    },
  );

  // A player's own money: the lines naming the signed-in account's player, a statement per team
  // and season (newest season first). Only ever one's own, so any signed-in account may ask.
  api.get(
    '/ledger/mine',
    { schema: { tags: [TAG], response: { 200: myLedgerSchema } } },
    async (request) => {
      const auth = await requireUser(request);
      const { currency } = await league(db);
      const playerId = (await playerOfAccount(db, auth.user.id)) ?? null;
      const entries = playerId ? await listLedgerEntries(db, { playerId }) : [];
      const seasons = new Map((await listSeasons(db)).map((season) => [season.id, season]));
      const groups = new Map<string, LedgerEntry[]>();
      for (const entry of entries) {
        const key = `${entry.seasonId}/${entry.teamId}`;
        groups.set(key, [...(groups.get(key) ?? []), entry]);
      }
      const items = [...groups.values()]
        .map((group) => {
          const [{ seasonId, teamId }] = group as [LedgerEntry];
          return { seasonId, teamId, ...ledgerTotals(group), lines: statementLines(group) };
        })
        .sort((a, b) =>
          (seasons.get(b.seasonId)?.startDate ?? '').localeCompare(
            seasons.get(a.seasonId)?.startDate ?? '',
          ),
        );
      return { playerId, currency, items };
    },
  );

  /** Records entries with their audit entry, in the caller's transaction, by `actorUserId` now. */
  const record = (
    trx: Trx,
    entries: readonly LedgerEntry[],
    audit: Parameters<typeof recordLedgerEntries>[2],
    actorUserId: string,
  ) =>
    recordLedgerEntries(trx, entries, audit, { userId: actorUserId, at: ctx.now().toISOString() });

  api.post(
    '/ledger/entries',
    privately(writeRoute(TAG, ledgerEntryCreateSchema, { 201: ledgerEntrySchema })),
    async (request, reply) => {
      const auth = await requireKeeper(request);
      const body = request.body;
      const entry = await writeTransaction(request, async (trx) => {
        const team = await findTeam(trx, body.teamId);
        if (!team) throw invalid('No such team.', { teamId: 'No such team.' });
        // A player's own entry names one of the team's players (active or not: a player who
        // left may still owe).
        const playerId = body.playerId ?? null;
        if (playerId && !(await membershipIdOf(trx, team.id, playerId)))
          throw invalid('Not a player of this team.', { playerId: 'Not a player of this team' });
        const { currency } = await league(trx);
        const added: LedgerEntry = {
          id: newId(),
          seasonId: team.seasonId,
          teamId: team.id,
          playerId,
          kind: body.kind,
          category: body.kind === 'charge' ? body.category : null,
          method: body.kind === 'payment' ? body.method : null,
          amount: body.amount,
          on: body.on,
          note: body.note,
          createdAt: ctx.now().toISOString(),
        };
        const note = entryNote(added, currency, team.name);
        await record(
          trx,
          [added],
          { seasonId: team.seasonId, reason: 'ledger_entry_added', note },
          auth.user.id,
        );
        return added;
      });
      return reply.status(201).send(entry);
    },
  );

  api.delete('/ledger/entries/:id', privately(deleteById(TAG)), async (request, reply) => {
    const auth = await requireKeeper(request);
    await writeTransaction(request, async (trx) => {
      const entry = orNotFound(await findLedgerEntry(trx, request.params.id), 'ledger entry');
      const team = await findTeam(trx, entry.teamId);
      const { currency } = await league(trx);
      await deleteLedgerEntry(trx, entry.id);
      await recordLeagueAudit(trx, {
        subjectType: 'season',
        subjectId: entry.seasonId,
        reason: 'ledger_entry_removed',
        note: entryNote(entry, currency, team?.name ?? entry.teamId),
        actorUserId: auth.user.id,
        at: ctx.now().toISOString(),
        before: entry,
        after: null,
      });
    });
    return reply.status(204).send();
  });

  // The season's entry fee, charged to each of its teams not charged one yet (so it can be run
  // again for a team that joins late, never charging a team twice).
  api.post(
    '/ledger/seasons/:id/entry-fees',
    privately({
      schema: {
        tags: [TAG],
        params: idParams,
        body: entryFeesSchema,
        response: { 200: z.object({ charged: z.number().int() }) },
      },
    }),
    async (request) => {
      const auth = await requireKeeper(request);
      const { amount, on, note } = request.body;
      return writeTransaction(request, async (trx) => {
        const season = orNotFound(await findSeason(trx, request.params.id), 'season');
        const { currency } = await league(trx);
        const charged = await teamsChargedEntryFee(trx, season.id);
        const at = ctx.now().toISOString();
        const entries: LedgerEntry[] = (await listTeams(trx, { seasonId: season.id }))
          .filter((team) => !charged.has(team.id))
          .map((team) => ({
            id: newId(),
            seasonId: season.id,
            teamId: team.id,
            playerId: null,
            kind: 'charge',
            category: 'entry-fee',
            method: null,
            amount,
            on,
            note,
            createdAt: at,
          }));
        if (entries.length > 0) {
          const count = `${entries.length} team${entries.length === 1 ? '' : 's'}`;
          await record(
            trx,
            inLedgerOrder(entries),
            {
              seasonId: season.id,
              reason: 'entry_fees_charged',
              note: `Entry fee ${formatMoney(amount, currency)} charged to ${count}`,
            },
            auth.user.id,
          );
        }
        return { charged: entries.length };
      });
    },
  );

  // ---- treasurers: named and removed by an admin ----

  api.get(
    '/treasurers',
    { schema: { tags: [TAG], response: { 200: treasurersSchema } } },
    async (request) => {
      await requireAdmin(request);
      return { items: await listTreasurers(db, (await league(db)).id) };
    },
  );

  api.post(
    '/treasurers',
    privately(writeRoute(TAG, treasurerCreateSchema, { 201: treasurerSchema })),
    async (request, reply) => {
      const auth = await requireAdmin(request);
      const treasurer = await writeTransaction(request, async (trx) => {
        const user = await accountOfEmail(trx, request.body.email);
        if (!user) {
          const message = 'No account has this e-mail address';
          throw invalid(message, { email: message });
        }
        const leagueId = (await league(trx)).id;
        const named = await listTreasurers(trx, leagueId);
        if (named.some((row) => row.userId === user.id)) throw conflict('Already a treasurer');
        await insertTreasurer(trx, {
          leagueId,
          userId: user.id,
          namedBy: auth.user.id,
          namedAt: ctx.now().toISOString(),
        });
        await recordLeagueAudit(trx, {
          subjectType: 'league',
          subjectId: leagueId,
          reason: 'treasurer_named',
          note: request.body.email,
          actorUserId: auth.user.id,
          at: ctx.now().toISOString(),
          before: null,
          after: { userId: user.id },
        });
        const added = (await listTreasurers(trx, leagueId)).find((row) => row.userId === user.id);
        return orNotFound(added, 'treasurer');
      });
      return reply.status(201).send(treasurer);
    },
  );

  api.delete(
    '/treasurers/:userId',
    privately({
      schema: { tags: [TAG], params: userParams, response: { 204: noContentSchema } },
    }),
    async (request, reply) => {
      const auth = await requireAdmin(request);
      await writeTransaction(request, async (trx) => {
        const leagueId = (await league(trx)).id;
        const { userId } = request.params;
        const named = (await listTreasurers(trx, leagueId)).find((row) => row.userId === userId);
        if (!named || !(await deleteTreasurer(trx, leagueId, userId))) throw notFound('treasurer');
        await recordLeagueAudit(trx, {
          subjectType: 'league',
          subjectId: leagueId,
          reason: 'treasurer_removed',
          note: named.email,
          actorUserId: auth.user.id,
          at: ctx.now().toISOString(),
          before: { userId },
          after: null,
        });
      });
      return reply.status(204).send();
    },
  );
};
