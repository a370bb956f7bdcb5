import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeStandings, ordinal, pointsLabel, type StandingsRow } from './compute-standings.ts';
import type { Frame, Match, MatchState } from './entities.ts';
import { applyMatchAction } from './match-lifecycle.ts';
import { createMatch } from './new-match.ts';
import type { Actor } from './permissions.ts';

const SEASON_ID = 's1';

const resulted = (frame: Frame, side: 'home' | 'away'): Frame => ({
  ...frame,
  homePlayerId: `${frame.matchId}-home-${frame.homePosition}`,
  awayPlayerId: `${frame.matchId}-away-${frame.awayPosition}`,
  winnerPlayerId:
    side === 'home'
      ? `${frame.matchId}-home-${frame.homePosition}`
      : `${frame.matchId}-away-${frame.awayPosition}`,
  homeScore: side === 'home' ? 1 : 0,
  awayScore: side === 'away' ? 1 : 0,
  isComplete: true,
  state: 'locked',
});

let nextMatch = 0;

/**
 * A match from 'A 9-7 B': team A at home won 9 frames, B 7, the rest unplayed. The match totals
 * are deliberately left at 0 so the tests show the standings read the frames.
 */
const match = (
  score: string,
  options: { date?: string; state?: MatchState; id?: string } = {},
): Match => {
  const parsed = /^(\S+) (\d+)-(\d+) (\S+)$/.exec(score);
  if (!parsed) throw new Error(`Bad score: ${score}`);
  const [, homeTeamId = '', homeWon = '0', awayWon = '0', awayTeamId = ''] = parsed;
  const id = options.id ?? `m${++nextMatch}`;
  const blank = createMatch({
    id,
    seasonId: SEASON_ID,
    homeTeamId,
    awayTeamId,
    scheduledDate: options.date ?? '2025-01-06T19:30:00.000Z',
  });
  const locked = [true, true, true, true];
  return {
    ...blank,
    state: options.state ?? 'completed',
    frames: blank.frames.map((frame, index) => {
      if (index < Number(homeWon)) return resulted(frame, 'home');
      if (index < Number(homeWon) + Number(awayWon)) return resulted(frame, 'away');
      return frame;
    }),
    preMatchState: { ...blank.preMatchState, homeRosterConfirmed: true, awayRosterConfirmed: true },
    progress: {
      ...blank.progress,
      lineupLocked: { home: locked, away: locked },
      roundsLocked: 4,
      confirmed: { home: true, away: true },
    },
    version: 1,
  };
};

/** Teams named by their id unless a name is given: 'A' or 'A:Alpha'. */
const teams = (...specs: string[]) =>
  specs.map((spec) => {
    const [id = '', name = id] = spec.split(':');
    return { id, name };
  });

const pick = (rows: StandingsRow[], keys: (keyof StandingsRow)[]) =>
  rows.map((row) => Object.fromEntries(keys.map((key) => [key, row[key]])));

/** A row as a line of a league table: 'A P1 W1 D0 L0 2pts' (played, won, drawn, lost, points). */
const tableLine = (row: StandingsRow) =>
  `${row.teamId} P${row.played} W${row.won} D${row.drawn} L${row.lost} ${row.points}pts`;

/** The mini-league example: X, Y and Z all end on 4 points, 25-23, beside W and V. */
const miniLeague = () => [
  match('X 9-7 Y'),
  match('Y 9-7 Z'),
  match('X 8-8 Z'),
  match('X 8-8 W'),
  match('Y 9-7 W'),
  match('Z 7-3 W'),
  match('Z 3-3 V'),
];

/** A case of the table of one match between A and B: 'A 9-7 B' and the expected lines. */
const oneMatch = (name: string, score: string, expected: string[]) => ({
  name,
  matches: [match(score)],
  expected,
});

