import { describe, expect, it } from 'vitest';
import {
  planNextSeason,
  suggestMoves,
  suggestNextSeasonName,
  type DivisionTable,
  type NextSeasonInput,
} from './next-season.ts';

const table = (divisionId: string, ...teamIds: string[]): DivisionTable => ({
  divisionId,
  rows: teamIds.map((teamId) => ({ teamId })),
});

/** Premier P1-P4, One O1-O4, Two T1-T3, each table in finishing order. */
const three = [
  table('premier', 'P1', 'P2', 'P3', 'P4'),
  table('one', 'O1', 'O2', 'O3', 'O4'),
  table('two', 'T1', 'T2', 'T3'),
];

const movesOf = (tables: readonly DivisionTable[], options?: { up?: number; down?: number }) =>
  Object.fromEntries(
    suggestMoves(tables, options).map((move) => [move.teamId, `${move.move}:${move.toDivisionId}`]),
  );

describe('suggestMoves', () => {
  it('sends the bottom team of a division down and the top one of the division below up', () => {
    expect(movesOf(three)).toEqual({
      P1: 'same:premier',
      P2: 'same:premier',
      P3: 'same:premier',
      P4: 'down:one',
      O1: 'up:premier',
      O2: 'same:one',
      O3: 'same:one',
      O4: 'down:two',
      T1: 'up:one',
      T2: 'same:two',
      T3: 'same:two',
    });
  });

  it('takes other numbers up and down, 0 included', () => {
    expect(movesOf(three, { up: 2, down: 0 })).toMatchObject({
      P4: 'same:premier',
      O1: 'up:premier',
      O2: 'up:premier',
      O4: 'same:one',
      T1: 'up:one',
      T2: 'up:one',
      T3: 'same:two',
    });
    expect(Object.values(movesOf(three, { up: 0, down: 0 }))).toEqual(
      Array.from({ length: 11 }, (_, index) =>
        index < 4 ? 'same:premier' : index < 8 ? 'same:one' : 'same:two',
      ),
    );
  });

  it('never moves more teams than a division has, nor one team both ways', () => {
    const small = [table('premier', 'P1', 'P2'), table('one', 'O1', 'O2'), table('two', 'T1')];
    const moves = movesOf(small, { up: 5, down: 5 });
    // Premier sends both down; One sends both down (relegation first), none left to go up.
    expect(moves).toEqual({
      P1: 'down:one',
      P2: 'down:one',
      O1: 'down:two',
      O2: 'down:two',
      T1: 'up:one',
    });
    expect(movesOf([table('premier'), table('one', 'O1')])).toEqual({ O1: 'up:premier' });
  });

  it('suggests nothing for an undivided season', () => {
    expect(movesOf([table('only', 'A', 'B', 'C')], { up: 2, down: 2 })).toEqual({
      A: 'same:only',
      B: 'same:only',
      C: 'same:only',
    });
  });
});

