// Captains enter their team in a cup (docs/api.md, Competitions, Entries; docs/rules.md,
// Knockouts): a cup made with an entry window takes entries until its closing date, the first
// `capacity` are drawn and the rest are reserves in the order they entered. A team withdraws
// until the draw, and the first reserve moves up. An admin may enter a team after the closing
// date too (a late entry the league agreed to). Each entry and withdrawal tells the other admins
// (a `cup-entry` notification); a withdrawal is audited on the cup's season.
import { canWithdrawEntry, entriesOpen } from '@cueleague/domain/competitions/entries';
import {
  competitionSchema,
  enterCompetitionSchema,
  playersPerEntry,
  type Competition,
} from '@cueleague/domain/competitions/records';
import type { Player } from '@cueleague/domain/entities';
import { canEnterAsPlayer, canEnterCup } from '@cueleague/domain/permissions';
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
import { recordLeagueAudit } from '../repositories/league-audit.ts';
import { teamSeasons } from '../repositories/teams.ts';
import { deleteEntrants, entrantName, entrantPlayersOf } from '../repositories/entrants.ts';
import { findPlayer } from '../repositories/players.ts';
import { loadCompetition } from '../services/competitions.ts';
import {
  enterPair,
  enterPlayer,
  playerToEnter,
  playersToEnter,
  requireSeasonPlayers,
} from '../services/entrants.ts';
import { findSeason } from '../repositories/seasons.ts';
import { writeTransaction } from '../services/write-transaction.ts';
import { idParams, writeById } from './params.ts';

const TAG = 'competitions';
const NOT_YOURS = 'Only the team’s captain or a league admin can do that.';
const NOT_YOU = 'Only the player themself or a league admin can do that.';
/** What an entry of the wrong kind is told, by the players one entry of the cup takes. */
const ENTRY_WANTED = [
  'A team cup takes teams.',
  'A singles knockout takes one player.',
  'A doubles knockout takes a pair of players.',
] as const;
const entryParams = z.object({ id: idParams.shape.id, teamId: idParams.shape.id });

/** The cup under its lock (PostgreSQL), so two entries at once queue for the capacity. */
const lockedCup = async (trx: Trx, id: string) => {
  await lockCompetitionRow(trx, id);
  return orNotFound(await findCompetitionRow(trx, id), 'competition');
};

/** The cup and its count as an entry notice gives them (Winter Cup: 3 of 8). */
const counts = (cup: Competition) => ({
  competitionId: cup.id,
  cup: cup.name,
  entrants: cup.entrantCount,
  capacity: cup.capacity,
});

