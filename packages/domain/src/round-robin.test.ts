import { describe, expect, it } from 'vitest';
import { timestampSchema } from './entities.ts';
import {
  flattenSchedule,
  generateRoundRobin,
  type RoundRobinInput,
  type RoundRobinSchedule,
  type RoundRobinTeam,
  seatVenueSharers,
} from './round-robin.ts';
import { findScheduleConflicts } from './schedule-conflicts.ts';

const makeTeams = (count: number): RoundRobinTeam[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `t${i + 1}`,
    name: `Team ${i + 1}`,
    homeVenueId: `v${i + 1}`,
  }));

const base = (overrides: Partial<RoundRobinInput> = {}): RoundRobinInput => ({
  teams: makeTeams(4),
  double: false,
  weekday: 3, // Wednesday
  time: '19:30',
  startDate: '2026-03-04', // a Wednesday
  timezone: 'Europe/London',
  ...overrides,
});

const pairKey = (a: string, b: string) => [a, b].sort().join('|');

/** Each team's sides in week order, bye weeks left out. */
const sidesByTeam = (schedule: RoundRobinSchedule) => {
  const sides = new Map<string, ('H' | 'A')[]>();
  for (const { fixtures } of schedule.weeks) {
    for (const { homeTeamId, awayTeamId } of fixtures) {
      sides.set(homeTeamId, [...(sides.get(homeTeamId) ?? []), 'H']);
      sides.set(awayTeamId, [...(sides.get(awayTeamId) ?? []), 'A']);
    }
  }
  return sides;
};

const longestRun = (sequence: readonly string[]) => {
  let longest = 0;
  let run = 0;
  sequence.forEach((side, i) => {
    run = i > 0 && sequence[i - 1] === side ? run + 1 : 1;
    longest = Math.max(longest, run);
  });
  return longest;
};

describe('generateRoundRobin: validation', () => {
  it.each<[string, Partial<RoundRobinInput>, RegExp]>([
    ['no teams', { teams: [] }, /at least 2 teams/],
    ['one team', { teams: makeTeams(1) }, /at least 2 teams/],
    [
      'duplicate ids',
      { teams: [...makeTeams(3), { id: 't2', name: 'Again' }] },
      /Duplicate team id: t2/,
    ],
    ['empty id', { teams: [...makeTeams(2), { id: '', name: 'Blank' }] }, /non-empty id/],
    ['weekday 7', { weekday: 7 }, /weekday must be an integer 0-6/],
    ['weekday -1', { weekday: -1 }, /weekday/],
    ['weekday 1.5', { weekday: 1.5 }, /weekday/],
    ['time without a leading zero', { time: '7:30' }, /time must be 'HH:MM'/],
    ['time 24:00', { time: '24:00' }, /time/],
    ['time 19:60', { time: '19:60' }, /time/],
    ['impossible startDate', { startDate: '2026-02-30' }, /startDate must be a date/],
    ['startDate with slashes', { startDate: '2026/03/04' }, /startDate/],
    ['bad skip date', { skipDates: ['2026-03-11', 'soon'] }, /skipDates\[1\]/],
    ['unknown zone', { timezone: 'Mars/Olympus_Mons' }, /Unknown time zone: Mars\/Olympus_Mons/],
  ])('%s throws a RangeError', (_label, overrides, message) => {
    expect(() => generateRoundRobin(base(overrides))).toThrow(RangeError);
    expect(() => generateRoundRobin(base(overrides))).toThrow(message);
  });
});

