// A six-team cup for the cup pages' tests: seeds 1 and 2 get byes, one quarter-final is played,
// one is live, and a semi-final was decided by the admin (a walkover).
import type { Competition, TieRecord, TieSide } from '@cueleague/domain/competitions/records';
import { STANDARD_FORMAT } from '@cueleague/domain/match-format';

const TEAMS = ['Reds', 'Blues', 'Cannons', 'Greens', 'Lions', 'Anchors'] as const;
const side = (seed: number): TieSide => ({
  teamId: `t${String(seed)}`,
  name: TEAMS[seed - 1] ?? '',
  seed,
});

const tie = (
  overrides: Partial<TieRecord> & Pick<TieRecord, 'id' | 'round' | 'index'>,
): TieRecord => ({
  home: null,
  away: null,
  status: 'waiting',
  winner: null,
  match: null,
  decidedBy: null,
  ...overrides,
});

const played = (
  id: string,
  state: 'pre-match' | 'in-progress' | 'completed',
  home: number,
  away: number,
) => ({
  id,
  state,
  scheduledDate: '2026-03-10T19:30:00.000Z',
  homeScore: home,
  awayScore: away,
});

export const sixTeamCup = (overrides: Partial<Competition> = {}): Competition => ({
  id: 'c1',
  seasonId: 's1',
  name: 'Knockout Cup',
  kind: 'team-knockout',
  state: 'published',
  entrantCount: 6,
  entriesCloseAt: null,
  capacity: null,
  reserveCount: 0,
  winner: null,
  runnerUp: null,
  format: STANDARD_FORMAT,
  homeRule: 'drawn-first',
  draw: { method: 'random', seed: 'a1b2c3' },
  entries: TEAMS.map((name, at) => ({
    teamId: `t${String(at + 1)}`,
    name,
    seed: at + 1,
    enteredAt: null,
    reserve: false,
  })),
  rounds: [
    { round: 1, name: 'Quarter-finals', date: '2026-03-10T19:30:00.000Z' },
    { round: 2, name: 'Semi-finals', date: '2026-03-17T19:30:00.000Z' },
    { round: 3, name: 'Final', date: '2026-03-24T19:30:00.000Z' },
  ],
  ties: [
    tie({ id: 'r1-1', round: 1, index: 0, home: side(1), status: 'bye', winner: 'home' }),
    tie({
      id: 'r1-2',
      round: 1,
      index: 1,
      home: side(4),
      away: side(5),
      status: 'decided',
      winner: 'home',
      match: played('m2', 'completed', 9, 7),
    }),
    tie({
      id: 'r1-3',
      round: 1,
      index: 2,
      home: side(3),
      away: side(6),
      status: 'ready',
      match: played('m3', 'in-progress', 3, 2),
    }),
    tie({ id: 'r1-4', round: 1, index: 3, away: side(2), status: 'bye', winner: 'away' }),
    tie({
      id: 'r2-1',
      round: 2,
      index: 0,
      home: side(1),
      away: side(4),
      status: 'decided',
      winner: 'home',
      match: played('m5', 'pre-match', 0, 0),
      decidedBy: { reason: 'Walkover: Greens could not raise a side' },
    }),
    tie({ id: 'r2-2', round: 2, index: 1, away: side(2) }),
    tie({ id: 'r3-1', round: 3, index: 0, home: side(1) }),
  ],
  ...overrides,
});
