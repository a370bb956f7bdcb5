// Captaincy lives on the membership (team_players.role); team.captainUserId is kept in step in
// the same transaction, since role resolution and the return-to-live-match banner read it
// (docs/rules.md, Roles; The web app: Return-to-live-match banner).
import { MESSAGES } from '@cueleague/domain/errors';
import { newId } from '../auth/tokens.ts';
import { HttpError, orNotFound } from '../http/http-error.ts';
import type { Trx } from '../repositories/executor.ts';
import { revokePendingCaptainInvites } from '../repositories/invites.ts';
import { playerOfAccount } from '../repositories/players.ts';
import {
  captainMembershipTeams,
  demoteOnTeam,
  demoteOtherCaptains,
  insertMembership,
  membershipIdOf,
  updateMembership,
} from '../repositories/team-players.ts';
import { clearCaptainOf, findTeam, teamsCaptainedBy, updateTeam } from '../repositories/teams.ts';
import { assertFreeToJoin } from './rosters.ts';

const playerOfUser = async (trx: Trx, userId: string) => {
  const playerId = await playerOfAccount(trx, userId);
  if (!playerId)
    throw new HttpError('validation_failed', MESSAGES.noPlayerRecord, {
      userId: MESSAGES.noPlayerRecord,
    });
  return playerId;
};

const teamOf = async (trx: Trx, teamId: string) => orNotFound(await findTeam(trx, teamId), 'team');

export const assignCaptain = async (trx: Trx, teamId: string, userId: string): Promise<void> => {
  const team = await teamOf(trx, teamId);
  const playerId = await playerOfUser(trx, userId);
  // The captain plays for the team: not while active on another team this season.
  await assertFreeToJoin(trx, { playerId, seasonId: team.seasonId, teamId });
  // One captain per team: the previous captain's membership goes back to 'player'.
  await demoteOtherCaptains(trx, teamId, playerId);
  const membershipId = await membershipIdOf(trx, teamId, playerId);
  if (membershipId) {
    await updateMembership(trx, membershipId, { role: 'captain', isActive: true });
  } else {
    await insertMembership(trx, {
      id: newId(),
      teamId,
      playerId,
      seasonId: team.seasonId,
      role: 'captain',
      isActive: 1,
    });
  }
  await updateTeam(trx, teamId, { captainUserId: userId });
  // A captain invite sent before this decision must not undo it (docs/rules.md, Roles).
  if (team.captainUserId !== userId) await revokePendingCaptainInvites(trx, teamId);
};

export const removeCaptain = async (trx: Trx, teamId: string, userId: string): Promise<void> => {
  const team = await teamOf(trx, teamId);
  const playerId = await playerOfAccount(trx, userId);
  if (playerId) await demoteOnTeam(trx, teamId, playerId);
  // A captain whose record was unlinked on an older server (before unlinking ended captaincy)
  // still stands down: only the team's captain field is left to clear.
  else if (team.captainUserId !== userId) await playerOfUser(trx, userId);
  await clearCaptainOf(trx, teamId, userId);
  await revokePendingCaptainInvites(trx, teamId);
};

/**
 * An account loses its player record (the admin unlinked it, or linked the record to another
 * account): every captaincy it held through that record ends, since captaincy goes with playing
 * for the team. The teams it captained.
 */
export const endCaptaincies = async (
  trx: Trx,
  playerId: string,
  userId: string,
): Promise<string[]> => {
  const teams = [
    ...new Set([
      ...(await teamsCaptainedBy(trx, userId)),
      ...(await captainMembershipTeams(trx, playerId)),
    ]),
  ].sort();
  for (const teamId of teams) {
    await demoteOnTeam(trx, teamId, playerId);
    await clearCaptainOf(trx, teamId, userId);
    await revokePendingCaptainInvites(trx, teamId);
  }
  return teams;
};