describe('generateRoundRobin: pairings', () => {
  it('4 teams single: 3 weeks, 6 fixtures, every pair once', () => {
    const schedule = generateRoundRobin(base());
    expect(schedule.weeks).toHaveLength(3);
    const fixtures = flattenSchedule(schedule);
    expect(fixtures).toHaveLength(6);
    const pairs = fixtures.map((f) => pairKey(f.homeTeamId, f.awayTeamId));
    expect(new Set(pairs).size).toBe(6);
    expect(schedule.weeks.every((w) => w.byeTeamIds.length === 0)).toBe(true);
  });

  it('4 teams double: every ordered pair once, so each pair home once and away once', () => {
    const fixtures = flattenSchedule(generateRoundRobin(base({ double: true })));
    expect(fixtures).toHaveLength(12);
    const ordered = new Set(fixtures.map((f) => `${f.homeTeamId}>${f.awayTeamId}`));
    expect(ordered.size).toBe(12);
    for (const a of makeTeams(4)) {
      for (const b of makeTeams(4)) {
        if (a.id !== b.id) expect(ordered.has(`${a.id}>${b.id}`)).toBe(true);
      }
    }
  });

  it('5 teams single: 5 weeks, one bye a week, each team exactly one bye', () => {
    const schedule = generateRoundRobin(base({ teams: makeTeams(5) }));
    expect(schedule.weeks).toHaveLength(5);
    expect(schedule.weeks.map((w) => w.fixtures.length)).toEqual([2, 2, 2, 2, 2]);
    expect(schedule.weeks.every((w) => w.byeTeamIds.length === 1)).toBe(true);
    const byes = schedule.weeks.flatMap((w) => w.byeTeamIds).sort();
    expect(byes).toEqual(['t1', 't2', 't3', 't4', 't5']);
  });

  it('5 teams double: each team two byes, one in each half', () => {
    const schedule = generateRoundRobin(base({ teams: makeTeams(5), double: true }));
    expect(schedule.weeks).toHaveLength(10);
    const firstHalf = schedule.weeks.slice(0, 5).flatMap((w) => w.byeTeamIds);
    const secondHalf = schedule.weeks.slice(5).flatMap((w) => w.byeTeamIds);
    expect([...firstHalf].sort()).toEqual(['t1', 't2', 't3', 't4', 't5']);
    expect([...secondHalf].sort()).toEqual(['t1', 't2', 't3', 't4', 't5']);
  });

  it.each(Array.from({ length: 15 }, (_, i) => i + 2))(
    '%i teams: every pair once (single) and every ordered pair once (double)',
    (count) => {
      const teams = makeTeams(count);
      const weeksPerHalf = count % 2 === 0 ? count - 1 : count;
      const pairs = (count * (count - 1)) / 2;

      const single = generateRoundRobin(base({ teams }));
      expect(single.weeks).toHaveLength(weeksPerHalf);
      const singleKeys = flattenSchedule(single).map((f) => pairKey(f.homeTeamId, f.awayTeamId));
      expect(singleKeys).toHaveLength(pairs);
      expect(new Set(singleKeys).size).toBe(pairs);

      const double = generateRoundRobin(base({ teams, double: true }));
      expect(double.weeks).toHaveLength(2 * weeksPerHalf);
      const ordered = flattenSchedule(double).map((f) => `${f.homeTeamId}>${f.awayTeamId}`);
      expect(ordered).toHaveLength(2 * pairs);
      expect(new Set(ordered).size).toBe(2 * pairs);

      // Every team exactly once a week: playing or sitting out.
      for (const week of double.weeks) {
        const ids = [
          ...week.fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId]),
          ...week.byeTeamIds,
        ];
        expect([...ids].sort()).toEqual(teams.map((t) => t.id).sort());
      }
    },
  );

  it('double: the second half repeats the first with home and away swapped', () => {
    const schedule = generateRoundRobin(base({ teams: makeTeams(6), double: true }));
    const half = 5;
    for (let w = 0; w < half; w++) {
      const first = schedule.weeks[w];
      const second = schedule.weeks[w + half];
      expect(second?.fixtures.map((f) => [f.homeTeamId, f.awayTeamId])).toEqual(
        first?.fixtures.map((f) => [f.awayTeamId, f.homeTeamId]),
      );
      expect(second?.byeTeamIds).toEqual(first?.byeTeamIds);
    }
  });

  it('is deterministic for the same input', () => {
    const input = base({ teams: makeTeams(7), double: true });
    expect(generateRoundRobin(input)).toEqual(generateRoundRobin(input));
  });
});

