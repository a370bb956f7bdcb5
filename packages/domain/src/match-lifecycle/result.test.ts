// The result: confirming, disputing, completing, reopening.
import { describe, expect, it } from 'vitest';
import { allowedActions, openRound } from '../match-lifecycle.ts';
import {
  NOW,
  admin,
  homeCaptain,
  awayCaptain,
  apply,
  step,
  expectRefused,
  frameAt,
  newMatch,
  startedMatch,
  scoreAction,
  score,
  playRound,
  HOME_WINS,
  allRoundsLocked,
  completedMatch,
} from '../testing/lifecycle-driver.ts';

describe('result', () => {
  it.each([0, 3])('cannot be confirmed or disputed with %i rounds locked', (rounds) => {
    let match = startedMatch();
    for (let round = 1; round <= rounds; round++) match = playRound(match, round, HOME_WINS);
    expectRefused(apply(match, { type: 'confirm', side: 'home' }, homeCaptain), 'conflict');
    expectRefused(
      apply(match, { type: 'dispute', side: 'home', reason: 'no' }, homeCaptain),
      'conflict',
    );
    expectRefused(apply(match, { type: 'forceComplete' }), 'conflict');
  });

  it('completes the match when both captains confirm, in either order', () => {
    for (const [first, second] of [
      ['home', 'away'],
      ['away', 'home'],
    ] as const) {
      const byCaptain = { home: homeCaptain, away: awayCaptain };
      const once = step(allRoundsLocked(), { type: 'confirm', side: first }, byCaptain[first]);
      expect(once.state).toBe('in-progress');
      expect(once.progress.confirmed[first]).toBe(true);
      expect(once.progress.confirmed[second]).toBe(false);
      const twice = step(once, { type: 'confirm', side: second }, byCaptain[second]);
      expect(twice.state).toBe('completed');
    }
  });

  it('leaves a completed match read-only', () => {
    const match = completedMatch();
    const frame = frameAt(match, 4, 1);
    expectRefused(
      apply(match, scoreAction(frame, frame.awayPlayerId)),
      'conflict',
      'Not allowed: the match is completed.',
    );
    expectRefused(apply(match, { type: 'replaceFrames', frames: match.frames }), 'conflict');
    expectRefused(apply(match, { type: 'dispute', side: 'home', reason: 'late' }), 'conflict');
    expectRefused(apply(match, { type: 'cancel' }), 'conflict');
  });

  it('records a dispute and clears that side’s confirmation; confirming again clears it', () => {
    let match = step(allRoundsLocked(), { type: 'confirm', side: 'home' }, homeCaptain);
    const disputed = apply(
      match,
      { type: 'dispute', side: 'home', reason: 'Frame R2-F3 went to us' },
      homeCaptain,
    );
    expect(disputed.ok).toBe(true);
    if (!disputed.ok) return;
    expect(disputed.value.reason).toBe('result_disputed');
    match = disputed.value.match;
    expect(match.state).toBe('in-progress');
    expect(match.progress.confirmed).toEqual({ home: false, away: false });
    expect(match.progress.dispute).toEqual({
      side: 'home',
      reason: 'Frame R2-F3 went to us',
      raisedBy: homeCaptain.userId,
      raisedAt: NOW,
    });

    // The other side confirming does not settle the home side's dispute.
    match = step(match, { type: 'confirm', side: 'away' }, awayCaptain);
    expect(match.state).toBe('in-progress');
    expect(match.progress.dispute?.side).toBe('home');

    match = step(match, { type: 'confirm', side: 'home' }, homeCaptain);
    expect(match.progress.dispute).toBeNull();
    expect(match.state).toBe('completed');
  });

  it('keeps the frames a dispute points at, in the match’s order, and refuses a frame of another match', () => {
    const match = allRoundsLocked();
    const [r3f2, r1f4] = [frameAt(match, 3, 2).frameId, frameAt(match, 1, 4).frameId];
    const disputed = step(
      match,
      {
        type: 'dispute',
        side: 'away',
        reason: 'Two frames went to us',
        frameIds: [r3f2, r1f4, r3f2],
      },
      awayCaptain,
    );
    expect(disputed.progress.dispute?.frameIds).toEqual([r1f4, r3f2]);
    expectRefused(
      apply(
        match,
        { type: 'dispute', side: 'away', reason: 'x', frameIds: [r1f4, 'other-R1-F1'] },
        awayCaptain,
      ),
      'validation_failed',
    );
    // None named: nothing kept.
    const plain = step(
      match,
      { type: 'dispute', side: 'away', reason: 'x', frameIds: [] },
      awayCaptain,
    );
    expect(plain.progress.dispute).not.toHaveProperty('frameIds');
  });

  it('lets an admin complete a match whose confirmation is overdue, dispute and all', () => {
    const disputed = step(
      allRoundsLocked(),
      { type: 'dispute', side: 'away', reason: 'Wrong player in R4' },
      awayCaptain,
    );
    const result = apply(disputed, { type: 'forceComplete' }, admin);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.reason).toBe('match_completed');
    expect(result.value.match.state).toBe('completed');
    expect(result.value.match.progress.dispute).toBeNull();
    expectRefused(apply(disputed, { type: 'forceComplete' }, homeCaptain), 'forbidden');
  });

  describe('reopen', () => {
    it('unlocks every round, keeps the results and clears confirmations', () => {
      const completed = completedMatch();
      const result = apply(completed, { type: 'reopen', reason: 'Wrong winner in R2' }, admin);
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const match = result.value.match;
      expect(result.value.reason).toBe('match_reopened');
      expect(match.state).toBe('in-progress');
      expect(match.frames.every((f) => f.state === 'resulted')).toBe(true);
      expect(match.frames.map((f) => f.winnerPlayerId)).toEqual(
        completed.frames.map((f) => f.winnerPlayerId),
      );
      expect(match.frames.map((f) => f.version)).toEqual(
        completed.frames.map((f) => f.version + 1),
      );
      expect([match.homeScore, match.awayScore]).toEqual([10, 6]);
      expect(match.progress.confirmed).toEqual({ home: false, away: false });
      expect(match.progress.roundsLocked).toBe(0);
      expect(openRound(match)).toBe(1);
    });

    it('lets a mistake be corrected, then the rounds locked and confirmed again', () => {
      let match = step(completedMatch(), { type: 'reopen', reason: 'R2-F1 was the away win' });
      match = score(match, 2, 1, 'away', homeCaptain);
      expect([match.homeScore, match.awayScore]).toEqual([9, 7]);
      expectRefused(apply(match, { type: 'confirm', side: 'home' }, homeCaptain), 'conflict');
      for (const round of [1, 2, 3, 4]) match = step(match, { type: 'lockRound', round });
      match = step(match, { type: 'confirm', side: 'home' }, homeCaptain);
      match = step(match, { type: 'confirm', side: 'away' }, awayCaptain);
      expect(match.state).toBe('completed');
      expect([match.homeScore, match.awayScore]).toEqual([9, 7]);
    });
  });

  it('postpones to a new date, or keeps the date when none is given', () => {
    const match = newMatch();
    const moved = step(match, { type: 'postpone', scheduledDate: '2025-03-11T19:30:00.000Z' });
    expect(moved.state).toBe('postponed');
    expect(moved.scheduledDate).toBe('2025-03-11T19:30:00.000Z');
    const kept = step(match, { type: 'postpone' });
    expect(kept.scheduledDate).toBe(match.scheduledDate);
    expectRefused(apply(match, { type: 'postpone' }, homeCaptain), 'forbidden');
    expectRefused(apply(startedMatch(), { type: 'postpone' }), 'conflict');
  });

  it('cancels, and a cancelled match takes no further action', () => {
    const cancelled = step(startedMatch(), { type: 'cancel' });
    expect(cancelled.state).toBe('cancelled');
    expect(allowedActions(cancelled, admin)).toEqual([]);
    expectRefused(apply(startedMatch(), { type: 'cancel' }, awayCaptain), 'forbidden');
  });
});
