import { describe, expect, it } from 'vitest';
import { VACANT } from './constants.ts';
import type { Player } from './entities.ts';
import {
  computePlayerStats,
  meetsMinimum,
  suggestedMinFrames,
  type PlayerStatsRow,
} from './player-stats.ts';
import { playedMatch } from './testing/played-match.ts';

const player = (id: string, firstName: string, lastName: string): Player => ({
  id,
  userId: null,
  firstName,
  lastName,
});

const ann = player('ann', 'Ann', 'Archer');
const bob = player('bob', 'Bob', 'Baker');
const cat = player('cat', 'Cat', 'Carter');
const dan = player('dan', 'Dan', 'Archer');

type Numbers = Pick<
  PlayerStatsRow,
  'playerId' | 'matchesPlayed' | 'framesPlayed' | 'framesWon' | 'framesLost' | 'winPercent'
>;

const numbers = (rows: PlayerStatsRow[]): Numbers[] =>
  rows.map(({ playerId, matchesPlayed, framesPlayed, framesWon, framesLost, winPercent }) => ({
    playerId,
    matchesPlayed,
    framesPlayed,
    framesWon,
    framesLost,
    winPercent,
  }));

const row = (
  playerId: string,
  matchesPlayed: number,
  framesWon: number,
  framesLost: number,
  winPercent: number,
): Numbers => ({
  playerId,
  matchesPlayed,
  framesPlayed: framesWon + framesLost,
  framesWon,
  framesLost,
  winPercent,
});

describe('computePlayerStats: what counts', () => {
  it.each([
    {
      name: 'resulted frames between two players',
      matches: [playedMatch('m1', ['ann>bob', 'bob>ann', 'ann<bob'])],
      expected: [row('bob', 1, 2, 1, 67), row('ann', 1, 1, 2, 33)],
    },
    {
      name: 'forfeits count for nobody individually, both-vacant frames for nobody at all',
      matches: [playedMatch('m1', ['ann>vacant', 'vacant<bob', 'vacant=vacant', 'ann<bob'])],
      expected: [row('bob', 1, 1, 0, 100), row('ann', 1, 0, 1, 0)],
    },
    {
      name: 'a match with only a forfeit is not a match played',
      matches: [playedMatch('m1', ['ann>bob']), playedMatch('m2', ['ann>vacant'])],
      expected: [row('ann', 1, 1, 0, 100), row('bob', 1, 0, 1, 0)],
    },
    {
      name: 'unplayed frames do not count, even with players in them',
      matches: [playedMatch('m1', ['ann?bob', 'ann>bob'])],
      expected: [row('ann', 1, 1, 0, 100), row('bob', 1, 0, 1, 0)],
    },
    {
      name: 'in-progress matches count, other unfinished states do not',
      matches: [
        playedMatch('m1', ['ann>bob'], { state: 'in-progress' }),
        playedMatch('m2', ['ann>bob'], { state: 'completed' }),
        playedMatch('m3', ['ann>bob'], { state: 'pre-match' }),
        playedMatch('m4', ['ann>bob'], { state: 'postponed' }),
        playedMatch('m5', ['ann>bob'], { state: 'cancelled' }),
      ],
      expected: [row('ann', 2, 2, 0, 100), row('bob', 2, 0, 2, 0)],
    },
    {
      name: 'matches played are distinct matches',
      matches: [
        playedMatch('m1', ['ann>bob', 'ann>bob', 'ann<bob']),
        playedMatch('m2', ['ann>bob']),
      ],
      expected: [row('ann', 2, 3, 1, 75), row('bob', 2, 1, 3, 25)],
    },
    {
      name: 'win % rounds half up',
      // 1 of 8 = 12.5%, 7 of 8 = 87.5%.
      matches: [playedMatch('m1', ['ann>bob', ...Array<string>(7).fill('ann<bob')])],
      expected: [row('bob', 1, 7, 1, 88), row('ann', 1, 1, 7, 13)],
    },
    {
      name: 'a frame with a winner who played in it is needed',
      matches: [
        {
          ...playedMatch('m1', ['ann>bob']),
          frames: playedMatch('m1', ['ann>bob']).frames.map((frame, index) =>
            index === 0 ? { ...frame, winnerPlayerId: null } : frame,
          ),
        },
      ],
      expected: [row('ann', 0, 0, 0, 0), row('bob', 0, 0, 0, 0)],
    },
  ])('$name', ({ matches, expected }) => {
    expect(numbers(computePlayerStats({ matches, players: [ann, bob] }))).toEqual(expected);
  });

  it('lists players with no frames, skips frames of players not listed, and carries names', () => {
    const rows = computePlayerStats({
      matches: [playedMatch('m1', ['ann>stranger', 'ann>bob'])],
      players: [bob, ann, cat, ann],
    });
    expect(rows).toEqual([
      {
        playerId: 'ann',
        firstName: 'Ann',
        lastName: 'Archer',
        matchesPlayed: 1,
        framesPlayed: 2,
        framesWon: 2,
        framesLost: 0,
        winPercent: 100,
        teamId: 'home',
      },
      {
        playerId: 'bob',
        firstName: 'Bob',
        lastName: 'Baker',
        matchesPlayed: 1,
        framesPlayed: 1,
        framesWon: 0,
        framesLost: 1,
        winPercent: 0,
        teamId: 'away',
      },
      {
        playerId: 'cat',
        firstName: 'Cat',
        lastName: 'Carter',
        matchesPlayed: 0,
        framesPlayed: 0,
        framesWon: 0,
        framesLost: 0,
        winPercent: 0,
        teamId: null,
      },
    ]);
  });

  it("names the team of a player's latest match, else their roster's", () => {
    const early = playedMatch('m1', ['ann>bob'], { date: '2025-01-06T19:30:00.000Z' });
    // Bob moved: in the later match he plays at home.
    const later = {
      ...playedMatch('m2', ['bob>cat'], { date: '2025-02-03T19:30:00.000Z' }),
      homeTeamId: 'lions',
      awayTeamId: 'sharks',
    };
    const dan = { ...cat, id: 'dan', firstName: 'Dan' };
    const rows = computePlayerStats({
      matches: [later, early],
      players: [ann, bob, cat, dan],
      rosterTeams: new Map([
        ['dan', 'sharks'],
        ['bob', 'home'],
      ]),
    });
    const teamOf = (id: string) => rows.find((row) => row.playerId === id)?.teamId;
    expect(teamOf('bob')).toBe('lions');
    expect(teamOf('cat')).toBe('sharks');
    expect(teamOf('dan')).toBe('sharks');
  });

  it('suggests ranking from half the most frames anyone has played', () => {
    expect(suggestedMinFrames([])).toBe(0);
    expect(suggestedMinFrames([{ framesPlayed: 1 }])).toBe(0);
    expect(suggestedMinFrames([{ framesPlayed: 4 }, { framesPlayed: 1 }])).toBe(2);
    expect(suggestedMinFrames([{ framesPlayed: 13 }, { framesPlayed: 40 }])).toBe(20);
    expect(meetsMinimum({ framesPlayed: 20 }, 20)).toBe(true);
    expect(meetsMinimum({ framesPlayed: 19 }, 20)).toBe(false);
  });

  it('ignores VACANT even if a player record has that id', () => {
    const rows = computePlayerStats({
      matches: [playedMatch('m1', [`${VACANT}<bob`])],
      players: [player(VACANT, 'Nobody', 'Home'), bob],
    });
    expect(rows.map((entry) => entry.framesPlayed)).toEqual([0, 0]);
  });
});

