// Role resolution, in the order docs/rules.md (Roles) gives. Pure: the caller fetches the data, or
// passes loaders that may fail, and gets the same answer on the server and the web.
import type { League, ResolvedRole, Team, UserRecord } from './entities.ts';
import { MESSAGES } from './errors.ts';

export interface ResolvedAuth {
  role: ResolvedRole;
  isAdmin: boolean;
  /** The team whose captainUserId is the user, when the role came from captaincy. */
  team: Team | null;
}

export interface RoleFacts {
  userId: string;
  leagues: readonly Pick<League, 'adminIds'>[];
  /** Teams whose captainUserId is the user (current season first, if the caller sorts them). */
  captainTeams: readonly Team[];
  userRecord: Pick<UserRecord, 'role'> | null;
}

export const USER_FALLBACK: Readonly<ResolvedAuth> = Object.freeze({
  role: 'user',
  isAdmin: false,
  team: null,
});

export const resolveRole = ({
  userId,
  leagues,
  captainTeams,
  userRecord,
}: RoleFacts): ResolvedAuth => {
  if (leagues.some((league) => league.adminIds.includes(userId))) {
    return { role: 'admin', isAdmin: true, team: null };
  }
  const team = captainTeams[0];
  if (team) return { role: 'captain', isAdmin: false, team };
  if (userRecord?.role) {
    return { role: userRecord.role, isAdmin: userRecord.role === 'admin', team: null };
  }
  return USER_FALLBACK;
};

export interface RoleLoaders {
  leagues(): Promise<readonly Pick<League, 'adminIds'>[]>;
  captainTeams(): Promise<readonly Team[]>;
  userRecord(): Promise<Pick<UserRecord, 'role'> | null>;
}

/**
 * Resolves with loaders, lazily in that order (an admin needs no team lookup). Any error while
 * determining gives role 'user' and is logged as 'Error determining user role' (docs/rules.md,
 * Roles).
 */
export const resolveRoleWith = async (
  userId: string,
  loaders: RoleLoaders,
  logError: (message: string, error: unknown) => void,
): Promise<ResolvedAuth> => {
  try {
    const leagues = await loaders.leagues();
    if (leagues.some((league) => league.adminIds.includes(userId))) {
      return resolveRole({ userId, leagues, captainTeams: [], userRecord: null });
    }
    const captainTeams = await loaders.captainTeams();
    if (captainTeams.length > 0)
      return resolveRole({ userId, leagues, captainTeams, userRecord: null });
    return resolveRole({ userId, leagues, captainTeams, userRecord: await loaders.userRecord() });
  } catch (error) {
    logError(MESSAGES.errorDeterminingUserRole, error);
    return USER_FALLBACK;
  }
};
