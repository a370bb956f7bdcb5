import { describe, expect, it } from 'vitest';
import type { ResolvedRole, Side } from './entities.ts';
import {
  canActForSide,
  canAdminister,
  canChangeMembershipRole,
  canManageRoster,
  canReadUserRecord,
  canScoreMatch,
  canViewMatchAudit,
  guardRoute,
  ROUTE_ROLES,
  type Actor,
  type AppRoute,
  type GuardDecision,
  type GuardState,
  type MatchTeams,
} from './permissions.ts';

// ---- route guard ----

const signedIn = (role: ResolvedRole | null, isAdmin = role === 'admin'): GuardState => ({
  loading: false,
  user: { id: 'u1' },
  role,
  isAdmin,
});
const LOADING: GuardState = { loading: true, user: null, role: null, isAdmin: false };
const SIGNED_OUT: GuardState = { loading: false, user: null, role: null, isAdmin: false };

const ALLOW: GuardDecision = { kind: 'allow' };
const HOME: GuardDecision = { kind: 'redirect', to: '/' };
const LOGIN: GuardDecision = { kind: 'redirect', to: '/login' };

const guard = (route: AppRoute, auth: GuardState): GuardDecision =>
  guardRoute(ROUTE_ROLES[route], auth);

const ROUTES = Object.keys(ROUTE_ROLES) as AppRoute[];
const PUBLIC_ROUTES: AppRoute[] = [
  '/',
  '/live',
  '/standings',
  '/fixtures',
  '/players',
  '/competitions',
  '/competitions/:competitionId',
  '/login',
  '/register',
  '/forgot-password',
  '/join',
  '/unsubscribe',
];
const ADMIN_ROUTES: AppRoute[] = [
  '/admin',
  '/admin/teams',
  '/admin/schedule-matches',
  '/admin/venues',
  '/admin/seasons',
  '/admin/seasons/create',
  '/admin/seasons/edit/:id',
  '/admin/seasons/next/:id',
  '/admin/players',
  '/admin/competitions',
  '/admin/adjustments',
];
const TEAM_ROUTES: AppRoute[] = [
  '/team',
  '/team/matches',
  '/team/roster',
  '/team/match/:matchId/score',
];
const GATED_ROUTES: AppRoute[] = ['/profile', ...TEAM_ROUTES, ...ADMIN_ROUTES];

describe('guardRoute', () => {
  it('knows every page of docs/rules.md (The web app: Pages), public ones without roles', () => {
    for (const route of [...PUBLIC_ROUTES, ...GATED_ROUTES]) expect(ROUTES).toContain(route);
    for (const route of PUBLIC_ROUTES) expect(ROUTE_ROLES[route]).toBeNull();
    for (const route of GATED_ROUTES) expect(ROUTE_ROLES[route]).not.toBeNull();
  });

  describe('public routes allow everyone, even while auth loads', () => {
    const states = {
      loading: LOADING,
      'signed out': SIGNED_OUT,
      user: signedIn('user'),
      player: signedIn('player'),
      admin: signedIn('admin'),
    };
    it.each(
      PUBLIC_ROUTES.flatMap((route) =>
        Object.entries(states).map(([who, auth]) => ({ route, who, auth })),
      ),
    )('$route for $who', ({ route, auth }) => {
      expect(guard(route, auth)).toEqual(ALLOW);
    });
  });

  it.each(GATED_ROUTES)('%s shows loading while auth loads', (route) => {
    expect(guard(route, LOADING)).toEqual({ kind: 'loading' });
  });

  it.each(GATED_ROUTES)('%s sends a signed-out visitor to /login', (route) => {
    expect(guard(route, SIGNED_OUT)).toEqual(LOGIN);
  });

  it.each(GATED_ROUTES)('%s lets an admin in', (route) => {
    expect(guard(route, signedIn('admin'))).toEqual(ALLOW);
  });

  /** The team pages, each with what a captain, a player and a plain user get. */
  const TEAM_PAGES: [AppRoute, Record<'captain' | 'player' | 'user', GuardDecision>][] = [
    ['/team/roster', { captain: ALLOW, player: HOME, user: HOME }],
    // Any account may open it (a player scores their own singles ties); the page says who scores.
    ['/team/match/:matchId/score', { captain: ALLOW, player: ALLOW, user: ALLOW }],
    ['/team', { captain: ALLOW, player: ALLOW, user: HOME }],
    ['/team/matches', { captain: ALLOW, player: ALLOW, user: HOME }],
  ];
  const ROLE_CASES: { route: AppRoute; role: ResolvedRole; expected: GuardDecision }[] = [
    ...TEAM_PAGES.flatMap(([route, decisions]) =>
      (['captain', 'player', 'user'] as const).map((role) => ({
        route,
        role,
        expected: decisions[role],
      })),
    ),
    ...ADMIN_ROUTES.flatMap((route) =>
      (['captain', 'player', 'user'] as const).map((role) => ({ route, role, expected: HOME })),
    ),
    ...(['admin', 'captain', 'player', 'user'] as const).map((role) => ({
      route: '/profile' as const,
      role,
      expected: ALLOW,
    })),
  ];

  it.each(ROLE_CASES)('$route for a signed-in $role', ({ route, role, expected }) => {
    expect(guard(route, signedIn(role))).toEqual(expected);
  });

  it('sends a signed-in user whose role is not resolved away from role-gated pages only', () => {
    expect(guard('/team', signedIn(null))).toEqual(HOME);
    expect(guard('/admin', signedIn(null))).toEqual(HOME);
    expect(guard('/profile', signedIn(null))).toEqual(ALLOW);
  });
});