describe('computeStandings: match points', () => {
  it.each([
    oneMatch('a win earns 2, a loss 0', 'A 9-7 B', ['A P1 W1 D0 L0 2pts', 'B P1 W0 D0 L1 0pts']),
    oneMatch('an 8-8 draw earns draw points for both', 'A 8-8 B', [
      'A P1 W0 D1 L0 1pts',
      'B P1 W0 D1 L0 1pts',
    ]),
    oneMatch('a drawn match with frames left unplayed still earns draw points', 'A 1-1 B', [
      'A P1 W0 D1 L0 1pts',
      'B P1 W0 D1 L0 1pts',
    ]),
    oneMatch('a completed match with no frame played is a pointless draw', 'A 0-0 B', [
      'A P1 W0 D1 L0 0pts',
      'B P1 W0 D1 L0 0pts',
    ]),
    {
      name: 'matches that are not completed are ignored, whatever their frames say',
      matches: (['pre-match', 'in-progress', 'postponed', 'cancelled'] as const).map((state) =>
        match('A 16-0 B', { state }),
      ),
      expected: ['A P0 W0 D0 L0 0pts', 'B P0 W0 D0 L0 0pts'],
    },
  ])('$name', ({ matches, expected }) => {
    const rows = computeStandings({ teams: teams('A', 'B'), matches });
    expect(rows.map(tableLine)).toEqual(expected);
  });

  it('counts frames from the frames, not from the match totals', () => {
    const stale = { ...match('A 9-7 B'), homeScore: 16, awayScore: 0 };
    const rows = computeStandings({ teams: teams('A', 'B'), matches: [stale] });
    expect(pick(rows, ['teamId', 'framesWon', 'framesLost', 'frameDifference'])).toEqual([
      { teamId: 'A', framesWon: 9, framesLost: 7, frameDifference: 2 },
      { teamId: 'B', framesWon: 7, framesLost: 9, frameDifference: -2 },
    ]);
  });

  it('ignores the score of a frame that is not complete', () => {
    const base = match('A 9-7 B');
    const frames = base.frames.map((frame, index) =>
      index === 0 ? { ...frame, isComplete: false, state: 'unplayed' as const } : frame,
    );
    const rows = computeStandings({ teams: teams('A', 'B'), matches: [{ ...base, frames }] });
    expect(pick(rows, ['teamId', 'framesWon', 'points'])).toEqual([
      { teamId: 'A', framesWon: 8, points: 2 },
      { teamId: 'B', framesWon: 7, points: 0 },
    ]);
  });

  it('lists teams with no completed match with zeros, in name order', () => {
    const rows = computeStandings({ teams: teams('B:bravo', 'A:Alpha'), matches: [] });
    // Zero counts, no difference and no form yet.
    const counts = { played: 0, won: 0, drawn: 0, lost: 0, framesWon: 0, framesLost: 0, points: 0 };
    const zeros = { ...counts, frameDifference: 0, framePoints: 0, adjustment: 0, form: [] };
    expect(rows).toEqual([
      { position: 1, teamId: 'A', teamName: 'Alpha', ...zeros, decidedBy: null },
      { position: 2, teamId: 'B', teamName: 'bravo', ...zeros, decidedBy: 'name' },
    ]);
  });
});

