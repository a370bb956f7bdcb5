// "My team" for the team area: a captain's team is the one the auth context resolved (the server
// puts the current season's first); anyone else's is the first team of memberOf that plays in the
// current season. The permission rules get the same user as an Actor, so pages hide what the user
// can't do with the domain's functions (the server is the guard).
import type { Season, Team } from '@cueleague/domain/entities';
import { canManageRoster, isCaptainOf, type Actor } from '@cueleague/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { useAuth, type AuthState } from '../../auth/hooks/auth-context.tsx';
import { currentSeasonQuery } from '../../seasons/api/seasons-api.ts';
import { teamsQuery } from '../api/teams-api.ts';

export const NO_TEAM_MESSAGE =
  "You're not on a team this season — ask your league admin to add you.";

export type MyTeam =
  | { status: 'loading' }
  | { status: 'error'; error: unknown; retry: () => void }
  /** Signed in but on no team this season (or no season is current and they captain none). */
  | { status: 'none'; season: Season | null; actor: Actor | null }
  | {
      status: 'ok';
      team: Team;
      /** The current season; null when none is current (a captain still sees their team). */
      season: Season | null;
      actor: Actor | null;
      /** The user captains this team. */
      isCaptain: boolean;
      /** Captain of this team or admin: may add and (de)activate players. */
      canManageRoster: boolean;
    };

/** The user's team, found: what the team pages are built from. */
export type MyTeamOk = Extract<MyTeam, { status: 'ok' }>;

/** The signed-in user as the domain's permission rules see them; null when signed out. */
export const actorFromAuth = (
  auth: Pick<AuthState, 'user' | 'userRole' | 'isAdmin' | 'captainOf' | 'memberOf'> &
    Partial<Pick<AuthState, 'entrantOf'>>,
): Actor | null =>
  auth.user
    ? {
        userId: auth.user.id,
        role: auth.userRole ?? 'user',
        isAdmin: auth.isAdmin,
        captainOf: auth.captainOf,
        memberOf: auth.memberOf,
        entrantOf: auth.entrantOf ?? [],
      }
    : null;

/** The captain's own team when it plays this season, else none: no list of teams is needed. */
const captainTeamNow = (auth: Pick<AuthState, 'team'>, season: Season | null): Team | null =>
  auth.team && (!season || auth.team.seasonId === season.id) ? auth.team : null;

/**
 * The team to show: the captain's (auth.team) when it is in the current season; else the first
 * team the user captains or belongs to among the season's teams, captaincy first.
 */
export const pickMyTeam = (
  auth: Pick<AuthState, 'team' | 'captainOf' | 'memberOf'>,
  season: Season | null,
  seasonTeams: readonly Team[],
): Team | null => {
  const own = captainTeamNow(auth, season);
  if (own) return own;
  if (!season) return null;
  const byId = new Map(seasonTeams.map((team) => [team.id, team]));
  for (const id of [...auth.captainOf, ...auth.memberOf]) {
    const team = byId.get(id);
    if (team) return team;
  }
  return null;
};

export const useMyTeam = (): MyTeam => {
  const auth = useAuth();
  const actor = actorFromAuth(auth);
  const season = useQuery({ ...currentSeasonQuery(), enabled: Boolean(auth.user) });
  const seasonId = season.data?.id;
  const own = season.isSuccess ? captainTeamNow(auth, season.data) : null;
  const mayBelong = auth.captainOf.length + auth.memberOf.length > 0;
  const teams = useQuery({
    ...teamsQuery({ seasonId }),
    enabled: Boolean(seasonId) && !own && mayBelong,
  });

  if (auth.loading || (auth.user && season.isPending)) return { status: 'loading' };
  if (season.isError)
    return { status: 'error', error: season.error, retry: () => void season.refetch() };
  const current = season.data ?? null;
  const done = (team: Team | null): MyTeam =>
    team
      ? {
          status: 'ok',
          team,
          season: current,
          actor,
          isCaptain: isCaptainOf(actor, team.id),
          canManageRoster: canManageRoster(actor, team.id),
        }
      : { status: 'none', season: current, actor };
  if (own || !current || !mayBelong) return done(own);
  if (teams.isPending) return { status: 'loading' };
  if (teams.isError)
    return { status: 'error', error: teams.error, retry: () => void teams.refetch() };
  return done(pickMyTeam(auth, current, teams.data));
};
