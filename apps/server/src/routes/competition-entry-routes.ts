// Captains enter their team in a cup (docs/api.md, Competitions, Entries; docs/rules.md,
// Knockouts): a cup made with an entry window takes entries until its closing date, the first
// `capacity` are drawn and the rest are reserves in the order they entered. A team withdraws
// until the draw, and the first reserve moves up. An admin may enter a team after the closing
// date too (a late entry the league agreed to).
import { canWithdrawEntry, entriesOpen } from '@cueleague/domain/competitions/entries';
import { competitionSchema, enterCompetitionSchema } from '@cueleague/domain/competitions/records';
import { canEnterCup } from '@cueleague/domain/permissions';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRule } from '../auth/guards.ts';
import { conflict, invalid, notFound, orNotFound } from '../http/http-error.ts';
import {
  deleteEntry,
  entriesOf,
  findCompetitionRow,
  insertEntries,
  lockCompetitionRow,
  updateCompetitionRow,
} from '../repositories/competitions.ts';
import type { Trx } from '../repositories/executor.ts';
import { teamSeasons } from '../repositories/teams.ts';
import { loadCompetition } from '../services/competitions.ts';
import { writeTransaction } from '../services/write-transaction.ts';
import { idParams, writeById } from './params.ts';

const TAG = 'competitions';
const NOT_YOURS = 'Only the team’s captain or a league admin can do that.';
const entryParams = z.object({ id: idParams.shape.id, teamId: idParams.shape.id });

/** The cup under its lock (PostgreSQL), so two entries at once queue for the capacity. */
const lockedCup = async (trx: Trx, id: string) => {
  await lockCompetitionRow(trx, id);
  return orNotFound(await findCompetitionRow(trx, id), 'competition');
};

export const registerCompetitionEntryRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/competitions/:id/entries',
    writeById(TAG, enterCompetitionSchema, { 201: competitionSchema }),
    async (request, reply) => {
      const { teamId } = request.body;
      const auth = await requireRule(request, (actor) => canEnterCup(actor, teamId), NOT_YOURS);
      const now = app.ctx.now();
      const cup = await writeTransaction(request, async (trx) => {
        const row = await lockedCup(trx, request.params.id);
        if (row.state !== 'entries') throw conflict('This cup is drawn: its entries are closed.');
        if (!auth.actor.isAdmin && !entriesOpen(row, now))
          throw conflict(
            row.entriesCloseAt === null
              ? 'This cup does not take entries: the league admin picks its teams.'
              : 'Entries to this cup have closed.',
          );
        const [team] = await teamSeasons(trx, [teamId]);
        if (team?.seasonId !== row.seasonId)
          throw invalid('Only the season’s own teams can enter its cup.', {
            teamId: 'A team of the cup’s season',
          });
        if ((await entriesOf(trx, [row.id])).some((entry) => entry.teamId === teamId))
          throw conflict('This team is entered already.');
        await insertEntries(trx, row.id, [teamId], { at: now.toISOString(), by: auth.user.id });
        await updateCompetitionRow(trx, row.id, { updatedAt: now.toISOString() });
        return loadCompetition(trx, row);
      });
      return reply.status(201).send(cup);
    },
  );

  api.delete(
    '/competitions/:id/entries/:teamId',
    { schema: { tags: [TAG], params: entryParams, response: { 200: competitionSchema } } },
    async (request) => {
      const { id, teamId } = request.params;
      await requireRule(request, (actor) => canEnterCup(actor, teamId), NOT_YOURS);
      return writeTransaction(request, async (trx) => {
        const row = await lockedCup(trx, id);
        if (!canWithdrawEntry(row))
          throw conflict('This cup is drawn: ask the league admin to decide the tie instead.');
        if (!(await deleteEntry(trx, row.id, teamId))) throw notFound('entry');
        await updateCompetitionRow(trx, row.id, { updatedAt: app.ctx.now().toISOString() });
        return loadCompetition(trx, row);
      });
    },
  );
};
