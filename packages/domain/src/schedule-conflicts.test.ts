import { describe, expect, it } from 'vitest';
import type { MatchState } from './entities.ts';
import {
  findScheduleConflicts,
  type ConflictFixture,
  type ConflictVenue,
} from './schedule-conflicts.ts';

const venues: ConflictVenue[] = [
  { id: 'v1', name: 'The Red Lion', tables: 1 },
  { id: 'v2', name: 'Cue Club', tables: 2 },
];
const teams = [
  { id: 'a', name: 'Aces' },
  { id: 'b', name: 'Breakers' },
  { id: 'c', name: 'Cannons' },
  { id: 'd', name: 'Doublers' },
  { id: 'e', name: 'Eights' },
  { id: 'f', name: 'Fouls' },
];
const options = { timezone: 'Europe/London', teams };

// 19:30 in London on 2026-03-04 (GMT) and a week later.
const MARCH_4 = '2026-03-04T19:30:00.000Z';
const MARCH_11 = '2026-03-11T19:30:00.000Z';

const fx = (
  homeTeamId: string,
  awayTeamId: string,
  scheduledDate: string,
  venueId: string | null = null,
  extra: Partial<ConflictFixture> = {},
): ConflictFixture => ({ homeTeamId, awayTeamId, venueId, scheduledDate, ...extra });

