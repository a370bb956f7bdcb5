// The words a cup's rounds are called by, from a tie's id and the cup's bracket, and the date each
// stage's round is played on.
import { describe, expect, it } from 'vitest';
import { doubleElimination, singleElimination } from './bracket.ts';
import fc from 'fast-check';
import { groupStage, groupTies } from './groups.ts';
import { createCompetitionSchema } from './records.ts';
import {
  datedRoundNames,
  groupShape,
  knockoutEntrants,
  roundName,
  roundOfTie,
  roundsOfCup,
  stageRounds,
  tieRoundName,
} from './rounds.ts';

const single = (entrantCount: number, plate = false) =>
  ({ entrantCount, bracket: 'single-elimination', plate }) as const;
const double = (entrantCount: number) =>
  ({ entrantCount, bracket: 'double-elimination', plate: false }) as const;

describe("a cup's rounds", () => {
  it('are named from the final back', () => {
    expect([1, 2, 3, 4].map((round) => roundName(round, 4))).toEqual([
      'Round 1',
      'Quarter-finals',
      'Semi-finals',
      'Final',
    ]);
  });

  it('number as many as the bracket has, for every size of cup', () => {
    for (let entrants = 2; entrants <= 256; entrants++) {
      const bracket = singleElimination(entrants);
      expect(roundsOfCup(entrants), `${entrants} teams`).toBe(
        Math.max(...bracket.ties.map((tie) => tie.round)),
      );
    }
  });

  it("name a tie's round from its id", () => {
    expect(roundOfTie('W3-2')).toEqual({ stage: 'winners', round: 3 });
    expect(roundOfTie('L4-1')).toEqual({ stage: 'losers', round: 4 });
    expect(roundOfTie('P1-1')).toEqual({ stage: 'plate', round: 1 });
    expect(roundOfTie('GF2')).toEqual({ stage: 'final', round: 2 });
    expect(roundOfTie('W3')).toBeNull();
    expect(tieRoundName('W2-1', single(6))).toBe('Semi-finals');
    expect(tieRoundName('W3-1', single(6))).toBe('Final');
    expect(tieRoundName('W1-4', single(8))).toBe('Quarter-finals');
    expect(tieRoundName('GF', single(8))).toBeNull();
  });

  it("name a double elimination's and a plate's rounds as people say them", () => {
    expect(tieRoundName('W3-1', double(8))).toBe("Winners' final");
    expect(tieRoundName('W1-2', double(8))).toBe("Winners' quarter-finals");
    expect(tieRoundName('L1-1', double(8))).toBe("Losers' round 1");
    expect(tieRoundName('L2-2', double(8))).toBe("Losers' round 2");
    expect(tieRoundName('L4-1', double(8))).toBe("Losers' final");
    expect(tieRoundName('GF', double(8))).toBe('Grand final');
    expect(tieRoundName('GF2', double(8))).toBe('Grand final reset');
    // Five teams: the first losers' round is left out (three byes drop no loser), so the
    // losers' bracket's first round played is its round 1.
    expect(tieRoundName('L2-1', double(5))).toBe("Losers' round 1");
    expect(tieRoundName('L4-1', double(5))).toBe("Losers' final");
    expect(tieRoundName('P2-1', single(8, true))).toBe('Plate final');
    expect(tieRoundName('P1-2', single(8, true))).toBe('Plate semi-finals');
    expect(tieRoundName('P1-1', single(16, true))).toBe('Plate quarter-finals');
    // A plate needs two first-round losers: five teams have one, so nothing to name.
    expect(tieRoundName('W1-2', single(5, true))).toBeNull();
  });

  it('play each round on the first date after the rounds it takes a side from', () => {
    // A plate round goes with the next winners' round: no extra date.
    const plate = stageRounds(singleElimination(8, { plate: true }));
    expect(plate.map((stage) => stage.name)).toEqual(['Main draw', 'Plate']);
    expect(plate[1]?.rounds).toEqual([
      { round: 1, name: 'Plate semi-finals', playedIn: 2 },
      { round: 2, name: 'Plate final', playedIn: 3 },
    ]);
    expect(datedRoundNames(plate)).toEqual([
      'Quarter-finals',
      'Semi-finals, Plate semi-finals',
      'Final, Plate final',
    ]);
    // Double elimination: each losers' round waits for the winners' round whose losers it
    // takes; the reset is played on the grand final's date.
    const stages = stageRounds(doubleElimination(8));
    expect(stages.map((stage) => stage.name)).toEqual([
      "Winners' bracket",
      "Losers' bracket",
      'Grand final',
    ]);
    expect(datedRoundNames(stages)).toEqual([
      "Winners' quarter-finals",
      "Winners' semi-finals, Losers' round 1",
      "Winners' final, Losers' round 2",
      "Losers' round 3",
      "Losers' final",
      'Grand final',
    ]);
    expect(stages[2]?.rounds.map((round) => round.playedIn)).toEqual([6, 6]);
    // The biggest cup fits the dates a publish takes.
    expect(datedRoundNames(stageRounds(doubleElimination(256)))).toHaveLength(16);
  });

  it('take a plate for a single elimination with two first-round losers or more', () => {
    const cup = (teamIds: string[], extra: object) =>
      createCompetitionSchema.safeParse({ seasonId: 's1', name: 'Cup', teamIds, ...extra });
    const teams = (count: number) => Array.from({ length: count }, (_, at) => `t${String(at)}`);
    expect(cup(teams(6), { plate: true }).success).toBe(true);
    expect(cup(teams(5), { plate: true }).error?.issues[0]?.message).toBe(
      'With 5 teams only one first-round tie is played: no plate',
    );
    expect(
      cup(teams(6), { plate: true, bracket: 'double-elimination' }).error?.issues[0]?.message,
    ).toBe('A plate is for a single-elimination cup');
    expect(cup(teams(6), {}).data).toMatchObject({ bracket: 'single-elimination', plate: false });
  });
});

