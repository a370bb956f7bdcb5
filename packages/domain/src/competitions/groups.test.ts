import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  groupCupProblem,
  groupStage,
  groupTable,
  groupTies,
  knockoutDraw,
  knockoutFromGroups,
  type Group,
  type GroupResult,
} from './groups.ts';
import { meetingRound, seedOrder, bracketSize } from './seeding.ts';

describe('groupStage', () => {
  it('snakes 12 entrants into 3 groups of 4, each with one of the top 3 seeds', () => {
    expect(groupStage(12, 4)).toEqual([
      { id: 'A', seeds: [1, 6, 7, 12] },
      { id: 'B', seeds: [2, 5, 8, 11] },
      { id: 'C', seeds: [3, 4, 9, 10] },
    ]);
  });

  it('makes as few groups as it can, level within one, every seed in one group', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 256 }), fc.integer({ min: 2, max: 8 }), (n, size) => {
        fc.pre(n >= size && Math.floor(n / Math.ceil(n / size)) >= 2);
        const groups = groupStage(n, size);
        expect(groups).toHaveLength(Math.ceil(n / size));
        const sizes = groups.map((group) => group.seeds.length);
        expect(Math.max(...sizes)).toBeLessThanOrEqual(size);
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
        const seeds = groups.flatMap((group) => group.seeds).sort((a, b) => a - b);
        expect(seeds).toEqual(Array.from({ length: n }, (_, i) => i + 1));
        groups.forEach((group, i) => expect(group.seeds[0]).toBe(i + 1));
        expect(new Set(groups.map((group) => group.id)).size).toBe(groups.length);
      }),
    );
  });

  it('refuses groups that would leave an entrant alone', () => {
    expect(() => groupStage(5, 2)).toThrow('5 entrants in groups of 2 would leave one alone');
    expect(() => groupStage(3, 4)).toThrow(RangeError);
  });
});

describe('groupTies', () => {
  it('has every entrant of a group meet every other once, in rounds of the league’s round robin', () => {
    for (let size = 2; size <= 8; size++) {
      const group: Group = { id: 'B', seeds: Array.from({ length: size }, (_, i) => i * 3 + 2) };
      const ties = groupTies(group);
      const pairs = ties.map((tie) => [tie.home, tie.away].sort((a, b) => a - b).join('-'));
      expect(new Set(pairs).size).toBe((size * (size - 1)) / 2);
      expect(pairs).toHaveLength((size * (size - 1)) / 2);
      expect(new Set(ties.map((tie) => tie.id)).size).toBe(ties.length);
      expect(Math.max(...ties.map((tie) => tie.round))).toBe(size % 2 === 0 ? size - 1 : size);
      expect(groupTies(group, { double: true })).toHaveLength(ties.length * 2);
    }
    expect(groupTies({ id: 'A', seeds: [1, 2] })).toEqual([
      { id: 'A-1-1', group: 'A', round: 1, index: 1, home: 1, away: 2 },
    ]);
  });
});

