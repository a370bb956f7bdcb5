// Cups for the cup pages' tests, laid out as the server's bracket lays them (the domain's).
// A six-team cup: seeds 1 and 2 get byes, one quarter-final is played, one is live, and a
// semi-final was decided by the admin (a walkover); with `plate: true` it has a plate final for
// the two quarter-finals' losers. A four-team double elimination, half-way or at its reset.
import { doubleElimination, singleElimination } from '@cueleague/domain/competitions/bracket';
import type { Competition, TieRecord, TieSide } from '@cueleague/domain/competitions/records';
import {
  afterGroups,
  datedRoundNames,
  groupRoundNames,
  stageRounds,
} from '@cueleague/domain/competitions/rounds';
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
  stage: 'winners',
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

const WEEKS = ['2026-03-10', '2026-03-17', '2026-03-24', '2026-03-31', '2026-04-07'];

/** The cup's stages and dated rounds as the server sends them, a week apart from 10 March. */
const shape = (bracket: ReturnType<typeof singleElimination>) => {
  const stages = stageRounds(bracket);
  return {
    stages,
    rounds: datedRoundNames(stages).map((name, at) => ({
      round: at + 1,
      name,
      date: `${WEEKS[at] ?? '2026-05-01'}T19:30:00.000Z`,
    })),
  };
};

const cup = (entrants: number) => ({
  id: 'c1',
  seasonId: 's1',
  kind: 'team-knockout' as const,
  state: 'published' as const,
  entrantCount: entrants,
  entriesCloseAt: null,
  capacity: null,
  reserveCount: 0,
  winner: null,
  runnerUp: null,
  plateWinner: null,
  groups: null,
  groupStage: null,
  format: STANDARD_FORMAT,
  homeRule: 'drawn-first' as const,
  draw: { method: 'random' as const, seed: 'a1b2c3' },
  entries: TEAMS.slice(0, entrants).map((name, at) => ({
    teamId: `t${String(at + 1)}`,
    name,
    seed: at + 1,
    enteredAt: null,
    reserve: false,
  })),
});

export const sixTeamCup = (
  overrides: Partial<Competition> & { plate?: boolean } = {},
): Competition => {
  const plate = overrides.plate === true;
  return {
    ...cup(6),
    name: 'Knockout Cup',
    bracket: 'single-elimination',
    plate,
    ...shape(singleElimination(6, { plate })),
    ties: [
      tie({ id: 'W1-1', round: 1, index: 0, home: side(1), status: 'bye', winner: 'home' }),
      tie({
        id: 'W1-2',
        round: 1,
        index: 1,
        home: side(4),
        away: side(5),
        status: 'decided',
        winner: 'home',
        match: played('m2', 'completed', 9, 7),
      }),
      tie({ id: 'W1-3', round: 1, index: 2, home: side(2), status: 'bye', winner: 'home' }),
      tie({
        id: 'W1-4',
        round: 1,
        index: 3,
        home: side(3),
        away: side(6),
        status: 'ready',
        match: played('m3', 'in-progress', 3, 2),
      }),
      tie({
        id: 'W2-1',
        round: 2,
        index: 0,
        home: side(1),
        away: side(4),
        status: 'decided',
        winner: 'home',
        match: played('m5', 'pre-match', 0, 0),
        decidedBy: { reason: 'Walkover: Greens could not raise a side' },
      }),
      tie({ id: 'W2-2', round: 2, index: 1, home: side(2) }),
      tie({ id: 'W3-1', round: 3, index: 0, home: side(1) }),
      // The plate's one tie: the losers of the two quarter-finals played.
      ...(plate ? [tie({ id: 'P1-1', stage: 'plate', round: 1, index: 0, home: side(5) })] : []),
    ],
    ...overrides,
  };
};

/** A group table's row. */
const row = (
  position: number,
  seed: number,
  [played, won, drawn, lost, framesFor, framesAgainst, points]: number[],
  qualifies: boolean,
) => ({
  position,
  team: side(seed),
  played: played ?? 0,
  won: won ?? 0,
  drawn: drawn ?? 0,
  lost: lost ?? 0,
  framesFor: framesFor ?? 0,
  framesAgainst: framesAgainst ?? 0,
  points: points ?? 0,
  qualifies,
});

/**
 * Six teams in two groups of three, each group's winner through to a final. Group A is played
 * (Reds and Greens level on points and drawn with each other: Reds top on frame difference);
 * group B has a walkover, a played tie and one to come, so the final waits.
 */