describe('generateRoundRobin: home and away balance', () => {
  // What is guaranteed, bye weeks left out of the runs: no team has more than 2 home or 2 away
  // games in a row, single or double; the one exception is 4 teams double, where a mirrored
  // season cannot avoid 3 (the tests below check that too). Odd counts have no runs at all in a
  // single round robin. Home counts differ from away counts by at most 1 (single) or not at all
  // (double).
  const counts = Array.from({ length: 39 }, (_, i) => i + 2);

  it.each(counts)('%i teams single: runs of at most 2, home/away within 1', (count) => {
    const sides = sidesByTeam(generateRoundRobin(base({ teams: makeTeams(count) })));
    for (const sequence of sides.values()) {
      expect(longestRun(sequence)).toBeLessThanOrEqual(count % 2 === 1 ? 1 : 2);
      const home = sequence.filter((s) => s === 'H').length;
      expect(Math.abs(home - (sequence.length - home))).toBeLessThanOrEqual(1);
    }
  });

  it.each(counts)('%i teams double: runs of at most 2 (3 for 4 teams), home = away', (count) => {
    const sides = sidesByTeam(generateRoundRobin(base({ teams: makeTeams(count), double: true })));
    for (const sequence of sides.values()) {
      expect(longestRun(sequence)).toBeLessThanOrEqual(count === 4 ? 3 : 2);
      const home = sequence.filter((s) => s === 'H').length;
      expect(home).toBe(sequence.length - home);
    }
  });

  it('4 teams double cannot do better than a run of 3 when mirrored (exhaustive check)', () => {
    // The three rounds of 4 teams are fixed up to order; try every order and orientation.
    const rounds = [
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
      [
        ['a', 'c'],
        ['b', 'd'],
      ],
      [
        ['a', 'd'],
        ['b', 'c'],
      ],
    ] as const;
    const orders = [
      [0, 1, 2],
      [0, 2, 1],
      [1, 0, 2],
      [1, 2, 0],
      [2, 0, 1],
      [2, 1, 0],
    ] as const;
    let best = Infinity;
    for (const order of orders) {
      for (let flips = 0; flips < 64; flips++) {
        const half = order.map((r, k) =>
          rounds[r].map(([x, y], j) => ((flips >> (2 * k + j)) & 1 ? [x, y] : [y, x])),
        );
        const season = [...half, ...half.map((round) => round.map(([x, y]) => [y, x]))];
        let worst = 0;
        for (const team of ['a', 'b', 'c', 'd']) {
          const sequence = season.map((round) => {
            const game = round.find(([x, y]) => x === team || y === team);
            return game?.[0] === team ? 'H' : 'A';
          });
          worst = Math.max(worst, longestRun(sequence));
        }
        best = Math.min(best, worst);
      }
    }
    expect(best).toBe(3);
  });
});

describe('generateRoundRobin: venues', () => {
  it("uses the home team's venue, null when it has none", () => {
    const teams: RoundRobinTeam[] = [
      { id: 'a', name: 'A', homeVenueId: 'va' },
      { id: 'b', name: 'B', homeVenueId: null },
      { id: 'c', name: 'C' },
      { id: 'd', name: 'D', homeVenueId: 'vd' },
    ];
    const venues: Record<string, string | null> = { a: 'va', b: null, c: null, d: 'vd' };
    for (const fixture of flattenSchedule(generateRoundRobin(base({ teams, double: true })))) {
      expect(fixture.venueId).toBe(venues[fixture.homeTeamId]);
    }
  });
});

describe('generateRoundRobin: dates', () => {
  // 2026-03-02 is a Monday.
  it.each([
    [1, '2026-03-02'], // on the weekday: that day
    [2, '2026-03-03'],
    [3, '2026-03-04'],
    [6, '2026-03-07'],
    [0, '2026-03-08'], // Sunday: after Saturday wraps to the next week
  ])('weekday %i from Monday 2026-03-02 starts on %s', (weekday, first) => {
    const schedule = generateRoundRobin(base({ weekday, startDate: '2026-03-02' }));
    expect(schedule.weeks[0]?.date).toBe(first);
    for (const week of schedule.weeks) {
      expect(new Date(`${week.date}T00:00:00Z`).getUTCDay()).toBe(weekday);
    }
  });

  it.each<[string, string[], string[]]>([
    ['no breaks', [], ['2026-03-04', '2026-03-11', '2026-03-18']],
    ['one break', ['2026-03-11'], ['2026-03-04', '2026-03-18', '2026-03-25']],
    [
      'two breaks in a row',
      ['2026-03-11', '2026-03-18'],
      ['2026-03-04', '2026-03-25', '2026-04-01'],
    ],
    ['a break on week 1', ['2026-03-04'], ['2026-03-11', '2026-03-18', '2026-03-25']],
    [
      'a break off the weekday is ignored',
      ['2026-03-12'],
      ['2026-03-04', '2026-03-11', '2026-03-18'],
    ],
    [
      'a break after the season is ignored',
      ['2026-12-30'],
      ['2026-03-04', '2026-03-11', '2026-03-18'],
    ],
  ])('skip dates, %s: fixtures move on, none lost', (_label, skipDates, dates) => {
    const schedule = generateRoundRobin(base({ skipDates }));
    expect(schedule.weeks.map((w) => w.date)).toEqual(dates);
    expect(schedule.weeks.map((w) => w.week)).toEqual([1, 2, 3]);
    expect(flattenSchedule(schedule)).toHaveLength(6);
    // The pairings are the same as without breaks; only the dates move.
    expect(schedule.weeks.map((w) => w.fixtures.map((f) => [f.homeTeamId, f.awayTeamId]))).toEqual(
      generateRoundRobin(base()).weeks.map((w) =>
        w.fixtures.map((f) => [f.homeTeamId, f.awayTeamId]),
      ),
    );
  });

  it('gives every fixture of a week the same UTC start, valid as a match timestamp', () => {
    for (const week of generateRoundRobin(base({ teams: makeTeams(6) })).weeks) {
      const starts = new Set(week.fixtures.map((f) => f.scheduledDate));
      expect(starts.size).toBe(1);
      for (const start of starts) expect(timestampSchema.safeParse(start).success).toBe(true);
    }
  });

  it('Europe/London 19:30 is 19:30Z in winter and 18:30Z in summer, across both changes', () => {
    const spring = generateRoundRobin(
      base({ teams: makeTeams(6), startDate: '2026-03-18', weekday: 3 }),
    );
    // Clocks go forward on Sunday 2026-03-29.
    expect(spring.weeks.map((w) => [w.date, w.fixtures[0]?.scheduledDate])).toEqual([
      ['2026-03-18', '2026-03-18T19:30:00.000Z'],
      ['2026-03-25', '2026-03-25T19:30:00.000Z'],
      ['2026-04-01', '2026-04-01T18:30:00.000Z'],
      ['2026-04-08', '2026-04-08T18:30:00.000Z'],
      ['2026-04-15', '2026-04-15T18:30:00.000Z'],
    ]);
    const autumn = generateRoundRobin(base({ startDate: '2026-10-14', weekday: 3 }));
    // Clocks go back on Sunday 2026-10-25.
    expect(autumn.weeks.map((w) => w.fixtures[0]?.scheduledDate)).toEqual([
      '2026-10-14T18:30:00.000Z',
      '2026-10-21T18:30:00.000Z',
      '2026-10-28T19:30:00.000Z',
    ]);
  });

  it('keeps the local date when the UTC instant falls on the day before', () => {
    const schedule = generateRoundRobin(
      base({ timezone: 'Pacific/Auckland', time: '10:00', startDate: '2026-07-01' }),
    );
    expect(schedule.weeks[0]?.date).toBe('2026-07-01');
    expect(schedule.weeks[0]?.fixtures[0]?.scheduledDate).toBe('2026-06-30T22:00:00.000Z');
  });
});