describe('planNextSeason', () => {
  const divisions = [
    { id: 'one', name: 'Division One', position: 1 },
    { id: 'premier', name: 'Premier', position: 0 },
  ];
  const teams = [
    { id: 'P1', name: 'Red Lion', divisionId: 'premier' },
    { id: 'P2', name: 'Crown', divisionId: 'premier' },
    { id: 'O1', name: 'Swan', divisionId: 'one' },
    { id: 'O2', name: 'Anchor', divisionId: 'one' },
  ];
  const input = (extra: Partial<NextSeasonInput> = {}): NextSeasonInput => ({
    divisions,
    teams,
    suggested: suggestMoves([table('premier', 'P1', 'P2'), table('one', 'O1', 'O2')]),
    ...extra,
  });
  const layout = (plan: ReturnType<typeof planNextSeason>) => {
    if (!plan.ok) throw new Error(plan.message);
    return plan.value.divisions.map((division) => [
      division.name,
      division.teams.map((team) =>
        team.kind === 'new' ? `+${team.name}` : `${team.name} ${team.move}`,
      ),
    ]);
  };

  it('lays out the suggested moves, top division first', () => {
    expect(layout(planNextSeason(input()))).toEqual([
      ['Premier', ['Red Lion same', 'Swan up']],
      ['Division One', ['Crown down', 'Anchor same']],
    ]);
  });

  it('refuses a move for a dropped team rather than losing it without a word', () => {
    expect(planNextSeason(input({ moves: { O1: 'one' }, drop: ['O1'] }))).toMatchObject({
      ok: false,
      code: 'validation_failed',
      message: 'Swan is dropped, so it cannot move: keep it, or leave out its move.',
      fields: { 'moves.O1': 'The team is dropped' },
    });
  });

  it('applies the admin’s moves over the suggestion, drops and adds teams', () => {
    const plan = planNextSeason(
      input({
        moves: { P2: 'premier' },
        drop: ['O2'],
        add: [{ name: ' Plough ', divisionId: 'one' }],
      }),
    );
    expect(layout(plan)).toEqual([
      ['Premier', ['Red Lion same', 'Crown same', 'Swan up']],
      ['Division One', ['+Plough']],
    ]);
    expect(plan.ok && plan.value.dropped).toEqual(['O2']);
  });

  it('allows an empty division', () => {
    expect(layout(planNextSeason(input({ moves: { P2: 'premier', O2: 'premier' } })))).toEqual([
      ['Premier', ['Red Lion same', 'Crown same', 'Swan up', 'Anchor up']],
      ['Division One', []],
    ]);
  });

  it('puts a team without a division in the top one', () => {
    const plan = planNextSeason({
      divisions: [{ id: 'only', name: null, position: 0 }],
      teams: [{ id: 'A', name: 'A', divisionId: null }],
      suggested: [],
    });
    expect(layout(plan)).toEqual([[null, ['A same']]]);
  });

  it('refuses unknown teams, foreign divisions, duplicate names and an empty season', () => {
    const refusal = (extra: Partial<NextSeasonInput>) => {
      const plan = planNextSeason(input(extra));
      if (plan.ok) throw new Error('Expected a refusal');
      return { code: plan.code, fields: plan.fields };
    };
    expect(refusal({ moves: { X: 'one' } })).toEqual({
      code: 'validation_failed',
      fields: { moves: 'Not a team of this season' },
    });
    expect(refusal({ drop: ['X'] }).fields).toEqual({ drop: 'Not a team of this season' });
    expect(refusal({ moves: { P1: 'elsewhere' } }).fields).toEqual({
      'moves.P1': 'Not a division of this season',
    });
    expect(refusal({ add: [{ name: 'New', divisionId: 'elsewhere' }] }).fields).toEqual({
      'add.0.divisionId': 'Not a division of this season',
    });
    expect(refusal({ add: [{ name: '  ', divisionId: 'one' }] }).fields).toEqual({
      'add.0.name': 'Required',
    });
    expect(refusal({ add: [{ name: 'crown', divisionId: 'one' }] }).fields).toEqual({
      'add.0.name': 'Already a team of the next season',
    });
    expect(
      refusal({
        add: [
          { name: 'Plough', divisionId: 'one' },
          { name: 'PLOUGH', divisionId: 'premier' },
        ],
      }).fields,
    ).toEqual({ 'add.1.name': 'Already a team of the next season' });
    // A dropped team's name is free again.
    expect(
      planNextSeason(input({ drop: ['P2'], add: [{ name: 'Crown', divisionId: 'one' }] })).ok,
    ).toBe(true);
    expect(refusal({ drop: ['P1', 'P2', 'O1', 'O2'] }).fields).toEqual({
      drop: 'Keep or add at least one team',
    });
    expect(planNextSeason(input({ teams: [] }))).toMatchObject({ ok: false, code: 'conflict' });
  });
});

describe('suggestNextSeasonName', () => {
  it('bumps the last year of the name', () => {
    expect(suggestNextSeasonName('Winter 2026')).toBe('Winter 2027');
    expect(suggestNextSeasonName('2026/27 Season')).toBe('2027/28 Season');
    expect(suggestNextSeasonName('2026-2027')).toBe('2027-2028');
    expect(suggestNextSeasonName('Spring league')).toBe('Spring league (next)');
  });

  it('suggests a name no season of the league has, whatever the case', () => {
    // Opened from an older season: the next year's name is already taken.
    expect(suggestNextSeasonName('Winter 2025', ['Winter 2025', 'winter 2026'])).toBe(
      'Winter 2027',
    );
    expect(suggestNextSeasonName('2025/26', ['2025/26', '2026/27', '2027/28'])).toBe('2028/29');
    expect(suggestNextSeasonName('Spring', ['Spring', 'Spring (next)'])).toBe('Spring (next 2)');
  });
});