export const groupCup = (): Competition => {
  const stages = afterGroups(stageRounds(singleElimination(2)), 3);
  const names = [...groupRoundNames(3), ...datedRoundNames(stages).slice(3)];
  return {
    ...cup(6),
    name: 'Group Cup',
    bracket: 'single-elimination',
    plate: false,
    groups: { size: 3, qualifiers: 1 },
    stages,
    rounds: names.map((name, at) => ({
      round: at + 1,
      name,
      date: `${WEEKS[at] ?? '2026-05-01'}T19:30:00.000Z`,
    })),
    ties: [tie({ id: 'W1-1', round: 1, index: 0 })],
    groupStage: {
      complete: false,
      knockoutPlaces: [
        { group: 'A', position: 1 },
        { group: 'B', position: 1 },
      ],
      groups: [
        {
          id: 'A',
          name: 'Group A',
          table: [
            row(1, 1, [2, 1, 1, 0, 10, 6, 3], true),
            row(2, 4, [2, 1, 1, 0, 9, 7, 3], false),
            row(3, 5, [2, 0, 0, 2, 5, 11, 0], false),
          ],
          ties: [
            tie({
              id: 'A-1-1',
              stage: 'group',
              round: 1,
              index: 0,
              home: side(4),
              away: side(5),
              status: 'decided',
              winner: 'home',
              match: played('g1', 'completed', 5, 3),
            }),
            tie({
              id: 'A-2-1',
              stage: 'group',
              round: 2,
              index: 0,
              home: side(1),
              away: side(5),
              status: 'decided',
              winner: 'home',
              match: played('g2', 'completed', 6, 2),
            }),
            tie({
              id: 'A-3-1',
              stage: 'group',
              round: 3,
              index: 0,
              home: side(1),
              away: side(4),
              status: 'decided',
              match: played('g3', 'completed', 4, 4),
            }),
          ],
        },
        {
          id: 'B',
          name: 'Group B',
          table: [
            row(1, 2, [1, 1, 0, 0, 7, 1, 2], true),
            row(2, 3, [1, 1, 0, 0, 0, 0, 2], false),
            row(3, 6, [2, 0, 0, 2, 1, 7, 0], false),
          ],
          ties: [
            tie({
              id: 'B-1-1',
              stage: 'group',
              round: 1,
              index: 0,
              home: side(3),
              away: side(6),
              status: 'decided',
              winner: 'home',
              decidedBy: { reason: 'Walkover' },
            }),
            tie({
              id: 'B-2-1',
              stage: 'group',
              round: 2,
              index: 0,
              home: side(2),
              away: side(6),
              status: 'decided',
              winner: 'home',
              match: played('g5', 'completed', 7, 1),
            }),
            tie({
              id: 'B-3-1',
              stage: 'group',
              round: 3,
              index: 0,
              home: side(2),
              away: side(3),
              status: 'ready',
              match: played('g6', 'pre-match', 0, 0),
            }),
          ],
        },
      ],
    },
  };
};

/**
 * A four-team double elimination. Half-way: Reds and Cannons won their semi-finals and meet in
 * the winners' final; Blues beat Greens in the losers' first round and wait for the winners'
 * final's loser. At its reset: Reds won the winners' final, Blues came through the losers'
 * bracket and beat Reds in the grand final, and the reset is being played.
 */
