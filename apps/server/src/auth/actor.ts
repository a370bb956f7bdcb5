// Who is asking: the session's user with the role resolved by the domain rules on every request
// (docs/rules.md, Roles), plus the teams they captain or belong to, for the permission rulebook.
import type { AuthState, Team } from '@cueleague/domain/entities';
import { MESSAGES } from '@cueleague/domain/errors';
import type { Actor } from '@cueleague/domain/permissions';
import { resolveRoleWith, type ResolvedAuth } from '@cueleague/domain/resolve-role';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database.ts';
import { isTreasurer } from '../repositories/ledger.ts';
import { leaguesAdministeredBy } from '../repositories/leagues.ts';
import { currentSeasonIds } from '../repositories/seasons.ts';
import { entrantSidesOfAccount } from '../repositories/entrants.ts';
import { activeMembershipsOfAccount } from '../repositories/team-players.ts';
import { captainedTeams } from '../repositories/teams.ts';
import { roleOfUser } from '../repositories/users.ts';
import type { SessionUser } from './sessions.ts';

export interface RequestAuth extends ResolvedAuth {
  user: SessionUser;
  actor: Actor;
}

/**
 * The teams the user captains or belongs to. A failure is logged as 'Error fetching user team' and
 * gives no teams (docs/rules.md, Roles).
 */
const userTeams = async (
  db: Db,
  userId: string,
  seasons: readonly string[],
  log: FastifyBaseLogger,
): Promise<{ captainOf: string[]; memberOf: string[]; entrantOf: string[] }> => {
  try {
    // Through a player record linked to the account. A captain is the team's captainUserId, or
    // holds an active captain membership, in the current season (docs/rules.md, Roles).
    const memberships = await activeMembershipsOfAccount(db, userId);
    // Only the current season's teams: a past season is read-only except to admins, so its
    // captain keeps no roster, line-up or scoring power over it (docs/rules.md, Permissions).
    const captainOf = new Set(
      (await captainedTeams(db, userId))
        .filter((row) => seasons.includes(row.seasonId))
        .map((row) => row.id),
    );
    for (const membership of memberships) {
      if (membership.role === 'captain' && seasons.includes(membership.seasonId))
        captainOf.add(membership.teamId);
    }
    // The current season's singles knockout entries the account plays (decision 0048).
    return {
      captainOf: [...captainOf],
      memberOf: [...new Set(memberships.map((membership) => membership.teamId))],
      entrantOf: await entrantSidesOfAccount(db, userId, seasons),
    };
  } catch (error) {
    log.error({ err: error }, MESSAGES.errorFetchingUserTeam);
    return { captainOf: [], memberOf: [], entrantOf: [] };
  }
};

export const resolveAuth = async (
  db: Db,
  user: SessionUser,
  log: FastifyBaseLogger,
): Promise<RequestAuth> => {
  const logError = (message: string, error: unknown) => log.error({ err: error }, message);
  // The seasons only order the user's teams: without them, the role is still resolved.
  const seasons = await currentSeasonIds(db).catch((error: unknown) => {
    logError(MESSAGES.errorFetchingUserTeam, error);
    return [];
  });
  const resolved = await resolveRoleWith(
    user.id,
    {
      leagues: async () =>
        (await leaguesAdministeredBy(db, user.id)).map(() => ({ adminIds: [user.id] })),
      // The current season's team first: that is "the user's team".
      captainTeams: async () =>
        (await captainedTeams(db, user.id)).sort(
          (a: Team, b: Team) => rank(seasons, a) - rank(seasons, b),
        ),
      userRecord: async () => (await roleOfUser(db, user.id)) ?? null,
    },
    logError,
  );
  const actor: Actor = {
    userId: user.id,
    role: resolved.role,
    isAdmin: resolved.isAdmin,
    ...(await userTeams(db, user.id, seasons, log)),
    // Fees and fines: named by an admin to keep the ledger (a read failure: not one).
    isTreasurer: await isTreasurer(db, user.id).catch((error: unknown) => {
      logError(MESSAGES.errorFetchingUserTeam, error);
      return false;
    }),
  };
  return { ...resolved, user, actor };
};

const rank = (currentSeasons: readonly string[], team: Team): number =>
  currentSeasons.includes(team.seasonId) ? 0 : 1;

/** GET /auth/me's answer for a resolved user (also what accepting an invite answers). */
export const authStateOf = (auth: RequestAuth): AuthState => ({
  user: { id: auth.user.id, email: auth.user.email },
  role: auth.role,
  isAdmin: auth.isAdmin,
  team: auth.team,
  captainOf: [...auth.actor.captainOf],
  memberOf: [...auth.actor.memberOf],
  entrantOf: [...(auth.actor.entrantOf ?? [])],
  emailVerified: auth.user.emailVerified !== false,
  ...(auth.actor.isTreasurer ? { isTreasurer: true } : {}),
});
