import { describe, expect, it } from 'vitest';
import { setupSteps } from './setup-checklist.ts';

const team = (id: string, captainUserId: string | null = null) => ({
  id,
  name: `Team ${id}`,
  captainUserId,
});

describe('setupSteps', () => {
  it('starts with everything to do', () => {
    const steps = setupSteps({
      hasSeason: false,
      venues: 0,
      teams: [],
      memberships: [],
      matches: 0,
    });
    expect(steps.map((step) => [step.key, step.done])).toEqual([
      ['season', false],
      ['venues', false],
      ['teams', false],
      ['players', false],
      ['captains', false],
      ['fixtures', false],
    ]);
  });

  it('names the teams still short of players or without a captain', () => {
    const steps = setupSteps({
      hasSeason: true,
      venues: 2,
      teams: [team('a', 'u1'), team('b')],
      memberships: [...Array.from({ length: 4 }, () => ({ teamId: 'a' })), { teamId: 'b' }],
      matches: 0,
    });
    const byKey = Object.fromEntries(steps.map((step) => [step.key, step]));
    expect(byKey.venues).toMatchObject({ done: true, detail: '2 venues' });
    expect(byKey.teams?.done).toBe(true);
    expect(byKey.players).toMatchObject({ done: false, detail: 'Fewer than 4: Team b' });
    expect(byKey.captains).toMatchObject({ done: false, detail: 'No captain yet: Team b' });
    expect(byKey.fixtures?.done).toBe(false);
  });

  it('is all done for a league ready to play', () => {
    const steps = setupSteps({
      hasSeason: true,
      venues: 1,
      teams: [team('a', 'u1'), team('b', 'u2')],
      memberships: ['a', 'b'].flatMap((teamId) => Array.from({ length: 4 }, () => ({ teamId }))),
      matches: 2,
    });
    expect(steps.every((step) => step.done)).toBe(true);
  });

  it('asks for as many players as the season plays a side: five in a 5v5 season', () => {
    const steps = setupSteps({
      hasSeason: true,
      venues: 1,
      teams: [team('a', 'u1'), team('b', 'u2')],
      memberships: [
        ...Array.from({ length: 5 }, () => ({ teamId: 'a' })),
        ...Array.from({ length: 4 }, () => ({ teamId: 'b' })),
      ],
      matches: 2,
      positionsPerTeam: 5,
    });
    expect(steps.find((step) => step.key === 'players')).toMatchObject({
      done: false,
      detail: 'Fewer than 5: Team b',
    });
  });
});
