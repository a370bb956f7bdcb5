// Small builders for API answers in tests.
import type { StandingsRow } from '@cueleague/domain/compute-standings';
import type { Match, Player, Season, Team, TeamPlayer } from '@cueleague/domain/entities';
import type { Me } from '../features/auth/api/auth-api.ts';

export const season = (overrides: Partial<Season> = {}): Season => ({
  id: 's1',
  leagueId: 'l1',
  name: 'Spring 2026',
  isCurrent: true,
  pointsForWin: 2,
  pointsForDraw: 1,
  ...overrides,
});

export const team = (id: string, name: string, overrides: Partial<Team> = {}): Team => ({
  id,
  seasonId: 's1',
  name,
  ...overrides,
});

export const match = (
  overrides: Partial<Match> & Pick<Match, 'id' | 'homeTeamId' | 'awayTeamId'>,
): Match => ({
  seasonId: 's1',
  venueId: null,
  scheduledDate: '2026-03-10T19:30:00.000Z',
  state: 'pre-match',
  format: { roundsPerMatch: 4, framesPerRound: 4, positionsPerTeam: 4, name: '4v4 Standard' },
  frames: [],
  preMatchState: {
    homeRosterConfirmed: false,
    awayRosterConfirmed: false,
    homeAvailablePlayers: [],
    awayAvailablePlayers: [],
  },
  progress: {
    lineupLocked: { home: [false, false, false, false], away: [false, false, false, false] },
    roundsLocked: 0,
    confirmed: { home: false, away: false },
    dispute: null,
  },
  version: 1,
  homeScore: 0,
  awayScore: 0,
  ...overrides,
});

/** A standings row after one match won 10-6; Cue Tips (t2) top unless overridden. */
export const standingRow = (overrides: Partial<StandingsRow> = {}): StandingsRow => ({
  position: 1,
  teamId: 't2',
  teamName: 'Cue Tips',
  played: 1,
  won: 1,
  drawn: 0,
  lost: 0,
  framesWon: 10,
  framesLost: 6,
  frameDifference: 4,
  points: 2,
  form: ['W'],
  decidedBy: null,
  ...overrides,
});

export const signedIn = (role: Me['role'], overrides: Partial<Me> = {}): Me => ({
  user: { id: 'u1', email: `${role ?? 'user'}@example.com` },
  role,
  isAdmin: role === 'admin',
  team: role === 'captain' ? team('t1', 'Rack Attack', { captainUserId: 'u1' }) : null,
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
