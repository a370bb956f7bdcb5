// The permission rulebook (docs/rules.md, Permissions): who may open which page and who may do
// what. The server enforces these (403); the web app uses the same functions only to hide what a
// role can't do.
import type { ResolvedRole, Side } from './entities.ts';
import { sideTeamId } from './sides.ts';

/** The signed-in user as the rules see them. `null` is a signed-out visitor. */
export interface Actor {
  userId: string;
  role: ResolvedRole;
  isAdmin: boolean;
  /**
   * Teams of the current season the user captains (team.captainUserId, or an active captain
   * membership). A past season's team is not among them: its rosters and matches are read-only
   * except to admins, so every captain rule below refuses it.
   */
  captainOf: readonly string[];
  /** Teams the user is an active member of, in any role. */
  memberOf: readonly string[];
  /**
   * The current season's knockout entrant sides the user plays for (decision 0048): they hold
   * that side of its ties as a captain holds a team's. Absent: none.
   */
  entrantOf?: readonly string[];
  /** An account an admin named to keep the league's ledger (Fees and fines); absent: not one. */
  isTreasurer?: boolean;
}

/**
 * The server's own timers (the result timer: docs/rules.md, Results on time), acting with no one
 * signed in. No account has this id (accounts' ids are UUIDs), and it holds no role, team or side:
 * only actions the lifecycle keeps for it ('autoComplete') accept it.
 */
export const SYSTEM_ACTOR: Actor = {
  userId: 'system',
  role: 'user',
  isAdmin: false,
  captainOf: [],
  memberOf: [],
};

export interface MatchTeams {
  homeTeamId: string;
  awayTeamId: string;
}

// ---- Routes ----

/**
 * null: public; []: any signed-in user; otherwise the roles that may open it, where 'treasurer'
 * is an account named to keep the ledger (not a role: a captain may be one too).
 */
export type RouteRoles = null | readonly (ResolvedRole | 'treasurer')[];

export const ROUTE_ROLES = {
  '/': null,
  '/live': null,
  '/standings': null,
  '/fixtures': null,
  '/players': null,
  '/teams/:teamId': null,
  '/players/:playerId': null,
  '/matches/:matchId': null,
  '/competitions': null,
  '/competitions/:competitionId': null,
  '/login': null,
  '/register': null,
  '/forgot-password': null,
  '/reset-password': null,
  '/verify-email': null,
  '/join': null,
  '/unsubscribe': null,
  '/setup': null,
  '/profile': [],
  '/team': ['captain', 'player'],
  '/team/matches': ['captain', 'player'],
  '/team/roster': ['captain'],
  // A captain scores their team's matches; a player (any account, so 'user' too) their own
  // singles knockout ties (decision 0048). The page itself says who may score the match.
  '/team/match/:matchId/score': ['captain', 'player', 'user'],
  '/admin': ['admin'],
  '/admin/teams': ['admin'],
  '/admin/schedule-matches': ['admin'],
  '/admin/venues': ['admin'],
  '/admin/seasons': ['admin'],
  '/admin/seasons/create': ['admin'],
  '/admin/seasons/edit/:id': ['admin'],
  '/admin/seasons/next/:id': ['admin'],
  '/admin/players': ['admin'],
  '/admin/competitions': ['admin'],
  '/admin/adjustments': ['admin'],
  '/admin/league': ['admin'],
  // Fees and fines: the ledger's keepers (a treasurer, an admin); a captain their own statement.
  '/treasurer': ['treasurer'],
  '/treasurer/teams/:teamId': ['treasurer'],
  '/team/statement': ['captain'],
} as const satisfies Record<string, RouteRoles>;

export type AppRoute = keyof typeof ROUTE_ROLES;

export interface GuardState {
  loading: boolean;
  user: { id: string } | null;
  role: ResolvedRole | null;
  isAdmin: boolean;
  /** Whether the account keeps the ledger (GET /api/auth/me's `isTreasurer`). */
  isTreasurer?: boolean;
}