// ---- action policies ----

const TEAM = 'team-1';
const OTHER_TEAM = 'team-2';
const OPPONENT = 'team-3';
const MATCH: MatchTeams = { homeTeamId: TEAM, awayTeamId: OPPONENT };
const AWAY_MATCH: MatchTeams = { homeTeamId: OPPONENT, awayTeamId: TEAM };

const actor = (fields: Pick<Actor, 'userId' | 'role'> & Partial<Actor>): Actor => ({
  isAdmin: false,
  captainOf: [],
  memberOf: [],
  ...fields,
});

const ACTORS = {
  signedOut: null,
  player: actor({ userId: 'u-player', role: 'player', memberOf: [TEAM] }),
  captain: actor({ userId: 'u-captain', role: 'captain', captainOf: [TEAM], memberOf: [TEAM] }),
  otherCaptain: actor({
    userId: 'u-other',
    role: 'captain',
    captainOf: [OTHER_TEAM],
    memberOf: [OTHER_TEAM],
  }),
  admin: actor({ userId: 'u-admin', role: 'admin', isAdmin: true }),
} as const;
type ActorName = keyof typeof ACTORS;

const sides: Side[] = ['home', 'away'];

/** Each policy, asked about TEAM (the player's and captain's team), and who it lets through. */
const POLICIES: { policy: string; check: (who: Actor | null) => boolean; allowed: ActorName[] }[] =
  [
    {
      policy: 'canManageRoster (their team)',
      check: (who) => canManageRoster(who, TEAM),
      allowed: ['captain', 'admin'],
    },
    {
      policy: 'canManageRoster (another team)',
      check: (who) => canManageRoster(who, OPPONENT),
      allowed: ['admin'],
    },
    {
      policy: 'canChangeMembershipRole',
      check: (who) => canChangeMembershipRole(who),
      allowed: ['admin'],
    },
    {
      policy: 'canScoreMatch (their team at home)',
      check: (who) => canScoreMatch(who, MATCH),
      allowed: ['captain', 'admin'],
    },
    {
      policy: 'canScoreMatch (their team away)',
      check: (who) => canScoreMatch(who, AWAY_MATCH),
      allowed: ['captain', 'admin'],
    },
    ...sides.map((side) => ({
      policy: `canActForSide (their side, ${side})`,
      check: (who: Actor | null) => canActForSide(who, side === 'home' ? MATCH : AWAY_MATCH, side),
      allowed: ['captain', 'admin'] as ActorName[],
    })),
    ...sides.map((side) => ({
      policy: `canActForSide (the opponent's side, ${side})`,
      check: (who: Actor | null) => canActForSide(who, side === 'home' ? AWAY_MATCH : MATCH, side),
      allowed: ['admin'] as ActorName[],
    })),
    {
      policy: 'canViewMatchAudit (their team at home)',
      check: (who) => canViewMatchAudit(who, MATCH),
      allowed: ['player', 'captain', 'admin'],
    },
    {
      policy: 'canViewMatchAudit (their team away)',
      check: (who) => canViewMatchAudit(who, AWAY_MATCH),
      allowed: ['player', 'captain', 'admin'],
    },
    {
      policy: 'canViewMatchAudit (a match of two other teams)',
      check: (who) => canViewMatchAudit(who, { homeTeamId: OPPONENT, awayTeamId: 'team-4' }),
      allowed: ['admin'],
    },
    {
      policy: "canReadUserRecord (the player's record)",
      check: (who) => canReadUserRecord(who, 'u-player'),
      allowed: ['player', 'admin'],
    },
    {
      policy: "canReadUserRecord (the captain's record)",
      check: (who) => canReadUserRecord(who, 'u-captain'),
      allowed: ['captain', 'admin'],
    },
    {
      policy: 'canAdminister',
      check: (who) => canAdminister(who),
      allowed: ['admin'],
    },
  ];

describe('action policies', () => {
  const cases = POLICIES.flatMap(({ policy, check, allowed }) =>
    (Object.keys(ACTORS) as ActorName[]).map((who) => ({
      policy,
      who,
      check,
      expected: allowed.includes(who),
    })),
  );

  it.each(cases)('$policy for $who: $expected', ({ who, check, expected }) => {
    expect(check(ACTORS[who])).toBe(expected);
  });

  it('a member of both teams who captains neither may read the audit but not score', () => {
    const member = actor({ userId: 'u-m', role: 'player', memberOf: [TEAM, OPPONENT] });
    expect(canScoreMatch(member, MATCH)).toBe(false);
    expect(canViewMatchAudit(member, MATCH)).toBe(true);
  });
});