describe('groupTable', () => {
  const group: Group = { id: 'A', seeds: [1, 2, 3, 4] };
  /** Results by who played whom: [a, b, frames of a, frames of b]. */
  const resultsOf = (games: [number, number, number, number][]) => {
    const results: Record<string, GroupResult> = {};
    for (const tie of groupTies(group)) {
      const game = games.find(
        ([a, b]) => (a === tie.home && b === tie.away) || (a === tie.away && b === tie.home),
      );
      if (!game) continue;
      const [a, , fa, fb] = game;
      results[tie.id] = a === tie.home ? { home: fa, away: fb } : { home: fb, away: fa };
    }
    return results;
  };
  const order = (games: [number, number, number, number][]) =>
    groupTable(group, resultsOf(games)).map((row) => row.seed);

  it('ranks on points, then head to head before frame difference', () => {
    const games: [number, number, number, number][] = [
      [1, 2, 3, 2],
      [1, 3, 0, 5],
      [1, 4, 3, 2],
      [2, 3, 5, 0],
      [2, 4, 5, 0],
      [4, 3, 5, 0],
    ];
    expect(order(games)).toEqual([1, 2, 4, 3]);
    expect(groupTable(group, resultsOf(games))[1]).toMatchObject({
      seed: 2,
      position: 2,
      played: 3,
      won: 2,
      lost: 1,
      framesFor: 12,
      framesAgainst: 3,
      frameDifference: 9,
      points: 4,
    });
  });

  it('falls to frame difference, then frames won, when head to head goes round in a circle', () => {
    expect(
      order([
        [1, 2, 3, 2],
        [2, 3, 3, 0],
        [3, 1, 3, 1],
        [1, 4, 3, 0],
        [2, 4, 3, 0],
        [3, 4, 3, 0],
      ]),
    ).toEqual([2, 1, 3, 4]);
  });

  it('leaves the draw order to decide the rest, and counts only ties with a result', () => {
    expect(order([])).toEqual([1, 2, 3, 4]);
    expect(order([[3, 4, 2, 2]])).toEqual([3, 4, 1, 2]);
    expect(groupTable(group, resultsOf([[3, 4, 2, 2]]))[0]).toMatchObject({ drawn: 1, points: 1 });
  });

  it('counts a tie the admin decided as a win for its winner, with no frames', () => {
    const [tie] = groupTies(group);
    if (!tie) throw new Error('no tie');
    const table = groupTable(group, { [tie.id]: { home: 0, away: 0, winner: 'away' } });
    expect(table[0]).toMatchObject({ seed: tie.away, won: 1, points: 2, framesFor: 0 });
    expect(table.find((row) => row.seed === tie.home)).toMatchObject({ lost: 1, points: 0 });
  });
});

describe('a group cup', () => {
  it('says why entrants cannot fill the groups, or null when they can', () => {
    expect(groupCupProblem(12, 4, 2)).toBeNull();
    expect(groupCupProblem(3, 4, 1)).toBe('Groups of 4 need at least 4 teams');
    // 7 in groups of 4: a group of 4 and one of 3, so at most 2 go through.
    expect(groupCupProblem(7, 4, 3)).toBe('With 7 teams a group has 3: fewer than 3 go through');
    expect(groupCupProblem(4, 4, 1)).toBe('At least two teams must reach the knockout');
    expect(groupCupProblem(4, 4, 2)).toBeNull();
  });

  it('draws the knockout from the final tables: group winners first, apart', () => {
    const groups = groupStage(8, 4);
    const tables = new Map(
      groups.map((one) => [
        one.id,
        // Each group's lowest seed won it, and so on up.
        groupTable(one, {}).map((row, i, rows) => ({
          ...row,
          position: rows.length - i,
        })),
      ]),
    );
    // A: 1, 4, 5, 8; B: 2, 3, 6, 7. Winners 8 (A) and 7 (B); each runner-up meets the other
    // group's winner (seed 3 plays seed 2), so A's runner-up 5 is seed 3.
    expect(knockoutDraw(groups, tables, 2)).toEqual([8, 7, 5, 6]);
  });
});

describe('knockoutFromGroups', () => {
  it('seeds 4 group winners 1-4 and keeps each group’s pair in opposite halves', () => {
    const groups = groupStage(16, 4);
    expect(knockoutFromGroups(groups, 2)).toEqual([
      { group: 'A', position: 1 },
      { group: 'B', position: 1 },
      { group: 'C', position: 1 },
      { group: 'D', position: 1 },
      { group: 'B', position: 2 },
      { group: 'A', position: 2 },
      { group: 'D', position: 2 },
      { group: 'C', position: 2 },
    ]);
  });

  it('with two through from any number of groups, lets two of one group meet only in the final', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), (count) => {
        const groups = groupStage(count * 3, 3);
        const places = knockoutFromGroups(groups, 2);
        const order = seedOrder(bracketSize(places.length));
        const final = Math.log2(order.length);
        places.slice(0, count).forEach((place, i) => expect(place.group).toBe(groups[i]?.id));
        for (const group of groups) {
          const lines = places
            .map((place, i) => (place.group === group.id ? order.indexOf(i + 1) : -1))
            .filter((line) => line >= 0);
          expect(meetingRound(lines[0] ?? 0, lines[1] ?? 0)).toBe(final);
        }
      }),
    );
  });

  it('refuses more places than a group has', () => {
    expect(() => knockoutFromGroups(groupStage(6, 3), 4)).toThrow(
      'Group A has fewer than 4 entrants',
    );
  });
});
