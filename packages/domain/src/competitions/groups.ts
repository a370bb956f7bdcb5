// Groups then knockout (docs/rules.md, Knockouts): round-robin groups on seeds, their tables,
// and the knockout's seeds from the places in them.
import { generateRoundRobin } from '../round-robin.ts';
import { bracketSize, meetingRound, seedOrder } from './seeding.ts';

export interface Group {
  /** 'A', 'B'... 'Z', 'AA'... */
  id: string;
  /** The draw's seeds in the group, the group's top seed first. */
  seeds: number[];
}

/** 'A' for 0, 'Z' for 25, 'AA' for 26: a group's name from its place. */
const groupName = (index: number): string =>
  (index >= 26 ? groupName(Math.floor(index / 26) - 1) : '') +
  String.fromCharCode(65 + (index % 26));

/**
 * The groups for `entrants` in groups of at most `groupSize`: as few groups as that allows, their
 * sizes differing by one at most, filled by snake seeding (with G groups, group i takes seeds i,
 * 2G + 1 - i, 2G + i...), so every group has one of the top G seeds and the groups are level.
 */
export const groupStage = (entrants: number, groupSize: number): Group[] => {
  if (!Number.isInteger(groupSize) || groupSize < 2) {
    throw new RangeError(`A group has at least 2 entrants, not ${groupSize}`);
  }
  if (!Number.isInteger(entrants) || entrants < groupSize) {
    throw new RangeError(
      `Groups of ${groupSize} need at least ${groupSize} entrants, got ${entrants}`,
    );
  }
  const count = Math.ceil(entrants / groupSize);
  if (Math.floor(entrants / count) < 2) {
    throw new RangeError(`${entrants} entrants in groups of ${groupSize} would leave one alone`);
  }
  const groups: Group[] = Array.from({ length: count }, (_, index) => ({
    id: groupName(index),
    seeds: [],
  }));
  for (let seed = 1; seed <= entrants; seed++) {
    const row = Math.floor((seed - 1) / count);
    const column = (seed - 1) % count;
    groups[row % 2 === 0 ? column : count - 1 - column]?.seeds.push(seed);
  }
  return groups;
};

export interface GroupTie {
  /** 'A-2-1': group A, round 2, tie 1. */
  id: string;
  group: string;
  round: number;
  index: number;
  /** Seeds. */
  home: number;
  away: number;
}

/**
 * A group's round robin, by the league's own circle method (round-robin.ts: home and away
 * alternating, an odd group's bye going round), on seeds: every entrant meets every other once,
 * or twice with sides swapped when `double`. Its dates are not used: a group's rounds are played
 * by dates of the competition's own.
 */
export const groupTies = (group: Group, options: { double?: boolean } = {}): GroupTie[] => {
  const schedule = generateRoundRobin({
    teams: group.seeds.map((seed) => ({ id: String(seed), name: String(seed), homeVenueId: null })),
    double: options.double === true,
    weekday: 0,
    time: '12:00',
    startDate: '2000-01-02',
    timezone: 'UTC',
  });
  return schedule.weeks.flatMap(({ week, fixtures }) =>
    fixtures.map((fixture, i) => ({
      id: `${group.id}-${week}-${i + 1}`,
      group: group.id,
      round: week,
      index: i + 1,
      home: Number(fixture.homeTeamId),
      away: Number(fixture.awayTeamId),
    })),
  );
};

/**
 * A played group tie: frames won by each side. `winner` when the admin decided it (a walkover, a
 * withdrawal): a win for that side whatever the frames (none, for a tie not played).
 */
export interface GroupResult {
  home: number;
  away: number;
  winner?: 'home' | 'away';
}

export interface GroupPoints {
  win: number;
  draw: number;
  loss: number;
}

export interface GroupRow {
  seed: number;
  /** 1-based. */
  position: number;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  framesFor: number;
  framesAgainst: number;
  frameDifference: number;
  points: number;
}

interface Played {
  home: number;
  away: number;
  result: GroupResult;
}

/** How a tie went for one side: 1 won, 0 drawn, -1 lost. */
const outcome = (result: GroupResult, side: 'home' | 'away'): number => {
  if (result.winner) return result.winner === side ? 1 : -1;
  const [own, other] = side === 'home' ? [result.home, result.away] : [result.away, result.home];
  return Math.sign(own - other);
};

const pointsOf = (result: GroupResult, side: 'home' | 'away', points: GroupPoints): number =>
  [points.loss, points.draw, points.win][outcome(result, side) + 1] ?? 0;

/**
 * A group's table from its results (by tie id; ties without one are not played yet). Order:
 * points, then head to head (the points the level entrants took from each other; those still
 * level are split again by their own matches among just them), then frame difference, then
 * frames won, then the draw (the higher seed first). Win 2, draw 1, loss 0 unless told.
 */
