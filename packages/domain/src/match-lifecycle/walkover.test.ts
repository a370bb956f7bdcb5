// A match not played: a walkover for the side present, or void.
import { describe, expect, it } from 'vitest';
import { VACANT } from '../constants.ts';
import { computePlayerStats } from '../player-stats.ts';
import { computeRatings } from '../player-rating.ts';
import {
  NOW,
  admin,
  apply,
  step,
  newMatch,
  readyMatch,
  completedMatch,
} from '../testing/lifecycle-driver.ts';

describe('walkover', () => {
  it('with the frames rule gives every frame to the side present, with nobody in them', () => {
    const result = apply(
      readyMatch(),
      { type: 'walkover', winner: 'away', rule: 'frames', reason: 'Home had no team' },
      admin,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { match, reason } = result.value;
    expect(reason).toBe('walkover_recorded');
    expect(match.state).toBe('completed');
    expect([match.homeScore, match.awayScore]).toEqual([0, 16]);
    expect(match.progress.walkover).toEqual({
      winner: 'away',
      rule: 'frames',
      reason: 'Home had no team',
    });
    for (const frame of match.frames) {
      expect(frame).toMatchObject({
        homePlayerId: VACANT,
        awayPlayerId: VACANT,
        winnerPlayerId: null,
        homeScore: 0,
        awayScore: 1,
        isComplete: true,
        state: 'locked',
        scoredBy: admin.userId,
        scoredAt: NOW,
      });
    }
  });

  it('with the points rule completes the match with no frame played', () => {
    const match = step(newMatch(), {
      type: 'walkover',
      winner: 'home',
      rule: 'points',
      reason: 'Away no-show',
    });
    expect(match.state).toBe('completed');
    expect([match.homeScore, match.awayScore]).toEqual([0, 0]);
    expect(match.frames.every((frame) => !frame.isComplete)).toBe(true);
    expect(match.progress.walkover?.rule).toBe('points');
  });

  it('can be recorded on a postponed match', () => {
    const postponed = step(newMatch(), { type: 'postpone' });
    const match = step(postponed, {
      type: 'walkover',
      winner: 'home',
      rule: 'points',
      reason: 'Never rearranged',
    });
    expect(match.state).toBe('completed');
  });

  it('gives no player stats or rating', () => {
    const match = step(readyMatch(), {
      type: 'walkover',
      winner: 'home',
      rule: 'frames',
      reason: 'Away no-show',
    });
    const players = ['h1', 'a1'].map((id) => ({ id, firstName: id, lastName: id }));
    expect(
      computePlayerStats({ matches: [match], players }).map((row) => row.framesPlayed),
    ).toEqual([0, 0]);
    expect(computeRatings([match]).history).toEqual([]);
  });

  it('is undone by a reopen: the match is back before its start, its frames empty', () => {
    const recorded = step(readyMatch(), {
      type: 'walkover',
      winner: 'home',
      rule: 'frames',
      reason: 'Away no-show',
    });
    const result = apply(recorded, { type: 'reopen', reason: 'The away team did turn up' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const { match } = result.value;
    expect(match.state).toBe('pre-match');
    expect(match.progress.walkover).toBeUndefined();
    expect([match.homeScore, match.awayScore]).toEqual([0, 0]);
    expect(match.frames.every((frame) => !frame.isComplete)).toBe(true);
  });

  it('leaves a reopen of a played match as it was', () => {
    const result = apply(completedMatch(), { type: 'reopen', reason: 'Wrong winner' });
    expect(result.ok && result.value.match.state).toBe('in-progress');
  });
});

describe('void', () => {
  it('cancels the match, marked void with the reason', () => {
    const result = apply(newMatch(), { type: 'void', reason: 'Neither team turned up' }, admin);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.reason).toBe('match_voided');
    expect(result.value.match.state).toBe('cancelled');
    expect(result.value.match.progress.void).toEqual({ reason: 'Neither team turned up' });
  });
});