describe('findScheduleConflicts', () => {
  it.each<[string, ConflictFixture[]]>([
    ['no fixtures', []],
    [
      'one week, different teams and venues',
      [fx('a', 'b', MARCH_4, 'v1'), fx('c', 'd', MARCH_4, 'v2')],
    ],
    [
      'the same team in different weeks',
      [fx('a', 'b', MARCH_4, 'v1'), fx('a', 'c', MARCH_11, 'v1')],
    ],
    [
      'fixtures with no venue',
      [fx('a', 'b', MARCH_4), fx('c', 'd', MARCH_4), fx('e', 'f', MARCH_4)],
    ],
    ['a venue not in the list', [fx('a', 'b', MARCH_4, 'v9'), fx('c', 'd', MARCH_4, 'v9')]],
  ])('no conflicts: %s', (_label, fixtures) => {
    expect(findScheduleConflicts(fixtures, venues, options)).toEqual([]);
  });

  it('finds a team playing twice on one date, naming it', () => {
    const fixtures = [
      fx('a', 'b', MARCH_4, 'v2', { id: 'm1' }),
      fx('c', 'd', MARCH_4),
      fx('e', 'a', '2026-03-04T12:00:00.000Z'),
    ];
    expect(findScheduleConflicts(fixtures, venues, options)).toEqual([
      {
        kind: 'team-double-booked',
        date: '2026-03-04',
        teamId: 'a',
        fixtures: [
          { index: 0, id: 'm1' },
          { index: 2, id: null },
        ],
        message: 'Aces plays 2 matches on 2026-03-04',
      },
    ]);
  });

  it('reports both teams when the same pair is booked twice, and counts three bookings', () => {
    const conflicts = findScheduleConflicts(
      [fx('a', 'b', MARCH_4), fx('b', 'a', MARCH_4), fx('a', 'c', MARCH_4)],
      venues,
      options,
    );
    expect(conflicts.map((c) => c.message)).toEqual([
      'Aces plays 3 matches on 2026-03-04',
      'Breakers plays 2 matches on 2026-03-04',
    ]);
  });

  it("falls back to 'Unknown Team' for a team without a name", () => {
    const conflicts = findScheduleConflicts(
      [fx('x', 'a', MARCH_4), fx('x', 'b', MARCH_4)],
      venues,
      options,
    );
    expect(conflicts.map((c) => c.message)).toEqual(['Unknown Team plays 2 matches on 2026-03-04']);
  });

  it.each<[number, number, boolean]>([
    // [tables, matches, conflict?]
    [1, 1, false],
    [1, 2, true],
    [2, 2, false],
    [2, 3, true],
    [3, 3, false],
  ])('a venue with %i tables and %i matches on a date: conflict %s', (tables, count, expected) => {
    const fixtures = Array.from({ length: count }, (_, i) => fx(`h${i}`, `w${i}`, MARCH_4, 'hall'));
    const conflicts = findScheduleConflicts(
      fixtures,
      [{ id: 'hall', name: 'Hall', tables }],
      options,
    );
    expect(conflicts.length > 0).toBe(expected);
  });

  it('describes a venue over capacity', () => {
    const fixtures = [
      fx('a', 'b', MARCH_4, 'v2'),
      fx('c', 'd', MARCH_4, 'v2', { id: 'm2' }),
      fx('e', 'f', MARCH_4, 'v2'),
      fx('a', 'c', MARCH_11, 'v1'),
    ];
    expect(findScheduleConflicts(fixtures, venues, options)).toEqual([
      {
        kind: 'venue-over-capacity',
        date: '2026-03-04',
        venueId: 'v2',
        fixtures: [
          { index: 0, id: null },
          { index: 1, id: 'm2' },
          { index: 2, id: null },
        ],
        message: 'Cue Club has 3 matches on 2026-03-04 but only 2 tables',
      },
    ]);
    expect(
      findScheduleConflicts(
        [fx('a', 'b', MARCH_4, 'v1'), fx('c', 'd', MARCH_4, 'v1')],
        venues,
        options,
      )[0]?.message,
    ).toBe('The Red Lion has 2 matches on 2026-03-04 but only 1 table');
  });

  it.each<[MatchState | null | undefined, boolean]>([
    [undefined, true],
    [null, true],
    ['pre-match', true],
    ['in-progress', true],
    ['completed', true],
    ['postponed', false],
    ['cancelled', false],
  ])('a second match in state %s counts: %s', (state, counts) => {
    const fixtures = [fx('a', 'b', MARCH_4, 'v1'), fx('a', 'c', MARCH_4, 'v1', { state })];
    const kinds = findScheduleConflicts(fixtures, venues, options).map((c) => c.kind);
    expect(kinds).toEqual(counts ? ['team-double-booked', 'venue-over-capacity'] : []);
  });

  it('decides the date in the league time zone, not in UTC', () => {
    // 23:30Z on 1 July is 00:30 on 2 July in London (BST).
    const late = fx('a', 'b', '2026-07-01T23:30:00.000Z', 'v1');
    const sameUtcDay = fx('a', 'c', '2026-07-01T18:30:00.000Z', 'v1');
    const sameLocalDay = fx('a', 'd', '2026-07-02T18:30:00.000Z', 'v1');

    expect(findScheduleConflicts([late, sameUtcDay], venues, options)).toEqual([]);
    expect(
      findScheduleConflicts([late, sameUtcDay], venues, { ...options, timezone: 'UTC' }).map(
        (c) => [c.kind, c.date],
      ),
    ).toEqual([
      ['team-double-booked', '2026-07-01'],
      ['venue-over-capacity', '2026-07-01'],
    ]);
    expect(
      findScheduleConflicts([late, sameLocalDay], venues, options).map((c) => [c.kind, c.date]),
    ).toEqual([
      ['team-double-booked', '2026-07-02'],
      ['venue-over-capacity', '2026-07-02'],
    ]);
  });

  it('sorts conflicts by date, then kind, then name', () => {
    const conflicts = findScheduleConflicts(
      [
        fx('c', 'd', MARCH_11, 'v1'),
        fx('c', 'e', MARCH_11, 'v1'),
        fx('b', 'a', MARCH_4),
        fx('b', 'a', MARCH_4),
      ],
      venues,
      options,
    );
    expect(conflicts.map((c) => c.message)).toEqual([
      'Aces plays 2 matches on 2026-03-04',
      'Breakers plays 2 matches on 2026-03-04',
      'Cannons plays 2 matches on 2026-03-11',
      'The Red Lion has 2 matches on 2026-03-11 but only 1 table',
    ]);
  });

  it('throws a RangeError for a scheduledDate that is not a date-time', () => {
    expect(() => findScheduleConflicts([fx('a', 'b', 'someday')], venues, options)).toThrow(
      RangeError,
    );
  });
});