export const doubleCup = (at: 'half-way' | 'reset' = 'half-way'): Competition => {
  const reset = at === 'reset';
  const ties: TieRecord[] = [
    tie({
      id: 'W1-1',
      round: 1,
      index: 0,
      home: side(1),
      away: side(4),
      status: 'decided',
      winner: 'home',
      match: played('m1', 'completed', 9, 7),
    }),
    tie({
      id: 'W1-2',
      round: 1,
      index: 1,
      home: side(2),
      away: side(3),
      status: 'decided',
      winner: 'away',
      match: played('m2', 'completed', 5, 9),
    }),
    tie({
      id: 'W2-1',
      round: 2,
      index: 0,
      home: side(1),
      away: side(3),
      ...(reset
        ? { status: 'decided', winner: 'home', match: played('m3', 'completed', 9, 4) }
        : { status: 'ready', match: played('m3', 'pre-match', 0, 0) }),
    }),
    tie({
      id: 'L1-1',
      stage: 'losers',
      round: 1,
      index: 0,
      home: side(4),
      away: side(2),
      status: 'decided',
      winner: 'away',
      match: played('m4', 'completed', 8, 9),
    }),
    tie({
      id: 'L2-1',
      stage: 'losers',
      round: 2,
      index: 0,
      home: side(2),
      ...(reset
        ? {
            away: side(3),
            status: 'decided',
            winner: 'home',
            match: played('m5', 'completed', 9, 6),
          }
        : {}),
    }),
    tie({
      id: 'GF',
      stage: 'final',
      round: 1,
      index: 0,
      ...(reset
        ? {
            home: side(1),
            away: side(2),
            status: 'decided',
            winner: 'away',
            match: played('m6', 'completed', 7, 9),
          }
        : {}),
    }),
    ...(reset
      ? [
          tie({
            id: 'GF2',
            stage: 'final',
            round: 2,
            index: 0,
            home: side(1),
            away: side(2),
            status: 'ready',
            match: played('m7', 'in-progress', 3, 2),
          }),
        ]
      : []),
  ];
  const { stages, rounds } = shape(doubleElimination(4));
  return {
    ...cup(4),
    name: 'Double Cup',
    bracket: 'double-elimination',
    plate: false,
    rounds,
    // The reset shows only once the grand final needs it, as the server sends it.
    stages: stages.map((stage) => ({
      ...stage,
      rounds: stage.rounds.filter((round) => reset || stage.stage !== 'final' || round.round === 1),
    })),
    ties,
  };
};

/**
 * The six-team cup before it is published: taking entries (no seeds, no bracket), or drawn as
 * `draw` says, its ties not played yet.
 */
export const unpublishedCup = (
  state: 'entries' | 'drawn',
  draw: Competition['draw'] = { method: 'random', seed: 'a1b2c3' },
): Competition => {
  const cup = sixTeamCup();
  if (state === 'entries')
    return {
      ...cup,
      state,
      draw: null,
      entries: cup.entries.map((entry) => ({ ...entry, seed: null })),
      rounds: [],
      ties: [],
    };
  return {
    ...cup,
    state,
    draw,
    ties: cup.ties.map((tie) => ({
      ...tie,
      match: null,
      status: tie.status === 'decided' ? 'ready' : tie.status,
      winner: tie.status === 'bye' ? tie.winner : null,
      decidedBy: null,
    })),
  };
};

const PLAYERS = ['Kate Hill', 'Joe Bloggs', 'Ann Adams', 'Sam Roe'] as const;

/** A singles knockout's player: an entry that is a side of its own (decision 0048), e1 for p1. */
const playerSide = (seed: number): TieSide => ({
  teamId: `e${String(seed)}`,
  name: PLAYERS[seed - 1] ?? '',
  seed,
  playerIds: [`p${String(seed)}`],
});

/**
 * A four-player singles knockout: the semi-finals a race to 3 (Kate Hill beat Sam Roe, Joe
 * Bloggs and Ann Adams are playing), the final a race to 5.
 */
export const singlesCup = (): Competition => {
  const { stages, rounds } = shape(singleElimination(4));
  return {
    ...cup(4),
    name: 'Singles',
    kind: 'singles-knockout',
    format: {
      roundsPerMatch: 1,
      framesPerRound: 1,
      positionsPerTeam: 1,
      name: 'Singles, race to 3',
      raceTo: 3,
    },
    bracket: 'single-elimination',
    plate: false,
    entries: PLAYERS.map((name, at) => {
      const { seed, ...side } = playerSide(at + 1);
      return { ...side, seed, enteredAt: null, reserve: false };
    }),
    stages,
    rounds: rounds.map((round, at) => ({ ...round, raceTo: at === 0 ? 3 : 5 })),
    ties: [
      tie({
        id: 'W1-1',
        round: 1,
        index: 0,
        home: playerSide(1),
        away: playerSide(4),
        status: 'decided',
        winner: 'home',
        match: played('m1', 'completed', 1, 0),
      }),
      tie({
        id: 'W1-2',
        round: 1,
        index: 1,
        home: playerSide(2),
        away: playerSide(3),
        status: 'ready',
        match: played('m2', 'in-progress', 0, 0),
      }),
      tie({ id: 'W2-1', round: 2, index: 0, home: playerSide(1) }),
    ],
  };
};