export type GuardDecision =
  { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

/**
 * The route guard (docs/rules.md, Permissions): 'Loading...' while auth loads; no user to /login;
 * an admin passes every guarded page; otherwise a role not among those required goes to /.
 */
export const guardRoute = (roles: RouteRoles, auth: GuardState): GuardDecision => {
  if (roles === null) return { kind: 'allow' };
  if (auth.loading) return { kind: 'loading' };
  if (!auth.user) return { kind: 'redirect', to: '/login' };
  if (auth.isAdmin) return { kind: 'allow' };
  if (auth.isTreasurer && roles.includes('treasurer')) return { kind: 'allow' };
  if (roles.length > 0 && (auth.role === null || !roles.includes(auth.role))) {
    return { kind: 'redirect', to: '/' };
  }
  return { kind: 'allow' };
};

// ---- Actions ----

/** What a captain is told when they try to change a season that is over. */
export const PAST_SEASON_READ_ONLY =
  'This season is over: its rosters and matches are read-only, and only a league admin can change them.';

export const isAdmin = (actor: Actor | null): boolean => actor?.isAdmin === true;

export const isCaptainOf = (actor: Actor | null, teamId: string): boolean =>
  actor !== null && actor.captainOf.includes(teamId);

/** Add, remove or (de)activate players on a team's roster: admins and that team's captain. */
export const canManageRoster = (actor: Actor | null, teamId: string): boolean =>
  isAdmin(actor) || isCaptainOf(actor, teamId);

/**
 * Say whether a player can play a coming match: the player themself (their record's account), their
 * team's captain, or an admin.
 */
export const canMarkAvailability = (
  actor: Actor | null,
  player: { userId?: string | null | undefined },
  teamId: string,
): boolean =>
  isAdmin(actor) ||
  isCaptainOf(actor, teamId) ||
  (actor !== null && player.userId !== null && player.userId === actor.userId);

/** A team's answers: its members and captain (not the other team's), and admins. */
export const canSeeTeamAvailability = (actor: Actor | null, teamId: string): boolean =>
  isAdmin(actor) ||
  (actor !== null && (actor.memberOf.includes(teamId) || actor.captainOf.includes(teamId)));

/** Enter a team in a cup, or withdraw it before the draw: admins and that team's captain. */
export const canEnterCup = (actor: Actor | null, teamId: string): boolean =>
  isAdmin(actor) || isCaptainOf(actor, teamId);

/** Enter a player in a singles knockout, or withdraw them before the draw: the player themself
 * (their record's account) or an admin. */
export const canEnterAsPlayer = (
  actor: Actor | null,
  player: { userId?: string | null | undefined },
): boolean =>
  isAdmin(actor) || (actor !== null && player.userId !== null && player.userId === actor.userId);

/** Make someone captain or player: admins only (it changes who may score). */
export const canChangeMembershipRole = (actor: Actor | null): boolean => isAdmin(actor);

/**
 * Whether the user holds this side of a match: its team's captain, or in a singles tie the
 * entrant's own player (decision 0048).
 */
export const holdsSide = (actor: Actor | null, teamId: string): boolean =>
  isCaptainOf(actor, teamId) || (actor?.entrantOf?.includes(teamId) ?? false);

/** Record or correct frames, start the match, lock a round: admins and either side's holder. */
export const canScoreMatch = (actor: Actor | null, match: MatchTeams): boolean =>
  isAdmin(actor) || holdsSide(actor, match.homeTeamId) || holdsSide(actor, match.awayTeamId);

/** One side's pre-match state, line-up, confirmation or dispute: admins and that side's holder. */
export const canActForSide = (actor: Actor | null, match: MatchTeams, side: Side): boolean =>
  isAdmin(actor) || holdsSide(actor, sideTeamId(match, side));

/** The audit trail: admins, members (any role) of either team, and a singles tie's players. */
export const canViewMatchAudit = (actor: Actor | null, match: MatchTeams): boolean =>
  isAdmin(actor) ||
  (actor !== null &&
    [match.homeTeamId, match.awayTeamId].some(
      (teamId) => actor.memberOf.includes(teamId) || holdsSide(actor, teamId),
    ));

/** A users record (the role): the user themself, or an admin. */
export const canReadUserRecord = (actor: Actor | null, userId: string): boolean =>
  isAdmin(actor) || actor?.userId === userId;

/** League set-up: seasons, teams, players, venues, fixtures, reopening and forcing results. */
export const canAdminister = (actor: Actor | null): boolean => isAdmin(actor);

/** Fees and fines: a treasurer or an admin keeps the ledger (charges, payments, summaries). */
export const canKeepLedger = (actor: Actor | null): boolean =>
  isAdmin(actor) || actor?.isTreasurer === true;

/** A team's statement: its keepers, and the team's own captain (no one else sees money). */
export const canReadStatement = (actor: Actor | null, teamId: string): boolean =>
  canKeepLedger(actor) || isCaptainOf(actor, teamId);