export const groupTable = (
  group: Group,
  results: Readonly<Record<string, GroupResult>>,
  options: { double?: boolean; points?: GroupPoints } = {},
): GroupRow[] => {
  const points = options.points ?? { win: 2, draw: 1, loss: 0 };
  const played: Played[] = groupTies(group, options).flatMap(({ id, home, away }) => {
    const result = results[id];
    return result ? [{ home, away, result }] : [];
  });
  const rows = new Map<number, GroupRow>(
    group.seeds.map((seed) => [
      seed,
      {
        seed,
        position: 0,
        played: 0,
        won: 0,
        drawn: 0,
        lost: 0,
        framesFor: 0,
        framesAgainst: 0,
        frameDifference: 0,
        points: 0,
      },
    ]),
  );
  for (const { home, away, result } of played) {
    for (const [seed, side, own, other] of [
      [home, 'home', result.home, result.away],
      [away, 'away', result.away, result.home],
    ] as const) {
      const row = rows.get(seed);
      if (!row) continue;
      row.played++;
      const went = outcome(result, side);
      if (went > 0) row.won++;
      else if (went === 0) row.drawn++;
      else row.lost++;
      row.framesFor += own;
      row.framesAgainst += other;
      row.frameDifference = row.framesFor - row.framesAgainst;
      row.points += pointsOf(result, side, points);
    }
  }
  const byLater = (a: GroupRow, b: GroupRow) =>
    b.frameDifference - a.frameDifference || b.framesFor - a.framesFor || a.seed - b.seed;
  // Splits rows level on points by a mini-league of their matches among themselves, again and
  // again on whoever is still level; when it separates nobody the later keys decide.
  const headToHead = (level: GroupRow[]): GroupRow[] => {
    if (level.length < 2) return level;
    const seeds = new Set(level.map((row) => row.seed));
    const mini = new Map(level.map((row) => [row.seed, 0]));
    for (const { home, away, result } of played) {
      if (!seeds.has(home) || !seeds.has(away)) continue;
      mini.set(home, (mini.get(home) ?? 0) + pointsOf(result, 'home', points));
      mini.set(away, (mini.get(away) ?? 0) + pointsOf(result, 'away', points));
    }
    const tiers = [...new Set(mini.values())].sort((a, b) => b - a);
    if (tiers.length === 1) return [...level].sort(byLater);
    return tiers.flatMap((tier) => headToHead(level.filter((row) => mini.get(row.seed) === tier)));
  };
  const tiers = [...new Set([...rows.values()].map((row) => row.points))].sort((a, b) => b - a);
  const ordered = tiers.flatMap((tier) =>
    headToHead([...rows.values()].filter((row) => row.points === tier)),
  );
  return ordered.map((row, index) => ({ ...row, position: index + 1 }));
};

/** A place in a group: the knockout entrant who finished `position` in group `group`. */
export interface KnockoutPlace {
  group: string;
  position: number;
}

/**
 * The knockout's seeds (seed 1 first) from the top `topK` of each group: the group winners take
 * seeds 1..G in group order (so they are spread as the top seeds are and avoid each other
 * early), then the runners-up, and so on. Within each place, each group's entrant takes the seed
 * that puts it furthest (in rounds) from its own group's entrants already placed, so two of one
 * group meet as late as possible: with two through from each group, only in the final.
 */
export const knockoutFromGroups = (groups: readonly Group[], topK: number): KnockoutPlace[] => {
  if (!Number.isInteger(topK) || topK < 1) {
    throw new RangeError(`At least one from each group goes through, not ${topK}`);
  }
  const short = groups.find((group) => group.seeds.length < topK);
  if (short) throw new RangeError(`Group ${short.id} has fewer than ${topK} entrants`);
  const count = groups.length;
  if (count * topK < 2) throw new RangeError('A knockout needs at least 2 entrants');
  const order = seedOrder(bracketSize(count * topK));
  const lineOf = new Map(order.map((seed, line) => [seed, line]));
  const line = (seed: number) => lineOf.get(seed) ?? 0;
  const places: KnockoutPlace[] = [];
  const linesOf = new Map(groups.map((group) => [group.id, [] as number[]]));
  for (let position = 1; position <= topK; position++) {
    const free = Array.from({ length: count }, (_, i) => (position - 1) * count + i + 1);
    for (const group of groups) {
      const mates = linesOf.get(group.id) ?? [];
      const apart = (seed: number) =>
        Math.min(Infinity, ...mates.map((mate) => meetingRound(line(seed), mate)));
      // free is in seed order, so among equally far seeds the first (the higher seed) is kept.
      const best = free.reduce((a, b) => (apart(b) > apart(a) ? b : a));
      free.splice(free.indexOf(best), 1);
      places[best - 1] = { group: group.id, position };
      mates.push(line(best));
    }
  }
  return places;
};

/** The group sizes a cup may ask for. */
export const MIN_GROUP_SIZE = 3;
export const MAX_GROUP_SIZE = 8;

/**
 * Why `entrants` cannot play groups of `size` with the top `qualifiers` of each going through,
 * or null when they can: every group must keep someone out (fewer go through than it holds), and
 * at least two must reach the knockout.
 */
export const groupCupProblem = (
  entrants: number,
  size: number,
  qualifiers: number,
): string | null => {
  if (entrants < size) return `Groups of ${size} need at least ${size} teams`;
  const groups = groupStage(entrants, size);
  const smallest = Math.min(...groups.map((group) => group.seeds.length));
  if (qualifiers >= smallest)
    return `With ${entrants} teams a group has ${smallest}: fewer than ${smallest} go through`;
  if (groups.length * qualifiers < 2) return 'At least two teams must reach the knockout';
  return null;
};

/**
 * The knockout's draw from the final group tables: the group-stage seed of the entrant holding
 * each knockout seed (knockoutFromGroups), seed 1 first.
 */
export const knockoutDraw = (
  groups: readonly Group[],
  tables: ReadonlyMap<string, readonly GroupRow[]>,
  topK: number,
): number[] =>
  knockoutFromGroups(groups, topK).map(({ group, position }) => {
    const row = tables.get(group)?.find((candidate) => candidate.position === position);
    if (!row) throw new RangeError(`Group ${group} has no place ${position}`);
    return row.seed;
  });
