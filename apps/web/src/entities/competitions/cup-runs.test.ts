import { describe, expect, it } from 'vitest';
import { doubleCup, groupCup, sixTeamCup } from '../../test/competition-fixtures.ts';
import { cupRunOf, cupRunsOf, playerCupRunsOf } from './cup-runs.ts';

// The six-team cup: Reds (t1) had a bye and a walkover into the final, Greens (t4) beat Lions
// (t5) 9-7 and then gave the walkover, Cannons (t3) are playing Anchors (t6).
const CUP = sixTeamCup({ name: 'Winter Cup' });

describe('cupRunOf', () => {
  it("says a group cup's team its place in its group until the knockout has it", () => {
    const cup = groupCup();
    expect(cupRunOf(cup, 't1')?.outcome).toBe('Still in: 1st in Group A, 3 points');
    expect(cupRunOf(cup, 't5')?.outcome).toBe('Still in: 3rd in Group A, 0 points');
    const done = { ...cup, groupStage: cup.groupStage && { ...cup.groupStage, complete: true } };
    expect(cupRunOf(done, 't5')?.outcome).toBe('Out in the groups, 3rd in Group A');
  });

  it('says the round a team went out in, to whom and by what score, its own frames first', () => {
    expect(cupRunOf(CUP, 't5')).toEqual({
      cupId: 'c1',
      name: 'Winter Cup',
      href: '/competitions/c1',
      outcome: 'quarter-finals, lost to Greens 7–9',
    });
  });

  it("says why when the admin decided the team's tie", () => {
    expect(cupRunOf(CUP, 't4')?.outcome).toBe(
      'semi-finals, lost to Reds (Walkover: Greens could not raise a side)',
    );
  });

  it('says a team still in plays next, and against whom once known', () => {
    expect(cupRunOf(CUP, 't1')?.outcome).toBe('Still in: next Final, opponent to be decided');
    expect(cupRunOf(CUP, 't3')?.outcome).toBe('Still in: playing the quarter-finals v Anchors now');
    const ready = sixTeamCup({
      ties: CUP.ties.map((tie) =>
        tie.id === 'W1-4' && tie.match
          ? { ...tie, match: { ...tie.match, state: 'pre-match' } }
          : tie,
      ),
    });
    expect(cupRunOf(ready, 't6')?.outcome).toBe('Still in: next Quarter-finals v Cannons');
  });

  it('names the winner, and the runner-up as such', () => {
    const final = sixTeamCup({
      state: 'finished',
      winner: { teamId: 't2', name: 'Blues' },
      ties: [
        {
          id: 'W3-1',
          stage: 'winners',
          round: 3,
          index: 0,
          home: { teamId: 't1', name: 'Reds', seed: 1 },
          away: { teamId: 't2', name: 'Blues', seed: 2 },
          status: 'decided',
          winner: 'away',
          match: {
            id: 'm7',
            state: 'completed',
            scheduledDate: '2026-03-24T19:30:00.000Z',
            homeScore: 6,
            awayScore: 10,
          },
          decidedBy: null,
        },
      ],
    });
    expect(cupRunOf(final, 't2')?.outcome).toBe('Winner');
    expect(cupRunOf(final, 't1')?.outcome).toBe('Runner-up, lost the final to Blues 6–10');
  });

  it("follows a team into a losers' bracket or a plate, by the date each round is played", () => {
    // Blues lost their winners' semi-final, won the losers' first round and wait for the final's.
    expect(cupRunOf(doubleCup(), 't2')?.outcome).toBe(
      "Still in: next Losers' final, opponent to be decided",
    );
    expect(cupRunOf(doubleCup(), 't4')?.outcome).toBe("losers' round 1, lost to Blues 8–9");
    expect(cupRunOf(doubleCup('reset'), 't1')?.outcome).toBe(
      'Still in: playing the grand final reset v Blues now',
    );
    // Lions lost their quarter-final and are in the plate final.
    expect(cupRunOf(sixTeamCup({ plate: true }), 't5')?.outcome).toBe(
      'Still in: next Plate final, opponent to be decided',
    );
    const plated = sixTeamCup({ plate: true, plateWinner: { teamId: 't5', name: 'Lions' } });
    expect(cupRunOf(plated, 't5')?.outcome).toBe('Plate winner');
  });

  it('leaves out the cups a team did not enter', () => {
    expect(cupRunOf(CUP, 't9')).toBe(null);
    expect(cupRunsOf([CUP, sixTeamCup({ id: 'c2', name: 'Plate' })], 't9')).toEqual([]);
    expect(cupRunsOf([CUP, sixTeamCup({ id: 'c2', name: 'Plate' })], 't5')).toHaveLength(2);
  });
});

describe('playerCupRunsOf', () => {
  it("follows a player's own side in a singles knockout, and nobody's team", () => {
    const singles = {
      ...CUP,
      kind: 'singles-knockout' as const,
      entries: CUP.entries.map((entry) => ({ ...entry, playerIds: [`p-${entry.teamId}`] })),
    };
    expect(playerCupRunsOf([singles], 'p-t5')).toEqual([cupRunOf(singles, 't5')]);
    // A team cup holds no player's own side; a player not entered has no run.
    expect(playerCupRunsOf([CUP], 'p-t5')).toEqual([]);
    expect(playerCupRunsOf([singles], 'p-nobody')).toEqual([]);
  });
});