describe('computeStandings: custom points', () => {
  // A won one and lost one; B drew twice: level on frames, so only the points config separates them.
  const matches = [match('A 9-7 C'), match('D 9-7 A'), match('B 8-8 C'), match('D 8-8 B')];

  it.each([
    {
      name: 'defaults (2/1): level, name decides',
      points: undefined,
      order: ['A', 'B'],
      expectedPoints: [2, 2],
      decidedBy: 'name',
    },
    {
      name: '3 for a win',
      points: { pointsForWin: 3 },
      order: ['A', 'B'],
      expectedPoints: [3, 2],
      decidedBy: 'points',
    },
    {
      name: '3 for a win, 2 for a draw',
      points: { pointsForWin: 3, pointsForDraw: 2 },
      order: ['B', 'A'],
      expectedPoints: [4, 3],
      decidedBy: 'points',
    },
    {
      name: '2 for a win, 1 for a draw, 1 for a loss: a loss is worth a draw',
      points: { pointsForLoss: 1 },
      order: ['A', 'B'],
      expectedPoints: [3, 2],
      decidedBy: 'points',
    },
    {
      name: '3/1/0 and 1 a frame: frames won count on top (A 3+16, B 2+16)',
      points: { pointsForWin: 3, pointsForDraw: 1, pointsForLoss: 0, pointsPerFrame: 1 },
      order: ['A', 'B'],
      expectedPoints: [19, 18],
      decidedBy: 'points',
    },
  ])('$name', ({ points, order, expectedPoints, decidedBy }) => {
    const rows = computeStandings({ teams: teams('A', 'B'), matches, points });
    expect(pick(rows, ['teamId', 'points', 'decidedBy'])).toEqual([
      { teamId: order[0], points: expectedPoints[0], decidedBy: null },
      { teamId: order[1], points: expectedPoints[1], decidedBy },
    ]);
  });

  it('shows the frame points a scheme with points per frame gives, and none without one', () => {
    const played = [match('A 9-7 B'), match('B 10-6 A')];
    const scheme = { pointsForWin: 3, pointsForDraw: 1, pointsForLoss: 0, pointsPerFrame: 1 };
    const rows = computeStandings({ teams: teams('A', 'B'), matches: played, points: scheme });
    // B: a win (3) and 7 + 10 frames; A: a win (3) and 9 + 6 frames.
    expect(pick(rows, ['teamId', 'framePoints', 'points', 'decidedBy'])).toEqual([
      { teamId: 'B', framePoints: 17, points: 20, decidedBy: null },
      { teamId: 'A', framePoints: 15, points: 18, decidedBy: 'points' },
    ]);
    const plain = computeStandings({ teams: teams('A', 'B'), matches: played });
    expect(plain.map((row) => row.framePoints)).toEqual([0, 0]);
  });

  it('counts frame points in a head-to-head mini-league too', () => {
    // A and B both win two (4), both win 26 frames and lose 22; between them B won more frames
    // (10 + 7 to 6 + 9): with 1 a frame B is above on head-to-head, without it the name decides.
    const played = [match('B 10-6 A'), match('A 9-7 B'), match('A 11-5 C'), match('B 9-7 C')];
    const scheme = { pointsForWin: 2, pointsForDraw: 1, pointsForLoss: 0, pointsPerFrame: 1 };
    const withFrames = computeStandings({
      teams: teams('A', 'B'),
      matches: played,
      points: scheme,
    });
    expect(pick(withFrames, ['teamId', 'points', 'decidedBy'])).toEqual([
      { teamId: 'B', points: 30, decidedBy: null },
      { teamId: 'A', points: 30, decidedBy: 'headToHead' },
    ]);
    const without = computeStandings({ teams: teams('A', 'B'), matches: played });
    expect(pick(without, ['teamId', 'decidedBy'])).toEqual([
      { teamId: 'A', decidedBy: null },
      { teamId: 'B', decidedBy: 'name' },
    ]);
  });

  it('takes a season as its points config', () => {
    const season = {
      id: SEASON_ID,
      leagueId: 'l1',
      name: 'Winter',
      isCurrent: true,
      pointsForWin: 5,
      pointsForDraw: 0,
    };
    const rows = computeStandings({
      teams: teams('A', 'B'),
      matches: [match('A 9-7 B'), match('B 8-8 A')],
      points: season,
    });
    expect(pick(rows, ['teamId', 'points'])).toEqual([
      { teamId: 'A', points: 5 },
      { teamId: 'B', points: 0 },
    ]);
  });
});