export const registerCompetitionEntryRoutes = (app: FastifyInstance): void => {
  const api = app.withTypeProvider<ZodTypeProvider>();

  api.post(
    '/competitions/:id/entries',
    writeById(TAG, enterCompetitionSchema, { 201: competitionSchema }),
    async (request, reply) => {
      const { teamId: clubId, playerId, playerIds } = request.body;
      // Who may: a team's captain (a team cup), the player themself (a singles knockout), either
      // of a pair (a doubles knockout), an admin.
      const players =
        playerIds !== undefined
          ? await playersToEnter(app.ctx.db, playerIds)
          : playerId !== undefined
            ? [await playerToEnter(app.ctx.db, playerId)]
            : [];
      const auth = await requireRule(
        request,
        (actor) =>
          players.length > 0
            ? players.some((player) => canEnterAsPlayer(actor, player))
            : canEnterCup(actor, clubId ?? ''),
        players.length > 0 ? NOT_YOU : NOT_YOURS,
      );
      const now = app.ctx.now();
      const { cup, outbox } = await writeTransaction(request, async (trx) => {
        const row = await lockedCup(trx, request.params.id);
        if (row.state !== 'entries') throw conflict('This cup is drawn: its entries are closed.');
        if (!auth.actor.isAdmin && !entriesOpen(row, now))
          throw conflict(
            row.entriesCloseAt === null
              ? 'This cup does not take entries: the league admin picks its teams.'
              : 'Entries to this cup have closed.',
          );
        const perEntry = playersPerEntry(row.kind);
        if (players.length !== perEntry)
          throw invalid(
            ENTRY_WANTED[perEntry],
            perEntry === 0
              ? { teamId: 'Give a teamId' }
              : perEntry === 1
                ? { playerId: 'Give a playerId' }
                : { playerIds: 'Give the pair’s two playerIds' },
          );
        if (row.seasonPlayersOnly === 1) {
          const season = await findSeason(trx, row.seasonId);
          if (season)
            await requireSeasonPlayers(
              trx,
              season,
              players,
              perEntry === 2 ? 'playerIds' : 'playerId',
            );
        }
        const entries = await entriesOf(trx, [row.id]);
        let teamId: string;
        if (players.length > 0) {
          const entered = await entrantPlayersOf(
            trx,
            entries.map((entry) => entry.teamId),
          );
          const taken = players.find((player) =>
            [...entered.values()].some((ids) => ids.includes(player.id)),
          );
          if (taken) throw conflict(`${entrantName(taken)} is entered already.`);
          const [first, second] = players;
          teamId =
            first && second
              ? await enterPair(trx, row.seasonId, [first, second])
              : await enterPlayer(trx, row.seasonId, players[0] as Player);
        } else {
          teamId = clubId ?? '';
          const [team] = await teamSeasons(trx, [teamId]);
          if (team?.seasonId !== row.seasonId)
            throw invalid('Only the season’s own teams can enter its cup.', {
              teamId: 'A team of the cup’s season',
            });
          if (entries.some((entry) => entry.teamId === teamId))
            throw conflict('This team is entered already.');
        }
        await insertEntries(trx, row.id, [teamId], { at: now.toISOString(), by: auth.user.id });
        await updateCompetitionRow(trx, row.id, { updatedAt: now.toISOString() });
        const entered = await loadCompetition(trx, row);
        const entry = entered.entries.find((candidate) => candidate.teamId === teamId);
        const outbox = await app.ctx.notifications.cupEntryChanged(
          trx,
          {
            ...counts(entered),
            team: entry?.name ?? teamId,
            change: 'entered',
            reserve: entry?.reserve === true,
            movedUp: null,
          },
          auth.user.id,
        );
        return { cup: entered, outbox };
      });
      app.ctx.notifications.deliver(outbox);
      return reply.status(201).send(cup);
    },
  );

  api.delete(
    '/competitions/:id/entries/:teamId',
    { schema: { tags: [TAG], params: entryParams, response: { 200: competitionSchema } } },
    async (request) => {
      const { id, teamId } = request.params;
      // An entrant side is withdrawn by its player, or either of its pair (or an admin); a team
      // by its captain.
      const entrants = (await entrantPlayersOf(app.ctx.db, [teamId])).get(teamId) ?? [];
      const players = (
        await Promise.all(entrants.map((playerId) => findPlayer(app.ctx.db, playerId)))
      ).filter((player) => player !== undefined);
      const auth = await requireRule(
        request,
        (actor) =>
          entrants.length > 0
            ? players.some((player) => canEnterAsPlayer(actor, player))
            : canEnterCup(actor, teamId),
        entrants.length > 0 ? NOT_YOU : NOT_YOURS,
      );
      const { cup, outbox } = await writeTransaction(request, async (trx) => {
        const row = await lockedCup(trx, id);
        if (!canWithdrawEntry(row))
          throw conflict('This cup is drawn: ask the league admin to decide the tie instead.');
        const before = await loadCompetition(trx, row);
        const entry = before.entries.find((candidate) => candidate.teamId === teamId);
        if (!entry || !(await deleteEntry(trx, row.id, teamId))) throw notFound('entry');
        await deleteEntrants(trx, [teamId]);
        await updateCompetitionRow(trx, row.id, { updatedAt: app.ctx.now().toISOString() });
        const after = await loadCompetition(trx, row);
        // An entrant's place goes to the first reserve (the entries list them in that order).
        const movedUp = entry.reserve ? null : before.entries.find((other) => other.reserve);
        await recordLeagueAudit(trx, {
          subjectType: 'season',
          subjectId: row.seasonId,
          reason: 'cup_entry_withdrawn',
          note: `${entry.name} withdrawn from ${row.name}${movedUp ? `; ${movedUp.name} moved up` : ''}`,
          actorUserId: auth.user.id,
          at: app.ctx.now().toISOString(),
          before: { competitionId: row.id, teamId, reserve: entry.reserve },
          after: { competitionId: row.id, movedUp: movedUp?.teamId ?? null },
        });
        const outbox = await app.ctx.notifications.cupEntryChanged(
          trx,
          {
            ...counts(after),
            team: entry.name,
            change: 'withdrew',
            reserve: entry.reserve,
            movedUp: movedUp?.name ?? null,
          },
          auth.user.id,
        );
        return { cup: after, outbox };
      });
      app.ctx.notifications.deliver(outbox);
      return cup;
    },
  );
};