describe("a group cup's rounds", () => {
  const grouped = (entrantCount: number, size: number, qualifiers: number) =>
    ({ ...single(entrantCount), groups: { size, qualifiers } }) as const;

  it('has as many groups and rounds as the group stage plays', () => {
    fc.assert(
      fc.property(fc.integer({ min: 3, max: 256 }), fc.integer({ min: 3, max: 8 }), (n, size) => {
        fc.pre(n >= size);
        const groups = groupStage(n, size);
        const rounds = Math.max(...groups.flatMap((group) => groupTies(group).map((t) => t.round)));
        expect(groupShape(n, size)).toEqual({ groups: groups.length, rounds });
      }),
    );
  });

  it('names a group tie by its group and a knockout tie by the knockout of the qualifiers', () => {
    // 12 teams in groups of 4, two through: an 8-team knockout.
    const cup = grouped(12, 4, 2);
    expect(knockoutEntrants(cup)).toBe(6);
    expect(tieRoundName('B-2-1', cup)).toBe('Group B');
    expect(tieRoundName('W1-1', cup)).toBe('Quarter-finals');
    expect(tieRoundName('W3-1', cup)).toBe('Final');
    expect(tieRoundName('W1-1', grouped(16, 4, 2))).toBe('Quarter-finals');
  });

  it('takes groups only of 3 to 8, fewer going through than a group holds, before a plain knockout', () => {
    const base = { seasonId: 's1', name: 'Cup', teamIds: ['a', 'b', 'c', 'd', 'e', 'f'] };
    expect(
      createCompetitionSchema.safeParse({ ...base, groups: { size: 3, qualifiers: 1 } }).success,
    ).toBe(true);
    for (const groups of [
      { size: 2, qualifiers: 1 },
      { size: 9, qualifiers: 1 },
      { size: 3, qualifiers: 3 },
    ])
      expect(createCompetitionSchema.safeParse({ ...base, groups }).success).toBe(false);
    expect(
      createCompetitionSchema.safeParse({
        ...base,
        groups: { size: 3, qualifiers: 1 },
        bracket: 'double-elimination',
      }).success,
    ).toBe(false);
    // 6 teams in groups of 6, one through: a knockout of one.
    expect(
      createCompetitionSchema.safeParse({ ...base, groups: { size: 6, qualifiers: 1 } }).error
        ?.issues[0]?.message,
    ).toBe('At least two teams must reach the knockout');
  });
});