describe('computeStandings: order and tie-breakers', () => {
  it.each([
    {
      name: 'points',
      teams: teams('A', 'B'),
      matches: [match('B 7-9 A')],
      expected: [
        ['A', null],
        ['B', 'points'],
      ],
    },
    {
      name: 'frame difference when points are level',
      teams: teams('A', 'B', 'C', 'D'),
      matches: [match('A 9-7 C'), match('B 10-6 D')],
      expected: [
        ['B', null],
        ['A', 'frameDifference'],
        ['C', 'points'],
        ['D', 'frameDifference'],
      ],
    },
    {
      name: 'frames won when points and frame difference are level',
      teams: teams('A', 'B', 'C', 'D'),
      // B and D left two frames unplayed: the same difference from fewer frames.
      matches: [match('A 9-7 C'), match('B 8-6 D')],
      expected: [
        ['A', null],
        ['B', 'framesWon'],
        ['C', 'points'],
        ['D', 'framesWon'],
      ],
    },
    {
      name: 'head-to-head between two teams, before the name',
      teams: teams('A:Yankee', 'B:Bravo', 'C:Charlie', 'D:Delta'),
      // A and B: 2 points, 16-16 each; A beat B.
      matches: [match('A 9-7 B'), match('C 9-7 A'), match('B 9-7 D')],
      expected: [
        ['C', null],
        ['A', 'frameDifference'],
        ['B', 'headToHead'],
        ['D', 'points'],
      ],
    },
    {
      name: 'head-to-head as a mini-league of three: results against others do not count',
      teams: teams('X:Zulu', 'Y:Yankee', 'Z:Alpha', 'W:Whiskey', 'V:Victor'),
      // X, Y and Z all end on 4 points, 25-23. Among themselves X has 3, Y 2, Z 1, although Z
      // took the most points (3) off W and V.
      matches: miniLeague(),
      expected: [
        ['X', null],
        ['Y', 'headToHead'],
        ['Z', 'headToHead'],
        ['V', 'points'],
        ['W', 'frameDifference'],
      ],
    },
    {
      name: 'teams still level in the mini-league are split by a mini-league of their own',
      teams: teams('P:Delta', 'Q:Charlie', 'R:Bravo', 'S:Alpha', 'O1', 'O2', 'O3'),
      // P, Q, R and S all end on 6 points, 34-30. Among the four: P 4, Q 4, R 3, S 1; between P
      // and Q alone, P won. Without the second mini-league the name would put Q above P.
      matches: [
        match('P 9-7 Q'),
        match('Q 9-7 R'),
        match('R 9-7 P'),
        match('P 9-7 S'),
        match('Q 9-7 S'),
        match('R 8-8 S'),
        match('P 9-7 O1'),
        match('Q 9-7 O1'),
        match('R 7-3 O1'),
        match('R 3-3 O2'),
        match('S 6-2 O1'),
        match('S 5-1 O2'),
        match('S 1-1 O3'),
      ],
      expected: [
        ['P', null],
        ['Q', 'headToHead'],
        ['R', 'headToHead'],
        ['S', 'headToHead'],
        ['O3', 'points'],
        ['O2', 'frameDifference'],
        ['O1', 'points'],
      ],
    },
    {
      name: 'name (case-insensitive) when head-to-head is level too',
      teams: teams('C:charlie', 'B:Bravo', 'A:alpha'),
      // A cycle: every team 2 points, 16-16, and 2 points in the mini-league.
      matches: [match('A 9-7 B'), match('B 9-7 C'), match('C 9-7 A')],
      expected: [
        ['A', null],
        ['B', 'name'],
        ['C', 'name'],
      ],
    },
    {
      name: 'id when even the names are equal, so the order is stable',
      teams: teams('T2:Cue Club', 'T1:cue club'),
      matches: [],
      expected: [
        ['T1', null],
        ['T2', 'name'],
      ],
    },
  ])('$name', ({ teams: seasonTeams, matches, expected }) => {
    const rows = computeStandings({ teams: seasonTeams, matches });
    expect(rows.map((row) => [row.teamId, row.decidedBy])).toEqual(expected);
    expect(rows.map((row) => row.position)).toEqual(expected.map((_, index) => index + 1));
  });

  it('gives the tied teams of the mini-league example identical main keys', () => {
    const rows = computeStandings({
      teams: teams('X', 'Y', 'Z', 'W', 'V'),
      matches: miniLeague(),
    });
    expect(pick(rows.slice(0, 3), ['points', 'frameDifference', 'framesWon'])).toEqual(
      Array(3).fill({ points: 4, frameDifference: 2, framesWon: 25 }),
    );
  });
});

