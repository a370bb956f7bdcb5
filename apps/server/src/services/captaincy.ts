// Captaincy lives on the membership (team_players.role); team.captainUserId is kept in step in
// the same transaction, since role resolution and the return-to-live-match banner read it
// (docs/rules.md, Roles; The web app: Return-to-live-match banner).
import { MESSAGES } from '@cueleague/domain/errors';
import { newId } from '../auth/tokens.ts';
import { HttpError, notFound } from '../http/http-error.ts';
import type { Trx } from '../repositories/executor.ts';
import { assertFreeToJoin } from './rosters.ts';

const playerOfUser = async (trx: Trx, userId: string) => {
  const player = await trx
    .selectFrom('players')
    .select('id')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!player)
    throw new HttpError('validation_failed', MESSAGES.noPlayerRecord, {
      userId: MESSAGES.noPlayerRecord,
    });
  return player;
};

const teamOf = async (trx: Trx, teamId: string) => {
  const team = await trx
    .selectFrom('teams')
    .selectAll()
    .where('id', '=', teamId)
    .executeTakeFirst();
  if (!team) throw notFound('team');
  return team;
};

export const assignCaptain = async (trx: Trx, teamId: string, userId: string): Promise<void> => {
  const team = await teamOf(trx, teamId);
  const player = await playerOfUser(trx, userId);
  // The captain plays for the team: not while active on another team this season.
  await assertFreeToJoin(trx, { playerId: player.id, seasonId: team.seasonId, teamId });
  // One captain per team: the previous captain's membership goes back to 'player'.
  await trx
    .updateTable('teamPlayers')
    .set({ role: 'player' })
    .where('teamId', '=', teamId)
    .where('role', '=', 'captain')
    .where('playerId', '!=', player.id)
    .execute();
  const membership = await trx
    .selectFrom('teamPlayers')
    .select('id')
    .where('teamId', '=', teamId)
    .where('playerId', '=', player.id)
    .executeTakeFirst();
  if (membership) {
    await trx
      .updateTable('teamPlayers')
      .set({ role: 'captain', isActive: 1 })
      .where('id', '=', membership.id)
      .execute();
  } else {
    await trx
      .insertInto('teamPlayers')
      .values({
        id: newId(),
        teamId,
        playerId: player.id,
        seasonId: team.seasonId,
        role: 'captain',
        isActive: 1,
      })
      .execute();
  }
  await trx.updateTable('teams').set({ captainUserId: userId }).where('id', '=', teamId).execute();
};

export const removeCaptain = async (trx: Trx, teamId: string, userId: string): Promise<void> => {
  await teamOf(trx, teamId);
  const player = await playerOfUser(trx, userId);
  await trx
    .updateTable('teamPlayers')
    .set({ role: 'player' })
    .where('teamId', '=', teamId)
    .where('playerId', '=', player.id)
    .execute();
  await trx
    .updateTable('teams')
    .set({ captainUserId: null })
    .where('id', '=', teamId)
    .where('captainUserId', '=', userId)
    .execute();
};
