// The invites table: invitations of a player record to make its account (only the token's hash
// is kept), and the pending ones the admin players page shows.
import type { Insertable } from 'kysely';
import type { InvitesTable } from '../db/schema.ts';
import type { Executor, Trx } from './executor.ts';

/** Drops a player's pending invites (the record has its account some other way). */
export const deleteInvitesOfPlayer = (trx: Trx, playerId: string) =>
  trx.deleteFrom('invites').where('playerId', '=', playerId).execute();

/** An unused, unexpired invite by its token's hash. */
export const findUsableInvite = (db: Executor, tokenHash: string, now: string) =>
  db
    .selectFrom('invites')
    .selectAll()
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .executeTakeFirst();

/** The unused, unexpired invites, by player. */
export const pendingInvites = (db: Executor, now: string) =>
  db
    .selectFrom('invites')
    .select(['playerId', 'email', 'expiresAt', 'captainOfTeamId'])
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .orderBy('playerId')
    .execute();

/** Drops a player's unused invites: a new one replaces them, or the account now exists. */
export const deleteUnusedInvitesOfPlayer = (trx: Trx, playerId: string) =>
  trx.deleteFrom('invites').where('playerId', '=', playerId).where('usedAt', 'is', null).execute();

export const insertInvite = (trx: Trx, invite: Insertable<InvitesTable>) =>
  trx.insertInto('invites').values(invite).execute();

export const deleteInvite = (db: Executor, tokenHash: string) =>
  db.deleteFrom('invites').where('tokenHash', '=', tokenHash).execute();

/**
 * Spends an invite: a conditional update, so two uses of one link can't both succeed. What it
 * was for, or undefined when it was used or expired meanwhile.
 */
export const spendInvite = (trx: Trx, tokenHash: string, now: string) =>
  trx
    .updateTable('invites')
    .set({ usedAt: now })
    .where('tokenHash', '=', tokenHash)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['playerId', 'email', 'captainOfTeamId', 'teamCaptainUserId', 'createdByUserId'])
    .executeTakeFirst();

/**
 * Takes the captaincy out of a team's pending captain invites (of one player, or all): the
 * link still makes the account, as a plain player. The players whose invite changed.
 */
export const revokePendingCaptainInvites = async (
  trx: Trx,
  teamId: string,
  playerId?: string,
): Promise<string[]> => {
  let query = trx
    .updateTable('invites')
    .set({ captainOfTeamId: null, teamCaptainUserId: null })
    .where('captainOfTeamId', '=', teamId)
    .where('usedAt', 'is', null);
  if (playerId !== undefined) query = query.where('playerId', '=', playerId);
  return (await query.returning('playerId').execute()).map((row) => row.playerId);
};