describe('computeStandings: points adjustments', () => {
  it('takes a penalty off and adds an award to the team it names, played or not', () => {
    const rows = computeStandings({
      teams: teams('A', 'B', 'C'),
      matches: [match('A 9-7 B')],
      adjustments: [
        { teamId: 'A', points: -3 },
        { teamId: 'C', points: 1 },
        { teamId: 'A', points: 1 },
      ],
    });
    expect(pick(rows, ['teamId', 'points', 'adjustment', 'decidedBy'])).toEqual([
      { teamId: 'C', points: 1, adjustment: 1, decidedBy: null },
      { teamId: 'A', points: 0, adjustment: -2, decidedBy: 'points' },
      { teamId: 'B', points: 0, adjustment: 0, decidedBy: 'frameDifference' },
    ]);
  });

  it('orders by the adjusted points before frame difference', () => {
    // Without the penalty A is top on points; with it A and B are level on 2 and B's frames put
    // it first.
    const rows = computeStandings({
      teams: teams('A', 'B', 'C', 'D'),
      matches: [
        match('A 9-7 C'),
        match('C 8-8 A', { date: '2025-01-13T19:30:00.000Z' }),
        match('B 12-4 D'),
      ],
      adjustments: [{ teamId: 'A', points: -1 }],
    });
    expect(rows.slice(0, 2).map((row) => [row.teamId, row.points, row.decidedBy])).toEqual([
      ['B', 2, null],
      ['A', 2, 'frameDifference'],
    ]);
  });

  it('leaves adjustments out of the head-to-head mini-league', () => {
    // A (4 pts) and B (2 pts) both 18-14; A's penalty and B's award level them on 3. A beat B, so
    // A is first on the head-to-head; counting the adjustments there would level them again and
    // put Bravo first by name.
    const rows = computeStandings({
      teams: teams('A:Yankee', 'B:Bravo', 'C'),
      matches: [
        match('A 9-7 B'),
        match('A 9-7 C', { date: '2025-01-13T19:30:00.000Z' }),
        match('B 11-5 C', { date: '2025-01-20T19:30:00.000Z' }),
      ],
      adjustments: [
        { teamId: 'A', points: -1 },
        { teamId: 'B', points: 1 },
      ],
    });
    expect(rows.slice(0, 2).map((row) => [row.teamId, row.points, row.decidedBy])).toEqual([
      ['A', 3, null],
      ['B', 3, 'headToHead'],
    ]);
  });

  it('ignores an adjustment for a team that is not in the table', () => {
    const rows = computeStandings({
      teams: teams('A', 'B'),
      matches: [match('A 9-7 B')],
      adjustments: [{ teamId: 'Z', points: -5 }],
    });
    expect(rows.map(tableLine)).toEqual(['A P1 W1 D0 L0 2pts', 'B P1 W0 D0 L1 0pts']);
  });
});

describe('computeStandings: form', () => {
  const day = (n: number) => `2025-01-${String(n).padStart(2, '0')}T19:30:00.000Z`;

  it.each([
    {
      name: 'the last five completed results, newest first, whatever the input order',
      matches: [
        match('A 9-7 B', { date: day(3) }),
        match('A 7-9 B', { date: day(1) }),
        match('A 8-8 B', { date: day(7) }),
        match('A 9-7 B', { date: day(5) }),
        match('A 0-0 B', { date: day(2) }),
        match('A 7-9 B', { date: day(6) }),
        match('A 9-7 B', { date: day(4) }),
        // Newer, but not completed: not in the form.
        match('A 9-7 B', { date: day(8), state: 'in-progress' }),
      ],
      form: { A: ['D', 'L', 'W', 'W', 'W'], B: ['D', 'W', 'L', 'L', 'L'] },
    },
    {
      name: 'fewer than five when fewer were played',
      matches: [match('A 9-7 B', { date: day(1) }), match('B 9-7 A', { date: day(2) })],
      form: { A: ['L', 'W'], B: ['W', 'L'] },
    },
    {
      name: 'dates compared as instants, not as text',
      matches: [
        match('A 9-7 B', { date: '2025-01-01T20:00:00.000+02:00' }),
        match('A 7-9 B', { date: '2025-01-01T19:00:00.000Z' }),
      ],
      form: { A: ['L', 'W'], B: ['W', 'L'] },
    },
  ])('$name', ({ matches, form }) => {
    const rows = computeStandings({ teams: teams('A', 'B'), matches });
    expect(Object.fromEntries(rows.map((row) => [row.teamId, row.form]))).toEqual(form);
  });
});