describe('computePlayerStats: order and filter', () => {
  it.each([
    {
      name: 'win % first',
      // cat 1/1 = 100%, ann 2/3 = 67%, bob 1/3 = 33%, dan 0/1.
      frames: ['ann>bob', 'ann>bob', 'ann<bob', 'cat>dan'],
      order: ['cat', 'ann', 'bob', 'dan'],
    },
    {
      name: 'then frames won',
      // Everyone 50%: ann and bob from 2/4, cat and dan from 1/2.
      frames: ['ann>bob', 'ann>bob', 'ann<bob', 'ann<bob', 'cat>dan', 'cat<dan'],
      order: ['ann', 'bob', 'dan', 'cat'],
    },
    {
      name: 'then frames played',
      // ann 0/2 and cat 0/1: both 0% with none won, so the bigger sample goes first.
      // (bob 2/2 and dan 1/1 are both 100% but split on frames won.)
      frames: ['bob>ann', 'bob>ann', 'dan>cat'],
      order: ['bob', 'dan', 'ann', 'cat'],
    },
    {
      name: 'then last name, then first name',
      // Everyone 1/2.
      frames: ['ann>bob', 'ann<bob', 'cat>dan', 'cat<dan'],
      order: ['ann', 'dan', 'bob', 'cat'],
    },
  ])('$name', ({ frames, order }) => {
    const rows = computePlayerStats({
      matches: [playedMatch('m1', frames)],
      players: [cat, dan, bob, ann],
    });
    expect(rows.map((entry) => entry.playerId)).toEqual(order);
  });

  it('orders by last name ignoring case', () => {
    const rows = computePlayerStats({
      matches: [],
      players: [
        player('p1', 'Zed', 'Dixon'),
        player('p2', 'Amy', 'de Souza'),
        player('p3', 'Al', 'Able'),
      ],
    });
    expect(rows.map((entry) => entry.lastName)).toEqual(['Able', 'de Souza', 'Dixon']);
  });

  it.each([
    { minFrames: undefined, shown: ['cat', 'ann', 'bob', 'dan'] },
    { minFrames: 0, shown: ['cat', 'ann', 'bob', 'dan'] },
    { minFrames: 1, shown: ['cat', 'ann', 'bob'] },
    { minFrames: 3, shown: ['ann', 'bob'] },
    { minFrames: 4, shown: [] },
  ])('minFrames $minFrames hides smaller samples', ({ minFrames, shown }) => {
    // ann and bob played 3 frames, cat 1 (against a stranger), dan none.
    const rows = computePlayerStats({
      matches: [playedMatch('m1', ['ann>bob', 'ann>bob', 'bob>ann', 'cat>eve'])],
      players: [ann, bob, cat, dan],
      minFrames,
    });
    expect(rows.map((entry) => entry.playerId)).toEqual(shown);
  });
});