describe('teams sharing a venue short of tables', () => {
  /** Teams 1..n, each at its own venue (one table) but for the pairs given, which share one. */
  const withShared = (count: number, shared: readonly string[][]) => {
    const teams = makeTeams(count);
    for (const [index, group] of shared.entries())
      for (const id of group) {
        const team = teams.find((t) => t.id === id);
        if (team) team.homeVenueId = `pub${index}`;
      }
    const venues = [...new Set(teams.map((t) => t.homeVenueId ?? ''))].map((id) => ({
      id,
      name: id,
      tables: 1,
    }));
    return { teams, venues };
  };
  const venueClashes = (
    schedule: RoundRobinSchedule,
    venues: { id: string; name: string; tables: number }[],
  ) =>
    findScheduleConflicts(flattenSchedule(schedule), venues, { timezone: 'Europe/London' }).filter(
      (conflict) => conflict.kind === 'venue-over-capacity',
    );

  it('without the venues, two teams of a one-table pub can be at home on one night', () => {
    const { teams, venues } = withShared(6, [['t1', 't2']]);
    expect(venueClashes(generateRoundRobin(base({ teams })), venues)).not.toEqual([]);
  });

  it.each([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 15, 16])(
    'with %i teams, pairs of one-table pubs play at home on alternate weeks, in both halves',
    (count) => {
      // Neighbours in the order given, and the first with the last: the worst seats for them.
      const shared = [
        ['t1', 't2'],
        ...(count >= 6 ? [[`t${count}`, 't3']] : []),
        ...(count >= 8 ? [['t4', 't5']] : []),
      ];
      const { teams, venues } = withShared(count, shared);
      for (const double of [false, true]) {
        const schedule = generateRoundRobin(base({ teams, double, venues }));
        expect(venueClashes(schedule, venues)).toEqual([]);
        expect(
          new Set(flattenSchedule(schedule).map((f) => pairKey(f.homeTeamId, f.awayTeamId))).size,
        ).toBe((count * (count - 1)) / 2);
      }
    },
  );

  it('keeps the order given when no venue is short of tables', () => {
    const { teams } = withShared(6, [['t1', 't2']]);
    expect(seatVenueSharers(teams, [{ id: 'pub0', tables: 2 }])).toEqual(teams);
    expect(seatVenueSharers(teams, [])).toEqual(teams);
  });

  it('pairs as many teams of a venue as it is short of tables', () => {
    // Four teams of one club with three tables: one pair seated, the other two as they come.
    const { teams } = withShared(6, [['t1', 't2', 't3', 't4']]);
    const seated = seatVenueSharers(teams, [{ id: 'pub0', tables: 3 }]).map((t) => t.id);
    expect([seated[0], seated[5]]).toEqual(['t1', 't2']);
    expect(seated.slice(1, 5)).toEqual(['t3', 't4', 't5', 't6']);
  });
});