describe('computeStandings: walkovers and void matches', () => {
  const ADMIN: Actor = {
    userId: 'u-admin',
    role: 'admin',
    isAdmin: true,
    captainOf: [],
    memberOf: [],
  };

  /** 'A wo B': A turned up, B did not; the admin records it under `rule`. */
  const walkover = (
    home: string,
    away: string,
    winner: 'home' | 'away',
    rule: 'frames' | 'points',
  ): Match => {
    const blank = { ...match(`${home} 0-0 ${away}`), state: 'pre-match' as const };
    const result = applyMatchAction(
      blank,
      { type: 'walkover', winner, rule, reason: 'No-show' },
      { actor: ADMIN, now: '2025-01-06T22:00:00.000Z' },
    );
    if (!result.ok) throw new Error(result.message);
    return result.value.match;
  };

  it('counts a points walkover as won by the side present, with no frames either way', () => {
    const rows = computeStandings({
      teams: teams('A', 'B'),
      matches: [walkover('A', 'B', 'away', 'points')],
      points: { pointsForWin: 3, pointsForLoss: 1, pointsPerFrame: 1 },
    });
    expect(rows.map(tableLine)).toEqual(['B P1 W1 D0 L0 3pts', 'A P1 W0 D0 L1 1pts']);
    expect(pick(rows, ['framesWon', 'framesLost', 'framePoints', 'form'])).toEqual([
      { framesWon: 0, framesLost: 0, framePoints: 0, form: ['W'] },
      { framesWon: 0, framesLost: 0, framePoints: 0, form: ['L'] },
    ]);
  });

  it('counts a frames walkover as a result from its frames: every frame to the side present', () => {
    const rows = computeStandings({
      teams: teams('A', 'B'),
      matches: [walkover('A', 'B', 'home', 'frames')],
    });
    expect(rows.map(tableLine)).toEqual(['A P1 W1 D0 L0 2pts', 'B P1 W0 D0 L1 0pts']);
    expect(pick(rows, ['framesWon', 'framesLost'])).toEqual([
      { framesWon: 16, framesLost: 0 },
      { framesWon: 0, framesLost: 16 },
    ]);
  });

  it('gives a points walkover to its winner in the head-to-head', () => {
    // A and B both end on 2 points, 14-18 in frames; A won their walkover, so A is above B,
    // though Bravo comes before Yankee by name.
    const rows = computeStandings({
      teams: teams('A:Yankee', 'B:Bravo', 'C', 'D'),
      matches: [
        walkover('B', 'A', 'away', 'points'),
        match('C 9-7 A', { date: '2025-01-13T19:30:00.000Z' }),
        match('D 9-7 A', { date: '2025-01-20T19:30:00.000Z' }),
        match('B 9-7 C', { date: '2025-01-27T19:30:00.000Z' }),
        match('D 11-5 B', { date: '2025-02-03T19:30:00.000Z' }),
      ],
    });
    expect(rows.map((row) => [row.teamId, row.points, row.decidedBy])).toEqual([
      ['D', 4, null],
      ['C', 2, 'points'],
      ['A', 2, 'frameDifference'],
      ['B', 2, 'headToHead'],
    ]);
  });

  it('leaves a void match out altogether', () => {
    const blank = { ...match('A 0-0 B'), state: 'pre-match' as const };
    const result = applyMatchAction(
      blank,
      { type: 'void', reason: 'Neither turned up' },
      { actor: ADMIN, now: '2025-01-06T22:00:00.000Z' },
    );
    if (!result.ok) throw new Error(result.message);
    const rows = computeStandings({ teams: teams('A', 'B'), matches: [result.value.match] });
    expect(rows.map(tableLine)).toEqual(['A P0 W0 D0 L0 0pts', 'B P0 W0 D0 L0 0pts']);
  });

  it('gives the side present the win and the other the loss under any points scheme', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('home' as const, 'away' as const),
        fc.constantFrom('frames' as const, 'points' as const),
        fc.record({
          pointsForWin: fc.integer({ min: 0, max: 5 }),
          pointsForDraw: fc.integer({ min: 0, max: 3 }),
          pointsForLoss: fc.integer({ min: 0, max: 2 }),
          pointsPerFrame: fc.integer({ min: 0, max: 2 }),
        }),
        (winner, rule, points) => {
          const rows = computeStandings({
            teams: teams('A', 'B'),
            matches: [walkover('A', 'B', winner, rule)],
            points,
          });
          const present = rows.find((row) => row.teamId === (winner === 'home' ? 'A' : 'B'));
          const absent = rows.find((row) => row.teamId === (winner === 'home' ? 'B' : 'A'));
          const frames = rule === 'frames' ? 16 : 0;
          expect(present).toMatchObject({ played: 1, won: 1, framesWon: frames, framesLost: 0 });
          expect(present?.points).toBe(points.pointsForWin + frames * points.pointsPerFrame);
          expect(absent).toMatchObject({ played: 1, lost: 1, framesWon: 0, framesLost: frames });
          expect(absent?.points).toBe(points.pointsForLoss);
        },
      ),
    );
  });
});

describe('places and points in words', () => {
  it('says a place as people do, teens included', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111, 112].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
      '112th',
    ]);
  });

  it('says one point in the singular', () => {
    expect([0, 1, 14].map(pointsLabel)).toEqual(['0 pts', '1 pt', '14 pts']);
  });
});
