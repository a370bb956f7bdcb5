// Small builders for API answers in tests.
import { STANDARD_FORMAT } from '@cueleague/domain/match-format';
import { emptyPreMatchState, emptyProgress } from '@cueleague/domain/new-match';
import type {
  League,
  Match,
  Player,
  PointsAdjustment,
  Season,
  Team,
  TeamPlayer,
} from '@cueleague/domain/entities';
import type { MyLedger, Treasurer } from '@cueleague/domain/ledger';
import type { PenaltyProposal } from '@cueleague/domain/penalty-proposals';
import type { Me } from '../entities/auth/api/auth-api.ts';

/** The test server's league (what DEFAULT_ROUTES answers). */
export const league = (overrides: Partial<League> = {}): League => ({
  id: 'l1',
  name: 'Test League',
  adminIds: [],
  timezone: 'Europe/London',
  walkoverRule: 'frames',
  resultDueHours: 48,
  autoCompleteHours: 72,
  lateResultPenalty: 0,
  unconfirmedPenalty: 0,
  currency: 'GBP',
  ...overrides,
});

export const season = (overrides: Partial<Season> = {}): Season => ({
  id: 's1',
  leagueId: 'l1',
  name: 'Spring 2026',
  isCurrent: true,
  pointsForWin: 2,
  pointsForDraw: 1,
  pointsForLoss: 0,
  pointsPerFrame: 0,
  pointsPerRack: 0,
  format: STANDARD_FORMAT,
  // One unnamed division: an undivided season, as every season made without naming any.
  divisions: [{ id: 'd1', seasonId: 's1', name: null, position: 0 }],
  ...overrides,
});

/** A season of two divisions, Premier (d1) on top of Division One (d2). */
export const dividedSeason = (overrides: Partial<Season> = {}): Season =>
  season({
    divisions: [
      { id: 'd1', seasonId: overrides.id ?? 's1', name: 'Premier', position: 0 },
      { id: 'd2', seasonId: overrides.id ?? 's1', name: 'Division One', position: 1 },
    ],
    ...overrides,
  });

export const team = (id: string, name: string, overrides: Partial<Team> = {}): Team => ({
  id,
  seasonId: 's1',
  name,
  ...overrides,
});

/** The league most tests play in: Rack Attack (t1), Cue Tips (t2) and Break Masters (t3), of s1. */
const LEAGUE_TEAM_NAMES = { t1: 'Rack Attack', t2: 'Cue Tips', t3: 'Break Masters' } as const;
export type LeagueTeamId = keyof typeof LEAGUE_TEAM_NAMES;
const LEAGUE_TEAM_IDS: readonly LeagueTeamId[] = ['t1', 't2', 't3'];

/** One of the league's teams by its id, with what this test changes on it. */
export const leagueTeam = (id: LeagueTeamId, overrides: Partial<Team> = {}): Team =>
  team(id, LEAGUE_TEAM_NAMES[id], overrides);

export type LeagueTeamsOptions = Partial<Record<LeagueTeamId, Partial<Team>>> & {
  /** How many teams the test needs, from Rack Attack on: all three unless told. */
  count?: 1 | 2 | 3;
  /** What every team has in this test (a division, a home venue). */
  each?: Partial<Team>;
};

/**
 * The league's teams, so a test states only what it varies: how many, what they all have, and
 * what one of them has (by id: `{ t1: { captainUserId: 'u1' } }`).
 */
export const leagueTeams = ({ count = 3, each = {}, ...one }: LeagueTeamsOptions = {}): Team[] =>
  LEAGUE_TEAM_IDS.slice(0, count).map((id) => leagueTeam(id, { ...each, ...one[id] }));

export const match = (
  overrides: Partial<Match> & Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId'>,
): Match => ({
  seasonId: 's1',
  venueId: null,
  scheduledDate: '2026-03-10T19:30:00.000Z',
  state: 'pre-match',
  format: STANDARD_FORMAT,
  frames: [],
  preMatchState: emptyPreMatchState(),
  progress: emptyProgress(),
  version: 1,
  homeScore: 0,
  awayScore: 0,
  ...overrides,
});

