import { describe, expect, it } from 'vitest';
import {
  importRowSummary,
  lineNumbers,
  planRosterImport,
  problemLines,
  separateWarning,
  type ImportLeague,
} from './roster-import.ts';

const LEAGUE: ImportLeague = {
  players: [
    { id: 'p1', firstName: 'Ann', lastName: 'Archer' },
    { id: 'p2', firstName: 'Bob', lastName: 'Brown' },
    { id: 'p3', firstName: 'Cy', lastName: 'Cole' },
    { id: 'p4', firstName: 'Dee', lastName: 'Dane' },
    { id: 'p5', firstName: 'Dee', lastName: 'Dane' },
  ],
  teams: [
    { id: 't1', name: 'Red Lion' },
    { id: 't2', name: 'Anchor' },
  ],
  memberships: [
    { id: 'm1', playerId: 'p1', teamId: 't1', isActive: true },
    { id: 'm2', playerId: 'p2', teamId: 't2', isActive: true },
    { id: 'm3', playerId: 'p3', teamId: 't1', isActive: false },
  ],
};

const line = (n: number, firstName: string, lastName: string, team = '') => ({
  line: n,
  firstName,
  lastName,
  team,
});

describe('planning a roster import', () => {
  it('creates new players and teams, reuses a player of the same name, and counts it all', () => {
    const plan = planRosterImport(
      [
        line(2, ' eve ', 'Evans', 'Red  Lion'),
        line(3, 'Fay', 'Ford', 'The Cue Club'),
        line(4, 'ANN', 'archer', 'red lion'),
        line(5, 'Cy', 'Cole', 'Red Lion'),
        line(6, 'Gus', 'Gray'),
        line(7, 'Hal', 'Hart', 'the cue club'),
      ],
      LEAGUE,
    );
    expect(plan.rows.map(importRowSummary)).toEqual([
      'New player; joins Red Lion',
      'New player; joins The Cue Club (a new team)',
      'Already in the league; already on Red Lion: nothing to do',
      "Already in the league; back on Red Lion's roster",
      'New player, no team',
      'New player; joins The Cue Club (a new team)',
    ]);
    expect(plan.rows[0]).toMatchObject({
      firstName: 'eve',
      teamStep: { kind: 'existing', teamId: 't1', name: 'Red Lion' },
    });
    expect(plan.rows[2]?.player).toEqual({ kind: 'existing', playerId: 'p1' });
    expect(plan.rows[3]?.membership).toEqual({ kind: 'rejoin', membershipId: 'm3' });
    expect(plan).toMatchObject({ newPlayers: 4, newTeams: ['The Cue Club'], joins: 4, errors: 0 });
  });

  it('refuses what the rules refuse, line by line', () => {
    const plan = planRosterImport(
      [
        line(2, 'Bob', 'Brown', 'Red Lion'),
        line(3, 'Bob', 'Brown', 'A New Team'),
        line(4, 'Dee', 'Dane', 'Anchor'),
        line(5, '', 'Nobody', 'Anchor'),
        line(6, 'Ida', 'Iles', 'Anchor'),
        line(7, 'ida', 'iles', 'anchor'),
        line(8, 'Jo', 'Jones', 'Anchor'),
        line(9, 'Jo', 'Jones', 'Red Lion'),
        line(10, 'Kim', 'x'.repeat(200), 'Anchor'),
      ],
      LEAGUE,
    );
    expect(plan.rows.map((row) => row.error)).toEqual([
      'Bob Brown already plays for Anchor this season; an admin can transfer them',
      'Also on line 2 for Red Lion: a player plays for one team a season',
      'The league has 2 players called Dee Dane: add this one by hand, or mark the line a different person',
      'The first name is missing',
      null,
      'The same player as line 6',
      null,
      'Also on line 8 for Anchor: a player plays for one team a season',
      expect.stringMatching(/^The last name is not usable/),
    ]);
    expect(plan.errors).toBe(7);
    // A refused line makes nothing: no team for Bob's second line.
    expect(plan.newTeams).toEqual([]);
  });
});

describe('namesakes in a roster import', () => {
  it('tells which lines share a name with someone, and makes a different person of a marked line', () => {
    const lines = [
      line(2, 'Jo', 'Jones', 'Anchor'),
      line(3, 'Jo', 'Jones', 'Red Lion'),
      line(4, 'Dee', 'Dane', 'Anchor'),
      line(5, 'Bob', 'Brown', 'Red Lion'),
      line(6, 'Gus', 'Gray'),
    ];
    const unmarked = planRosterImport(lines, LEAGUE);
    expect(unmarked.rows.map((row) => row.namesake)).toEqual([
      null,
      { people: 1, line: 2 },
      { people: 2, line: null },
      { people: 1, line: null },
      null,
    ]);
    expect(unmarked.errors).toBe(3);
    expect(problemLines(unmarked)).toBe('lines 3, 4 and 5');

    const marked = planRosterImport(lines, LEAGUE, new Set([3, 4, 5]));
    expect(marked.rows.map(importRowSummary)).toEqual([
      'New player; joins Anchor',
      'New player (a different person); joins Red Lion',
      'New player (a different person); joins Anchor',
      'New player (a different person); joins Red Lion',
      'New player, no team',
    ]);
    expect(marked).toMatchObject({ newPlayers: 5, joins: 4, errors: 0 });
    expect(marked.rows.map((row) => row.separate)).toEqual([false, true, true, true, false]);
    expect(marked.rows.slice(1, 4).map(separateWarning)).toEqual([
      'This makes a second player called Jo Jones',
      'This makes a third player called Dee Dane',
      'This makes a second player called Bob Brown',
    ]);
  });

  it('refuses a marked line nobody shares a name with, and keeps later lines matched to the first', () => {
    const plan = planRosterImport(
      [
        line(2, 'Gus', 'Gray'),
        line(3, 'Ann', 'Archer', 'Red Lion'),
        line(4, 'Ann', 'Archer', 'Anchor'),
        line(5, 'Ann', 'Archer', 'Red Lion'),
      ],
      LEAGUE,
      new Set([2, 4]),
    );
    expect(plan.rows.map((row) => row.error)).toEqual([
      'Marked a different person, but nobody else is called Gus Gray',
      null,
      null,
      'The same player as line 3',
    ]);
    expect(plan.rows[1]?.player).toEqual({ kind: 'existing', playerId: 'p1' });
    expect(plan.rows[2]?.player).toEqual({ kind: 'new' });
  });

  it('names the lines a message is about', () => {
    expect(lineNumbers([4])).toBe('line 4');
    expect(lineNumbers([4, 7])).toBe('lines 4 and 7');
    expect(lineNumbers([2, 3, 4, 5, 6, 7])).toBe('lines 2, 3, 4, 5, 6 and 7');
    expect(lineNumbers([2, 3, 4, 5, 6, 7, 8])).toBe('lines 2, 3, 4, 5, 6 and 2 more');
  });
});
