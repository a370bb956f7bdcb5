// Before the match: available players, confirmed rosters, the start.
import { describe, expect, it } from 'vitest';
import { openRound } from '../match-lifecycle.ts';
import {
  admin,
  homeCaptain,
  awayCaptain,
  HOME_SQUAD,
  AWAY_SQUAD,
  apply,
  step,
  expectRefused,
  newMatch,
  readyMatch,
  rosterUpdate,
} from '../testing/lifecycle-driver.ts';

describe('pre-match', () => {
  it('starts with both rosters unconfirmed and no available players', () => {
    const match = newMatch();
    expect(match.state).toBe('pre-match');
    expect(match.preMatchState).toEqual({
      homeRosterConfirmed: false,
      awayRosterConfirmed: false,
      homeAvailablePlayers: [],
      awayAvailablePlayers: [],
    });
  });

  it("saves one side's availability and confirmation without touching the other side", () => {
    const result = apply(newMatch(), rosterUpdate('away', ['a1', 'a2'], true), awayCaptain);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.reason).toBe('pre_match_updated');
    expect(result.value.match.state).toBe('pre-match');
    expect(result.value.match.preMatchState).toEqual({
      homeRosterConfirmed: false,
      awayRosterConfirmed: true,
      homeAvailablePlayers: [],
      awayAvailablePlayers: ['a1', 'a2'],
    });
  });

  it('lists a player ticked twice once', () => {
    const match = step(newMatch(), rosterUpdate('home', ['h1', 'h2', 'h1'], false));
    expect(match.preMatchState.homeAvailablePlayers).toEqual(['h1', 'h2']);
  });

  it.each([
    ['homeCaptain', homeCaptain],
    ['admin', admin],
  ] as const)('refuses %s a save on a postponed match: it stays postponed', (_name, who) => {
    const postponed = step(newMatch(), { type: 'postpone' });
    expect(postponed.state).toBe('postponed');
    const result = apply(postponed, rosterUpdate('home', ['h1'], true), who);
    expectRefused(result, 'conflict', 'Not allowed: the match is postponed.');
  });

  it.each([
    { side: 'home', players: ['h1', 'a1'], stranger: 'a1' },
    { side: 'away', players: ['a1', 'x9'], stranger: 'x9' },
  ] as const)(
    'refuses $stranger, who is not on the $side roster',
    ({ side, players, stranger }) => {
      const result = apply(newMatch(), rosterUpdate(side, players, true), admin, {
        rosters: { home: HOME_SQUAD, away: AWAY_SQUAD },
      });
      expectRefused(result, 'validation_failed');
      expect(!result.ok && result.fields?.availablePlayers).toContain(stranger);
    },
  );

  it('accepts players on the roster when the roster is given', () => {
    const result = apply(newMatch(), rosterUpdate('home', ['h1', 'h6'], true), homeCaptain, {
      rosters: { home: HOME_SQUAD, away: AWAY_SQUAD },
    });
    expect(result.ok).toBe(true);
  });

  it.each([
    { home: false, away: false },
    { home: true, away: false },
    { home: false, away: true },
  ])('will not start with rosters confirmed home $home, away $away', ({ home, away }) => {
    let match = newMatch();
    match = step(match, rosterUpdate('home', HOME_SQUAD, home));
    match = step(match, rosterUpdate('away', AWAY_SQUAD, away));
    expectRefused(apply(match, { type: 'start' }, homeCaptain), 'conflict', /Both rosters/);
  });

  it('starts once both rosters are confirmed', () => {
    const match = step(readyMatch(), { type: 'start' }, awayCaptain);
    expect(match.state).toBe('in-progress');
    expect(openRound(match)).toBe(1);
  });

  it('un-confirming a roster stops the start again', () => {
    const match = step(readyMatch(), rosterUpdate('away', AWAY_SQUAD, false));
    expectRefused(apply(match, { type: 'start' }), 'conflict');
  });
});