/** A points adjustment of season s1: Cue Tips (t2) docked 2 for a late result, for no match. */
export const pointsAdjustment = (overrides: Partial<PointsAdjustment> = {}): PointsAdjustment => ({
  id: 'a1',
  seasonId: 's1',
  teamId: 't2',
  points: -2,
  reason: 'Late result',
  matchId: null,
  createdAt: '2026-03-12T10:00:00.000Z',
  updatedAt: '2026-03-12T10:00:00.000Z',
  ...overrides,
});

/** A penalty the result timer proposed in season s1: Cue Tips (t2) −4 for a late result. */
export const penaltyProposal = (overrides: Partial<PenaltyProposal> = {}): PenaltyProposal => ({
  id: 'pp1',
  seasonId: 's1',
  teamId: 't2',
  matchId: 'm1',
  kind: 'late-result',
  points: -4,
  reason: 'Late result',
  state: 'proposed',
  proposedAt: '2026-03-12T09:00:00.000Z',
  decidedAt: null,
  waiveReason: null,
  adjustmentId: null,
  ...overrides,
});

// The standings row builder lives with the domain, so the server's tests build the same row.
export { standingRow } from '@cueleague/domain/testing/standing-row';

/** The standings table's columns up to the frame difference; the frame points (where the season
 * gives them), the points, the form and "Placed by" follow. */
export const STANDINGS_FIRST_COLUMNS = ['#', 'Team', 'P', 'W', 'D', 'L', 'FW', 'FL', 'FD'];

export const signedIn = (role: Me['role'], overrides: Partial<Me> = {}): Me => ({
  user: { id: 'u1', email: `${role ?? 'user'}@example.com` },
  role,
  isAdmin: role === 'admin',
  team: role === 'captain' ? leagueTeam('t1', { captainUserId: 'u1' }) : null,
  captainOf: role === 'captain' ? ['t1'] : [],
  memberOf: role === 'captain' || role === 'player' ? ['t1'] : [],
  ...overrides,
});

export const player = (
  id: string,
  firstName: string,
  lastName: string,
  overrides: Partial<Player> = {},
): Player => ({ id, firstName, lastName, userId: null, ...overrides });

/** A roster membership (team_players): an active player of t1 in s1 unless told otherwise. */
export const teamPlayer = (
  id: string,
  playerId: string,
  overrides: Partial<TeamPlayer> = {},
): TeamPlayer => ({
  id,
  teamId: 't1',
  playerId,
  seasonId: 's1',
  role: 'player',
  isActive: true,
  ...overrides,
});

/** A treasurer (an account an admin named to keep the ledger), with no player's name. */
export const treasurer = (userId: string, overrides: Partial<Treasurer> = {}): Treasurer => ({
  userId,
  email: `${userId}@example.com`,
  name: null,
  namedAt: '2026-01-10T12:00:00.000Z',
  ...overrides,
});

/**
 * GET /api/ledger/mine for Kate Hill (p1) of Rack Attack (t1) in s1: a £10.00 fine, then £4.00
 * paid in cash, so she owes £6.00.
 */
export const myLedger = (overrides: Partial<MyLedger> = {}): MyLedger => {
  const line = { seasonId: 's1', teamId: 't1', playerId: 'p1', note: '' };
  return {
    playerId: 'p1',
    currency: 'GBP',
    items: [
      {
        teamId: 't1',
        seasonId: 's1',
        charged: 1000,
        paid: 400,
        balance: 600,
        lines: [
          {
            ...line,
            id: 'e4',
            kind: 'charge',
            category: 'fine',
            method: null,
            amount: 1000,
            on: '2026-02-20',
            note: 'Late to the table',
            createdAt: '2026-02-20T10:00:00.000Z',
            balance: 1000,
          },
          {
            ...line,
            id: 'e5',
            kind: 'payment',
            category: null,
            method: 'cash',
            amount: 400,
            on: '2026-02-21',
            createdAt: '2026-02-21T10:00:00.000Z',
            balance: 600,
          },
        ],
      },
    ],
    ...overrides,
  };
};
